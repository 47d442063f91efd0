/**
 * A second ended exam of the demo's grade, made through the product's calls, for the analysis
 * calls that compare exams (进退步, 成绩趋势, 稳定性…): 高一下学期5月月考, dated after the demo's
 * ended exam, with five students' sheets scanned, recognised and marked, then ended and its
 * analysis opened.
 */
import { expect } from 'vitest';
import type { DemoSchoolApp } from './demo-school.ts';
import { scanMarkAndOpen, scanPaperOf, type ScanPaper } from './scan-paper.ts';

/**
 * Objective answers (1: C, 5 points; 2: A and C, 4, 少选 2; 3: T, 2) and the written question 4
 * (9 points) of the five sheets: totals 12, 18, 7, 12 and 9.
 */
export const LATER_EXAM_SHEETS = [
  { answers: { 1: ['C'], 2: ['A', 'C'], 3: ['T'] }, written: 1 },
  { answers: { 1: ['C'], 2: ['A'], 3: ['T'] }, written: 9 },
  { answers: { 1: ['C'], 2: ['B'], 3: ['F'] }, written: 2 },
  { answers: { 1: ['A'], 2: ['A', 'C'], 3: ['T'] }, written: 6 },
  { answers: { 1: ['B'], 2: ['D'], 3: ['F'] }, written: 9 },
];
export const LATER_EXAM_TOTALS = [12, 18, 7, 12, 9];

/** The later exam's paper, its first five students sitting it. */
export async function openLaterExam(demo: DemoSchoolApp): Promise<ScanPaper> {
  const admin = demo.web.schooladmin;
  const paper = await scanPaperOf(demo, '高一下学期5月月考');
  const dated = await demo.call('updateExam', { method: 'PATCH', url: `/v1/examination/examination-info/${paper.examId}`, token: admin, payload: { start_date: '2026-05-20' } });
  expect(dated.status, dated.body.msg).toBe(200);
  await scanMarkAndOpen(demo, paper, paper.roster.slice(0, LATER_EXAM_SHEETS.length), LATER_EXAM_SHEETS);
  return paper;
}
