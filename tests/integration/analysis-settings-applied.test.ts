/**
 * The exam analysis follows the exam's own analysis settings and roster, on the demo school's
 * ended exam through the calls only: the four score-range rates start at the exam's score lines
 * (the defaults until it sets its own, then the saved ones), and a student marked absent (缺考)
 * is counted neither in the rates nor in the student list.
 */
import { describe, expect, it } from 'vitest';
import { openExamSetupSchool } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

interface Range {
  key: string;
  threshold_score: number;
  count: number;
  rate: number;
}
interface Student {
  student_id: number;
  total_score: number;
  complete: boolean;
}

const demo = sharedByFile(() => openExamSetupSchool(16));

const scope = () => `examination_id=${demo.endedExamId}&test_id=${demo.endedMathsTestId}`;
const ranges = async () => (await demo.call('getScoreRangeRate', { url: `/v1/examanalysis/score-range-rate?${scope()}`, token: demo.admin })).body.data as { full_mark_score: number; target: { student_count: number; ranges: Range[] } };
const students = async () => ((await demo.call('listAnalysisStudents', { url: `/v1/examanalysis/student-list?${scope()}&page_size=999`, token: demo.admin })).body.data.result as Student[]).filter((s) => s.complete);

/** The counts a reader works out from the student list: at least a line for 优秀/良好/及格, below it for 低分. */
function expectedCounts(totals: number[], fullMark: number, lines: [number, number, number, number]) {
  const reaches = (t: number, line: number) => t >= (fullMark * line) / 100 - 1e-9;
  return [
    totals.filter((t) => reaches(t, lines[0])).length,
    totals.filter((t) => reaches(t, lines[1])).length,
    totals.filter((t) => reaches(t, lines[2])).length,
    totals.filter((t) => !reaches(t, lines[3])).length,
  ];
}

describe('the analysis of an exam with its own settings', () => {
  it('starts the four rates at the exam score lines, the defaults first and then the saved ones', async () => {
    const totals = (await students()).map((s) => s.total_score);
    expect(totals.length).toBeGreaterThan(4);
    const before = await ranges();
    const fullMark = before.full_mark_score;
    expect(before.target.ranges.map((r) => r.count)).toEqual(expectedCounts(totals, fullMark, [85, 70, 60, 40]));

    // lines chosen at the quartiles of the totals, so that each range counts students the default one does not
    const sorted = [...totals].sort((a, b) => b - a);
    const lineAt = (i: number) => Math.floor((sorted[i] / fullMark) * 100);
    const lines: [number, number, number, number] = [lineAt(Math.floor(sorted.length / 4)), 0, 0, 0];
    lines[1] = Math.min(lines[0] - 1, lineAt(Math.floor(sorted.length / 2)));
    lines[2] = Math.min(lines[1] - 1, lineAt(Math.floor((sorted.length * 3) / 4)));
    lines[3] = Math.max(1, lines[2] - 10);
    const saved = await demo.call('saveAnalysisConfig', {
      method: 'PUT',
      url: `/v1/examination/analysis-config/${demo.endedExamId}`,
      token: demo.admin,
      payload: { excellent_rate: lines[0], good_rate: lines[1], pass_rate: lines[2], low_rate: lines[3], top_n: 20, potential_margin: 3 },
    });
    expect(saved.status).toBe(200);

    const after = await ranges();
    expect(after.target.ranges.map((r) => r.threshold_score)).toEqual(lines.map((l) => Math.round(fullMark * l) / 100));
    const counts = expectedCounts(totals, fullMark, lines);
    expect(after.target.ranges.map((r) => r.count)).toEqual(counts);
    expect(after.target.ranges.map((r) => r.rate)).toEqual(counts.map((n) => Math.round((n / totals.length) * 10000) / 100));
    expect(after.target.ranges.map((r) => r.count)).not.toEqual(before.target.ranges.map((r) => r.count));
  });

  it('leaves a student marked absent out of the rates and the student list', async () => {
    const list = await students();
    const before = await ranges();
    expect(before.target.student_count).toBe(list.length);
    const absentee = list[0];
    const marked = await demo.call('setExamAbsence', { method: 'PATCH', url: `/v1/examination/examination-student/${demo.endedExamId}`, token: demo.admin, payload: { student_ids: [absentee.student_id], absent: true } });
    expect(marked.status).toBe(200);
    const after = await ranges();
    expect(after.target.student_count).toBe(list.length - 1);
    expect((await students()).map((s) => s.student_id)).not.toContain(absentee.student_id);
  });
});
