/**
 * The columns that name a student in the analysis tables — 姓名, 考号, 班级 — as exported
 * (table-export.ts) and as an antd table shows them; and the two that lead a table of classes.
 */
import { t } from '../../../i18n/zh-CN.ts';
import type { ExportColumn } from './table-export.ts';

const texts = t.analysis.examWide;

/** A student as the analysis calls name one. */
export interface NamedStudent {
  real_name: string;
  exam_number: string;
  class_name: string;
}

/** The student's name, exam number and class as export columns. */
export const studentNameColumns = <T extends NamedStudent>(): ExportColumn<T>[] => [
  { title: texts.name, value: (s) => s.real_name },
  { title: texts.examNumber, value: (s) => s.exam_number },
  { title: texts.className, value: (s) => s.class_name },
];

/** The same three as antd table columns; `pinned` keeps the name in view while the table scrolls sideways. */
export const studentNameTableColumns = (pinned = false) => [
  { title: texts.name, key: 'name', dataIndex: 'real_name', fixed: pinned ? ('left' as const) : undefined },
  { title: texts.examNumber, key: 'number', dataIndex: 'exam_number' },
  { title: texts.className, key: 'class', dataIndex: 'class_name' },
];

/** A class's name and how many of its students were counted, the first columns of a table of classes. */
export const classSizeColumns = <T extends { class_name: string; student_count: number }>(): ExportColumn<T>[] => [
  { title: texts.className, value: (c) => c.class_name },
  { title: texts.students, value: (c) => c.student_count },
];
