// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Editor } from 'tldraw';
import { clickAt, createMarkingEditor, sceneWith, THREE_BLANKS } from '../../test/marking-test-kit.ts';
import { blankScores, getActiveBlank, setActiveBlank } from '../../shapes/blank-box/blank-scores.ts';
import { setScoringInput } from '../scoring-input.ts';

let editor: Editor;

beforeEach(() => {
  editor = createMarkingEditor();
  sceneWith(editor, THREE_BLANKS);
  editor.setCurrentTool('blank-score');
  setActiveBlank(editor, '11:1');
});

afterEach(() => {
  editor.dispose();
});

const BLANK = [{ x: 100, y: 50 }, { x: 380, y: 50 }, { x: 640, y: 50 }];

describe('clicking blanks', () => {
  it('gives an unscored blank full score by default and moves to the next blank', () => {
    clickAt(editor, BLANK[0]);
    expect(blankScores(editor).get('11:1')).toBe(2);
    expect(getActiveBlank(editor)).toBe('11:2');
  });

  it('gives an unscored blank 0 when the habit is zero', () => {
    setScoringInput(editor, { habit: 'zero' });
    clickAt(editor, BLANK[1]);
    expect(blankScores(editor).get('11:2')).toBe(0);
    expect(getActiveBlank(editor)).toBe('11:3');
  });

  it('flips a scored blank between full score and 0', () => {
    clickAt(editor, BLANK[2]);
    clickAt(editor, BLANK[2]);
    expect(blankScores(editor).get('11:3')).toBe(0);
    clickAt(editor, BLANK[2]);
    expect(blankScores(editor).get('11:3')).toBe(2);
  });

  it('shows a pointer over the paper', () => {
    expect(editor.getInstanceState().cursor.type).toBe('pointer');
  });

  it('ignores clicks beside the blanks', () => {
    clickAt(editor, { x: 255, y: 50 });
    expect([...blankScores(editor).values()]).toEqual([undefined, undefined, undefined]);
  });

  it('undoes the last toggle', () => {
    clickAt(editor, BLANK[0]);
    clickAt(editor, BLANK[1]);
    editor.undo();
    expect([...blankScores(editor).values()]).toEqual([2, undefined, undefined]);
  });
});
