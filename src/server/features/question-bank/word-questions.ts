/**
 * Reads questions out of a Word file (.docx) for the import of question/upload: the file is
 * opened with mammoth's own zip reader so that its equations can be rewritten as $LaTeX$ text
 * first (mammoth skips Office Math), then mammoth converts it to HTML with its pictures inline
 * (data: URLs), and the paper is split into questions by their numbering (src/domain/question-split.ts).
 */
import mammoth from 'mammoth';
import { openArrayBuffer, type DocxZip } from 'mammoth/lib/zipfile.js';
import { equationsAsText } from '../../../domain/omml-latex.ts';
import { splitQuestions, type SplitQuestion } from '../../../domain/question-split.ts';
import { badRequest } from '../../http/app-error.ts';
import { msg } from '../../../i18n/server.ts';

/** A Word file larger than this is refused before it is opened (a paper with its pictures fits easily). */
export const WORD_IMPORT_MAX_BYTES = 6 * 1024 * 1024;
/** More questions than this in one file is not a paper but a bank export; it is refused. */
export const WORD_IMPORT_MAX_QUESTIONS = 200;

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const DOCUMENT_PART = 'word/document.xml';

async function openDocx(bytes: Buffer): Promise<DocxZip> {
  if (bytes.length === 0 || !ZIP_SIGNATURE.every((b, i) => bytes[i] === b)) throw badRequest(msg.bank.notDocx);
  let zip: DocxZip;
  try {
    zip = await openArrayBuffer(bytes);
  } catch {
    throw badRequest(msg.bank.corruptDocx);
  }
  if (!zip.exists(DOCUMENT_PART)) throw badRequest(msg.bank.notDocx);
  return zip;
}

export async function questionsOfWordFile(bytes: Buffer): Promise<SplitQuestion[]> {
  if (bytes.length > WORD_IMPORT_MAX_BYTES) throw badRequest(msg.bank.docxTooLarge(WORD_IMPORT_MAX_BYTES / 1024 / 1024));
  const zip = await openDocx(bytes);
  let html: string;
  try {
    zip.write(DOCUMENT_PART, equationsAsText(await zip.read(DOCUMENT_PART, 'utf-8')));
    html = (await mammoth.convertToHtml({ buffer: Buffer.from(await zip.toArrayBuffer()) })).value;
  } catch {
    throw badRequest(msg.bank.corruptDocx);
  }
  const questions = splitQuestions(html);
  if (questions.length === 0) throw badRequest(msg.bank.noQuestionsFound);
  if (questions.length > WORD_IMPORT_MAX_QUESTIONS) throw badRequest(msg.bank.tooManyQuestions(questions.length, WORD_IMPORT_MAX_QUESTIONS));
  return questions;
}
