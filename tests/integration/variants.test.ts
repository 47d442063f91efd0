/**
 * The question bank and similar questions on the analysis fixture's maths paper: suggestions
 * ranked by real similarity, whole-bank search, public similar questions, setting and removing
 * for a class or the paper, flags, counts, single variants, question types, and who may do what.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exams, userSchools } from '../../src/server/db/schema.ts';
import { insertQuestions, type NewBankRow } from '../../src/server/features/question-bank/bank-repository.ts';
import { buildAnalysisFixture, FIXTURE_PASSWORD, TAG_FUNCTION, TAG_SETS, type AnalysisFixture } from '../fixtures/analysis-fixture.ts';
import { signIn } from '../support/api.ts';
import { openTestApp, sharedByFile } from './helpers.ts';

const server = sharedByFile(() => openTestApp());
let fx: AnalysisFixture;
const web: Record<string, string> = {};
const bank: Record<string, number> = {};

const options = ['A', 'B', 'C', 'D'].map((key, i) => ({ key, value: `选项${i + 1}` }));
const row = (init: Partial<NewBankRow> & Pick<NewBankRow, 'text'>): NewBankRow => ({
  subjectId: 1,
  gradeType: 512,
  typeId: 1,
  typeName: '单选题',
  questionType: 'multiple_one',
  options,
  answer: ['A'],
  jieda: '略',
  tags: [],
  difficulty: 5,
  source: '测试题库',
  schoolId: null,
  ...init,
});

const get = (operationId: string, url: string, token = web.m1) => server.call(operationId, { url, token });
const send = (operationId: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = web.m1) => server.call(operationId, { method, url, payload, token });

beforeAll(async () => {
  fx = await buildAnalysisFixture(server, 'va');
  const [outsiderSchool] = await server.database.run((db) => db.select().from(userSchools).where(eq(userSchools.userId, fx.outsider.id)));
  const entries: [string, NewBankRow][] = [
    ['oddFunction', row({ text: '下列函数中是奇函数的是', tags: [TAG_FUNCTION] })],
    ['evenWorked', row({ text: '下列函数中是偶函数的是哪一个？请说明理由', typeId: 5, typeName: '解答题', questionType: 'big_spaces', options: [], tags: [TAG_FUNCTION] })],
    ['intersection', row({ text: '已知集合 A 与 B，则它们的交集是', tags: [TAG_SETS] })],
    ['unrelated', row({ text: '平面直角坐标系中两点之间的距离公式', typeId: 4, typeName: '填空题', questionType: 'empty_spaces', options: [] })],
    ['copyOfOriginal', row({ text: '下列函数中是偶函数的是', tags: [TAG_FUNCTION] })],
    ['chinese', row({ subjectId: 5, text: '下列函数中是偶函数的是（语文卷误录）' })],
    ['ownSchool', row({ text: '下列函数中，哪个是偶函数', tags: [TAG_FUNCTION], schoolId: fx.schoolId, source: '校本题库' })],
    ['otherSchool', row({ text: '下列函数中是偶函数的是哪个', tags: [TAG_FUNCTION], schoolId: outsiderSchool.schoolId, source: '他校题库' })],
  ];
  const ids = (await server.database.run((db) => insertQuestions(db, entries.map(([, r]) => r)))).map((r) => r.id);
  entries.forEach(([name], i) => (bank[name] = ids[i]));
  for (const [name, user] of [
    ['m1', fx.markers[0]],
    ['m2', fx.markers[1]],
    ['outsider', fx.outsider],
    ['principal', fx.principal],
  ] as const) {
    web[name] = (await signIn(server.call, user.username, FIXTURE_PASSWORD)).token;
  }
});


const [evenQuestion, setsQuestion] = [0, 1];
const original = (i: number) => fx.objectiveQuestionIds[i];

describe('suggested similar questions', () => {
  it('ranks by question type, shared tags and text similarity; leaves out the original, other subjects and other schools', async () => {
    const answer = await get('suggestTestVariants', `/v1/examination/test-variant-suggest?test_id=${fx.testId}&original_question_id=${original(evenQuestion)}`);
    expect(answer.status).toBe(200);
    const ids = answer.body.data.result.map((q: { question_id: number }) => q.question_id);
    expect(answer.body.data.total).toBe(5);
    expect(ids).not.toContain(bank.copyOfOriginal);
    expect(ids).not.toContain(bank.chinese);
    expect(ids).not.toContain(bank.otherSchool);
    // same type, same tag and nearly the same words come first; nothing shared comes last
    expect(ids.slice(0, 2).sort()).toEqual([bank.oddFunction, bank.ownSchool].sort());
    expect(ids[ids.length - 1]).toBe(bank.unrelated);
    const scores = answer.body.data.result.map((q: { similarity: number }) => q.similarity);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores[0]).toBeGreaterThan(0.5);
    expect(answer.body.data.result.find((q: { question_id: number }) => q.question_id === bank.ownSchool)).toMatchObject({ public: false, source: '校本题库' });
  });

  it('ranks the neighbour of the sets question first', async () => {
    const answer = await get('suggestTestVariants', `/v1/examination/test-variant-suggest?test_id=${fx.testId}&original_question_id=${original(setsQuestion)}&page_size=1`);
    expect(answer.body.data.result.map((q: { question_id: number }) => q.question_id)).toEqual([bank.intersection]);
    expect(answer.body.data.total).toBe(6);
  });

  it('answers 404 for a question of another paper and 403 to another school', async () => {
    expect((await get('suggestTestVariants', `/v1/examination/test-variant-suggest?test_id=${fx.testId}&original_question_id=999999`)).status).toBe(404);
    expect((await get('suggestTestVariants', `/v1/examination/test-variant-suggest?test_id=${fx.testId}&original_question_id=${original(0)}`, web.outsider)).status).toBe(403);
  });
});

describe('whole-bank search and question types', () => {
  it('finds texts containing the keyword, with a type filter and paging', async () => {
    const answer = await get('searchQuestionBank', `/v1/question/bank-search?subject_id=1&keyword=${encodeURIComponent('偶函数')}`);
    expect(answer.status).toBe(200);
    const ids = answer.body.data.result.map((q: { question_id: number }) => q.question_id).sort();
    expect(ids).toEqual([bank.evenWorked, bank.copyOfOriginal, bank.ownSchool].sort());
    const worked = await get('searchQuestionBank', `/v1/question/bank-search?subject_id=1&keyword=${encodeURIComponent('偶函数')}&type_id=5`);
    expect(worked.body.data).toMatchObject({ total: 1, result: [{ question_id: bank.evenWorked, type_name: '解答题' }] });
    const byTag = await get('searchQuestionBank', `/v1/question/bank-search?subject_id=1&keyword=${encodeURIComponent('集合')}&tag_ids=${JSON.stringify([TAG_SETS.id])}`);
    expect(byTag.body.data.result.map((q: { question_id: number }) => q.question_id)).toEqual([bank.intersection]);
    const noTag = await get('searchQuestionBank', `/v1/question/bank-search?subject_id=1&keyword=${encodeURIComponent('函数')}&tag_ids=${JSON.stringify([TAG_SETS.id])}`);
    expect(noTag.body.data.total).toBe(0);
    const paged = await get('searchQuestionBank', `/v1/question/bank-search?subject_id=1&keyword=${encodeURIComponent('函数')}&page_size=2&page_no=2`);
    expect(paged.body.data.total).toBe(4);
    expect(paged.body.data.result).toHaveLength(2);
  });

  it('refuses a keyword shorter than 2 or longer than 50 characters with a clear message', async () => {
    for (const keyword of ['函', ' 函 ', '函'.repeat(51)]) {
      const answer = await get('searchQuestionBank', `/v1/question/bank-search?subject_id=1&keyword=${encodeURIComponent(keyword)}`);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe('关键词长度应为2到50个字符');
    }
    expect((await get('searchQuestionBank', `/v1/question/bank-search?subject_id=1&keyword=${encodeURIComponent('函'.repeat(50))}`)).status).toBe(200);
  });

  it('lists the types of a subject for a grade', async () => {
    const answer = await get('listQuestionTypes', '/v1/question/type?subject_id=1&grade_type=512');
    expect(answer.body.data.result).toEqual([
      { id: 1, name: '单选题' },
      { id: 4, name: '填空题' },
      { id: 5, name: '解答题' },
    ]);
    expect((await get('listQuestionTypes', '/v1/question/type?subject_id=1&grade_type=1')).body.data.result).toEqual([]);
    const noSubject = await get('listQuestionTypes', '/v1/question/type?grade_type=512');
    expect([noSubject.status, noSubject.body.msg]).toEqual([400, '参数 subject_id 不能为空']);
  });
});

describe('setting and removing similar questions', () => {
  const listUrl = (classId: number, source = 2) =>
    `/v1/examination/test-variant?test_id=${fx.testId}&original_question_id=${original(evenQuestion)}&class_id=${classId}&source=${source}`;
  let classVariant = 0;
  let paperVariant = 0;

  it('starts with an empty list', async () => {
    const answer = await get('listTestVariants', listUrl(fx.classIds[0]));
    expect(answer.body.data).toEqual({ total: 0, result: [] });
  });

  it('sets one for a class and one for the paper; the same one twice is a conflict', async () => {
    const body = { test_id: fx.testId, original_question_id: original(evenQuestion), question_id: bank.oddFunction, class_id: fx.classIds[0] };
    const first = await send('setTestVariant', 'POST', '/v1/examination/test-variant', body);
    expect(first.status).toBe(200);
    classVariant = first.body.data.variant_id;
    expect(classVariant).toBeGreaterThan(0);
    expect((await send('setTestVariant', 'POST', '/v1/examination/test-variant', body)).status).toBe(409);

    const paper = await send('setTestVariant', 'POST', '/v1/examination/test-variant', { ...body, question_id: bank.ownSchool, class_id: 0, picked_from: 'search' });
    expect(paper.status).toBe(200);
    paperVariant = paper.body.data.variant_id;
  });

  it('lists for a class its own similar questions first, then those of the paper; for the paper only its own', async () => {
    const forClass = await get('listTestVariants', listUrl(fx.classIds[0]));
    expect(forClass.body.data.total).toBe(2);
    expect(forClass.body.data.result.map((v: { variant_id: number; class_id: number }) => [v.variant_id, v.class_id])).toEqual([
      [classVariant, fx.classIds[0]],
      [paperVariant, 0],
    ]);
    expect(forClass.body.data.result[1]).toMatchObject({ question_id: bank.ownSchool, picked_from: 'search', text: '下列函数中，哪个是偶函数' });
    const forPaper = await get('listTestVariants', listUrl(0), web.principal);
    expect(forPaper.body.data.result.map((v: { variant_id: number }) => v.variant_id)).toEqual([paperVariant]);
    const onePerPage = await get('listTestVariants', `${listUrl(fx.classIds[0])}&page_size=1&page_no=2`);
    expect(onePerPage.body.data).toMatchObject({ total: 2, result: [{ variant_id: paperVariant }] });
  });

  it('flags and counts what is set', async () => {
    const flags = await get(
      'checkTestVariantFlags',
      `/v1/examination/test-variant-flag?test_id=${fx.testId}&original_question_id=${original(evenQuestion)}&class_id=${fx.classIds[0]}&question_ids=${JSON.stringify([bank.oddFunction, bank.intersection])}`,
    );
    expect(flags.body.data.list).toEqual([
      { question_id: bank.oddFunction, flag: true, variant_id: classVariant },
      { question_id: bank.intersection, flag: false, variant_id: 0 },
    ]);
    const counts = await get('countTestVariants', `/v1/examination/test-variant-count?test_id=${fx.testId}&class_id=${fx.classIds[0]}&original_ids=${JSON.stringify(fx.objectiveQuestionIds)}`);
    expect(counts.body.data.list).toEqual([
      { original_question_id: original(0), num: 2 },
      { original_question_id: original(1), num: 0 },
    ]);
  });

  it('reads, changes and moves one', async () => {
    expect((await get('getTestVariant', `/v1/examination/test-variant/${classVariant}`)).body.data).toMatchObject({ variant_id: classVariant, question_id: bank.oddFunction });
    const changed = await send('replaceTestVariant', 'PUT', `/v1/examination/test-variant/${classVariant}`, { question_id: bank.evenWorked });
    expect(changed.body.data).toMatchObject({ variant_id: classVariant, question_id: bank.evenWorked, class_id: fx.classIds[0] });
    // moving it to the paper would repeat nothing, so it is allowed; moving it back too
    const moved = await send('patchTestVariant', 'PATCH', `/v1/examination/test-variant/${classVariant}`, { class_id: 0 });
    expect(moved.body.data.class_id).toBe(0);
    const clash = await send('patchTestVariant', 'PATCH', `/v1/examination/test-variant/${classVariant}`, { question_id: bank.ownSchool });
    expect(clash.status).toBe(409);
    expect((await send('patchTestVariant', 'PATCH', `/v1/examination/test-variant/${classVariant}`, { class_id: fx.classIds[0] })).status).toBe(200);
  });

  it('keeps a teacher to the classes they teach and another school out', async () => {
    const body = { test_id: fx.testId, original_question_id: original(evenQuestion), question_id: bank.intersection, class_id: fx.classIds[0] };
    expect((await send('setTestVariant', 'POST', '/v1/examination/test-variant', body, web.m2)).status).toBe(403);
    expect((await send('setTestVariant', 'POST', '/v1/examination/test-variant', body, web.outsider)).status).toBe(403);
    expect((await send('setTestVariant', 'POST', '/v1/examination/test-variant', { ...body, question_id: bank.otherSchool })).status).toBe(403);
    expect((await send('setTestVariant', 'POST', '/v1/examination/test-variant', { ...body, question_id: bank.chinese })).status).toBe(400);
    expect((await send('setTestVariant', 'POST', '/v1/examination/test-variant', { ...body, class_id: 999999 })).status).toBe(404);
    expect((await send('removeTestVariant', 'DELETE', `/v1/examination/test-variant/${classVariant}`, undefined, web.m2)).status).toBe(403);
  });

  it('removes one (checking the subject) and then all of a level', async () => {
    expect((await send('removeTestVariant', 'DELETE', `/v1/examination/test-variant/${classVariant}?subject_id=5`)).status).toBe(400);
    const removed = await send('removeTestVariant', 'DELETE', `/v1/examination/test-variant/${classVariant}?subject_id=1`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ variant_id: classVariant });
    expect((await get('getTestVariant', `/v1/examination/test-variant/${classVariant}`)).status).toBe(404);

    const all = await send('removeAllTestVariants', 'DELETE', `/v1/examination/test-variant-all/${fx.testId}?original_question_id=${original(evenQuestion)}&class_id=0`);
    expect(all.body.data).toEqual({ removed: 1 });
    expect((await get('listTestVariants', listUrl(fx.classIds[0]))).body.data.total).toBe(0);
  });
});

describe('public similar questions and single variants', () => {
  it('lists public questions of the same type with similar text, most similar first', async () => {
    const answer = await get('listTestVariants', `/v1/examination/test-variant?test_id=${fx.testId}&original_question_id=${original(evenQuestion)}&source=3`);
    expect(answer.status).toBe(200);
    const ids = answer.body.data.result.map((q: { question_id: number }) => q.question_id);
    expect(ids[0]).toBe(bank.oddFunction);
    expect(ids).not.toContain(bank.ownSchool);
    expect(ids).not.toContain(bank.evenWorked);
    expect(answer.body.data.result.every((q: { variant_id: number; public: boolean }) => q.variant_id === 0 && q.public)).toBe(true);
  });

  it('gives one variant of a question, or one for a knowledge tag, and says when there is none', async () => {
    const single = await get('getTestReplacement', `/v1/examination/test-replace/${fx.testId}?question_id=${original(setsQuestion)}`);
    expect(single.body.data.question_id).toBe(bank.intersection);
    const byTag = await get('getTestReplacement', `/v1/examination/test-replace/${fx.testId}?question_id=${original(evenQuestion)}&tag_id=${TAG_FUNCTION.id}`);
    expect([bank.oddFunction, bank.ownSchool, bank.evenWorked]).toContain(byTag.body.data.question_id);
    const none = await get('getTestReplacement', `/v1/examination/test-replace/${fx.testId}?question_id=${original(evenQuestion)}&tag_id=9999`);
    expect(none.status).toBe(404);
    expect(none.body.msg).toBe('该知识点暂无精准训练');
    const list = await get('listTestReplacements', `/v1/examination/test-replace?test_id=${fx.testId}&question_ids=${JSON.stringify([...fx.objectiveQuestionIds, fx.subjectiveQuestionIds[0]])}`);
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ original_question_id: original(0), question: expect.objectContaining({ type_id: 1 }) }),
      expect.objectContaining({ original_question_id: original(1), question: expect.objectContaining({ question_id: bank.intersection }) }),
      expect.objectContaining({ original_question_id: fx.subjectiveQuestionIds[0], question: expect.objectContaining({ type_id: 5 }) }),
    ]);
  });

  it('takes an error report on a bank question', async () => {
    const answer = await send('reportBankQuestion', 'POST', '/v1/question/report-error', { question_id: bank.oddFunction, message: '答案有误' });
    expect(answer.status).toBe(200);
    expect((await send('reportBankQuestion', 'POST', '/v1/question/report-error', { question_id: 999999, message: '答案有误' })).status).toBe(404);
  });
});

describe('the analysis exam list', () => {
  it('lists only exams whose analysis is open, with their papers and targets', async () => {
    expect((await get('listAnalysisExams', '/v1/examanalysis/target-examination')).body.data).toEqual({ total: 0, result: [] });
    expect((await get('getAnalysisExam', `/v1/examanalysis/target-examination/${fx.examId}`)).status).toBe(403);
    await server.database.run((db) => db.update(exams).set({ status: 3 }).where(eq(exams.id, fx.examId)));
    const list = await get('listAnalysisExams', '/v1/examanalysis/target-examination');
    expect(list.body.data).toMatchObject({ total: 1, result: [{ id: fx.examId, status: 3, tests: [{ id: fx.testId, subject_id: 1 }] }] });
    expect((await get('listAnalysisExams', '/v1/examanalysis/target-examination', web.outsider)).body.data.total).toBe(0);

    const detail = await get('getAnalysisExam', `/v1/examanalysis/target-examination/${fx.examId}`);
    expect(detail.body.data.classes.map((c: { id: number }) => c.id)).toEqual(fx.classIds);
    expect(detail.body.data.campuses.map((c: { id: number }) => c.id).sort()).toEqual([...fx.campusIds].sort());
    expect(detail.body.data.special_groups).toEqual([{ id: fx.specialGroupId, name: '培优组' }]);
    expect(detail.body.data.own_class_ids).toEqual([fx.classIds[0]]);
    expect((await get('getAnalysisExam', `/v1/examanalysis/target-examination/${fx.examId}`, web.principal)).body.data.own_class_ids).toBeNull();
    expect((await get('getAnalysisExam', `/v1/examanalysis/target-examination/${fx.examId}`, web.outsider)).status).toBe(403);
  });
});
