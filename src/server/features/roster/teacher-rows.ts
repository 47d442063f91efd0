/**
 * The checks of an uploaded teacher list, row by row: a user name (spec 002 §5: letters and
 * digits, or an 11-digit phone number), a real name, at least one position (spec 002 §6:
 * principal, grade leader, research leader, prep leader, class head, subject teacher, info
 * admin, academic director), known subjects, grades and classes of the school. Lists in a cell
 * are separated by 、 , ; or spaces.
 */
import { GRADE_NAMES, isGrade, SUBJECTS } from '../../../domain/enums.ts';
import { Position, POSITION_NAMES } from '../../../domain/roles.ts';
import { isValidUserName } from '../../../domain/user-name.ts';
import { msg } from '../../../i18n/server.ts';
import type { Checked, KnownClass, RowError } from './roster-rows.ts';
import type { SheetRow } from './roster-workbook.ts';
import type { TeacherWrite } from './teacher-repository.ts';

/** A checked row: what is written for the teacher, and the sheet row it came from. */
export interface TeacherRow extends TeacherWrite {
  row: number;
}

/** Positions a teacher list may give: every position but the super administrator's own. */
const POSITION_BY_NAME = new Map(
  Object.entries(POSITION_NAMES)
    .filter(([id]) => Number(id) !== Position.superAdmin)
    .map(([id, name]) => [name, Number(id)]),
);
const SUBJECT_BY_NAME = new Map(SUBJECTS.flatMap((s) => [[s.name, s.id] as const, [s.shortName, s.id] as const]));
const GRADE_BY_NAME = new Map(Object.entries(GRADE_NAMES).map(([id, name]) => [name, Number(id)]));
const MAX_NAME_LENGTH = 50;

const listOf = (text: string | undefined) => (text ?? '').split(/[、,，;；\s]+/).filter(Boolean);

type Lookup = { ids: number[]; unknown?: string };

function lookUp(names: string[], find: (name: string) => number | undefined): Lookup {
  const ids: number[] = [];
  for (const name of names) {
    const id = find(name);
    if (id === undefined) return { ids, unknown: name };
    if (!ids.includes(id)) ids.push(id);
  }
  return { ids };
}

export function checkTeacherRows(rows: SheetRow[], classes: KnownClass[]): Checked<TeacherRow> {
  const good: TeacherRow[] = [];
  const errors: RowError[] = [];
  const rowOfName = new Map<string, number>();
  const classByName = (name: string): number | undefined => {
    const named = classes.filter((k) => k.name === name);
    return named.length === 1 ? named[0].id : undefined;
  };
  const classProblem = (name: string) => (classes.filter((k) => k.name === name).length > 1 ? msg.roster.ambiguousClass(name) : msg.roster.unknownClass(name));
  for (const { row, cells } of rows) {
    const username = cells.username ?? '';
    const realName = cells.name ?? '';
    const positions = lookUp(listOf(cells.positions), (name) => POSITION_BY_NAME.get(name));
    const subjects = lookUp(listOf(cells.subjects), (name) => SUBJECT_BY_NAME.get(name));
    const grades = lookUp(listOf(cells.grades), (name) => (/^\d+$/.test(name) ? (isGrade(Number(name)) ? Number(name) : undefined) : GRADE_BY_NAME.get(name)));
    const taught = lookUp(listOf(cells.classes), classByName);
    const headed = lookUp(listOf(cells.headOf), classByName);
    const fail = (reason: string) => errors.push({ row, reason });
    if (!username) fail(msg.roster.missingUserName);
    else if (!isValidUserName(username)) fail(msg.roster.badUserName(username));
    else if (rowOfName.has(username)) fail(msg.roster.duplicateUserName(username, rowOfName.get(username)!));
    else if (!realName) fail(msg.roster.missingName);
    else if (positions.ids.length === 0 && !positions.unknown) fail(msg.roster.missingPositions);
    else if (positions.unknown) fail(msg.roster.unknownPosition(positions.unknown));
    else if (subjects.unknown) fail(msg.roster.unknownSubject(subjects.unknown));
    else if (grades.unknown) fail(msg.roster.badGrade(grades.unknown));
    else if (taught.unknown) fail(classProblem(taught.unknown));
    else if (headed.unknown) fail(classProblem(headed.unknown));
    else if (headed.ids.length > 0 && !positions.ids.includes(Position.classHead)) fail(msg.roster.headWithoutPosition);
    else if (taught.ids.length > 0 && subjects.ids.length === 0) fail(msg.roster.classesWithoutSubject);
    else {
      good.push({
        row,
        username,
        realName: realName.slice(0, MAX_NAME_LENGTH),
        groupIds: positions.ids,
        subjectIds: subjects.ids,
        gradeIds: grades.ids,
        classIds: taught.ids,
        headClassIds: headed.ids,
      });
    }
    if (username && !rowOfName.has(username)) rowOfName.set(username, row);
  }
  return { good, errors };
}
