/**
 * What an attached file is, told by its first bytes (never by its name): the kinds a paper's
 * files may be, each with its media type and the extension of its storage key.
 */

export interface ResourceKind {
  mediaType: string;
  extension: string;
}

const PDF = { mediaType: 'application/pdf', extension: 'pdf' };
const DOC = { mediaType: 'application/msword', extension: 'doc' };
const DOCX = { mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' };
const PNG = { mediaType: 'image/png', extension: 'png' };
const JPEG = { mediaType: 'image/jpeg', extension: 'jpg' };
const MP3 = { mediaType: 'audio/mpeg', extension: 'mp3' };
const WAV = { mediaType: 'audio/wav', extension: 'wav' };

const startsWith = (content: Buffer, bytes: readonly number[], at = 0) => content.length >= at + bytes.length && bytes.every((b, i) => content[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An MPEG audio frame header: eleven sync bits, a known version and layer III, II or I. */
function isMpegFrame(content: Buffer): boolean {
  if (content.length < 4 || content[0] !== 0xff || (content[1] & 0xe0) !== 0xe0) return false;
  const version = (content[1] >> 3) & 0x03;
  const layer = (content[1] >> 1) & 0x03;
  return version !== 0x01 && layer !== 0x00;
}

/**
 * A .docx is a zip holding word/document.xml; the names of a zip's entries are stored as they
 * are (uncompressed), so the part is found among the bytes.
 */
function isWordZip(content: Buffer): boolean {
  return startsWith(content, [0x50, 0x4b, 0x03, 0x04]) && content.includes('word/document.xml', 0, 'latin1');
}

/** The kind of the file, or undefined when it is none the platform keeps. */
export function resourceKindOf(content: Buffer): ResourceKind | undefined {
  if (startsWith(content, ascii('%PDF-'))) return PDF;
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(content, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(content, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return DOC;
  if (isWordZip(content)) return DOCX;
  if (startsWith(content, ascii('RIFF')) && startsWith(content, ascii('WAVE'), 8)) return WAV;
  if (startsWith(content, ascii('ID3')) || isMpegFrame(content)) return MP3;
  return undefined;
}

/** The largest file a paper takes, in bytes (6 MiB: under the server's body limit, so the refusal is this one). */
export const RESOURCE_MAX_BYTES = 6 * 1024 * 1024;
