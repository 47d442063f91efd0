/**
 * How the bank finds a keyword, on a bank teachers filled through the calls: a keyword that most
 * of the subject's questions contain is looked up by reading the newest questions, a rarer one
 * through the trigram index with only its rarest pieces, the whole keyword checked on what they
 * find. Either way the search answers exactly the questions that contain the keyword, the 200
 * newest of a common one ranked, and none that contain its pieces apart.
 */
import { describe, expect, it } from 'vitest';
import { lookupOf } from '../../src/server/features/question-bank/bank-repository.ts';
import { openDemoSchool } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

const PHYSICS = 2;

const school = sharedByFile(() => openDemoSchool(2));

const save = async (texts: string[]) => {
  const payload = { subject_id: PHYSICS, questions: texts.map((text) => ({ type_id: 5, text: `<p>${text}</p>` })) };
  const answer = await school.call('createSchoolQuestions', { method: 'POST', url: '/v1/question/upload-question', token: school.web.teacher01, payload });
  expect(answer.status, answer.body.msg).toBe(200);
  return (answer.body.data.result as { question_id: number }[]).map((q) => q.question_id);
};

const found = async (keyword: string, page = 1) => {
  const query = `subject_id=${PHYSICS}&scope=school&keyword=${encodeURIComponent(keyword)}&page_size=50&page_no=${page}`;
  const answer = await school.call('browseQuestionBank', { url: `/v1/question/manage?${query}`, token: school.web.teacher01 });
  expect(answer.status, answer.body.msg).toBe(200);
  const data = answer.body.data as { total: number; total_exact: boolean; result: { question_id: number }[] };
  return { total: data.total, exact: data.total_exact, ids: data.result.map((q) => q.question_id) };
};

describe('looking a keyword up in the bank', () => {
  it('finds a common keyword among the newest questions and a rare one through its rarest pieces, exactly where each is written', async () => {
    // at most 200 questions a call
    const buoyancy = (await save(Array.from({ length: 150 }, (_, i) => `物体在水中受到的浮力为${i}牛，求排开水的体积`))).concat(
      await save(Array.from({ length: 150 }, (_, i) => `物体在水中受到的浮力为${150 + i}牛，求排开水的体积`)),
    );
    const weighing = await save(Array.from({ length: 60 }, (_, i) => `用弹簧测力计测量物体的重力，第${i}次读数`));
    const [principle, experiment, apart, startsWord] = await save([
      '阿基米德原理：物体排开液体的重力',
      '设计实验验证阿基米德原理',
      '阿基米德 原理', // a break between the words: not the keyword
      '说明：浮力的方向竖直向上',
    ]);
    expect(weighing).toHaveLength(60);

    // the lookups the search takes on this bank (the sample drawn now is the whole bank)
    const lookup = (keyword: string) => school.testApp.database.run((db) => lookupOf(db, keyword));
    expect(await lookup('浮力')).toEqual({ by: 'newest' });
    expect((await lookup('阿基米德原理'))?.by).toBe('index');
    expect((await lookup('受到的浮力为29牛'))?.by).toBe('index');

    // common: 301 contain it, the 200 newest are ranked, where it starts a word first
    const newest200 = [...buoyancy, startsWord].sort((a, b) => b - a).slice(0, 200);
    const pages = [await found('浮力'), await found('浮力', 2), await found('浮力', 3), await found('浮力', 4)];
    expect(pages.map((p) => [p.total, p.exact])).toEqual(Array.from({ length: 4 }, () => [200, false]));
    const ids = pages.flatMap((p) => p.ids);
    expect(ids[0]).toBe(startsWord);
    expect(new Set(ids)).toEqual(new Set(newest200));

    // rare: exactly the questions that contain the whole keyword; as a word of its own before
    // ending a word, newest first among equals
    expect(await found('阿基米德原理')).toEqual({ total: 2, exact: true, ids: [principle, experiment] });
    expect(await found('受到的浮力为29牛')).toEqual({ total: 1, exact: true, ids: [buoyancy[29]] });
    expect(await found('德原')).toEqual({ total: 2, exact: true, ids: [experiment, principle] });
    // its pieces found apart, or in another order, are not the keyword
    expect((await found('阿基米德原理')).ids).not.toContain(apart);
    expect(await found('浮力为300牛')).toEqual({ total: 0, exact: true, ids: [] });
    expect(await found('体积物体在水中')).toEqual({ total: 0, exact: true, ids: [] });
    expect(await found('重力，第59次')).toEqual({ total: 1, exact: true, ids: [weighing[59]] });
  });
});
