import { describe, expect, it } from 'vitest';
import { resourceKindOf } from './resource-kind.ts';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('the kind of an attached file, told by its first bytes', () => {
  it('knows PDF, Word, images and audio', () => {
    expect(resourceKindOf(bytes('%PDF-1.7\n'))?.mediaType).toBe('application/pdf');
    expect(resourceKindOf(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))?.mediaType).toBe('image/png');
    expect(resourceKindOf(bytes([0xff, 0xd8, 0xff, 0xe0]))?.mediaType).toBe('image/jpeg');
    expect(resourceKindOf(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))?.mediaType).toBe('application/msword');
    expect(resourceKindOf(bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml'))?.extension).toBe('docx');
    expect(resourceKindOf(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))?.mediaType).toBe('audio/wav');
    expect(resourceKindOf(bytes('ID3', [4, 0, 0]))?.mediaType).toBe('audio/mpeg');
    expect(resourceKindOf(bytes([0xff, 0xfb, 0x90, 0x64]))?.mediaType).toBe('audio/mpeg');
  });

  it('refuses other files whatever they resemble', () => {
    expect(resourceKindOf(Buffer.alloc(0))).toBeUndefined();
    expect(resourceKindOf(bytes('PDF-1.7 without its percent sign'))).toBeUndefined();
    // a zip that is no Word document (a workbook)
    expect(resourceKindOf(bytes([0x50, 0x4b, 0x03, 0x04], '....xl/workbook.xml'))).toBeUndefined();
    expect(resourceKindOf(bytes('RIFF', [0x24, 0, 0, 0], 'AVI LIST'))).toBeUndefined();
    // frame sync with the reserved MPEG version
    expect(resourceKindOf(bytes([0xff, 0xeb, 0x90, 0x64]))).toBeUndefined();
  });
});
