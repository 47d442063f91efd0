/**
 * The checks of an uploaded roster, row by row, before anything is written: every bad row is
 * reported with its number and reason (duplicate exam number, a student twice in one class,
 * unknown class, missing name, bad seat or grade), and the good rows come back ready to write.
 * A row that repeats an earlier one is the bad one; the first stays good.
 */
import { GRADE_NAMES, isGrade } from '../../../domain/enums.ts';
import { msg } from '../../../i18n/server.ts';
import type { SheetRow } from './roster-workbook.ts';

export interface RowError {
  row: number;
  reason: string;
}

export interface Checked<T> {
  good: T[];
  errors: RowError[];
}

/** A class of the school as the checks see it. */
export interface KnownClass {
  id: number;
  name: string;
  campusId: number;
  campusName: string;
  gradeId: number;
}

export interface ClassRow {
  row: number;
  campusName: string;
  gradeId: number;
  name: string;
}

export interface StudentRow {
  row: number;
  examNumber: string;
  name: string;
  classId: number;
  campusId: number;
  seat: number | null;
}

/** 考号: digits only; the answer sheet's number grid has 8 columns by default, some schools use more or fewer. */
const EXAM_NUMBER = /^\d{4,20}$/;
const MAX_SEAT = 999;
const MAX_NAME_LENGTH = 50;

const GRADE_BY_NAME = new Map(Object.entries(GRADE_NAMES).map(([id, name]) => [name, Number(id)]));

function gradeOf(text: string): number | undefined {
  if (/^\d+$/.test(text)) return isGrade(Number(text)) ? Number(text) : undefined;
  return GRADE_BY_NAME.get(text);
}

function fail(errors: RowError[], row: number, reason: string): void {
  errors.push({ row, reason });
}

export function checkClassRows(rows: SheetRow[]): Checked<ClassRow> {
  const good: ClassRow[] = [];
  const errors: RowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of rows) {
    const campusName = cells.campus ?? '';
    const name = cells.className ?? '';
    const gradeText = cells.grade ?? '';
    const gradeId = gradeOf(gradeText);
    if (!campusName) fail(errors, row, msg.roster.missingCampus);
    else if (!name) fail(errors, row, msg.roster.missingClass);
    else if (gradeId === undefined) fail(errors, row, msg.roster.badGrade(gradeText));
    else {
      const key = `${campusName}\u0000${name}`;
      const first = firstRowOf.get(key);
      if (first !== undefined) fail(errors, row, msg.roster.duplicateClass(name, first));
      else {
        firstRowOf.set(key, row);
        good.push({ row, campusName, gradeId, name: name.slice(0, MAX_NAME_LENGTH) });
      }
    }
  }
  return { good, errors };
}

/** The class a student row names: by campus and name when a campus is given, else by a name no other campus uses. */
function classOf(classes: KnownClass[], campusName: string, name: string): KnownClass | 'ambiguous' | undefined {
  const named = classes.filter((k) => k.name === name && (!campusName || k.campusName === campusName));
  if (named.length > 1) return 'ambiguous';
  return named[0];
}

export function checkStudentRows(rows: SheetRow[], classes: KnownClass[]): Checked<StudentRow> {
  const good: StudentRow[] = [];
  const errors: RowError[] = [];
  const rowOfNumber = new Map<string, number>();
  const rowOfNameInClass = new Map<string, number>();
  for (const { row, cells } of rows) {
    const examNumber = cells.examNumber ?? '';
    const name = cells.name ?? '';
    const className = cells.className ?? '';
    const seatText = cells.seat ?? '';
    const klass = className ? classOf(classes, cells.campus ?? '', className) : undefined;
    const seat = seatText === '' ? null : /^\d+$/.test(seatText) ? Number(seatText) : NaN;
    if (!examNumber) fail(errors, row, msg.roster.missingExamNumber);
    else if (!EXAM_NUMBER.test(examNumber)) fail(errors, row, msg.roster.badExamNumber(examNumber));
    else if (rowOfNumber.has(examNumber)) fail(errors, row, msg.roster.duplicateExamNumber(examNumber, rowOfNumber.get(examNumber)!));
    else if (!name) fail(errors, row, msg.roster.missingName);
    else if (!className) fail(errors, row, msg.roster.missingClass);
    else if (klass === 'ambiguous') fail(errors, row, msg.roster.ambiguousClass(className));
    else if (!klass) fail(errors, row, msg.roster.unknownClass(className));
    else if (seat !== null && !(seat >= 1 && seat <= MAX_SEAT)) fail(errors, row, msg.roster.badSeat(seatText));
    else if (rowOfNameInClass.has(`${klass.id}\u0000${name}`)) fail(errors, row, msg.roster.twiceInClass(name, klass.name, rowOfNameInClass.get(`${klass.id}\u0000${name}`)!));
    else {
      rowOfNameInClass.set(`${klass.id}\u0000${name}`, row);
      good.push({ row, examNumber, name: name.slice(0, MAX_NAME_LENGTH), classId: klass.id, campusId: klass.campusId, seat });
    }
    // a number seen on a bad row still counts: its repetition is reported against the first row
    if (EXAM_NUMBER.test(examNumber) && !rowOfNumber.has(examNumber)) rowOfNumber.set(examNumber, row);
  }
  return { good, errors };
}
