// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Editor, VecLike } from 'tldraw';
import { addSection, createCard, layoutCard, type AnswerCard, type EditResult } from '../../domain/answer-card/index.ts';
import { sampleCard } from '../../domain/answer-card/sample-cards.ts';
import { CANVAS_UNITS_PER_MM } from '../../shapes/layout-block/card-drawing.tsx';
import { LayoutBlockShapeUtil } from '../../shapes/layout-block/LayoutBlockShapeUtil.tsx';
import { getLayoutBlocks, getPageFrames, showCardLayout } from '../../shapes/layout-block/place-card-layout.ts';
import type { LayoutBlockShape } from '../../shapes/layout-block/layout-block-props.ts';
import { PageFrameShapeUtil } from '../../shapes/page-frame/PageFrameShapeUtil.tsx';
import { cardWithSectionMoved, newSectionDraft } from '../../state/designer.ts';
import { createTestEditor, dragOnCanvas, pointerEvent, tickEditor } from '../../test/test-editor.ts';
import { setBlockDragHandlers } from './block-drag-handlers.ts';
import { BlockDragTool } from './BlockDragTool.ts';

let editor: Editor;
let card: AnswerCard;
let selected: (number | null)[];

function show() {
  showCardLayout(editor, layoutCard(card));
}

beforeEach(() => {
  editor = createTestEditor({ shapeUtils: [PageFrameShapeUtil, LayoutBlockShapeUtil], tools: [BlockDragTool] });
  card = sampleCard();
  selected = [];
  setBlockDragHandlers(editor, {
    select: (position) => selected.push(position),
    move: (from, to) => {
      card = cardWithSectionMoved(card, from, to);
      show();
    },
  });
  show();
  // the whole first page in view
  editor.setCamera({ x: 0, y: 0, z: 0.25 });
  editor.setCurrentTool('block-drag');
});

afterEach(() => {
  editor.dispose();
});

function middleOnScreen(block: LayoutBlockShape): VecLike {
  return editor.pageToScreen({ x: block.x + (block.props.wMm * CANVAS_UNITS_PER_MM) / 2, y: block.y + (block.props.hMm * CANVAS_UNITS_PER_MM) / 2 });
}

function firstBlockOf(position: number): LayoutBlockShape {
  const block = getLayoutBlocks(editor).find((shape) => shape.props.sectionPosition === position && shape.props.part === 0);
  if (!block) throw new Error(`no block of section ${position}`);
  return block;
}

function cardOf(result: EditResult): AnswerCard {
  if (!result.ok) throw new Error(result.error.message);
  return result.card;
}

const titles = () => card.sections.map((section) => section.title);

describe('block-drag tool', () => {
  it('selects the section of the pressed block without moving anything', () => {
    const before = titles();
    const target = middleOnScreen(firstBlockOf(1));
    dragOnCanvas(editor, target, target);
    expect(selected).toEqual([1]);
    expect(titles()).toEqual(before);
  });

  it('moves the first section after the second when its block is dropped below the second block', () => {
    const [first, second, ...rest] = titles();
    const secondBlock = firstBlockOf(1);
    const below = editor.pageToScreen({ x: secondBlock.x + 10, y: secondBlock.y + secondBlock.props.hMm * CANVAS_UNITS_PER_MM + 4 });
    dragOnCanvas(editor, middleOnScreen(firstBlockOf(0)), below);
    expect(titles()).toEqual([second, first, ...rest]);
  });

  it('moves a section dropped at the top of the second column after the section that goes on there from the first', () => {
    const frame = getPageFrames(editor)[0];
    const column = frame.props.columns[1];
    const opening = getLayoutBlocks(editor)
      .filter((block) => block.props.sectionPosition >= 0 && block.x >= frame.x + column.x * CANVAS_UNITS_PER_MM && block.y < frame.props.hMm * CANVAS_UNITS_PER_MM)
      .sort((a, b) => a.y - b.y)[0];
    // the sample card's short answer starts at the foot of the first column and goes on at the top of the second
    expect(opening.props.part).toBe(1);
    const goingOn = card.sections[opening.props.sectionPosition].title;
    const movedTitle = card.sections[0].title;
    const topOfColumn = editor.pageToScreen({ x: frame.x + (column.x + column.width / 2) * CANVAS_UNITS_PER_MM, y: opening.y - 2 });
    dragOnCanvas(editor, middleOnScreen(firstBlockOf(0)), topOfColumn);
    const order = titles();
    expect(order.indexOf(movedTitle)).toBe(order.indexOf(goingOn) + 1);
  });

  it('moves a section dragged down past the middle of the next section\'s first block after that section, however many blocks it has', () => {
    // the sections a teacher adds in the designer: the short answer is one block per question and goes on in the second column
    card = createCard();
    for (const kind of ['objective', 'blankFilling', 'shortAnswer', 'composition'] as const) card = cardOf(addSection(card, newSectionDraft(kind, card)));
    show();
    const shortAnswerBlocks = getLayoutBlocks(editor).filter((block) => block.props.sectionPosition === 2);
    expect(shortAnswerBlocks.length).toBeGreaterThan(1);
    const fillIn = firstBlockOf(1);
    const below = firstBlockOf(2);
    const target = editor.pageToScreen({ x: fillIn.x + 100, y: below.y + below.props.hMm * CANVAS_UNITS_PER_MM * 0.75 });
    dragOnCanvas(editor, middleOnScreen(fillIn), target);
    expect(card.sections.map((section) => section.kind)).toEqual(['objective', 'shortAnswer', 'blankFilling', 'composition']);
  });

  it('moves a section dragged up past the middle of the previous section\'s last block before that section', () => {
    card = createCard();
    for (const kind of ['objective', 'shortAnswer', 'blankFilling'] as const) card = cardOf(addSection(card, newSectionDraft(kind, card)));
    show();
    const shortAnswerBlocks = getLayoutBlocks(editor)
      .filter((block) => block.props.sectionPosition === 1)
      .sort((a, b) => a.y - b.y);
    expect(shortAnswerBlocks.length).toBeGreaterThan(1);
    const last = shortAnswerBlocks.at(-1)!;
    const target = editor.pageToScreen({ x: last.x + 100, y: last.y + last.props.hMm * CANVAS_UNITS_PER_MM * 0.25 });
    dragOnCanvas(editor, middleOnScreen(firstBlockOf(2)), target);
    expect(card.sections.map((section) => section.kind)).toEqual(['objective', 'blankFilling', 'shortAnswer']);
  });

  it('leaves the card alone when a block is dropped back where it was', () => {
    const before = titles();
    const from = middleOnScreen(firstBlockOf(2));
    dragOnCanvas(editor, from, { x: from.x + 3, y: from.y + 3 });
    expect(titles()).toEqual(before);
    expect(getLayoutBlocks(editor).every((block) => block.opacity === 1)).toBe(true);
  });

  it('reflows the other blocks while dragging, and Escape puts the card back as it was', () => {
    const previews: (number | null)[] = [];
    setBlockDragHandlers(editor, {
      select: () => undefined,
      move: (from, to) => {
        card = cardWithSectionMoved(card, from, to);
        show();
      },
      preview: (from, to) => {
        previews.push(to);
        showCardLayout(editor, layoutCard(to === null ? card : cardWithSectionMoved(card, from, to)));
      },
    });
    const before = titles();
    const secondTop = firstBlockOf(1).y;
    const secondBlock = firstBlockOf(1);
    const below = editor.pageToScreen({ x: secondBlock.x + 10, y: secondBlock.y + secondBlock.props.hMm * CANVAS_UNITS_PER_MM + 4 });
    const from = middleOnScreen(firstBlockOf(0));
    const firstTop = firstBlockOf(0).y;
    editor.dispatch(pointerEvent('pointer_down', from));
    tickEditor(editor);
    for (let i = 1; i <= 4; i++) {
      editor.dispatch(pointerEvent('pointer_move', { x: from.x + ((below.x - from.x) * i) / 4, y: from.y + ((below.y - from.y) * i) / 4 }));
      tickEditor(editor);
    }
    // the second section took the first one's place on the page; nothing is committed yet
    expect(previews.at(-1)).toBe(2);
    const reflowed = getLayoutBlocks(editor).find((block) => block.props.sectionPosition === 0 && block.props.part === 0);
    expect(reflowed!.y).toBeLessThan(secondTop);
    expect(reflowed!.y).toBe(firstTop);
    expect(titles()).toEqual(before);
    editor.cancel();
    tickEditor(editor);
    expect(previews.at(-1)).toBeNull();
    expect(titles()).toEqual(before);
    expect(firstBlockOf(1).y).toBe(secondTop);
  });

  it('drags the bottom edge of a block with writing lines to give it more room, and only such a block', () => {
    const resizes: [number, number, boolean][] = [];
    const shortAnswer = card.sections.findIndex((section) => section.kind === 'shortAnswer');
    setBlockDragHandlers(editor, {
      select: () => undefined,
      move: () => undefined,
      resizable: (position) => position === shortAnswer,
      resize: (position, deltaMm, commit) => void resizes.push([position, deltaMm, commit]),
    });
    const parts = getLayoutBlocks(editor).filter((block) => block.props.sectionPosition === shortAnswer);
    const last = parts.reduce((a, b) => (b.props.part > a.props.part ? b : a));
    const bottom = last.y + last.props.hMm * CANVAS_UNITS_PER_MM;
    const edge = editor.pageToScreen({ x: last.x + 20, y: bottom });
    const lower = editor.pageToScreen({ x: last.x + 20, y: bottom + 18 * CANVAS_UNITS_PER_MM });
    dragOnCanvas(editor, edge, lower);
    const committed = resizes.filter((r) => r[2]);
    expect(committed).toHaveLength(1);
    expect(committed[0][0]).toBe(shortAnswer);
    expect(committed[0][1]).toBeCloseTo(18, 0);
    // shown while dragging, before the release
    expect(resizes.some((r) => !r[2] && r[1] > 0)).toBe(true);
    // the bottom edge of an objective block is no handle: pressing there drags nothing in size
    const objective = firstBlockOf(0);
    const objectiveEdge = editor.pageToScreen({ x: objective.x + 20, y: objective.y + objective.props.hMm * CANVAS_UNITS_PER_MM });
    dragOnCanvas(editor, objectiveEdge, { x: objectiveEdge.x, y: objectiveEdge.y + 40 });
    expect(resizes.filter((r) => r[2])).toHaveLength(1);
  });
});

describe('block-drag states', () => {
  const state = () => editor.getPath();

  function press(at: VecLike, button = 0) {
    editor.dispatch({ ...pointerEvent('pointer_down', at), button });
    tickEditor(editor);
  }
  function moveTo(at: VecLike) {
    editor.dispatch(pointerEvent('pointer_move', at));
    tickEditor(editor);
  }
  function release(at: VecLike) {
    editor.dispatch(pointerEvent('pointer_up', at));
    tickEditor(editor);
  }

  /** The resize calls of the section with writing lines, whose last block's bottom edge is a handle. */
  function withResizableShortAnswer() {
    const resizes: [number, number, boolean][] = [];
    const shortAnswer = card.sections.findIndex((section) => section.kind === 'shortAnswer');
    setBlockDragHandlers(editor, {
      select: (position) => selected.push(position),
      move: () => undefined,
      resizable: (position) => position === shortAnswer,
      resize: (position, deltaMm, commit) => void resizes.push([position, deltaMm, commit]),
    });
    const last = getLayoutBlocks(editor)
      .filter((block) => block.props.sectionPosition === shortAnswer)
      .reduce((a, b) => (b.props.part > a.props.part ? b : a));
    const edge = editor.pageToScreen({ x: last.x + 20, y: last.y + last.props.hMm * CANVAS_UNITS_PER_MM });
    return { resizes, shortAnswer, edge };
  }

  it('starts idle, and a press on a block is pointing until released, then idle again', () => {
    expect(state()).toBe('block-drag.idle');
    const target = middleOnScreen(firstBlockOf(1));
    press(target);
    expect(state()).toBe('block-drag.pointing');
    expect(selected).toEqual([1]);
    release(target);
    expect(state()).toBe('block-drag.idle');
    expect(editor.getInstanceState().cursor.type).toBe('default');
  });

  it('stays pointing while the pointer moves less than the drag distance, then drags the block with the pointer', () => {
    const block = firstBlockOf(2);
    const from = middleOnScreen(block);
    press(from);
    // 0.5 screen px at a quarter zoom is 2 canvas units: still a click
    moveTo({ x: from.x + 0.5, y: from.y });
    expect(state()).toBe('block-drag.pointing');
    expect(editor.getShape(block.id)).toMatchObject({ x: block.x, y: block.y, opacity: 1 });
    moveTo({ x: from.x + 10, y: from.y + 5 });
    expect(state()).toBe('block-drag.dragging');
    expect(editor.getInstanceState().cursor.type).toBe('grabbing');
    const dragged = editor.getShape(block.id);
    expect(dragged?.x).toBeCloseTo(block.x + 40);
    expect(dragged?.y).toBeCloseTo(block.y + 20);
    expect(dragged?.opacity).toBe(0.7);
    release({ x: from.x + 10, y: from.y + 5 });
    expect(state()).toBe('block-drag.idle');
    expect(editor.getShape(block.id)).toMatchObject({ x: block.x, y: block.y, opacity: 1 });
  });

  /** Presses the first block and drags it 60 px down; answers the block and the card's titles as they were. */
  function dragFirstBlockDown() {
    const before = titles();
    const block = firstBlockOf(0);
    const from = middleOnScreen(block);
    press(from);
    moveTo({ x: from.x, y: from.y + 60 });
    return { before, block, from };
  }

  it('goes back to idle on Escape while dragging, with the block back in its place and the card unchanged', () => {
    const { before, block, from } = dragFirstBlockDown();
    expect(state()).toBe('block-drag.dragging');
    editor.cancel();
    tickEditor(editor);
    expect(state()).toBe('block-drag.idle');
    expect(editor.getShape(block.id)).toMatchObject({ x: block.x, y: block.y, opacity: 1 });
    release({ x: from.x, y: from.y + 60 });
    expect(titles()).toEqual(before);
  });

  it('puts the block back and goes idle when a pinch interrupts the drag', () => {
    const { before, block } = dragFirstBlockDown();
    editor.interrupt();
    tickEditor(editor);
    expect(state()).toBe('block-drag.idle');
    expect(editor.getShape(block.id)).toMatchObject({ x: block.x, y: block.y, opacity: 1 });
    expect(titles()).toEqual(before);
  });

  it('stays idle on a press beside every block (nothing selected) and on a right-button press', () => {
    const offPage = editor.pageToScreen({ x: -50, y: -50 });
    press(offPage);
    expect(state()).toBe('block-drag.idle');
    expect(selected).toEqual([null]);
    release(offPage);
    press(middleOnScreen(firstBlockOf(1)), 2);
    expect(state()).toBe('block-drag.idle');
    expect(selected).toEqual([null]);
  });

  it('shows the resize cursor over a growable bottom edge while idle, and drags that edge until release', () => {
    const { resizes, shortAnswer, edge } = withResizableShortAnswer();
    moveTo(edge);
    expect(editor.getInstanceState().cursor.type).toBe('ns-resize');
    moveTo(middleOnScreen(firstBlockOf(0)));
    expect(editor.getInstanceState().cursor.type).toBe('default');
    press(edge);
    expect(state()).toBe('block-drag.dragging_edge');
    expect(selected).toEqual([shortAnswer]);
    moveTo({ x: edge.x, y: edge.y + 10 });
    expect(resizes.at(-1)).toEqual([shortAnswer, expect.closeTo(10 / editor.getZoomLevel() / CANVAS_UNITS_PER_MM), false]);
    release({ x: edge.x, y: edge.y + 10 });
    expect(state()).toBe('block-drag.idle');
    expect(resizes.at(-1)?.[2]).toBe(true);
  });

  it('shows the card as it was and goes idle on Escape while dragging an edge, applying nothing', () => {
    const { resizes, shortAnswer, edge } = withResizableShortAnswer();
    press(edge);
    moveTo({ x: edge.x, y: edge.y + 10 });
    editor.cancel();
    tickEditor(editor);
    expect(state()).toBe('block-drag.idle');
    expect(resizes.at(-1)).toEqual([shortAnswer, 0, false]);
    release({ x: edge.x, y: edge.y + 10 });
    expect(resizes.some((r) => r[2])).toBe(false);
  });
});
