/**
 * The school's question bank (issue 20; spec 002 §7 question/upload-question …, question/manage,
 * question/upload-school; spec 001 §3 question fields). Teachers of a school write or import
 * questions into their school's bank; a question is changed or removed by whoever wrote it and by
 * the school's administrators; the administrators open questions to other schools or campuses.
 * Everyone browses the public bank, their schools' own and what others opened to them.
 */
import type { operations } from '../../../contract/schema.d.ts';
import { bankQuestionProblem, difficultiesOfLevel, difficultyLevel, DUPLICATE_SIMILARITY, OpenType } from '../../../domain/bank-question.ts';
import { BANK_QUESTION_TYPES, isValidKeyword, KEYWORD_MAX_LENGTH, KEYWORD_MIN_LENGTH } from '../../../domain/question-bank.ts';
import { accessOf, type Access } from '../../access/access-service.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { describeBankQuestion } from '../variants/variant-service.ts';
import * as repo from './bank-repository.ts';
import { questionsOfWordFile } from './word-questions.ts';
import { trigramDuplicates } from '../../../domain/trigram-duplicates.ts';
import type { BankRow, NewBankRow, Reader } from './bank-repository.ts';
import { msg } from '../../../i18n/server.ts';

export interface QuestionInput {
  type_id: number;
  text: string;
  options?: { key: string; value: string }[];
  answer?: string[];
  jieda?: string;
  difficulty?: number;
  tags?: { id: number; name: string }[];
  children?: { text: string; options?: { key: string; value: string }[]; answer?: string[]; jieda?: string }[];
  source?: string;
  grade_type?: number;
}

type SchoolListQuery = NonNullable<operations['listSchoolQuestions']['parameters']['query']>;
type BrowseQuery = operations['browseQuestionBank']['parameters']['query'];
/** The filters and page of either listing: the school's questions, or the bank as a teacher browses it (with a grade type). */
type BankQuery = SchoolListQuery & Pick<BrowseQuery, 'grade_type'>;

const DEFAULT_PAGE_SIZE = 10;
/** Duplicates offered for one imported question, most similar first. */
const DUPLICATES_SHOWN = 3;

/** The stored form of a question as sent, or a 400 naming its place in the list (1-based). */
export function storedQuestion(input: QuestionInput, number: number): Omit<NewBankRow, 'subjectId'> {
  const type = BANK_QUESTION_TYPES.find((t) => t.id === input.type_id)!;
  const children = (input.children ?? []).map((c) => ({ text: c.text, options: c.options ?? [], answer: c.answer ?? [], jieda: c.jieda ?? '' }));
  const draft = { typeId: type.id, text: input.text, options: input.options ?? [], answer: input.answer ?? [], jieda: input.jieda ?? '', children };
  const problem = bankQuestionProblem(draft);
  if (problem) throw badRequest(msg.bank.questionProblem(number, problem));
  return {
    typeId: type.id,
    typeName: type.name,
    questionType: type.questionType,
    text: draft.text,
    options: draft.options,
    answer: draft.answer,
    jieda: draft.jieda,
    children,
    difficulty: input.difficulty ?? 5,
    tags: input.tags ?? [],
    source: input.source ?? '',
    gradeType: input.grade_type ?? 0,
  };
}

function checkedKeyword(keyword: string | undefined): string | undefined {
  const trimmed = keyword?.trim() ?? '';
  if (trimmed === '') return undefined;
  if (!isValidKeyword(trimmed)) throw badRequest(msg.variants.keywordLength(KEYWORD_MIN_LENGTH, KEYWORD_MAX_LENGTH));
  return trimmed;
}

function filterOf(q: BankQuery) {
  const limit = q.page_size ?? DEFAULT_PAGE_SIZE;
  return {
    subjectId: q.subject_id || undefined,
    typeId: q.type_id || undefined,
    difficulties: q.difficulty_level ? difficultiesOfLevel(q.difficulty_level) : undefined,
    tagIds: q.tag_ids,
    gradeType: q.grade_type,
    keyword: checkedKeyword(q.keyword),
    limit,
    offset: ((q.page_no ?? 1) - 1) * limit,
  };
}

/** The school a call works in: the one named, of which the caller must be a member, else their first. */
export async function schoolOf(access: Access, schoolId: number | undefined): Promise<number> {
  if (schoolId) {
    if (!(await access.isSchoolMember(schoolId))) throw forbidden(msg.organisation.notMember);
    return schoolId;
  }
  const [first] = await access.schoolIds();
  if (first === undefined) throw badRequest(msg.bank.noSchool);
  return first;
}

async function mayEdit(access: Access, row: BankRow): Promise<boolean> {
  if (row.schoolId === null) return false;
  if (await access.administersSchool(row.schoolId)) return true;
  return row.createdBy === access.who.userId && (await access.isSchoolMember(row.schoolId));
}

async function describe(access: Access, row: BankRow) {
  return {
    ...describeBankQuestion(row),
    school_id: row.schoolId,
    children: row.children,
    open_type: row.openType,
    open_targets: row.openTargets,
    difficulty_level: difficultyLevel(row.difficulty),
    editable: await mayEdit(access, row),
  };
}

/** The questions as the bank calls answer them (SchoolBankQuestion), with whether the caller may edit each. */
export async function describeAll(access: Access, rows: BankRow[]) {
  const result = [];
  for (const row of rows) result.push(await describe(access, row));
  return result;
}

export class BankService {
  constructor(private readonly database: Database) {}

  private async reader(access: Access): Promise<Reader> {
    const schoolIds = await access.visibleSchoolIds();
    return schoolIds && { schoolIds };
  }


  /** The questions of these ids, locked, each editable by the caller (404 / 403 naming the first that is not). */
  private async editable(db: Db, access: Access, ids: readonly number[]): Promise<BankRow[]> {
    const rows = await repo.questionsByIds(db, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) throw notFound(msg.bank.questionNotFound(id));
      if (!(await mayEdit(access, row))) throw forbidden(msg.bank.notEditable(id));
    }
    return ids.map((id) => byId.get(id)!);
  }

  async listSchool(auth: AuthContext, q: SchoolListQuery) {
    return this.database.read(async (db) => {
      const access = accessOf(db, auth);
      const schoolId = await schoolOf(access, q.school_id);
      const { total, exact, rows } = await repo.findBankQuestions(db, { reader: undefined, scope: 'all', schoolId, ...filterOf(q) });
      return { total, total_exact: exact, result: await describeAll(access, rows) };
    });
  }

  async browse(auth: AuthContext, q: BrowseQuery) {
    return this.database.read(async (db) => {
      const access = accessOf(db, auth);
      const { total, exact, rows } = await repo.findBankQuestions(db, { reader: await this.reader(access), scope: q.scope ?? 'all', ...filterOf(q) });
      return { total, total_exact: exact, result: await describeAll(access, rows) };
    });
  }

  async create(auth: AuthContext, body: { school_id?: number; subject_id: number; questions: QuestionInput[] }) {
    const stored = body.questions.map((q, i) => storedQuestion(q, i + 1));
    return this.database.tx(async (db) => {
      const access = accessOf(db, auth);
      const schoolId = await schoolOf(access, body.school_id);
      const rows = await repo.insertQuestions(
        db,
        stored.map((q) => ({ ...q, subjectId: body.subject_id, schoolId, createdBy: auth.userId, openType: OpenType.notOpen })),
      );
      return { result: await describeAll(access, rows) };
    });
  }

  async replace(auth: AuthContext, id: number, input: QuestionInput) {
    const stored = storedQuestion(input, 1);
    return this.database.tx(async (db) => {
      const access = accessOf(db, auth);
      await this.editable(db, access, [id]);
      return describe(access, await repo.updateQuestion(db, id, stored));
    });
  }

  /** An imported duplicate merged into an existing question: the new wording, the tags of both. */
  async merge(auth: AuthContext, id: number, input: QuestionInput) {
    const stored = storedQuestion(input, 1);
    return this.database.tx(async (db) => {
      const access = accessOf(db, auth);
      const [old] = await this.editable(db, access, [id]);
      const tags = [...old.tags, ...(stored.tags ?? []).filter((t) => !old.tags.some((o) => o.id === t.id))];
      const merged = {
        ...stored,
        tags,
        difficulty: input.difficulty ?? old.difficulty,
        source: input.source || old.source,
        gradeType: input.grade_type || old.gradeType,
      };
      return describe(access, await repo.updateQuestion(db, id, merged));
    });
  }

  async patch(auth: AuthContext, body: { question_ids: number[]; difficulty?: number; tags?: { id: number; name: string }[]; source?: string; grade_type?: number }) {
    const ids = [...new Set(body.question_ids)];
    return this.database.tx(async (db) => {
      const access = accessOf(db, auth);
      await this.editable(db, access, ids);
      const rows = await repo.updateQuestions(db, ids, {
        ...(body.difficulty === undefined ? {} : { difficulty: body.difficulty }),
        ...(body.tags === undefined ? {} : { tags: body.tags }),
        ...(body.source === undefined ? {} : { source: body.source }),
        ...(body.grade_type === undefined ? {} : { gradeType: body.grade_type }),
      });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return { result: await describeAll(access, ids.map((i) => byId.get(i)!)) };
    });
  }

  async remove(auth: AuthContext, questionIds: number[]) {
    const ids = [...new Set(questionIds)];
    return this.database.tx(async (db) => {
      await this.editable(db, accessOf(db, auth), ids);
      const used = await repo.firstUsedAsVariant(db, ids);
      if (used !== undefined) throw conflict(msg.bank.usedAsVariant(used));
      return { removed: await repo.deleteQuestions(db, ids) };
    });
  }

  async sortParts(auth: AuthContext, id: number, order: number[]) {
    return this.database.tx(async (db) => {
      const access = accessOf(db, auth);
      const [row] = await this.editable(db, access, [id]);
      const isPermutation = order.length === row.children.length && new Set(order).size === order.length && order.every((i) => i < row.children.length);
      if (!isPermutation) throw badRequest(msg.bank.badPartOrder);
      return describe(access, await repo.updateQuestion(db, id, { children: order.map((i) => row.children[i]) }));
    });
  }

  async open(auth: AuthContext, body: { question_ids: number[]; open_type: number; targets?: number[] }) {
    const ids = [...new Set(body.question_ids)];
    const targets = body.open_type === OpenType.schools || body.open_type === OpenType.campuses ? [...new Set(body.targets ?? [])] : [];
    if ((body.open_type === OpenType.schools || body.open_type === OpenType.campuses) && targets.length === 0) throw badRequest(msg.bank.noTargets);
    return this.database.tx(async (db) => {
      const access = accessOf(db, auth);
      const rows = await repo.questionsByIds(db, ids);
      for (const id of ids) {
        const row = rows.find((r) => r.id === id);
        if (!row) throw notFound(msg.bank.questionNotFound(id));
        if (row.schoolId === null || !(await access.administersSchool(row.schoolId))) throw forbidden(msg.bank.notAdministrator);
      }
      const known = body.open_type === OpenType.schools ? await repo.knownSchoolIds(db, targets) : await repo.knownCampusIds(db, targets);
      const unknown = targets.find((t) => !known.has(t));
      if (unknown !== undefined) throw badRequest(body.open_type === OpenType.schools ? msg.bank.unknownSchool(unknown) : msg.bank.unknownCampus(unknown));
      const updated = await repo.updateQuestions(db, ids, { openType: body.open_type, openTargets: targets });
      const byId = new Map(updated.map((r) => [r.id, r]));
      return { result: await describeAll(access, ids.map((i) => byId.get(i)!)) };
    });
  }

  /**
   * The questions of a Word file, each with what stops it being saved and its likely duplicates
   * (the caller's questions of the subject at least DUPLICATE_SIMILARITY similar, compared with
   * the whole file at once); nothing is written.
   */
  async importWord(auth: AuthContext, subjectId: number, bytes: Buffer | undefined) {
    const split = await questionsOfWordFile(bytes ?? Buffer.alloc(0));
    return this.database.run(async (db) => {
      const reader = await this.reader(accessOf(db, auth));
      const bank = await repo.subjectTranscripts(db, reader, subjectId);
      const found = trigramDuplicates(
        split.map((q) => repo.transcriptOf(q.text)),
        bank,
        DUPLICATE_SIMILARITY,
        DUPLICATES_SHOWN,
      );
      const texts = await repo.questionTexts(db, [...new Set(found.flat().map((d) => d.id))]);
      const questions = split.map((q, i) => {
        const type = BANK_QUESTION_TYPES.find((t) => t.id === q.typeId)!;
        return {
          number: q.number,
          type_id: type.id,
          type_name: type.name,
          text: q.text,
          options: q.options,
          answer: q.answer,
          jieda: q.jieda,
          children: q.children,
          difficulty: 5,
          problem: bankQuestionProblem(q) ?? null,
          duplicates: found[i].map((d) => ({ question_id: d.id, text: texts.get(d.id)!, similarity: Math.round(d.similarity * 100) / 100 })),
        };
      });
      return { total: questions.length, questions };
    });
  }
}
