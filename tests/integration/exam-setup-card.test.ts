/**
 * A paper's answer card made from its questions, and the card's template grouping those very
 * questions: on the demo school, an exam created through the calls gets questions with a run of
 * fill-in questions (one marking area for several questions) and sub-questions; the card built
 * from the questions as the server lists them is submitted as the paper's template, and every
 * marked question lands in a group without a question added or lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTemplate, layoutCard } from '../../src/domain/answer-card/index.ts';
import { cardFromPaper } from '../../src/domain/answer-card/from-paper.ts';
import { paperQuestionOf } from '../../src/domain/exam-setup/paper-rules.ts';
import { createPaperWithQuestions, openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';

let demo: DemoSchoolApp;
let admin: string;
let testId: number;

const QUESTIONS = [
  { label: '1', section: '一、选择题', question_type: 'multiple_one', full_mark: 5, options: ['A', 'B', 'C', 'D'], answer: ['C'] },
  { label: '2', section: '二、填空题', question_type: 'empty_spaces', full_mark: 4 },
  { label: '3', section: '二、填空题', question_type: 'empty_spaces', full_mark: 4 },
  { label: '4(1)', section: '三、解答题', question_type: 'big_spaces', full_mark: 3 },
  { label: '4(2)', section: '三、解答题', question_type: 'big_spaces', full_mark: 4 },
];

beforeAll(async () => {
  demo = await openDemoSchool(4);
  admin = demo.web.schooladmin;
  testId = await createPaperWithQuestions(demo, admin, { name: '单元测试', examination_type: 4, paper: { subject_id: 1, total_score: 20, correct_type: 2 } }, QUESTIONS);
});

afterAll(async () => {
  await demo?.close();
});

const questionsOf = async () => (await demo.call('listPaperQuestions', { url: `/v1/examination/test-question?test_id=${testId}`, token: admin })).body.data.result;

describe('answer card from the paper', () => {
  it('groups every marked question of the paper by the template of the card made from it', async () => {
    const paper = (await demo.call('listPaperQuestions', { url: `/v1/examination/test-question?test_id=${testId}`, token: admin })).body.data;
    const listed = paper.result;
    // the card is titled with the paper's name: the exam's name and the subject
    expect(paper.paper_name).toBe('单元测试 数学');
    // the questions as the designer starts a card from them: the contract's fields in the domain's names
    const card = cardFromPaper(listed.map(paperQuestionOf), paper.paper_name);
    const template = buildTemplate(card, layoutCard(card));
    const submitted = await demo.call('saveTestTemplate', { method: 'PATCH', url: `/v1/examination/test-template-info/${testId}`, token: admin, payload: { template_info: template } });
    expect(submitted.status, submitted.body.msg).toBe(200);
    const after = await questionsOf();
    expect(after.map((q: { id: number }) => q.id)).toEqual(listed.map((q: { id: number }) => q.id));
    const groupOf = new Map(after.map((q: { label: string; partition_id: number | null }) => [q.label, q.partition_id]));
    // the objective question is scored from its key; the two fill-in questions share one area, the sub-questions another
    expect(groupOf.get('1')).toBeNull();
    expect(groupOf.get('2')).not.toBeNull();
    expect(groupOf.get('2')).toBe(groupOf.get('3'));
    expect(groupOf.get('4(1)')).not.toBeNull();
    expect(groupOf.get('4(1)')).toBe(groupOf.get('4(2)'));
    expect(groupOf.get('4(1)')).not.toBe(groupOf.get('2'));
  });

  it("marks the groups the way the paper is marked, and changes both together before marking starts", async () => {
    const modes = async () =>
      (await demo.call('getDivision', { url: `/v1/examination/divide-partition?test_id=${testId}`, token: admin })).body.data.partitions.map((p: { test_correct_type: number }) => p.test_correct_type);
    expect(await modes()).toEqual([2, 2]);
    const changed = await demo.call('setTestCorrectType', { method: 'PATCH', url: `/v1/examination/test-correct-type/${testId}`, token: admin, payload: { correct_type: 3 } });
    expect(changed.status, changed.body.msg).toBe(200);
    expect(changed.body.data.correct_type).toBe(3);
    expect(await modes()).toEqual([3, 3]);
  });
});
