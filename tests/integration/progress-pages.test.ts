/**
 * The subject progress page offers a paper's 题组进度, 教师工作量 and 仲裁记录 only to users whose
 * calls the server answers: on the demo school, for every account, a page offered is a page that
 * opens and a page withheld is one the server refuses — the class head gets none of them. The
 * spot checks (抽查) are offered to the school's administrators, not to its markers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';

let demo: DemoSchoolApp;

beforeAll(async () => {
  demo = await openDemoSchool(12);
});

afterAll(async () => {
  await demo?.close();
});

interface PaperRow {
  id: number;
  subject_name: string;
  may_open: { group_progress: boolean; workload: boolean; judge_records: boolean; spot_check: boolean };
}

describe('progress pages offered', () => {
  it.each(['admin', 'schooladmin', 'marker01', 'marker04', 'arbiter01', 'teacher01'])('%s is offered exactly the pages the server opens', async (account) => {
    const token = demo.web[account];
    const papers = await demo.call<{ result: PaperRow[] }>('listMonitoringTests', { url: `/v1/examination/examination-test?examination_id=${demo.runningExamId}`, token });
    expect(papers.status).toBe(200);
    expect(papers.body.data.result.length).toBeGreaterThan(0);
    for (const paper of papers.body.data.result) {
      const progress = await demo.call('getPartitionProgress', { url: `/v1/examination/test-partition-progress/${paper.id}`, token });
      const workload = await demo.call('getTeacherWorkload', { url: `/v1/examination/mark-partition/${paper.id}`, token });
      expect(progress.status, `${account} ${paper.subject_name} 题组进度`).toBe(paper.may_open.group_progress ? 200 : 403);
      expect(workload.status, `${account} ${paper.subject_name} 教师工作量`).toBe(paper.may_open.workload ? 200 : 403);
      const judged = await demo.call('listJudgeRecords', { url: `/v1/examination/judge-record/${paper.id}`, token });
      expect(judged.status, `${account} ${paper.subject_name} 仲裁记录`).toBe(paper.may_open.judge_records ? 200 : 403);
      const groups = await demo.call('listSpotCheckGroups', { url: `/v1/examination/partition-spot-check-group?test_id=${paper.id}`, token });
      expect(groups.status, `${account} ${paper.subject_name} 抽查`).toBe(paper.may_open.spot_check ? 200 : 403);
    }
  });

  it('offers the class head neither page, and a maths marker both on the maths paper', async () => {
    const offered = async (account: string) =>
      (await demo.call<{ result: PaperRow[] }>('listMonitoringTests', { url: `/v1/examination/examination-test?examination_id=${demo.runningExamId}`, token: demo.web[account] })).body.data.result;
    for (const paper of await offered('teacher01')) expect(paper.may_open).toMatchObject({ group_progress: false, workload: false, judge_records: false });
    const maths = (await offered('marker01')).find((p) => p.id === demo.mathsTestId)!;
    expect(maths.may_open).toEqual({ group_progress: true, workload: true, judge_records: true, spot_check: false });
    const administered = (await offered('schooladmin')).find((p) => p.id === demo.mathsTestId)!;
    expect(administered.may_open.spot_check).toBe(true);
  });
});
