/**
 * Scan upload (spec 002 §7 scan-batch, scan-class; issue "Upload" and "Bad input") through the
 * product's calls and a real tus client on the demo school: batches opened by the school
 * administrator, a JPEG, a 3-page TIFF and a 2-page PDF split into queued pages, an upload
 * dropped half-way and resumed, the same file and the same page twice stored once, files that are
 * not readable scans refused with the reason and kept as refused, and uploads refused outright
 * for another school's batch, an unknown batch or no sign-in.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';
import { signIn } from '../support/api.ts';
import { emptyPdf, scanSamples, uploadScan, type ScanSamples, type UploadOptions } from '../support/scan-upload.ts';
import type { ScanStorage } from '../../src/server/storage/scan-storage.ts';
import { openSchoolBySetupLink } from './helpers.ts';

let demo: DemoSchoolApp;
let admin: string;
let endpoint: string;
let samples: ScanSamples;
let failPageWrites = false;

beforeAll(async () => {
  // upload alone: the pages stay queued, no recognition worker takes them
  demo = await openDemoSchool(2, {
    scanWorkers: false,
    // a storage whose page writes can be made to fail, as a full disk or an unreachable bucket does
    storage: (folder): ScanStorage => ({
      put: (key, content) => (failPageWrites && key.startsWith('scanpage-') ? Promise.reject(new Error('no space left on device')) : folder.put(key, content)),
      get: (key) => folder.get(key),
      open: (key) => folder.open(key),
      has: (key) => folder.has(key),
      delete: (key) => folder.delete(key),
    }),
  });
  admin = demo.web.schooladmin;
  const address = await demo.testApp.app.listen({ port: 0, host: '127.0.0.1' });
  endpoint = `${address}/v1/scan/upload`;
  samples = await scanSamples();
}, 120_000);

afterAll(async () => {
  await demo?.close();
});

const createBatch = (payload: Record<string, unknown>, token = admin) => demo.call('createScanBatch', { method: 'POST', url: '/v1/scan/scan-batch', token, payload });
const batchOf = (id: number, token = admin) => demo.call('getScanBatch', { url: `/v1/scan/scan-batch/${id}`, token });
const send = (bytes: Buffer, batchId: number, fileName: string, more: Partial<UploadOptions> = {}) => uploadScan(bytes, { endpoint, token: admin, batchId, fileName, ...more });

async function newBatch(name: string): Promise<number> {
  const created = await createBatch({ test_id: demo.mathsTestId, name });
  expect(created.status).toBe(200);
  return created.body.data.id;
}

describe('scan batches', () => {
  it('opens a batch of a paper, for one of its classes or none, for the school administrator only', async () => {
    const classes = await demo.call('listScanClasses', { url: `/v1/scan/scan-class?test_id=${demo.mathsTestId}`, token: admin });
    expect(classes.status).toBe(200);
    const [first] = classes.body.data.result;
    expect(first.students).toBeGreaterThan(0);
    expect(first).toMatchObject({ scanned: 0, not_scanned: first.students });

    const created = await createBatch({ test_id: demo.mathsTestId, class_id: first.class_id, name: ' 第一批 ' });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe('扫描批次已创建');
    expect(created.body.data).toMatchObject({
      test_id: demo.mathsTestId,
      class_id: first.class_id,
      class_name: first.class_name,
      name: '第一批',
      files: 0,
      refused_files: 0,
      pages: 0,
      states: { queued: 0, recognising: 0, recognised: 0, exception: 0, ignored: 0 },
      exceptions: [],
    });
    const listed = await demo.call('listScanBatches', { url: `/v1/scan/scan-batch?test_id=${demo.mathsTestId}`, token: admin });
    expect(listed.body.data.result.map((b: { id: number }) => b.id)).toContain(created.body.data.id);

    const teacher = await createBatch({ test_id: demo.mathsTestId, name: '教师' }, demo.web.teacher01);
    expect(teacher.status).toBe(403);
    expect(teacher.body.msg).toBe('仅学校管理员可以上传和管理扫描');
    expect((await batchOf(created.body.data.id, demo.web.teacher01)).status).toBe(403);
    const blank = await createBatch({ test_id: demo.mathsTestId, name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('批次名称不能为空');
    expect((await batchOf(2147483000)).body.msg).toBe('扫描批次不存在');
  });

  it('splits a JPEG, a 3-page TIFF and a 2-page PDF into queued pages', async () => {
    const batchId = await newBatch('图片');
    const jpeg = await send(samples.jpegs[0], batchId, '扫描/第1页.jpg');
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.msg).toBe('文件已上传');
    expect(jpeg.body.data).toMatchObject({ batch_id: batchId, file_name: '第1页.jpg', duplicate: false, state: 'split', page_count: 1, queued_pages: 1, duplicate_pages: 0 });
    const tiff = await send(samples.tiff, batchId, 'class.tif');
    expect(tiff.body.data).toMatchObject({ state: 'split', page_count: 3, queued_pages: 3 });
    const pdf = await send(samples.pdf, batchId, 'class.pdf');
    expect(pdf.body.data).toMatchObject({ state: 'split', page_count: 2, queued_pages: 2 });

    const batch = (await batchOf(batchId)).body.data;
    expect(batch.batch).toMatchObject({ files: 3, refused_files: 0, pages: 6, states: { queued: 6, recognising: 0, recognised: 0, exception: 0, ignored: 0 } });
    expect(batch.files.map((f: { media_type: string; page_count: number; pages: number; size: number }) => [f.media_type, f.page_count, f.pages, f.size])).toEqual([
      ['image/jpeg', 1, 1, samples.jpegs[0].length],
      ['image/tiff', 3, 3, samples.tiff.length],
      ['application/pdf', 2, 2, samples.pdf.length],
    ]);
  });

  it('stores the same file once per batch and the same page once per paper', async () => {
    const batchId = await newBatch('重复');
    expect((await send(samples.jpegs[1], batchId, 'a.jpg')).body.data).toMatchObject({ duplicate: false, queued_pages: 1 });
    const again = await send(samples.jpegs[1], batchId, 'a-again.jpg');
    expect(again.status).toBe(200);
    expect(again.body.msg).toBe('该文件已在本批次上传过，未重复保存');
    expect(again.body.data).toMatchObject({ duplicate: true, state: 'split', page_count: 1 });
    expect((await batchOf(batchId)).body.data.batch).toMatchObject({ files: 1, pages: 1 });

    // the same page in another batch of the paper: a new file of that batch, no new page
    const otherBatch = await newBatch('重复2');
    const elsewhere = await send(samples.jpegs[1], otherBatch, 'a.jpg');
    expect(elsewhere.body.data).toMatchObject({ duplicate: false, state: 'split', page_count: 1, queued_pages: 0, duplicate_pages: 1 });
    const other = (await batchOf(otherBatch)).body.data;
    expect(other.batch).toMatchObject({ files: 1, pages: 0 });
    expect(other.files[0]).toMatchObject({ page_count: 1, pages: 0 });
  });

  it('resumes an upload after a dropped connection from where the server got to', async () => {
    const batchId = await newBatch('续传');
    const chunkSize = 64 * 1024;
    expect(samples.pdf.length).toBeGreaterThan(3 * chunkSize);
    const first = await send(samples.pdf, batchId, 'resumed.pdf', { chunkSize, dropAfterChunk: (accepted) => accepted >= 2 * chunkSize });
    expect(first.status).toBe(0);
    expect(first.url).toMatch(/\/v1\/scan\/upload\/[A-Za-z0-9]+$/);
    expect((await batchOf(batchId)).body.data.batch.files).toBe(0);

    const responses: NonNullable<UploadOptions['responses']> = [];
    const resumed = await send(samples.pdf, batchId, 'resumed.pdf', { chunkSize, uploadUrl: first.url!, responses });
    expect(responses[0]).toEqual({ method: 'HEAD', status: 200, offset: String(2 * chunkSize) });
    expect(responses.filter((r) => r.method === 'POST')).toEqual([]);
    expect(resumed.status).toBe(200);
    // the PDF's pages are those of the earlier batch: the file is new here, its pages are not
    expect(resumed.body.data).toMatchObject({ duplicate: false, state: 'split', page_count: 2 });
    const batch = (await batchOf(batchId)).body.data;
    expect(batch.files).toHaveLength(1);
    expect(batch.files[0]).toMatchObject({ size: samples.pdf.length, state: 'split' });
  });

  it('removes an upload left unfinished for a day; its uploader is told so and sends the file again from the start', async () => {
    const batchId = await newBatch('过期上传');
    const chunkSize = 64 * 1024;
    const first = await send(samples.pdf, batchId, 'left.pdf', { chunkSize, dropAfterChunk: (accepted) => accepted >= chunkSize });
    expect(first.status).toBe(0);
    const uploads = demo.testApp.app.services.scanUploads;
    // within the day nothing is removed
    expect(await uploads.sweepExpired()).toBe(0);
    expect(await uploads.sweepExpired(new Date(Date.now() + 25 * 60 * 60 * 1000))).toBe(1);

    const path = new URL(first.url!).pathname;
    const head = await demo.testApp.app.inject({ method: 'HEAD', url: path, headers: { authorization: `Bearer ${admin}`, 'tus-resumable': '1.0.0' } });
    expect(head.statusCode).toBe(404);
    const patch = await demo.testApp.app.inject({
      method: 'PATCH',
      url: path,
      headers: { authorization: `Bearer ${admin}`, 'tus-resumable': '1.0.0', 'upload-offset': String(chunkSize), 'content-type': 'application/offset+octet-stream' },
      payload: samples.pdf.subarray(chunkSize),
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().msg).toBe('上传不存在或已结束');

    // the client starts a new upload of the same file, which is received whole
    const responses: NonNullable<UploadOptions['responses']> = [];
    const again = await send(samples.pdf, batchId, 'left.pdf', { chunkSize, uploadUrl: first.url!, responses });
    expect(responses.map((r) => `${r.method} ${r.status}`).slice(0, 2)).toEqual(['HEAD 404', 'POST 201']);
    expect(again.status).toBe(200);
    expect((await batchOf(batchId)).body.data.files).toEqual([expect.objectContaining({ file_name: 'left.pdf', size: samples.pdf.length })]);
  });
});

describe('bad input', () => {
  it('refuses a file that is not a readable scan with the reason and keeps it as refused, queuing nothing', async () => {
    const batchId = await newBatch('坏文件');
    const truncated = samples.jpegs[0].subarray(0, Math.floor(samples.jpegs[0].length / 2));
    const cases: [Buffer, string, string][] = [
      [Buffer.from('考号,姓名\n1001,张三\n'), 'roster.csv', '文件未被接受：不是可识别的扫描文件，请上传 JPEG、PNG、TIFF 图片或 PDF'],
      [truncated, 'half.jpg', '文件未被接受：图片不完整或已损坏（可能未上传完整）'],
      [Buffer.alloc(0), 'empty.jpg', '文件未被接受：文件是空的（0 字节）'],
      [Buffer.from('%PDF-1.7\nnot really a pdf'), 'broken.pdf', '文件未被接受：PDF 文件无法读取或已损坏'],
      [await emptyPdf(301), 'whole-grade.pdf', '文件未被接受：文件有 301 页，单个文件最多 300 页，请拆分后上传'],
    ];
    for (const [bytes, name, text] of cases) {
      const answer = await send(bytes, batchId, name);
      expect(answer.status, name).toBe(400);
      expect(answer.body.msg, name).toBe(text);
      expect(answer.body.data, name).toMatchObject({ state: 'refused', queued_pages: 0 });
    }
    const batch = (await batchOf(batchId)).body.data;
    expect(batch.batch).toMatchObject({ files: 0, refused_files: 5, pages: 0 });
    expect(batch.files.map((f: { file_name: string; state: string; error: string; page_count: number }) => [f.file_name, f.state, f.error, f.page_count])).toEqual(
      cases.map(([, name, text]) => [name, 'refused', text.replace('文件未被接受：', ''), name === 'whole-grade.pdf' ? 301 : 0]),
    );
  }, 60_000);

  it('refuses an upload into another school\'s batch, an unknown batch, without a batch or without sign-in', async () => {
    const batchId = await newBatch('本校');
    await openSchoolBySetupLink(demo.testApp, demo.call, { school_name: '另一所中学', username: 'other_admin', real_name: '王老师' });
    const other = (await signIn(demo.call, 'other_admin', DEMO_PASSWORD)).token;
    const refused = await uploadScan(samples.jpegs[0], { endpoint, token: other, batchId, fileName: 'a.jpg' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, msg: '仅学校管理员可以上传和管理扫描', data: null });
    expect((await batchOf(batchId, other)).status).toBe(403);

    const unknown = await send(samples.jpegs[0], 2147483000, 'a.jpg');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('扫描批次不存在');
    const noBatch = await send(samples.jpegs[0], 'abc' as unknown as number, 'a.jpg');
    expect(noBatch.status).toBe(400);
    expect(noBatch.body.msg).toBe('上传缺少批次（batchId）');
    const anonymous = await uploadScan(samples.jpegs[0], { endpoint, batchId, fileName: 'a.jpg' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(401);
    expect((await batchOf(batchId)).body.data.batch).toMatchObject({ files: 0, refused_files: 0, pages: 0 });
  });
});

describe('a failed page write', () => {
  it('keeps the file received and unsplit, and splits it when the same file is sent again', async () => {
    const batchId = await newBatch('写入失败');
    const turned = await sharp(samples.jpegs[0]).rotate(180).jpeg({ quality: 85 }).toBuffer();
    failPageWrites = true;
    let failed;
    try {
      failed = await send(turned, batchId, 'turned.jpg');
    } finally {
      failPageWrites = false;
    }
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ code: 500, msg: '服务器错误，请稍后再试', data: null });
    const kept = (await batchOf(batchId)).body.data;
    expect(kept.files).toHaveLength(1);
    expect(kept.files[0]).toMatchObject({ file_name: 'turned.jpg', state: 'stored', size: turned.length, pages: 0 });
    expect(kept.batch.pages).toBe(0);

    const again = await send(turned, batchId, 'turned.jpg');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ duplicate: true, state: 'split', page_count: 1, queued_pages: 1 });
    const split = (await batchOf(batchId)).body.data;
    expect(split.files).toHaveLength(1);
    expect(split.files[0]).toMatchObject({ state: 'split', page_count: 1, pages: 1 });
    expect(split.batch.states.queued).toBe(1);
  });
});

describe('deleting a batch', () => {
  it('deletes a batch whose pages are only queued, with its files and pages and their stored images', async () => {
    const batchId = await newBatch('删除');
    const bad = await send(Buffer.from('not a scan'), batchId, 'x.txt');
    expect(bad.status).toBe(400);
    const tiff = await send(samples.tiff, batchId, 'again.tif');
    // the TIFF's pages were queued by an earlier batch of the paper: none new here
    expect(tiff.body.data).toMatchObject({ state: 'split', page_count: 3 });
    const storedTiff = `scanfile-b${batchId}-${createHash('sha256').update(samples.tiff).digest('hex')}.tiff`;
    expect(await demo.testApp.storage.has(storedTiff)).toBe(true);
    const deleted = await demo.call('deleteScanBatch', { method: 'DELETE', url: `/v1/scan/scan-batch/${batchId}`, token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.msg).toBe('扫描批次已删除');
    expect(deleted.body.data).toEqual({ id: batchId, files: 2, pages: tiff.body.data!.queued_pages });
    expect((await batchOf(batchId)).status).toBe(404);
    expect(await demo.testApp.storage.has(storedTiff)).toBe(false);
    const teacher = await demo.call('deleteScanBatch', { method: 'DELETE', url: `/v1/scan/scan-batch/${await newBatch('留下')}`, token: demo.web.teacher01 });
    expect(teacher.status).toBe(403);
  });
});
