/**
 * Knowledge points and the question list of a paper on the demo school's ended exam, through the
 * calls only: tagging questions (POST test-tag) with tags of the tag tree, the score rate per tag
 * (target-tag) as a reader finds it from each question's student lists (marks given through the
 * marking calls of the demo), the question list (test-question-list) against the paper's
 * question analysis, and the refusals that write nothing.
 */
import { describe, expect, it } from 'vitest';
import { openDemoSchool } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

interface Tagging {
  may_edit: boolean;
  questions: { question_id: number; label: string; tags: { id: number; name: string }[] }[];
  tags: { id: number; name: string }[];
}
interface TagRate {
  tag_id: number;
  labels: string[];
  question_count: number;
  full_mark_score: number;
  score_rate: number | null;
  parent_score_rate: number | null;
  mastery: string | null;
}

const demo = sharedByFile(() => openDemoSchool(16));
const token = () => demo.web.schooladmin;
const paper = () => `examination_id=${demo.endedExamId}&test_id=${demo.endedMathsTestId}`;
const tagging = async (who = token()) => (await demo.call('getTestTags', { url: `/v1/examanalysis/test-tag?${paper()}`, token: who })).body.data as Tagging;
const save = (questions: { question_id: number; tag_ids: number[] }[], who = token()) =>
  demo.call('saveTestTags', { url: '/v1/examanalysis/test-tag', method: 'POST', token: who, payload: { examination_id: demo.endedExamId, test_id: demo.endedMathsTestId, questions } });

/** Σ scores and Σ full marks of the final scores of one question, from its student lists. */
async function questionSums(questionId: number, scope = '') {
  const lists = (await demo.call('getQuestionStudentLists', { url: `/v1/examanalysis/student-list/${questionId}?${paper()}${scope}`, token: token() })).body.data;
  const students = [...lists.full_credit, ...lists.loss_score, ...lists.scoreless] as { total_score: number }[];
  return { sum: students.reduce((s, x) => s + x.total_score, 0), possible: students.length * (lists.full_mark_score as number) };
}

const rate = (sum: number, possible: number) => (possible === 0 ? null : Math.round((sum / possible) * 10000) / 100);

describe('knowledge points of a paper', () => {
  it('offers the tags of the tag tree and saves the tags of the questions named', async () => {
    const before = await tagging();
    expect(before.may_edit).toBe(true);
    expect(before.questions.length).toBeGreaterThan(3);
    expect(before.tags.length).toBeGreaterThan(1);
    const [first, second, third] = before.questions;
    const [a, b] = before.tags;
    const answer = await save([
      { question_id: first.question_id, tag_ids: [a.id, b.id] },
      { question_id: second.question_id, tag_ids: [a.id] },
      { question_id: third.question_id, tag_ids: [] },
    ]);
    expect(answer.status, answer.body.msg).toBe(200);
    const after = await tagging();
    expect(after.questions[0].tags).toEqual([a, b]);
    expect(after.questions[1].tags).toEqual([a]);
    expect(after.questions[2].tags).toEqual([]);
    expect(after.questions.slice(3)).toEqual(before.questions.slice(3));
  });

  it('gives each tag the pooled score rate of its questions for the target and the whole exam', async () => {
    const { questions } = await tagging();
    const idOf = new Map(questions.map((q) => [q.label, q.question_id]));
    const classId = (await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: token() })).body.data.classes[0].id as number;
    const data = (await demo.call('getTargetTags', { url: `/v1/examanalysis/target-tag?${paper()}&class_id=${classId}`, token: token() })).body.data as { has_data: boolean; tags: TagRate[]; untagged_count: number };
    expect(data.has_data).toBe(true);
    const carried = new Set(questions.flatMap((q) => q.tags.map((t) => t.id)));
    expect(data.tags.map((t) => t.tag_id)).toEqual([...carried].sort((x, y) => x - y));
    expect(data.untagged_count).toBe(questions.filter((q) => q.tags.length === 0).length);
    for (const tag of data.tags) {
      expect(tag.labels).toEqual(questions.filter((q) => q.tags.some((t) => t.id === tag.tag_id)).map((q) => q.label));
      const own = await Promise.all(tag.labels.map((l) => questionSums(idOf.get(l)!, `&class_id=${classId}`)));
      const all = await Promise.all(tag.labels.map((l) => questionSums(idOf.get(l)!)));
      const add = (xs: { sum: number; possible: number }[]) => xs.reduce((s, x) => ({ sum: s.sum + x.sum, possible: s.possible + x.possible }), { sum: 0, possible: 0 });
      const mine = add(own);
      const whole = add(all);
      expect(tag.score_rate).toBe(rate(mine.sum, mine.possible));
      expect(tag.parent_score_rate).toBe(rate(whole.sum, whole.possible));
      expect(tag.question_count).toBe(tag.labels.length);
    }
  });

  it('refuses a question of no paper, a question named twice, an unknown tag and a teacher, writing nothing', async () => {
    const before = await tagging();
    const q = before.questions[0].question_id;
    const tag = before.tags[0].id;
    const stranger = await save([{ question_id: 999999, tag_ids: [tag] }]);
    expect(stranger.status).toBe(400);
    expect(stranger.body.msg).toContain('999999');
    expect((await save([{ question_id: q, tag_ids: [] }, { question_id: q, tag_ids: [tag] }])).status).toBe(400);
    const unknown = await save([{ question_id: q, tag_ids: [] }, { question_id: before.questions[1].question_id, tag_ids: [999999] }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('999999');
    expect((await save([{ question_id: q, tag_ids: [] }], demo.web.teacher01)).status).toBe(403);
    expect(await tagging()).toEqual(before);
  });
});

describe('the question list of a paper', () => {
  it('lists every question with its answer, tags and the figures of the question analysis', async () => {
    const list = await demo.call('getTestQuestionList', { url: `/v1/examanalysis/test-question-list?${paper()}`, token: token() });
    expect(list.status, list.body.msg).toBe(200);
    const analysis = (await demo.call('getTestQuestionAnalysis', { url: `/v1/examanalysis/test-question?${paper()}`, token: token() })).body.data;
    const { questions } = await tagging();
    const data = list.body.data as { has_data: boolean; questions: Record<string, unknown>[] };
    expect(data.has_data).toBe(true);
    expect(data.questions.map((q) => q.question_id)).toEqual(questions.map((q) => q.question_id));
    for (const q of data.questions) {
      const figures = (analysis.questions as Record<string, unknown>[]).find((f) => f.question_id === q.question_id)!;
      expect([q.score_rate, q.difficulty, q.discrimination, q.full_credit_rate, q.parent_score_rate]).toEqual([figures.score_rate, figures.difficulty, figures.discrimination, figures.full_credit_rate, figures.parent_score_rate]);
      expect(q.tags).toEqual(questions.find((t) => t.question_id === q.question_id)!.tags);
      if (q.objective) expect((q.answer as string[]).length).toBeGreaterThan(0);
    }
    expect(data.questions.some((q) => q.objective)).toBe(true);
  });

  it('refuses a paper of another exam', async () => {
    const other = await demo.call('getTestQuestionList', { url: `/v1/examanalysis/test-question-list?examination_id=${demo.endedExamId}&test_id=${demo.mathsTestId}`, token: token() });
    expect(other.status).toBe(404);
  });
});
