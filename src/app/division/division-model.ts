/**
 * A question group's division as the division screen edits it (spec 000 §5 题块切割, PATCH
 * divide-partition/{id}): its correction mode, the region rectangles on the answer-sheet template
 * and, in a by-blank mode, each blank's rectangle. Whether the division is complete is the rule
 * the marking list applies (spec 000: "by-region: no rectangle; by-blank: some blank lacks a
 * rectangle"); a rectangle out of the contract's bounds is named by its number before anything is
 * sent.
 */
import type { components, operations } from '../../contract/schema.d.ts';
import { t } from '../../i18n/zh-CN.ts';
import type { Rect as PlainRect } from '../../domain/rect.ts';
import { blankBox, blankOfBox, regionBox, regionOfBox, type DivisionFrame } from '../../domain/division-geometry.ts';
import type { DivisionEdit, DivisionRectPlacement } from '../../shapes/index.ts';

export type Division = NonNullable<operations['getDivision']['responses']['200']['content']['application/json']['data']>;
export type DivisionGroup = Division['partitions'][number];
export type DivisionPatchBody = components['schemas']['DivisionPatchBody'];

/** Correction mode 1: by region (spec 000: "1 means marking by region; values above 1 mean per-blank division"). */
export const BY_REGION = 1;
/** "x, y: 0 to 20000; width, height: 1 to 20000; page 1 to 41" (contract DivisionPatchBody) */
const MAX_COORDINATE = 20000;
const MAX_PAGE = 41;

export interface Rect extends PlainRect {
  page?: number;
}

/** A blank of one of the group's questions, with its rectangle once placed. */
export interface BlankRect {
  show_order: number;
  key: string;
  /** the blank as the screen names it: its question, and the blank's label when the question has several */
  name: string;
  rect: Rect | null;
}

export interface DivisionDraft {
  test_correct_type: 1 | 2 | 3;
  rects: Rect[];
  blanks: BlankRect[];
}

const texts = t.division;

const isRect = (value: unknown): value is Rect => {
  const r = value as Partial<Rect> | null;
  return r !== null && typeof r === 'object' && [r.x, r.y, r.width, r.height].every((n) => typeof n === 'number');
};

/** The group as the screen edits it. */
export function draftOf(group: DivisionGroup): DivisionDraft {
  const rects = (group.config.rect_divide ?? []).flatMap((r: unknown) => (isRect(r) ? [{ x: r.x, y: r.y, width: r.width, height: r.height, page: r.page ?? 1 }] : []));
  const blanks = (group.config.question_config ?? []).flatMap((q) =>
    q.emptys.map((b) => ({
      show_order: q.show_order,
      key: b.key,
      name: texts.blankName(q.label, q.emptys.length > 1 ? b.label : null),
      rect: [b.x, b.y, b.width, b.height].every((n) => typeof n === 'number') ? { x: b.x!, y: b.y!, width: b.width!, height: b.height! } : null,
    })),
  );
  const mode = group.test_correct_type;
  return { test_correct_type: mode === 2 || mode === 3 ? mode : BY_REGION, rects, blanks };
}

/** Whether marking may open the group: a region rectangle by region, every blank placed by blank. */
export function divisionComplete(draft: DivisionDraft): boolean {
  if (draft.test_correct_type === BY_REGION) return draft.rects.length > 0;
  return draft.blanks.length > 0 && draft.blanks.every((b) => b.rect !== null);
}

function rectProblem(r: Rect, name: string): string | null {
  const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  if (!whole(r.x, 0, MAX_COORDINATE) || !whole(r.y, 0, MAX_COORDINATE)) return texts.badPosition(name, MAX_COORDINATE);
  if (!whole(r.width, 1, MAX_COORDINATE) || !whole(r.height, 1, MAX_COORDINATE)) return texts.badSize(name, MAX_COORDINATE);
  if (r.page !== undefined && !whole(r.page, 1, MAX_PAGE)) return texts.badPage(name, MAX_PAGE);
  return null;
}

/** The first rectangle out of bounds, named; null when the draft may be sent. */
export function draftProblem(draft: DivisionDraft): string | null {
  for (const [i, r] of draft.rects.entries()) {
    const problem = rectProblem(r, texts.regionName(i + 1));
    if (problem) return problem;
  }
  for (const b of draft.blanks) {
    const problem = b.rect && rectProblem(b.rect, b.name);
    if (problem) return problem;
  }
  return null;
}

/** What PATCH divide-partition/{id} is sent: the mode, the regions, and the blanks that are placed. */
export function divisionPatchOf(draft: DivisionDraft): DivisionPatchBody {
  return {
    test_correct_type: draft.test_correct_type,
    rect_divide: draft.rects.map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height, page: r.page ?? 1 })),
    emptys: draft.blanks.flatMap((b) => (b.rect ? [{ show_order: b.show_order, key: b.key, ...b.rect }] : [])),
  };
}

/** The name of a blank's rectangle on the canvas: its question's show order and its key. */
export const blankSlot = (blank: Pick<BlankRect, 'show_order' | 'key'>) => `${blank.show_order}:${blank.key}`;

const regionRects = (draft: DivisionDraft) => draft.rects.map((r) => ({ ...r, page: r.page ?? 1 }));

/** The draft after the admin drew, moved, resized or deleted one of its rectangles on the canvas. */
export function draftAfterEdit(draft: DivisionDraft, edit: Pick<DivisionEdit, 'kind' | 'slot' | 'box'>, frame: DivisionFrame): DivisionDraft {
  if (edit.kind === 'region') {
    const index = Number(edit.slot);
    if (!edit.box) return { ...draft, rects: draft.rects.filter((_, i) => i !== index) };
    const rect = regionOfBox(frame, edit.box);
    const rects = [...draft.rects];
    rects[Math.min(index, rects.length)] = rect;
    return { ...draft, rects };
  }
  const blanks = draft.blanks.map((b) => {
    if (blankSlot(b) !== edit.slot) return b;
    if (!edit.box) return { ...b, rect: null };
    // a blank moved out of every region keeps its place: it is only marked inside its group's picture
    return { ...b, rect: blankOfBox(frame, regionRects(draft), edit.box) ?? b.rect };
  });
  return { ...draft, blanks };
}

/** The rectangles the canvas shows: every group's regions, and the blanks of those marked by blank; the edited group's movable. */
export function placementsOf(groups: readonly DivisionGroup[], drafts: Readonly<Record<number, DivisionDraft>>, activeId: number | null, frame: DivisionFrame): DivisionRectPlacement[] {
  return groups.flatMap((group) => {
    const draft = drafts[group.id];
    if (!draft) return [];
    const active = group.id === activeId;
    const regions = regionRects(draft);
    const shown = regions.map((r, i) => ({ groupId: group.id, kind: 'region' as const, slot: String(i), label: texts.canvasRegion(group.name, i + 1), active, box: regionBox(frame, r) }));
    if (draft.test_correct_type === BY_REGION) return shown;
    const blanks = draft.blanks.flatMap((b) => {
      const box = b.rect && blankBox(frame, regions, b.rect);
      return box ? [{ groupId: group.id, kind: 'blank' as const, slot: blankSlot(b), label: b.name, active, box }] : [];
    });
    return [...shown, ...blanks];
  });
}

/**
 * The drafts after the paper was read again: a group whose division the server holds as before
 * keeps its draft (its unsaved changes stay), the others start from what the server now holds.
 */
export function draftsAfterLoad(before: readonly DivisionGroup[] | undefined, drafts: Readonly<Record<number, DivisionDraft>>, groups: readonly DivisionGroup[]): Record<number, DivisionDraft> {
  const same = (a: DivisionGroup | undefined, b: DivisionGroup) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);
  return Object.fromEntries(groups.map((g) => [g.id, same(before?.find((o) => o.id === g.id), g) && drafts[g.id] ? drafts[g.id] : draftOf(g)]));
}
