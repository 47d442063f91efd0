/**
 * The first cut of a paper's printed original (POST test-paper-extend, 001 §7.5) through the
 * product's calls on the demo school and a second school: before any page is uploaded it is
 * refused; the school administrator then cuts two questions and gets their pictures; the same
 * call repeated answers the paper unchanged; other cuts sent by POST are a conflict that points
 * to saving instead (PUT), which still replaces them; a marker and another school's
 * administrator may not create; bad cuts are refused. Nothing is written by a refusal, in the
 * database or the storage.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordingStorage } from '../support/recording-storage.ts';
import { openDemoSchool } from '../support/demo-school.ts';
import { openSecondSchool, sharedByFile } from './helpers.ts';

interface Cut {
  question_id: number;
  page_id: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const stored = new Set<string>();
const school = sharedByFile(() => openDemoSchool(3, { storage: recordingStorage('original-', stored) }));
let otherAdmin: string;
let questionIds: number[];

beforeAll(async () => {
  otherAdmin = await openSecondSchool(school.testApp, school.call);
  const questions = await school.call('listPaperQuestions', { url: `/v1/examination/test-question?test_id=${school.mathsTestId}`, token: school.web.schooladmin });
  questionIds = questions.body.data.result.map((q: { id: number }) => q.id);
});

const create = (cuts: Cut[], token = school.web.schooladmin, testId = school.mathsTestId) =>
  school.call('createTestPaperExtend', { method: 'POST', url: '/v1/examination/test-paper-extend', token, payload: { test_id: testId, cuts } });
const read = () => school.call('getTestPaperExtend', { url: `/v1/examination/test-paper-extend?test_id=${school.mathsTestId}`, token: school.web.schooladmin });

describe("the first cut of a paper's original", () => {
  let pageId: number;

  it('is refused before the pages are uploaded, then cuts the questions into their pictures', async () => {
    const early = await create([{ question_id: questionIds[0], page_id: 1, x: 0, y: 0, width: 100, height: 100 }]);
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe('请先上传原卷页面，再切题');

    const page = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const uploaded = await school.call('uploadTestPaperImages', {
      method: 'POST',
      url: `/v1/pymt/test-paper-images?test_id=${school.mathsTestId}`,
      token: school.web.schooladmin,
      payload: page,
      headers: { 'content-type': 'image/png' },
    });
    pageId = uploaded.body.data.pages[0].id;

    const made = await create([
      { question_id: questionIds[0], page_id: pageId, x: 50, y: 50, width: 700, height: 300 },
      { question_id: questionIds[1], page_id: pageId, x: 50, y: 400, width: 900, height: 200 },
    ]);
    expect(made.status).toBe(200);
    expect(made.body.msg).toBe('已保存 2 道题的切图');
    // the second cut reaches past the page's right edge and is trimmed to it
    expect(made.body.data.cuts[1]).toEqual({ question_id: questionIds[1], page_id: pageId, x: 50, y: 400, width: 750, height: 200 });
    expect(made.body.data.pictures.map((p: { question_id: number; width: number }) => [p.question_id, p.width])).toEqual([
      [questionIds[0], 700],
      [questionIds[1], 750],
    ]);
    expect(stored.size).toBe(3);
  });

  it('answers a repeated call with the paper unchanged, and other cuts with a conflict, writing nothing', async () => {
    const before = (await read()).body.data;
    const keys = [...stored].sort();
    const repeated = await create([
      { question_id: questionIds[0], page_id: pageId, x: 50, y: 50, width: 700, height: 300 },
      { question_id: questionIds[1], page_id: pageId, x: 50, y: 400, width: 900, height: 200 },
    ]);
    expect(repeated.status).toBe(200);
    expect(repeated.body.data).toEqual(before);

    const other = await create([{ question_id: questionIds[0], page_id: pageId, x: 60, y: 50, width: 700, height: 300 }]);
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe('本试卷的原卷已经切过题，请在切题页面修改后保存');
    expect((await read()).body.data).toEqual(before);
    expect([...stored].sort()).toEqual(keys);

    // saving (PUT) still replaces the cuts
    const saved = await school.call('saveTestPaperCuts', {
      method: 'PUT',
      url: `/v1/examination/test-paper-extend/${school.mathsTestId}`,
      token: school.web.schooladmin,
      payload: { cuts: [{ question_id: questionIds[0], page_id: pageId, x: 60, y: 50, width: 700, height: 300 }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.pictures).toHaveLength(1);
  });

  it('refuses a marker, another school, an empty list and bad cuts, writing nothing', async () => {
    const before = (await read()).body.data;
    const keys = [...stored].sort();
    const cut = { question_id: questionIds[0], page_id: pageId, x: 0, y: 0, width: 100, height: 100 };
    const byMarker = await create([cut], school.web.marker01);
    expect(byMarker.status).toBe(403);
    expect(byMarker.body.msg).toBe('只有学校管理员可以上传或删除试卷附件');
    expect((await create([cut], otherAdmin)).status).toBe(403);

    const empty = await create([]);
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toMatch(/[\u4e00-\u9fff]/);
    // the ended paper has no pages yet; on a paper with pages a cut off its page is refused before any conflict
    expect((await create([cut], school.web.schooladmin, school.endedMathsTestId)).body.msg).toBe('请先上传原卷页面，再切题');
    const offPage = await create([{ ...cut, x: 5000 }]);
    expect(offPage.status).toBe(400);
    expect(offPage.body.msg).toContain('切图不在页面内或太小');
    const unknownPage = await create([{ ...cut, page_id: 2147483000 }]);
    expect(unknownPage.status).toBe(400);
    expect(unknownPage.body.msg).toBe('页面 2147483000 不是本试卷的原卷页面');

    expect((await read()).body.data).toEqual(before);
    expect([...stored].sort()).toEqual(keys);
  });
});
