/**
 * A marking scene for tests: a real Editor with the marking shapes and tools, two regions or
 * three blanks on it, and clicks fed the way the canvas feeds them. Import './jsdom-setup.ts'
 * before this module.
 */
import type { Editor, TLPointerEventInfo, VecLike } from 'tldraw';
import { BlankBoxShapeUtil } from '../shapes/blank-box/BlankBoxShapeUtil.tsx';
import { placeBlankBoxes, type BlankBoxPlacement } from '../shapes/blank-box/place-blank-boxes.ts';
import { ScanPieceShapeUtil } from '../shapes/scan-piece/ScanPieceShapeUtil.tsx';
import { ScoreMarkShapeUtil } from '../shapes/score-mark/ScoreMarkShapeUtil.tsx';
import { BlankScoreTool } from '../tools/blank-score/BlankScoreTool.ts';
import { ScorePointTool } from '../tools/score-point/ScorePointTool.ts';
import { createTestEditor } from './test-editor.ts';

export function createMarkingEditor(): Editor {
  return createTestEditor({
    shapeUtils: [ScanPieceShapeUtil, BlankBoxShapeUtil, ScoreMarkShapeUtil],
    tools: [ScorePointTool, BlankScoreTool],
  });
}

/** Two regions side by side: question 13 (5 points) and question 14 (10 points, halves). */
export const TWO_REGIONS: BlankBoxPlacement[] = [
  { x: 0, y: 0, w: 400, h: 200, showOrder: '13', key: '1', label: '13', fullMark: 5, step: 1, variant: 'region' },
  { x: 400, y: 0, w: 400, h: 200, showOrder: '14', key: '1', label: '14', fullMark: 10, step: 0.5, variant: 'region' },
];

/** Three blanks of question 11, 2 points each, in a row. */
export const THREE_BLANKS: BlankBoxPlacement[] = [1, 2, 3].map((n) => ({
  x: (n - 1) * 260,
  y: 0,
  w: 250,
  h: 100,
  showOrder: '11',
  key: String(n),
  label: `11(${n})`,
  fullMark: 2,
  step: 1,
  variant: 'blank' as const,
}));

export function sceneWith(editor: Editor, boxes: readonly BlankBoxPlacement[]): void {
  placeBlankBoxes(editor, boxes);
}

function pointer(name: 'pointer_down' | 'pointer_up', at: VecLike, button: number): TLPointerEventInfo {
  return {
    type: 'pointer',
    name,
    target: 'canvas',
    point: { x: at.x, y: at.y, z: 0.5 },
    pointerId: 1,
    button,
    isPen: false,
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    accelKey: false,
  };
}

/** A left click at a screen point (page and screen agree at the test editor's start camera). */
export function clickAt(editor: Editor, at: VecLike): void {
  editor.dispatch(pointer('pointer_down', at, 0));
  editor.emit('tick', 16);
  editor.dispatch(pointer('pointer_up', at, 0));
  editor.emit('tick', 16);
}
