// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import type { Editor } from 'tldraw';
import { createMarkingEditor, sceneWith, THREE_BLANKS, TWO_REGIONS } from '../../test/marking-test-kit.ts';
import { placeScoreMarks } from '../score-mark/place-score-marks.ts';
import { BLANK_BOX_TYPE } from './blank-box-props.ts';
import { blankScores, findBlankBoxAt, getActiveBlank, getBlankBoxes, setActiveBlank, setBlankScore } from './blank-scores.ts';
import { placeBlankBoxes, removeBlankBoxes } from './place-blank-boxes.ts';
import { freshEditorPerTest } from '../../test/test-editor.ts';

let editor: Editor;

freshEditorPerTest(() => (editor = createMarkingEditor()));

describe('placing blank boxes', () => {
  it('puts each blank at its rectangle, locked and unscored, in question order', () => {
    placeBlankBoxes(editor, [...THREE_BLANKS].reverse());

    const boxes = getBlankBoxes(editor);
    expect(boxes.map((box) => box.props.key)).toEqual(['1', '2', '3']);
    expect(boxes[1]).toMatchObject({ x: 260, y: 0, isLocked: true, props: { w: 250, h: 100, fullMark: 2, score: null, variant: 'blank' } });
    expect(editor.getShapePageBounds(boxes[1].id)?.w).toBe(250);
    expect([...blankScores(editor).values()]).toEqual([undefined, undefined, undefined]);
  });

  it('finds the box under a point, and none between boxes', () => {
    sceneWith(editor, THREE_BLANKS);
    expect(findBlankBoxAt(editor, { x: 300, y: 50 })?.props.key).toBe('2');
    expect(findBlankBoxAt(editor, { x: 255, y: 50 })).toBeUndefined();
  });

  it('refuses props that are not a blank', () => {
    expect(() => placeBlankBoxes(editor, [{ ...THREE_BLANKS[0], w: 0 }])).toThrow();
    expect(() => placeBlankBoxes(editor, [{ ...THREE_BLANKS[0], score: Number.NaN }])).toThrow();
  });

  it('leaves with the student, out of the undo history', () => {
    editor.markHistoryStoppingPoint('start');
    sceneWith(editor, THREE_BLANKS);
    editor.undo();
    expect(getBlankBoxes(editor)).toHaveLength(3);
    removeBlankBoxes(editor);
    expect(getBlankBoxes(editor)).toHaveLength(0);
  });
});

describe('a blank score', () => {
  it('is the score set on the box, and one undo takes it back', () => {
    sceneWith(editor, THREE_BLANKS);
    setBlankScore(editor, '11:2', 1);
    expect(blankScores(editor).get('11:2')).toBe(1);
    expect(getBlankBoxes(editor)[1].props.score).toBe(1);

    editor.undo();
    expect(blankScores(editor).get('11:2')).toBeUndefined();
  });

  it('comes from the marks of a region when it has any', () => {
    sceneWith(editor, TWO_REGIONS);
    placeScoreMarks(editor, [
      { x: 100, y: 100, score: '+2', blank: '13:1' },
      { x: 150, y: 100, score: '+1', blank: '13:1' },
      { x: 500, y: 100, score: '-1.5', blank: '14:1' },
    ]);
    expect(blankScores(editor)).toEqual(new Map([['13:1', 3], ['14:1', 8.5]]));
  });

  it('replaces the marks of a region when it is set directly', () => {
    sceneWith(editor, TWO_REGIONS);
    placeScoreMarks(editor, [{ x: 100, y: 100, score: '+2', blank: '13:1' }]);
    setBlankScore(editor, '13:1', 4);
    expect(blankScores(editor).get('13:1')).toBe(4);
    expect(editor.getCurrentPageShapes().filter((shape) => shape.type !== BLANK_BOX_TYPE)).toHaveLength(0);
  });
});

describe('the blank being scored', () => {
  it('is kept with the editor and never undone', () => {
    sceneWith(editor, THREE_BLANKS);
    editor.markHistoryStoppingPoint('start');
    setActiveBlank(editor, '11:3');
    editor.undo();
    expect(getActiveBlank(editor)).toBe('11:3');
    setActiveBlank(editor, undefined);
    expect(getActiveBlank(editor)).toBeUndefined();
  });
});
