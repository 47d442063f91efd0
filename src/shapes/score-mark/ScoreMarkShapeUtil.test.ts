// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { createShapeId, type Editor } from 'tldraw';
import { createMarkingEditor } from '../../test/marking-test-kit.ts';
import { placeScoreMarks, removeScoreMarks } from './place-score-marks.ts';
import { SCORE_MARK_TYPE, scoreMarkSize } from './score-mark-props.ts';
import { findScoreMarkAt, getScoreMarks, scoreMarkCentre } from './score-marks.ts';
import { freshEditorPerTest } from '../../test/test-editor.ts';

let editor: Editor;

freshEditorPerTest(() => (editor = createMarkingEditor()));

describe('score marks', () => {
  it('are centred on the point they were written at, sized by their text', () => {
    const [id] = placeScoreMarks(editor, [{ x: 200, y: 120, score: '+2', blank: '17:1', fontSize: 20 }]);
    const [mark] = getScoreMarks(editor);
    expect(mark.id).toBe(id);
    expect(scoreMarkCentre(mark)).toEqual({ x: 200, y: 120 });
    const bounds = editor.getShapePageBounds(id)!;
    expect(bounds.w).toBe(scoreMarkSize('+2', 20).w);
    expect(bounds.h).toBe(25);
    expect(findScoreMarkAt(editor, { x: 200, y: 120 })?.id).toBe(id);
    expect(findScoreMarkAt(editor, { x: 260, y: 120 })).toBeUndefined();
  });

  it('take only a signed number as their text', () => {
    expect(() => editor.createShape({ id: createShapeId(), type: SCORE_MARK_TYPE, props: { score: '2', fontSize: 20, blank: '' } })).toThrow();
    expect(() => editor.createShape({ id: createShapeId(), type: SCORE_MARK_TYPE, props: { score: '+x', fontSize: 20, blank: '' } })).toThrow();
    editor.createShape({ id: createShapeId(), type: SCORE_MARK_TYPE, props: { score: '-0.5', fontSize: 20, blank: '' } });
    expect(getScoreMarks(editor)).toHaveLength(1);
  });

  it('leave the paper with their student', () => {
    placeScoreMarks(editor, [
      { x: 10, y: 10, score: '+1', blank: '17:1' },
      { x: 50, y: 10, score: '+1', blank: '17:1' },
    ]);
    removeScoreMarks(editor);
    expect(getScoreMarks(editor)).toHaveLength(0);
  });
});
