// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Editor } from 'tldraw';
import { clickAt, createMarkingEditor, sceneWith, TWO_REGIONS } from '../../test/marking-test-kit.ts';
import { blankScores, getActiveBlank, setBlankScore } from '../../shapes/blank-box/blank-scores.ts';
import { getScoreMarks } from '../../shapes/score-mark/score-marks.ts';
import { onScoringEvent, setScoringInput, type ScoringEvent } from '../scoring-input.ts';
import { writeScoreMark } from './write-score-mark.ts';

let editor: Editor;
let events: ScoringEvent[];

beforeEach(() => {
  editor = createMarkingEditor();
  sceneWith(editor, TWO_REGIONS);
  editor.setCurrentTool('score-point');
  events = [];
  onScoringEvent(editor, (event) => events.push(event));
});

afterEach(() => {
  editor.dispose();
});

const Q13 = { x: 100, y: 100 };
const Q14 = { x: 600, y: 100 };
const problems = () => events.filter((event) => event.type === 'problem').map((event) => event.problem);

describe('bonus points', () => {
  beforeEach(() => setScoringInput(editor, { scoreType: 'bonus_points', picked: 2 }));

  it('writes "+2" where the marker clicks and adds the marks of a region up', () => {
    clickAt(editor, Q13);
    clickAt(editor, { x: 200, y: 150 });

    expect(getScoreMarks(editor).map((mark) => mark.props.score)).toEqual(['+2', '+2']);
    expect(getScoreMarks(editor).every((mark) => mark.props.blank === '13:1')).toBe(true);
    expect(blankScores(editor).get('13:1')).toBe(4);
    expect(blankScores(editor).get('14:1')).toBeUndefined();
    expect(getActiveBlank(editor)).toBe('13:1');
  });

  it('shows a cross over the paper', () => {
    expect(editor.getInstanceState().cursor.type).toBe('cross');
  });

  it('removes a mark that is clicked, and the score follows', () => {
    clickAt(editor, Q13);
    clickAt(editor, { x: 250, y: 60 });
    const [first] = getScoreMarks(editor);
    const centre = editor.getShapePageBounds(first.id)!.center;

    clickAt(editor, centre);

    expect(getScoreMarks(editor)).toHaveLength(1);
    expect(blankScores(editor).get('13:1')).toBe(2);
  });

  it('refuses a mark above full score with the full score in the message', () => {
    setScoringInput(editor, { picked: 3 });
    clickAt(editor, Q13);
    clickAt(editor, { x: 200, y: 40 });

    expect(getScoreMarks(editor)).toHaveLength(1);
    expect(blankScores(editor).get('13:1')).toBe(3);
    expect(problems()).toEqual([{ kind: 'above-full', fullMark: 5 }]);
  });

  it('undoes the last mark with one undo', () => {
    clickAt(editor, Q13);
    clickAt(editor, Q14);
    editor.undo();
    expect(getScoreMarks(editor).map((mark) => mark.props.blank)).toEqual(['13:1']);
    expect(blankScores(editor).get('14:1')).toBeUndefined();
  });

  it('goes to the region being scored when the click misses every region', () => {
    clickAt(editor, Q14);
    clickAt(editor, { x: 600, y: 400 });
    expect(blankScores(editor).get('14:1')).toBe(4);
  });
});

describe('reduce points', () => {
  beforeEach(() => setScoringInput(editor, { scoreType: 'reduce_points', picked: 2 }));

  it('starts at full score and takes the picked value off per click', () => {
    clickAt(editor, Q14);
    expect(getScoreMarks(editor)[0].props.score).toBe('-2');
    expect(blankScores(editor).get('14:1')).toBe(8);
    clickAt(editor, { x: 700, y: 60 });
    expect(blankScores(editor).get('14:1')).toBe(6);
  });

  it('refuses to go below 0', () => {
    setScoringInput(editor, { picked: 3 });
    clickAt(editor, Q13);
    clickAt(editor, { x: 200, y: 40 });
    expect(blankScores(editor).get('13:1')).toBe(2);
    expect(problems()).toEqual([{ kind: 'below-zero' }]);
  });
});

describe('plain scoring', () => {
  it('only chooses the region: the score column gives the score', () => {
    setScoringInput(editor, { scoreType: 'common', picked: 2 });
    clickAt(editor, Q14);
    expect(getScoreMarks(editor)).toHaveLength(0);
    expect(getActiveBlank(editor)).toBe('14:1');
  });

  it('step points from the score column go into the region and replace a set score', () => {
    setBlankScore(editor, '14:1', 9);
    writeScoreMark(editor, '14:1', 1.5);
    writeScoreMark(editor, '14:1', 2);
    expect(blankScores(editor).get('14:1')).toBe(3.5);
    const marks = getScoreMarks(editor);
    for (const mark of marks) expect(editor.getShapePageBounds(mark.id)!.x).toBeGreaterThan(400);
    expect(writeScoreMark(editor, '14:1', 7)).toEqual({ ok: false, problem: { kind: 'above-full', fullMark: 10 } });
  });
});
