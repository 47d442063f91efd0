/** Opening an uploaded file as its pages: the kind told by the first bytes, pages of TIFF and PDF, and the refusals with their reasons. */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_PAGES_PER_FILE, openScanFile, PDF_RENDER_DPI, RefusedScan, scanFileKind } from './scan-file-pages.ts';

const grey = (width: number, height: number, shade: number) => sharp({ create: { width, height, channels: 3, background: { r: shade, g: shade, b: shade } } }).greyscale();

async function refusal(bytes: Buffer): Promise<RefusedScan> {
  const error = await openScanFile(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RefusedScan);
  return error as RefusedScan;
}

describe('scan file pages', () => {
  it('tells the kind by the first bytes, whatever the file is called', async () => {
    expect(scanFileKind(await grey(8, 8, 200).jpeg().toBuffer())).toBe('jpeg');
    expect(scanFileKind(await grey(8, 8, 200).png().toBuffer())).toBe('png');
    expect(scanFileKind(await grey(8, 8, 200).tiff().toBuffer())).toBe('tiff');
    expect(scanFileKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(scanFileKind(Buffer.from('考号,姓名'))).toBeUndefined();
  });

  it('keeps a JPEG as it was uploaded, as its one page', async () => {
    const jpeg = await grey(40, 60, 180).jpeg().toBuffer();
    const pages = await openScanFile(jpeg);
    expect(pages.pageCount).toBe(1);
    expect(await pages.page(0)).toEqual({ bytes: jpeg, extension: 'jpg' });
  });

  it('opens each page of a multi-page TIFF as a PNG of that page', async () => {
    const shades = [30, 120, 220];
    const frames = await Promise.all(shades.map((shade) => grey(20, 30, shade).png().toBuffer()));
    const tiff = await sharp(frames, { join: { animated: true } }).tiff().toBuffer();
    const pages = await openScanFile(tiff);
    expect(pages.pageCount).toBe(3);
    for (const [index, shade] of shades.entries()) {
      const page = await pages.page(index);
      expect(page.extension).toBe('png');
      const stats = await sharp(page.bytes).stats();
      expect(stats.channels[0].mean).toBeCloseTo(shade, 0);
    }
  });

  it('renders each PDF page at 200 dpi on white paper', async () => {
    const document = await PDFDocument.create();
    document.addPage([72, 144]);
    document.addPage([144, 72]);
    const pages = await openScanFile(Buffer.from(await document.save()));
    expect(pages.pageCount).toBe(2);
    const sizes = [];
    for (const index of [0, 1]) {
      const page = await pages.page(index);
      const metadata = await sharp(page.bytes).metadata();
      sizes.push([metadata.width, metadata.height]);
      expect((await sharp(page.bytes).greyscale().stats()).channels[0].min).toBe(255);
    }
    await pages.close();
    expect(sizes).toEqual([
      [PDF_RENDER_DPI, 2 * PDF_RENDER_DPI],
      [2 * PDF_RENDER_DPI, PDF_RENDER_DPI],
    ]);
  });

  it('refuses an empty file, a file that is no scan, a truncated image and a PDF of too many pages, saying why', async () => {
    expect((await refusal(Buffer.alloc(0))).message).toBe('文件是空的（0 字节）');
    expect((await refusal(Buffer.from('hello'))).message).toBe('不是可识别的扫描文件，请上传 JPEG、PNG、TIFF 图片或 PDF');
    const jpeg = await grey(400, 400, 90).jpeg().toBuffer();
    expect((await refusal(jpeg.subarray(0, jpeg.length >> 1))).message).toBe('图片不完整或已损坏（可能未上传完整）');
    const long = await PDFDocument.create();
    for (let i = 0; i <= MAX_PAGES_PER_FILE; i++) long.addPage([100, 100]);
    const tooLong = await refusal(Buffer.from(await long.save()));
    expect(tooLong.message).toBe(`文件有 ${MAX_PAGES_PER_FILE + 1} 页，单个文件最多 ${MAX_PAGES_PER_FILE} 页，请拆分后上传`);
    expect(tooLong.pageCount).toBe(MAX_PAGES_PER_FILE + 1);
  });
});
