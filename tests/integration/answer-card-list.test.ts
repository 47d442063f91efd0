/**
 * The card list (GET /v1/examination/answer-card-designs) on the demo school: the designs saved
 * for the school's tests, the newest save first, with the test, the exam, the card's title, size
 * and sections and who saved it last; paged; refused with the envelope without a session or with
 * a page out of range.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { operations } from '../../src/contract/schema.d.ts';
import { addSection, createCard, type AnswerCard } from '../../src/domain/answer-card/index.ts';
import { sampleCard } from '../../src/domain/answer-card/sample-cards.ts';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { signIn } from '../support/api.ts';
import { openDemoTestApp, sharedByFile } from './helpers.ts';

/** A design as the list answers it: the contract's listCardDesigns result. */
type ListedDesign = NonNullable<operations['listCardDesigns']['responses'][200]['content']['application/json']['data']>['result'][number];

const UPCOMING_EXAM = '高一下学期期末考试';

const server = sharedByFile(() => openDemoTestApp(6));
const tokens: Record<string, string> = {};
let exam: { id: number; name: string };
let papers: { id: number; name: string; subject_id: number; subject_name: string }[];

beforeAll(async () => {
  for (const username of ['teacher01', 'schooladmin', 'admin']) tokens[username] = (await signIn(server.call, username, DEMO_PASSWORD)).token;
  const exams = await server.call('listMonitoringExams', { url: '/v1/examination/examination-monitoring?page_size=50', token: tokens.schooladmin });
  exam = exams.body.data.result.find((e: { name: string }) => e.name === UPCOMING_EXAM);
  papers = (await server.call('listMonitoringTests', { url: `/v1/examination/examination-test?examination_id=${exam.id}`, token: tokens.schooladmin })).body.data.result;
  expect(papers.length).toBeGreaterThanOrEqual(2);
});

const list = (token: string, query = '') => server.call<{ result: ListedDesign[]; total: number }>('listCardDesigns', { url: `/v1/examination/answer-card-designs${query}`, token });
const save = (token: string, testId: number, card: AnswerCard, version: number) =>
  server.call('saveCardDesign', { method: 'PUT', url: `/v1/examination/answer-card-design/${testId}`, token, payload: { card, version } });

function a4CardOfTwoSections(): AnswerCard {
  let card = createCard({ title: '期末数学答题卡', pageConfig: { pageSize: 'A4' } });
  for (const draft of [{ kind: 'blankFilling' as const }, { kind: 'shortAnswer' as const }]) {
    const added = addSection(card, draft);
    if (!added.ok) throw new Error(added.error.message);
    card = added.card;
  }
  return card;
}

describe('the list of saved answer cards', () => {
  it('is empty before any card is saved', async () => {
    const answer = await list(tokens.teacher01);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ result: [], total: 0 });
  });

  it('lists every saved design of the school, the newest save first, with its test, exam, card and author', async () => {
    const [first, second] = papers;
    expect((await save(tokens.teacher01, first.id, sampleCard(), 0)).status).toBe(200);
    expect((await save(tokens.schooladmin, second.id, a4CardOfTwoSections(), 0)).status).toBe(200);
    // saved again later: it comes first, at its new version
    expect((await save(tokens.teacher01, first.id, { ...sampleCard(), title: '期末语文答题卡' }, 1)).status).toBe(200);

    for (const reader of ['teacher01', 'schooladmin', 'admin']) {
      const answer = await list(tokens[reader]);
      expect(answer.status).toBe(200);
      expect(answer.body.data.total).toBe(2);
      expect(answer.body.data.result.map((design) => design.test_id)).toEqual([first.id, second.id]);
    }
    const [newest, older] = (await list(tokens.teacher01)).body.data.result;
    expect(newest).toMatchObject({
      test_name: first.name,
      subject_id: first.subject_id,
      subject_name: first.subject_name,
      examination_id: exam.id,
      examination_name: UPCOMING_EXAM,
      title: '期末语文答题卡',
      page_size: 'A3',
      section_count: sampleCard().sections.length,
      version: 2,
    });
    expect(older).toMatchObject({ test_name: second.name, title: '期末数学答题卡', page_size: 'A4', section_count: 2, version: 1 });
    expect(newest.updated_by).not.toBe(older.updated_by);
    expect(Date.parse(newest.updated_at)).toBeGreaterThanOrEqual(Date.parse(older.updated_at));

    // what the list names is what opening the design loads
    const opened = await server.call('getCardDesign', { url: `/v1/examination/answer-card-design/${newest.test_id}`, token: tokens.teacher01 });
    expect(opened.body.data).toMatchObject({ version: newest.version, updated_by: newest.updated_by, card: { title: newest.title } });
  });

  it('is paged', async () => {
    const second = await list(tokens.teacher01, '?page_no=2&page_size=1');
    expect(second.body.data.total).toBe(2);
    expect(second.body.data.result.map((design) => design.test_id)).toEqual([papers[1].id]);
    expect((await list(tokens.teacher01, '?page_no=3&page_size=1')).body.data.result).toEqual([]);
  });

  it('refuses a page out of range and a caller without a session, in the envelope with a Chinese message', async () => {
    const badPage = await list(tokens.teacher01, '?page_size=0');
    expect(badPage.status).toBe(400);
    expect(badPage.body).toMatchObject({ code: 400, data: null });
    expect(badPage.body.msg).toMatch(/page_size/);
    expect(badPage.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const anonymous = await server.call('listCardDesigns', { url: '/v1/examination/answer-card-designs' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
