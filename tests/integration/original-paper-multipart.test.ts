/**
 * A paper's printed original uploaded as a multipart form (POST test-paper-images, 001 §7.5)
 * through the product's calls on the demo school: a PNG and a 2-page PDF sent as the form's
 * `file` part become pages, whatever name and type the form gives them; a 60 MB file, a second
 * file, a text file, a text field in place of the file and a form without it are refused with a
 * Chinese message; a marker may not upload. A refusal stores nothing.
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { recordingStorage } from '../support/recording-storage.ts';
import { openDemoSchool } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

const stored = new Set<string>();
const school = sharedByFile(() => openDemoSchool(3, { storage: recordingStorage('original-', stored) }));

/** The form as a browser sends it: its bytes and its content type with the boundary. */
async function formOf(parts: [name: string, value: string | Blob, fileName?: string][]): Promise<{ payload: Buffer; type: string }> {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName);
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

async function upload(parts: [string, string | Blob, string?][], token = school.web.schooladmin) {
  const { payload, type } = await formOf(parts);
  return school.call('uploadTestPaperImages', {
    method: 'POST',
    url: `/v1/pymt/test-paper-images?test_id=${school.mathsTestId}`,
    token,
    payload,
    headers: { 'content-type': type },
  });
}
const pageCount = async () =>
  (await school.call('getTestPaperExtend', { url: `/v1/examination/test-paper-extend?test_id=${school.mathsTestId}`, token: school.web.schooladmin })).body.data.pages.length;

async function twoPagePdf(): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]);
  document.addPage([595, 842]);
  return new Uint8Array(await document.save());
}

describe("a paper's original uploaded as a multipart form", () => {
  it('takes a PNG and a 2-page PDF as the form file, told by their bytes', async () => {
    const png = await sharp({ create: { width: 640, height: 900, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const first = await upload([['file', new Blob([png], { type: 'image/png' }), '第一页.png']]);
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('已上传 1 页原卷');
    expect(first.body.data.pages.map((p: { width: number; height: number }) => [p.width, p.height])).toEqual([[640, 900]]);

    // the browser's name and type say nothing: the bytes are a PDF
    const pdf = await upload([['file', new Blob([await twoPagePdf()], { type: 'application/octet-stream' }), '扫描件']]);
    expect(pdf.status).toBe(200);
    expect(pdf.body.data.pages).toHaveLength(3);
    expect(stored.size).toBe(3);

    const page = await school.testApp.app.inject({ method: 'GET', url: pdf.body.data.pages[2].url, headers: { authorization: `Bearer ${school.web.schooladmin}` } });
    expect(page.statusCode).toBe(200);
    expect((await sharp(page.rawPayload).metadata()).width).toBe(1653);
  });

  it('refuses a file of 60 MB, a second file, a text file and a form without its file, storing nothing', async () => {
    const keys = [...stored].sort();
    const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const huge = await upload([['file', new Blob([Buffer.alloc(60 * 1024 * 1024, 0xff)], { type: 'image/jpeg' }), '原卷.jpg']]);
    expect(huge.status).toBe(413);
    expect(huge.body.msg).toBe('上传的文件超过 8 MB，不能上传');

    const two = await upload([
      ['file', new Blob([png], { type: 'image/png' }), 'a.png'],
      ['file', new Blob([png], { type: 'image/png' }), 'b.png'],
    ]);
    expect(two.status).toBe(413);
    expect(two.body.msg).toBe('表单中的文件或字段过多，一次只能上传一个文件');

    const text = await upload([['file', new Blob(['第一题 求函数的定义域'], { type: 'image/png' }), '原卷.png']]);
    expect(text.status).toBe(400);
    expect(text.body.msg).toBe('只能上传 JPEG/PNG 图片或 PDF 文件');

    const empty = await upload([['file', new Blob([], { type: 'image/png' }), '原卷.png']]);
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('上传的文件是空文件');

    const field = await upload([['file', 'not a file']]);
    expect(field.status).toBe(400);
    expect(field.body.msg).toBe('表单中的 file 应是上传的文件，而不是文字');

    const otherName = await upload([['picture', new Blob([png], { type: 'image/png' }), 'a.png']]);
    expect(otherName.status).toBe(400);
    expect(otherName.body.msg).toMatch(/[\u4e00-\u9fff]/);

    expect(await pageCount()).toBe(3);
    expect([...stored].sort()).toEqual(keys);
  });

  it('lets only the school administrators upload', async () => {
    const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const byMarker = await upload([['file', new Blob([png], { type: 'image/png' }), 'a.png']], school.web.marker01);
    expect(byMarker.status).toBe(403);
    expect(byMarker.body.msg).toBe('只有学校管理员可以上传或删除试卷附件');
    expect(await pageCount()).toBe(3);
  });
});
