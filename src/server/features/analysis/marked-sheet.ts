/**
 * A side of a student's answer sheet with their scores burned in (学生原卷, issue 18): each
 * question group's final score against its full mark, in a box at the top-right corner of the
 * group's first region on that side, and on side A the paper total at the top, in the
 * semi-transparent red of the marking screen. The regions are the question groups' (rect_divide,
 * in template pixels; their page is the side, 1 or 2, as the original-paper layout reads them),
 * scaled to the scan, which keeps its size. A group not yet decided shows a dash for its score,
 * and the total then says it is the sum so far (未阅完), so an unfinished paper never looks final.
 * Made on every fetch from the stored scan, so it always shows the marks as they are now.
 */
import sharp from 'sharp';
import { formatScoreFigure } from '../../../domain/statistics/rates.ts';
import type { Database } from '../../db/database.ts';
import type { StudentRow } from './analysis-repository.ts';
import * as repo from './analysis-repository.ts';
import { buildTestScores, totalOf } from './test-scores.ts';
import { msg } from '../../../i18n/server.ts';
import { labelLayer, scoreLabel } from '../../storage/mark-layers.ts';

/** The score's letters are this share of the scan's height: legible on A4 and A3 at any resolution. */
const TEXT_SHARE = 0.018;
const MIN_TEXT_PX = 14;
const UNDECIDED = '—';
/** The share of the page's width kept free at its top-right corner, where the card prints an anchor. */
const CORNER_CLEARANCE = 0.05;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  page: number;
}

export interface SheetScore {
  /** the group's regions on the template */
  rects: readonly Rect[] | null;
  text: string;
}

/**
 * The scores of one side as an SVG layer the size of the scan: `template` is the template's size
 * (the regions' coordinates), `side` 1 (A) or 2 (B).
 */
export function scoreLayer(scan: { width: number; height: number }, template: { width: number; height: number }, side: 1 | 2, groups: readonly SheetScore[], total: string | null): string {
  const sx = scan.width / template.width;
  const sy = scan.height / template.height;
  const size = Math.max(MIN_TEXT_PX, Math.round(scan.height * TEXT_SHARE));
  const margin = Math.round(size / 2);
  const parts: string[] = [];
  for (const group of groups) {
    const rect = group.rects?.find((r) => r.page === side && r.width > 0 && r.height > 0);
    if (!rect) continue;
    parts.push(scoreLabel(group.text, Math.round((rect.x + rect.width) * sx) - margin, Math.round(rect.y * sy) + margin, size));
  }
  // clear of the corner anchors recognition fits the page by
  if (total !== null && side === 1) parts.push(scoreLabel(total, Math.round(scan.width * (1 - CORNER_CLEARANCE)), margin, Math.round(size * 1.3)));
  return labelLayer(scan.width, scan.height, parts);
}

/** The template's size in pixels (the regions' coordinates), else undefined. */
function templateSize(templateInfo: unknown): { width: number; height: number } | undefined {
  const info = typeof templateInfo === 'object' && templateInfo !== null ? (templateInfo as Record<string, unknown>) : undefined;
  const width = Number(info?.temp_width);
  const height = Number(info?.temp_height);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The scan of side `side` of the student's sheet (`page`, as stored) with their scores burned in. */
export async function markedSheet(database: Database, sheet: { testId: number; studentId: number; side: 1 | 2 }, page: Buffer): Promise<Buffer> {
  const { questions, units, objective, regions, templateInfo } = await database.read(async (db) => ({
    questions: await repo.questionsOfTest(db, sheet.testId),
    units: await repo.unitsOfStudent(db, sheet.testId, sheet.studentId),
    objective: await repo.objectiveAnswersOfStudent(db, sheet.testId, sheet.studentId),
    regions: await repo.partitionRegionsOf(db, sheet.testId),
    templateInfo: await repo.templateInfoOf(db, sheet.testId),
  }));
  // the scores as the analysis reads them, for this one student
  const student: StudentRow = { id: sheet.studentId, name: '', examNumber: '', schoolId: 0, campusId: 0, campusName: '', classId: 0, className: '' };
  const data = buildTestScores(questions, [student], units, objective);
  const groups = regions.map((region) => {
    let score = 0;
    let full = 0;
    let decided = true;
    data.questions.forEach((q, qi) => {
      if (q.row.partitionId !== region.id) return;
      full += q.row.fullMark;
      const x = data.scores[qi][0];
      if (x === x) score += x;
      else decided = false;
    });
    return { rects: region.rectDivide, text: `${decided ? formatScoreFigure(score) : UNDECIDED} / ${formatScoreFigure(full)}` };
  });
  const { total, complete } = totalOf(data, 0);
  const totalText = (complete ? msg.analysis.originalTest.total : msg.analysis.originalTest.partialTotal)(formatScoreFigure(total), formatScoreFigure(data.fullMark));
  const image = sharp(page);
  const meta = await image.metadata();
  const template = templateSize(templateInfo) ?? (meta.width && meta.height ? { width: meta.width, height: meta.height } : undefined);
  if (!meta.width || !meta.height || !template) return image.jpeg({ quality: 85 }).toBuffer();
  const layer = scoreLayer({ width: meta.width, height: meta.height }, template, sheet.side, groups, totalText);
  return image.composite([{ input: Buffer.from(layer), left: 0, top: 0 }]).jpeg({ quality: 85 }).toBuffer();
}
