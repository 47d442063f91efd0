/**
 * A paper's printed original (原卷: test-paper-images, test-paper-extend) through the product's
 * calls on the demo school and a second school made through a setup link: the school
 * administrator uploads a 2-page PDF made by pdf-lib and a PNG page, reads the pages back as
 * images, reorders them and drops one; cuts two of the paper's questions (one of them from two
 * pages) and gets one picture per question, stacked from its cuts; a marker reads the pictures
 * but may not upload; another school's administrator reads and writes nothing; a page taken
 * sideways is turned, losing the cuts on it; an empty file, a
 * file that is no image or PDF, a PDF past 40 pages, a file over the body limit, a cut on an
 * unknown page, for another paper's question or off its page are refused with a Chinese message
 * and nothing is stored.
 */
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordingStorage } from '../support/recording-storage.ts';
import { openDemoSchool } from '../support/demo-school.ts';
import { openSecondSchool, sharedByFile } from './helpers.ts';

interface Paper {
  test_id: number;
  may_edit: boolean;
  pages: { id: number; width: number; height: number; url: string }[];
  cuts: { question_id: number; page_id: number; x: number; y: number; width: number; height: number }[];
  pictures: { question_id: number; width: number; height: number; url: string }[];
}

/** the keys of the original's images the storage holds now */
const stored = new Set<string>();
const school = sharedByFile(() => openDemoSchool(3, { storage: recordingStorage('original-', stored) }));
let otherAdmin: string;

beforeAll(async () => {
  otherAdmin = await openSecondSchool(school.testApp, school.call);
});

/** A4 pages, each with a black bar (a "question") 100 pt from the top. */
async function paperPdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i++) document.addPage([595, 842]).drawRectangle({ x: 72, y: 842 - 172, width: 288, height: 72, color: rgb(0, 0, 0) });
  return Buffer.from(await document.save());
}

const testId = () => school.mathsTestId;
const upload = (bytes: Buffer, token = school.web.schooladmin, type = 'application/octet-stream', test = testId()) =>
  school.call('uploadTestPaperImages', { method: 'POST', url: `/v1/pymt/test-paper-images?test_id=${test}`, token, payload: bytes, headers: { 'content-type': type } });
const read = (token = school.web.schooladmin) => school.call('getTestPaperExtend', { url: `/v1/examination/test-paper-extend?test_id=${testId()}`, token });
const order = (pageIds: number[], token = school.web.schooladmin) =>
  school.call('orderTestPaperPages', { method: 'PATCH', url: `/v1/examination/test-paper-extend/${testId()}`, token, payload: { page_ids: pageIds } });
const saveCuts = (cuts: Paper['cuts'], token = school.web.schooladmin) =>
  school.call('saveTestPaperCuts', { method: 'PUT', url: `/v1/examination/test-paper-extend/${testId()}`, token, payload: { cuts } });
const image = (url: string, token = school.web.schooladmin) => school.testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** The share of dark pixels of an image. */
async function darkShare(bytes: Buffer): Promise<number> {
  const { data } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (const value of data) if (value < 100) dark++;
  return dark / data.length;
}

describe("a paper's printed original", () => {
  let paper: Paper;
  let questionIds: number[];

  it('takes a 2-page PDF and a PNG page from the school administrator, each page readable as an image', async () => {
    const empty = await read();
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ test_id: testId(), may_edit: true, pages: [], cuts: [], pictures: [] });

    const pdf = await upload(await paperPdf(2));
    expect(pdf.status).toBe(200);
    expect(pdf.body.msg).toBe('已上传 2 页原卷');
    // A4 at 200 dpi
    expect(pdf.body.data.pages.map((p: Paper['pages'][number]) => [p.width, p.height])).toEqual([
      [1653, 2339],
      [1653, 2339],
    ]);
    const png = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const third = await upload(png, school.web.schooladmin, 'image/png');
    expect(third.status).toBe(200);
    paper = third.body.data;
    expect(paper.pages).toHaveLength(3);
    expect(paper.pages[2]).toMatchObject({ width: 800, height: 1000 });
    expect(stored.size).toBe(3);

    const first = await image(paper.pages[0].url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(await darkShare(first.rawPayload)).toBeGreaterThan(0.02);
  });

  it('puts the pages in a new order and drops a page left out, with its image', async () => {
    const [p1, p2, p3] = paper.pages.map((p) => p.id);
    const ordered = await order([p2, p1]);
    expect(ordered.status).toBe(200);
    expect(ordered.body.msg).toBe('原卷页面已保存');
    expect(ordered.body.data.pages.map((p: { id: number }) => p.id)).toEqual([p2, p1]);
    expect(stored.size).toBe(2);
    expect((await image(paper.pages[2].url)).statusCode).toBe(404);
    expect((await order([p2, p3])).body.msg).toBe(`页面 ${p3} 不是本试卷的原卷页面`);
    expect((await order([p2, p2])).body.msg).toBe(`页面 ${p2} 重复出现`);
    paper = (await read()).body.data;
    expect(paper.pages.map((p) => p.id)).toEqual([p2, p1]);
  });

  it("cuts the paper's questions into one picture each, a question's cuts stacked", async () => {
    const questions = await school.call('listPaperQuestions', { url: `/v1/examination/test-question?test_id=${testId()}`, token: school.web.schooladmin });
    questionIds = questions.body.data.result.map((q: { id: number }) => q.id);
    const [first, second] = paper.pages;
    // the bar lies at 200–800 × 278–478 px of each page
    const saved = await saveCuts([
      { question_id: questionIds[0], page_id: first.id, x: 200, y: 278, width: 600, height: 200 },
      { question_id: questionIds[1], page_id: first.id, x: 100, y: 1000, width: 900, height: 300 },
      { question_id: questionIds[0], page_id: second.id, x: 1500, y: 278, width: 400, height: 200 },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('已保存 2 道题的切图');
    const result: Paper = saved.body.data;
    // the cut past the page's right edge is trimmed to it
    expect(result.cuts[2]).toEqual({ question_id: questionIds[0], page_id: second.id, x: 1500, y: 278, width: 153, height: 200 });
    expect(result.pictures.map((p) => [p.question_id, p.width, p.height])).toEqual([
      [questionIds[0], 600, 200 + 12 + 200],
      [questionIds[1], 900, 300],
    ]);
    expect(stored.size).toBe(4);

    const inked = await image(result.pictures[0].url);
    expect(inked.statusCode).toBe(200);
    expect(await sharp(inked.rawPayload).metadata()).toMatchObject({ width: 600, height: 412, format: 'png' });
    // the first cut is all bar: about half the stacked picture is dark
    expect(await darkShare(inked.rawPayload)).toBeGreaterThan(0.4);
    expect(await darkShare((await image(result.pictures[1].url)).rawPayload)).toBe(0);

    // cut again: the pictures they replace are gone from the storage
    const again = await saveCuts([{ question_id: questionIds[0], page_id: first.id, x: 200, y: 278, width: 600, height: 200 }]);
    expect(again.body.data.pictures).toHaveLength(1);
    expect(stored.size).toBe(3);
    paper = again.body.data;
  });

  it('lets a marker of the paper read the pictures but not change them, and another school nothing', async () => {
    const seen = await read(school.web.marker01);
    expect(seen.status).toBe(200);
    expect(seen.body.data.may_edit).toBe(false);
    expect((await image(paper.pictures[0].url, school.web.marker01)).statusCode).toBe(200);
    const byMarker = await saveCuts([], school.web.marker01);
    expect(byMarker.status).toBe(403);
    expect(byMarker.body.msg).toBe('只有学校管理员可以上传或删除试卷附件');

    expect((await read(otherAdmin)).status).toBe(403);
    expect((await image(paper.pictures[0].url, otherAdmin)).statusCode).toBe(403);
    expect((await upload(await paperPdf(1), otherAdmin)).status).toBe(403);
    expect((await order([], otherAdmin)).status).toBe(403);
    expect((await saveCuts([], otherAdmin)).status).toBe(403);
  });

  it('refuses bad files and bad cuts with a Chinese message, storing and changing nothing', async () => {
    const before = (await read()).body.data;
    const keys = [...stored];
    const files: [Buffer, number, string][] = [
      [Buffer.alloc(0), 400, '上传的文件是空文件'],
      [Buffer.from('a question paper, whatever its name says'), 400, '只能上传 JPEG/PNG 图片或 PDF 文件'],
      [Buffer.from('%PDF-1.7 broken'), 400, 'PDF 文件无法读取或已损坏'],
      [await paperPdf(39), 400, '原卷最多 40 页，上传后将有 41 页，请删去多余的页面'],
      [Buffer.alloc(8 * 1024 * 1024 + 1, 1), 413, ''],
    ];
    for (const [bytes, status, message] of files) {
      const refused = await upload(bytes);
      expect(refused.status, message).toBe(status);
      if (message) expect(refused.body.msg.startsWith(message.slice(0, 6))).toBe(true);
      else expect(refused.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }

    const otherPaper = await school.call('listPaperQuestions', { url: `/v1/examination/test-question?test_id=${school.endedMathsTestId}`, token: school.web.schooladmin });
    const foreignQuestion = otherPaper.body.data.result[0].id as number;
    const page = before.pages[0];
    const cuts: [Paper['cuts'], string][] = [
      [[{ question_id: questionIds[0], page_id: 2147483000, x: 0, y: 0, width: 100, height: 100 }], '页面 2147483000 不是本试卷的原卷页面'],
      [[{ question_id: foreignQuestion, page_id: page.id, x: 0, y: 0, width: 100, height: 100 }], `题目 ${foreignQuestion} 不是本试卷的题目`],
      [[{ question_id: questionIds[0], page_id: page.id, x: 5000, y: 0, width: 100, height: 100 }], '切图不在页面内或太小'],
    ];
    for (const [bad, message] of cuts) {
      const refused = await saveCuts(bad);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toContain(message);
    }
    expect((await read()).body.data).toEqual(before);
    expect([...stored].sort()).toEqual(keys.sort());
  });

  it('turns a page taken sideways, dropping the cuts on it and the picture made of them', async () => {
    const now: Paper = (await read()).body.data;
    const [first] = now.pages;
    const cutQuestion = now.pictures[0].question_id;
    expect(now.cuts.map((cut) => cut.page_id)).toEqual([first.id]);
    const rotate = (pageId: number, token = school.web.schooladmin) =>
      school.call('rotateTestPaperImage', { method: 'POST', url: '/v1/pymt/oss-image-process', token, payload: { page_id: pageId, rotate: 90 } });

    expect((await rotate(first.id, school.web.marker01)).status).toBe(403);
    expect((await rotate(first.id, otherAdmin)).status).toBe(403);
    expect((await rotate(2147483000)).status).toBe(404);

    const turned = await rotate(first.id);
    expect(turned.status).toBe(200);
    expect(turned.body.msg).toBe('页面已旋转');
    const after: Paper = turned.body.data;
    expect(after.pages.map((p) => [p.id, p.width, p.height])).toEqual([
      [first.id, first.height, first.width],
      [now.pages[1].id, now.pages[1].width, now.pages[1].height],
    ]);
    expect(after.cuts).toEqual([]);
    expect(after.pictures.map((p) => p.question_id)).not.toContain(cutQuestion);
    // the page's old image and the picture went from the storage, the turned page came in
    expect(stored.size).toBe(2);
    const image = await sharp((await school.testApp.app.inject({ method: 'GET', url: after.pages[0].url, headers: { authorization: `Bearer ${school.web.schooladmin}` } })).rawPayload).metadata();
    expect([image.width, image.height]).toEqual([first.height, first.width]);
  });
});
