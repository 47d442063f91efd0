/**
 * The access layer on the demo school: what it answers about the demo accounts and the maths
 * papers (who may design, replace the template, analyse, follow the marking), and that the routes
 * of the answer-sheet designer, the variants and the class progress give the same answer, since
 * they ask it instead of deciding for themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOf, type TestPurpose } from '../../src/server/access/access-service.ts';
import type { AuthContext } from '../../src/server/features/auth/auth-service.ts';
import { AppError } from '../../src/server/http/app-error.ts';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';
import { msg } from '../../src/i18n/server.ts';

const ACCOUNTS = ['admin', 'schooladmin', 'marker01', 'marker04', 'arbiter01', 'teacher01'] as const;
type Account = (typeof ACCOUNTS)[number];

/** A test id no demo test has. */
const UNKNOWN_TEST = 2_000_000_000;

let demo: DemoSchoolApp;
const who = {} as Record<Account, AuthContext>;

beforeAll(async () => {
  demo = await openDemoSchool(12);
  for (const account of ACCOUNTS) who[account] = await demo.testApp.app.services.auth.authenticate(demo.web[account], ['web']);
});

afterAll(async () => {
  await demo?.close();
});

/** The status (and the refusal's text) the access layer answers for one question. */
async function answerOf(account: Account, testId: number, purpose: TestPurpose): Promise<{ status: number; msg?: string }> {
  try {
    await demo.testApp.database.run((db) => accessOf(db, who[account]).requireTest(testId, purpose));
    return { status: 200 };
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, msg: error.message };
    throw error;
  }
}

/** A route of each purpose that a web token can call without changing anything. */
const routeOf: Partial<Record<TestPurpose, (testId: number) => { operation: string; url: string }>> = {
  design: (testId) => ({ operation: 'getCardDesign', url: `/v1/examination/answer-card-design/${testId}` }),
  analyse: (testId) => ({ operation: 'countTestVariants', url: `/v1/examination/test-variant-count?test_id=${testId}&original_ids=1` }),
  follow: (testId) => ({ operation: 'listClassProgress', url: `/v1/examination/class-progress/${testId}` }),
};

describe('requireTest', () => {
  it('lets administrators do everything with a paper of their school', async () => {
    for (const account of ['admin', 'schooladmin'] as const) {
      for (const purpose of ['design', 'template', 'analyse', 'follow'] as const) {
        expect(await answerOf(account, demo.mathsTestId, purpose), `${account} ${purpose}`).toEqual({ status: 200 });
      }
    }
  });

  it('lets teachers open the design, analyse and follow the paper, but leaves the template to administrators', async () => {
    for (const account of ['marker01', 'marker04', 'arbiter01', 'teacher01'] as const) {
      for (const purpose of ['design', 'analyse', 'follow'] as const) expect(await answerOf(account, demo.mathsTestId, purpose), `${account} ${purpose}`).toEqual({ status: 200 });
      expect(await answerOf(account, demo.mathsTestId, 'template')).toEqual({ status: 403, msg: msg.access.templateAdminOnly });
    }
  });

  it('answers an unknown paper with 404 whatever the purpose, and so do the routes that ask it', async () => {
    for (const purpose of ['design', 'template', 'analyse', 'follow'] as const) {
      expect(await answerOf('schooladmin', UNKNOWN_TEST, purpose)).toEqual({ status: 404, msg: msg.exam.testNotFound });
      const route = routeOf[purpose]?.(UNKNOWN_TEST);
      if (!route) continue;
      const answer = await demo.call(route.operation, { url: route.url, token: demo.web.schooladmin });
      expect({ status: answer.status, msg: answer.body.msg }, route.operation).toEqual({ status: 404, msg: msg.exam.testNotFound });
    }
  });
});

describe('the analysis view of a school', () => {
  const viewerOf = (account: Account) => demo.testApp.database.run(async (db) => (await accessOf(db, who[account]).requireTest(demo.endedMathsTestId, 'analyse')).viewer);

  it('shows administrators every class, a class head the classes they teach, and a teacher without classes none', async () => {
    const detail = await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: demo.web.schooladmin });
    const examClassIds: number[] = detail.body.data.classes.map((c: { id: number }) => c.id);
    expect((await viewerOf('admin')).classIds).toBeUndefined();
    expect((await viewerOf('schooladmin')).classIds).toBeUndefined();
    const own = [...((await viewerOf('teacher01')).classIds ?? [])];
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(examClassIds.length);
    expect([...((await viewerOf('arbiter01')).classIds ?? new Set([-1]))]).toEqual([]);
  });

  it('is what the variants calls let a class head work on: their own classes, not the others', async () => {
    const own = [...((await viewerOf('teacher01')).classIds ?? [])];
    const detail = await demo.call('getAnalysisExam', { url: `/v1/examanalysis/target-examination/${demo.endedExamId}`, token: demo.web.schooladmin });
    const other = detail.body.data.classes.map((c: { id: number }) => c.id).find((id: number) => !own.includes(id));
    const count = (classId: number) =>
      demo.call('countTestVariants', { url: `/v1/examination/test-variant-count?test_id=${demo.endedMathsTestId}&original_ids=1&class_id=${classId}`, token: demo.web.teacher01 });
    expect((await count(own[0])).status).toBe(200);
    const refused = await count(other);
    expect({ status: refused.status, msg: refused.body.msg }).toEqual({ status: 403, msg: msg.access.ownClassesOnly });
  });
});

describe('administersUser', () => {
  it('is true for the super administrator and the school administrator over a teacher of the school, and false between teachers', async () => {
    const administers = (account: Account, other: Account) => demo.testApp.database.run((db) => accessOf(db, who[account]).administersUser(who[other].userId));
    expect(await administers('admin', 'marker01')).toBe(true);
    expect(await administers('schooladmin', 'marker01')).toBe(true);
    expect(await administers('marker01', 'marker04')).toBe(false);
    expect(await administers('teacher01', 'schooladmin')).toBe(false);
  });
});
