// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import type { Editor } from 'tldraw';
import { createTestEditor, dragOnCanvas, freshEditorPerTest } from '../../test/test-editor.ts';
import { getScanPieces } from '../scan-piece/place-scan-pieces.ts';
import { ScanPieceShapeUtil } from '../scan-piece/ScanPieceShapeUtil.tsx';
import { assignSelectedCuts, getQuestionCuts, ORIGINAL_PAGE_GAP, placeOriginalPages, readQuestionCuts, showQuestionCuts } from './place-question-cuts.ts';
import { QuestionCutShapeUtil } from './QuestionCutShapeUtil.tsx';

let editor: Editor;
freshEditorPerTest(() => {
  editor = createTestEditor({ shapeUtils: [ScanPieceShapeUtil, QuestionCutShapeUtil] });
  editor.setCamera({ x: 0, y: 0, z: 1 });
  return editor;
});

const PAGES = [
  { id: 11, url: '/v1/pymt/test-paper-images/11', width: 800, height: 400 },
  { id: 12, url: '/v1/pymt/test-paper-images/12', width: 600, height: 300 },
];
const labels: Record<number, string> = { 5: '1', 6: '2' };

describe('question cuts on the pages of a printed paper', () => {
  it('stacks the pages top to bottom, locked, and shows saved cuts on them', () => {
    const slots = placeOriginalPages(editor, PAGES);
    expect(slots).toEqual([
      { id: 11, top: 0, width: 800, height: 400 },
      { id: 12, top: 400 + ORIGINAL_PAGE_GAP, width: 600, height: 300 },
    ]);
    expect(getScanPieces(editor).map((piece) => [piece.y, piece.isLocked])).toEqual([
      [0, true],
      [440, true],
    ]);
    showQuestionCuts(editor, [{ questionId: 6, pageId: 12, x: 10, y: 20, width: 100, height: 50 }], slots, (id) => labels[id]);
    expect(getQuestionCuts(editor).map((cut) => [cut.x, cut.y, cut.props])).toEqual([[10, 460, { w: 100, h: 50, questionId: 6, label: '2' }]]);
    // shown, not drawn: undo does not take it away
    editor.undo();
    expect(getQuestionCuts(editor)).toHaveLength(1);
  });

  it('reads the cuts back in page pixels, each on the page it covers most, in the order drawn', () => {
    const slots = placeOriginalPages(editor, PAGES);
    editor.createShapes([
      { type: 'question-cut', x: 20.4, y: 300, props: { w: 200, h: 80, questionId: 5, label: '1' } },
      // mostly on the second page, reaching up over the gap
      { type: 'question-cut', x: 0, y: 420, props: { w: 300, h: 100, questionId: 5, label: '1' } },
      // on no page
      { type: 'question-cut', x: 0, y: 2000, props: { w: 100, h: 100, questionId: 6, label: '2' } },
    ]);
    expect(readQuestionCuts(editor, slots)).toEqual([
      { questionId: 5, pageId: 11, x: 20, y: 300, width: 200, height: 80 },
      { questionId: 5, pageId: 12, x: 0, y: -20, width: 300, height: 100 },
    ]);
  });

  it('is moved and resized with the select tool, and given to another question', () => {
    placeOriginalPages(editor, PAGES);
    editor.createShape({ type: 'question-cut', x: 100, y: 100, props: { w: 200, h: 100, questionId: 5, label: '1' } });
    const [cut] = getQuestionCuts(editor);
    editor.setCurrentTool('select');
    dragOnCanvas(editor, { x: 200, y: 150 }, { x: 260, y: 190 });
    expect(getQuestionCuts(editor)[0]).toMatchObject({ x: 160, y: 140 });

    editor.select(cut.id);
    editor.resizeShape(cut.id, { x: 1.5, y: 2 }, { scaleOrigin: { x: 160, y: 140 } });
    expect(getQuestionCuts(editor)[0].props).toMatchObject({ w: 300, h: 200 });
    expect(editor.getShapeUtil('question-cut').canResize(getQuestionCuts(editor)[0])).toBe(true);
    expect(editor.getShapePageBounds(cut.id)).toMatchObject({ x: 160, y: 140, w: 300, h: 200 });

    expect(assignSelectedCuts(editor, 6, '2')).toBe(1);
    expect(getQuestionCuts(editor)[0].props).toMatchObject({ questionId: 6, label: '2' });
  });
});
