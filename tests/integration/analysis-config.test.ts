/**
 * An exam's analysis settings (analysis-config/{id}, spec 002 §7) through the product's calls on
 * the demo school: the defaults until the exam sets its own, saved whole and read back, score
 * lines out of order refused naming both lines with nothing saved, and only for administrators.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';

let demo: DemoSchoolApp;
let admin: string;

beforeAll(async () => {
  demo = await openDemoSchool(2);
  admin = demo.web.schooladmin;
});

afterAll(async () => {
  await demo?.close();
});

const read = (token = admin) => demo.call('getAnalysisConfig', { url: `/v1/examination/analysis-config/${demo.runningExamId}`, token });
const save = (payload: unknown) => demo.call('saveAnalysisConfig', { method: 'PUT', url: `/v1/examination/analysis-config/${demo.runningExamId}`, token: admin, payload });
const SETTINGS = { excellent_rate: 90, good_rate: 75, pass_rate: 60, low_rate: 30, top_n: 20, potential_margin: 3 };

describe('analysis settings of an exam', () => {
  it('reads the defaults until the exam sets its own, then what was saved', async () => {
    const first = await read();
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ examination_id: demo.runningExamId, excellent_rate: 85, good_rate: 70, pass_rate: 60, low_rate: 40, top_n: 50, potential_margin: 5, custom: false });

    const saved = await save(SETTINGS);
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('分析设置已保存');
    expect((await read()).body.data).toEqual({ examination_id: demo.runningExamId, ...SETTINGS, custom: true });

    const again = await save({ ...SETTINGS, top_n: 10 });
    expect(again.status).toBe(200);
    expect((await read()).body.data.top_n).toBe(10);
  });

  it('refuses score lines out of order naming both, and a value outside its range, saving nothing', async () => {
    const before = (await read()).body.data;
    const crossed = await save({ ...SETTINGS, good_rate: 95 });
    expect(crossed.status).toBe(400);
    expect(crossed.body.msg).toBe('良好线须低于优秀线（分数线依次为优秀、良好、及格、低分，按满分的百分比）');
    const equal = await save({ ...SETTINGS, low_rate: 60 });
    expect(equal.body.msg).toMatch(/^低分线须低于及格线/);
    const tooMany = await save({ ...SETTINGS, top_n: 0 });
    expect(tooMany.status).toBe(400);
    expect((await read()).body.data).toEqual(before);
  });

  it('answers only the school administrator, and 404 for an unknown exam', async () => {
    expect((await read(demo.web.teacher01)).status).toBe(403);
    const unknown = await demo.call('getAnalysisConfig', { url: '/v1/examination/analysis-config/2147483000', token: admin });
    expect(unknown.status).toBe(404);
  });
});
