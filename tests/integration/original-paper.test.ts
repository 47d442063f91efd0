/**
 * The original paper on the demo school, where no whole answer sheet has been scanned: the layout
 * answers the student's pieces of every group the viewer may see, placed on the template, says
 * that no side was scanned (so the panel never asks for a page that is not there), and in blind
 * marking lists the template's name, exam-number and barcode areas to black out.
 */
import { describe, expect, it } from 'vitest';
import { TEMPLATE_INFO } from '../../src/server/demo/exams.ts';
import { holdOne, markRegion } from '../support/demo-marking.ts';
import { demoGroupsOf, openDemoSchool, type DemoGroup } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';
import { msg } from '../../src/i18n/server.ts';

const demo = sharedByFile(() => openDemoSchool(16));
/** 第13-16题 (single marking, a blind group) and 第19题 (2+1+1, adjudicated by arbiter01) */
const [single, adjudicated] = demoGroupsOf(demo, 'single', '2+1+1');

interface Layout {
  template: { width: number; height: number };
  sides: { side: number; scanned: boolean }[];
  pieces: { partition_id: number; partition_name: string; current: boolean; side: number; x: number; y: number; width: number; height: number; url: string }[];
  masked: { side: number; x: number; y: number; width: number; height: number }[];
}

const held = (token: string, group: DemoGroup, judge = 0) => holdOne<{ student_id: number; partition_pics: { url: string }[] }>(demo, token, group, judge);
const layoutOf = (token: string, group: DemoGroup, paper: number) =>
  demo.call<Layout>('getOriginalPaperLayout', {
    url: `/v1/examination/original-paper-layout?test_id=${demo.mathsTestId}&partition_id=${group.id}&student_id=${paper}`,
    token,
  });
const fetchScan = (url: string, token: string) => demo.testApp.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
const mark = (token: string, group: DemoGroup, paper: number, score: number, judge = 0) => markRegion(demo, token, group, paper, '19', score, judge);

describe('the original paper without whole-sheet scans', () => {
  it('places the student’s pieces of every maths group the marker may see on the template, masked for blind marking', async () => {
    const paper = await held(demo.marking.marker01, single);
    const answer = await layoutOf(demo.marking.marker01, single, paper.student_id);
    expect(answer.status).toBe(200);
    const layout = answer.body.data;
    expect(layout.template).toEqual({ width: TEMPLATE_INFO.temp_width, height: TEMPLATE_INFO.temp_height });
    // nothing scanned as a whole: the panel asks for no page
    expect(layout.sides.every((s) => !s.scanned)).toBe(true);
    expect(layout.sides[0].side).toBe(1);

    const current = layout.pieces.filter((p) => p.current);
    expect(current.map((p) => p.partition_id)).toEqual(paper.partition_pics.map(() => single.id));
    // the other maths groups the marker marks are open with room: their pieces are shown too
    const groups = new Set(layout.pieces.map((p) => p.partition_id));
    expect(groups.size).toBeGreaterThan(1);
    for (const piece of layout.pieces) {
      expect(piece.x + piece.width).toBeLessThanOrEqual(layout.template.width);
      expect(piece.y + piece.height).toBeLessThanOrEqual(layout.template.height);
      expect((await fetchScan(piece.url, demo.marking.marker01)).statusCode).toBe(200);
    }
    // a blind group: the name, exam number and barcode areas of side A are to be blacked out
    expect(layout.masked).toHaveLength(3);
    expect(layout.masked).toContainEqual({ side: 1, ...pick(TEMPLATE_INFO.nameRect) });
  });

  it('shows an adjudicator only the pieces of the answer waiting for them, not groups they may not see', async () => {
    // marks 0, 12 and 6 with tolerance 2 send the answer to adjudication
    const first = await held(demo.marking.marker01, adjudicated);
    await mark(demo.marking.marker01, adjudicated, first.student_id, 0);
    expect((await held(demo.marking.marker02, adjudicated)).student_id).toBe(first.student_id);
    await mark(demo.marking.marker02, adjudicated, first.student_id, 12);
    expect((await held(demo.marking.marker03, adjudicated)).student_id).toBe(first.student_id);
    await mark(demo.marking.marker03, adjudicated, first.student_id, 6);

    const paper = await held(demo.marking.arbiter01, adjudicated, 1);
    expect(paper.student_id).toBe(first.student_id);
    const layout = (await layoutOf(demo.marking.arbiter01, adjudicated, paper.student_id)).body.data;
    expect(layout.pieces.length).toBe(paper.partition_pics.length);
    expect(layout.pieces.every((p) => p.current && p.partition_id === adjudicated.id)).toBe(true);
  });

  it('refuses a teacher who neither holds nor marked the paper', async () => {
    const paper = await held(demo.marking.marker01, single);
    const refused = await layoutOf(demo.marking.marker04, single, paper.student_id);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(msg.access.originalPaperNotYours);
    const unknown = await layoutOf(demo.marking.marker02, single, paper.student_id);
    expect(unknown.status).toBe(403);
  });
});

function pick(rect: { x: number; y: number; width: number; height: number }) {
  return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
}
