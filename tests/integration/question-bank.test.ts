/**
 * The school's question bank (issue 20) through the product's calls on the demo school and a
 * second school opened by a setup link: a teacher writes questions (a choice question with a
 * formula and a picture, a material question with sub-questions), finds them by keyword, type,
 * difficulty level and knowledge tag; a bad question is refused by its number with nothing saved;
 * another school sees the questions only once the school's administrator opens them; the writer
 * and the administrator change, merge, reorder and remove them, a marker who did not write them may not.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { transcriptOf } from '../../src/server/features/question-bank/bank-repository.ts';
import { rewriteStaleTranscripts } from '../../src/server/features/question-bank/bank-transcripts.ts';
import { signIn } from '../support/api.ts';
import { openDemoSchool } from '../support/demo-school.ts';
import { openSchoolBySetupLink, sharedByFile } from './helpers.ts';

const MATHS = 1;
const PICTURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const choice = {
  type_id: 1,
  text: `<p>抛物线 $y=x^{2}+1$ 的顶点坐标是</p><p><img src="${PICTURE}"></p>`,
  options: [
    { key: 'A', value: '(0,1)' },
    { key: 'B', value: '(1,0)' },
    { key: 'C', value: '(0,-1)' },
    { key: 'D', value: '(1,1)' },
  ],
  answer: ['A'],
  jieda: '顶点为 $(0,1)$',
  difficulty: 2,
  tags: [{ id: 9001, name: '二次函数' }],
  source: '2026 期中',
};
const material = {
  type_id: 5,
  text: '<p>阅读材料，回答问题：某商店销售一种商品。</p>',
  difficulty: 8,
  tags: [{ id: 9002, name: '一次函数应用' }],
  children: [
    { text: '<p>求利润关于售价的函数</p>', answer: ['y=-x^2+60x-500'] },
    { text: '<p>售价为多少时利润最大</p>', answer: ['30'] },
  ],
};

interface Listed {
  question_id: number;
  text: string;
  editable: boolean;
  difficulty_level: number;
  tags: { id: number; name: string }[];
  children: { text: string }[];
  open_type: number;
}

const school = sharedByFile(async () => {
  const opened = await openDemoSchool(2);
  await openSchoolBySetupLink(opened.testApp, opened.call, { school_name: '第二中学', username: 'other_admin', real_name: '钱老师' });
  const other = (await signIn(opened.call, 'other_admin', DEMO_PASSWORD)).token;
  const mine = (await opened.call('listMySchools', { url: '/v1/user/school', token: opened.web.schooladmin })).body.data.result[0].id as number;
  const theirs = (await opened.call('listMySchools', { url: '/v1/user/school', token: other })).body.data.result[0].id as number;
  return Object.assign(opened, { other, mine, theirs });
});

const create = (questions: unknown[], token = school.web.teacher01) =>
  school.call('createSchoolQuestions', { method: 'POST', url: '/v1/question/upload-question', token, payload: { subject_id: MATHS, questions } });
const mySchoolList = async (query = '', token = school.web.teacher01) => {
  const answer = await school.call('listSchoolQuestions', { url: `/v1/question/upload-question?subject_id=${MATHS}${query}`, token });
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data as { total: number; result: Listed[] };
};
const browse = (query: string, token: string) => school.call('browseQuestionBank', { url: `/v1/question/manage?subject_id=${MATHS}${query}`, token });

describe('the school question bank', () => {
  it('saves written questions with formula, picture and sub-questions and finds them by the bank filters', async () => {
    const saved = await create([choice, material]);
    expect(saved.status, saved.body.msg).toBe(200);
    const [first, second] = saved.body.data.result as Listed[];
    expect(first).toMatchObject({ text: choice.text, difficulty_level: 1, editable: true, open_type: 3 });
    expect(second.children.map((c) => c.text)).toEqual(material.children.map((c) => c.text));
    expect(second.difficulty_level).toBe(5);

    const byKeyword = await mySchoolList(`&keyword=${encodeURIComponent('顶点坐标')}`);
    expect(byKeyword.result.map((q) => q.question_id)).toEqual([first.question_id]);
    const hard = (await mySchoolList('&difficulty_level=5&page_size=50')).result.map((q) => q.question_id);
    expect(hard).toContain(second.question_id);
    expect(hard).not.toContain(first.question_id);
    const choices = (await mySchoolList('&type_id=1&page_size=50')).result.map((q) => q.question_id);
    expect(choices).toContain(first.question_id);
    expect(choices).not.toContain(second.question_id);
    const byTag = await browse('&tag_ids=9002&scope=school', school.web.teacher01);
    expect(byTag.body.data.result.map((q: Listed) => q.question_id)).toEqual([second.question_id]);
    const everything = await browse(`&keyword=${encodeURIComponent('顶点坐标')}`, school.web.marker01);
    expect(everything.body.data.result.map((q: Listed) => q.question_id)).toContain(first.question_id);
  });

  it('refuses a question whose answer its options lack, and a keyword of 1 or 51 characters, saving nothing', async () => {
    const before = (await mySchoolList()).total;
    const bad = await create([choice, { ...choice, answer: ['E'] }]);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('第2题：答案E不在选项中');
    expect((await create([{ ...choice, text: '<p> </p>' }])).body.msg).toBe('第1题：题干为空');
    expect((await create([{ ...choice, answer: ['A', 'B'] }])).body.msg).toBe('第1题：单选题只能有一个答案');
    expect((await mySchoolList()).total).toBe(before);
    for (const keyword of ['顶', '顶'.repeat(51)]) {
      const answer = await browse(`&keyword=${encodeURIComponent(keyword)}`, school.web.teacher01);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe('关键词长度应为2到50个字符');
    }
  });

  it('shows another school the questions only once the administrator opens them to it', async () => {
    const [question] = (await create([{ ...choice, text: '<p>开放范围测试：$\\sqrt{16}$ 等于</p>' }])).body.data.result as Listed[];
    const seen = async () => ((await browse(`&keyword=${encodeURIComponent('开放范围测试')}`, school.other)).body.data.result as Listed[]).map((q) => q.question_id);
    expect(await seen()).toEqual([]);
    const byTeacher = await school.call('openSchoolQuestions', { method: 'POST', url: '/v1/question/upload-school', token: school.web.teacher01, payload: { question_ids: [question.question_id], open_type: 1, targets: [school.theirs] } });
    expect(byTeacher.status).toBe(403);
    const noTarget = await school.call('openSchoolQuestions', { method: 'POST', url: '/v1/question/upload-school', token: school.web.schooladmin, payload: { question_ids: [question.question_id], open_type: 1 } });
    expect(noTarget.status).toBe(400);
    const opened = await school.call('openSchoolQuestions', { method: 'POST', url: '/v1/question/upload-school', token: school.web.schooladmin, payload: { question_ids: [question.question_id], open_type: 1, targets: [school.theirs] } });
    expect(opened.status, opened.body.msg).toBe(200);
    expect(await seen()).toEqual([question.question_id]);
    const shared = (await browse(`&scope=shared&keyword=${encodeURIComponent('开放范围测试')}`, school.other)).body.data.result as Listed[];
    expect(shared.map((q) => [q.question_id, q.editable])).toEqual([[question.question_id, false]]);
    await school.call('openSchoolQuestions', { method: 'POST', url: '/v1/question/upload-school', token: school.web.schooladmin, payload: { question_ids: [question.question_id], open_type: 3 } });
    expect(await seen()).toEqual([]);
    expect((await school.call('listSchoolQuestions', { url: `/v1/question/upload-question?school_id=${school.mine}`, token: school.other })).status).toBe(403);
  });

  it('lets the writer and the administrator change, merge, reorder and remove a question, not another teacher', async () => {
    const [question] = (await create([material])).body.data.result as Listed[];
    const id = question.question_id;
    const byMarker = await school.call('replaceSchoolQuestion', { method: 'PUT', url: `/v1/question/upload-question/${id}`, token: school.web.marker01, payload: material });
    expect(byMarker.status).toBe(403);
    const rewritten = await school.call('replaceSchoolQuestion', { method: 'PUT', url: `/v1/question/upload-question/${id}`, token: school.web.teacher01, payload: { ...material, text: '<p>改写后的材料</p>' } });
    expect(rewritten.body.data.text).toBe('<p>改写后的材料</p>');

    const merged = await school.call('mergeSchoolQuestion', {
      method: 'PATCH',
      url: `/v1/question/upload-question-replace/${id}`,
      token: school.web.schooladmin,
      payload: { question: { ...material, text: '<p>导入的新题干</p>', tags: [{ id: 9003, name: '函数最值' }] } },
    });
    expect(merged.status, merged.body.msg).toBe(200);
    expect(merged.body.data.question_id).toBe(id);
    expect(merged.body.data.tags.map((t: { name: string }) => t.name)).toEqual(['一次函数应用', '函数最值']);

    const sorted = await school.call('sortSchoolQuestionParts', { method: 'PUT', url: `/v1/question/upload-question-sort/${id}`, token: school.web.teacher01, payload: { order: [1, 0] } });
    expect(sorted.body.data.children.map((c: { text: string }) => c.text)).toEqual([material.children[1].text, material.children[0].text]);
    const badOrder = await school.call('sortSchoolQuestionParts', { method: 'PUT', url: `/v1/question/upload-question-sort/${id}`, token: school.web.teacher01, payload: { order: [0, 0] } });
    expect(badOrder.body.msg).toBe('小题顺序应包含每个小题且各一次');

    const patched = await school.call('patchSchoolQuestions', { method: 'PATCH', url: '/v1/question/upload-question', token: school.web.teacher01, payload: { question_ids: [id], difficulty: 3 } });
    expect(patched.body.data.result[0].difficulty_level).toBe(2);

    // a question someone reported an error on is removed with the report
    const reported = await school.call('reportBankQuestion', { method: 'POST', url: '/v1/question/report-error', token: school.web.marker01, payload: { question_id: id, message: '第二小题答案有误' } });
    expect(reported.status, reported.body.msg).toBe(200);
    expect((await school.call('deleteSchoolQuestions', { method: 'DELETE', url: `/v1/question/upload-question?question_ids=${id}`, token: school.web.marker01 })).status).toBe(403);
    const removed = await school.call('deleteSchoolQuestions', { method: 'DELETE', url: `/v1/question/upload-question?question_ids=${id}`, token: school.web.teacher01 });
    expect(removed.body.data).toEqual({ removed: 1 });
    const unknown = await school.call('replaceSchoolQuestion', { method: 'PUT', url: `/v1/question/upload-question/${id}`, token: school.web.teacher01, payload: material });
    expect(unknown.status).toBe(404);
  });

  it('changes the difficulty, tags and source of several questions at once, and none when one may not be changed', async () => {
    const saved = await create([
      { ...choice, text: '<p>批量修改一：函数 $f(x)=2x$ 的斜率</p>' },
      { ...choice, text: '<p>批量修改二：函数 $f(x)=3x$ 的斜率</p>' },
    ]);
    expect(saved.status, saved.body.msg).toBe(200);
    const ids = (saved.body.data.result as Listed[]).map((q) => q.question_id);
    const patch = (payload: object, token = school.web.teacher01) => school.call('patchSchoolQuestions', { method: 'PATCH', url: '/v1/question/upload-question', token, payload });

    const tags = [{ id: 9010, name: '正比例函数' }];
    const patched = await patch({ question_ids: ids, difficulty: 9, tags, source: '2026 单元测验' });
    expect(patched.status, patched.body.msg).toBe(200);
    // difficulty 9 is the level 5 (困难); the source and tags replace the old ones, the texts stay
    expect(patched.body.data.result.map((q: Listed & { source: string }) => [q.question_id, q.difficulty_level, q.tags, q.source])).toEqual(ids.map((id) => [id, 5, tags, '2026 单元测验']));
    const hard = await mySchoolList('&difficulty_level=5&page_size=50');
    expect(ids.every((id) => hard.result.some((q) => q.question_id === id))).toBe(true);

    // one question of another writer among them: a marker may change neither, and nothing changes
    const mixed = await create([{ ...choice, text: '<p>批量修改三：阅卷老师写的题</p>' }], school.web.marker01);
    const theirs = mixed.body.data.result[0].question_id as number;
    const refused = await patch({ question_ids: [theirs, ids[0]], difficulty: 1, source: '改过' }, school.web.marker01);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(`题目${ids[0]}不是本校题目或不是您录入的，不能修改`);
    // the marker's own question keeps its source, the teacher's its level 5
    const own = await mySchoolList('&page_size=50', school.web.marker01);
    expect((own.result.find((q) => q.question_id === theirs) as Listed & { source: string }).source).toBe(choice.source);
    const after = await mySchoolList('&difficulty_level=5&page_size=50');
    expect(after.result.some((q) => q.question_id === ids[0])).toBe(true);

    const unknown = await patch({ question_ids: [2147483000], difficulty: 1 });
    expect(unknown.status).toBe(404);
    const tooHard = await patch({ question_ids: ids, difficulty: 10 });
    expect(tooHard.status).toBe(400);
    expect(tooHard.body.msg).toBe('参数 difficulty 不能大于 9');
  });

  it('ranks only the 200 newest questions containing a common keyword, best match first, and says more contain it', async () => {
    const PHYSICS = 2;
    const asked = (text: string) => ({ type_id: 5, text: `<p>${text}</p>` });
    const save = async (texts: string[]) => {
      const answer = await school.call('createSchoolQuestions', { method: 'POST', url: '/v1/question/upload-question', token: school.web.teacher01, payload: { subject_id: PHYSICS, questions: texts.map(asked) } });
      expect(answer.status, answer.body.msg).toBe(200);
      return (answer.body.data.result as Listed[]).map((q) => q.question_id);
    };
    // the oldest has the keyword as a word of its own, but is not among the 200 newest
    const [oldest] = await save(['摩擦力，求大小']);
    await save(Array.from({ length: 150 }, (_, i) => `木块受到的滑动摩擦力为${i}牛，求动摩擦因数`));
    const newer = await save([...Array.from({ length: 99 }, (_, i) => `小车受到的静摩擦力为${i}牛，求推力`), '摩擦力，求方向']);
    const list = async (query: string) => {
      const answer = await school.call('listSchoolQuestions', { url: `/v1/question/upload-question?subject_id=${PHYSICS}${query}`, token: school.web.teacher01 });
      expect(answer.status, answer.body.msg).toBe(200);
      return answer.body.data as { total: number; total_exact: boolean; result: Listed[] };
    };
    const keyword = `&keyword=${encodeURIComponent('摩擦力')}`;
    const first = await list(`${keyword}&page_size=5`);
    expect([first.total, first.total_exact]).toEqual([200, false]);
    expect(first.result[0].question_id).toBe(newer.at(-1));
    const pages = await Promise.all(Array.from({ length: 4 }, (_, i) => list(`${keyword}&page_size=50&page_no=${i + 1}`)));
    const seen = pages.flatMap((p) => p.result.map((q) => q.question_id));
    expect(new Set(seen).size).toBe(200);
    expect(seen).not.toContain(oldest);
    expect((await list(`${keyword}&page_size=50&page_no=5`)).result).toEqual([]);
    // fewer matches than are ranked: every one, counted exactly
    const few = await list(`&keyword=${encodeURIComponent('静摩擦力为1')}`);
    expect([few.total, few.total_exact]).toEqual([11, true]);
    const all = await list('');
    expect([all.total, all.total_exact]).toEqual([251, true]);
  });
  it('answers a search again from memory only until a write changes the bank, by this server or straight in the database', async () => {
    const CHEMISTRY = 3;
    const save = async (texts: string[]) => {
      const payload = { subject_id: CHEMISTRY, questions: texts.map((text) => ({ type_id: 5, text: `<p>${text}</p>` })) };
      const answer = await school.call('createSchoolQuestions', { method: 'POST', url: '/v1/question/upload-question', token: school.web.teacher01, payload });
      expect(answer.status, answer.body.msg).toBe(200);
      return (answer.body.data.result as Listed[]).map((q) => q.question_id);
    };
    const found = async (query: string) => {
      const answer = await school.call('listSchoolQuestions', { url: `/v1/question/upload-question?subject_id=${CHEMISTRY}${query}`, token: school.web.teacher01 });
      expect(answer.status, answer.body.msg).toBe(200);
      const data = answer.body.data as { total: number; total_exact: boolean; result: Listed[] };
      return { total: data.total, ids: data.result.map((q) => q.question_id) };
    };
    const keyword = `&keyword=${encodeURIComponent('酒精灯')}`;
    const [a, b, c] = await save(['点燃酒精灯前检查灯芯', '用酒精灯外焰加热试管', '熄灭酒精灯用灯帽盖灭']);
    expect(await found(`${keyword}&page_size=2`)).toEqual({ total: 3, ids: [c, b] });
    // the next page and the same search again: the same ranking
    expect(await found(`${keyword}&page_size=2&page_no=2`)).toEqual({ total: 3, ids: [a] });
    expect(await found(`${keyword}&page_size=2`)).toEqual({ total: 3, ids: [c, b] });

    const [d] = await save(['酒精灯']);
    expect(await found(`${keyword}&page_size=2`)).toEqual({ total: 4, ids: [d, c] });
    const changed = await school.call('replaceSchoolQuestion', { method: 'PUT', url: `/v1/question/upload-question/${d}`, token: school.web.teacher01, payload: { type_id: 5, text: '<p>用坩埚钳夹持蒸发皿</p>' } });
    expect(changed.status, changed.body.msg).toBe(200);
    expect(await found(`${keyword}&page_size=2`)).toEqual({ total: 3, ids: [c, b] });
    const removed = await school.call('deleteSchoolQuestions', { method: 'DELETE', url: `/v1/question/upload-question?question_ids=${c}`, token: school.web.teacher01 });
    expect(removed.status, removed.body.msg).toBe(200);
    expect(await found(`${keyword}&page_size=2`)).toEqual({ total: 2, ids: [b, a] });

    // a write of another server process on the same database, which this one never heard of
    await school.testApp.database.query("UPDATE question_bank SET search_text = '0ffa 0ffb' WHERE id = $1", [b]);
    expect(await found(`${keyword}&page_size=2`)).toEqual({ total: 1, ids: [a] });
    await school.testApp.database.query('UPDATE question_bank SET search_text = $1 WHERE id = $2', [transcriptOf('<p>用酒精灯外焰加热试管</p>'), b]);
    expect(await found(`${keyword}&page_size=2`)).toEqual({ total: 2, ids: [b, a] });

    // the count of a filter without a keyword, kept the same way
    const before = await found('&page_size=1');
    await save(['过滤时玻璃棒的作用']);
    expect((await found('&page_size=1')).total).toBe(before.total + 1);
  });

  it('finds a keyword of Chinese text, of Chinese with a formula and of Latin letters exactly where it is written', async () => {
    const saved = await create([
      { type_id: 5, text: '<p>已知函数 $g(t)=\\sin t+\\cos t$，求 g(t) 的周期与对称中心</p>' },
      { type_id: 5, text: '<p>在△ABC中，角A、B、C所对的边分别为a、b、c，且b²=ac</p>' },
      { type_id: 5, text: '<p>光合作用的场所是叶绿体，暗反应发生在叶绿体基质中</p>' },
    ]);
    expect(saved.status, saved.body.msg).toBe(200);
    const [trig, triangle, leaf] = (saved.body.data.result as Listed[]).map((q) => q.question_id);
    // the school's own questions (the public bank has questions of these words too)
    const found = async (keyword: string) => {
      const answer = await browse(`&scope=school&keyword=${encodeURIComponent(keyword)}&page_size=50`, school.web.teacher01);
      expect(answer.status, answer.body.msg).toBe(200);
      return (answer.body.data.result as Listed[]).map((q) => q.question_id);
    };
    // Chinese
    expect(await found('周期与对称中心')).toEqual([trig]);
    expect(await found('叶绿体基质')).toEqual([leaf]);
    expect(await found('线粒体')).toEqual([]);
    expect(await found('对称周期')).toEqual([]);
    // Chinese with a formula (punctuation and spaces read as one break)
    expect(await found('函数 g(t)')).toEqual([trig]);
    expect(await found('△ABC中')).toEqual([triangle]);
    expect(await found('函数 h(t)')).toEqual([]);
    expect(await found('b²=ac')).toEqual([triangle]);
    // Latin letters, in any case; never read inside a Chinese character's code
    expect(await found('sin t')).toEqual([trig]);
    expect(await found('COS T')).toEqual([trig]);
    expect(await found('tan t')).toEqual([]);
    expect(await found('sin y')).toEqual([]);
    expect(await found('abc')).toContain(triangle);
  });

  it('writes the transcripts of questions saved by an older version again at start, so that keywords find them', async () => {
    const saved = await create([{ type_id: 5, text: '<p>用待定系数法求二次函数解析式</p>' }]);
    expect(saved.status, saved.body.msg).toBe(200);
    const [id] = (saved.body.data.result as Listed[]).map((q) => q.question_id);
    const found = async () => (await mySchoolList(`&keyword=${encodeURIComponent('待定系数法')}`)).result.map((q) => q.question_id);
    expect(await found()).toEqual([id]);
    // the question as a database of the version before holds it: a transcript the keyword is not found in
    await school.testApp.database.query("UPDATE question_bank SET search_text = '0ffa 0ffb', search_version = 0 WHERE id = $1", [id]);
    expect(await found()).toEqual([]);
    expect(await rewriteStaleTranscripts(school.testApp.database, 1)).toBe(1);
    expect(await found()).toEqual([id]);
    expect(await rewriteStaleTranscripts(school.testApp.database)).toBe(0);
  });
});
