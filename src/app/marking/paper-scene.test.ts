// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it, vi } from 'vitest';
import type { Editor } from 'tldraw';
import { createMarkingEditor } from '../../test/marking-test-kit.ts';
import { blankScores, getActiveBlank, getBlankBoxes } from '../../shapes/blank-box/blank-scores.ts';
import { getScanPieces } from '../../shapes/scan-piece/place-scan-pieces.ts';
import { getScoreMarks } from '../../shapes/score-mark/score-marks.ts';
import { writeScoreMark } from '../../tools/score-point/write-score-mark.ts';
import { capturePaper, readSubmission, runningScores, showPaper, transformFor, type PaperContent } from './paper-scene.ts';
import { freshEditorPerTest } from '../../test/test-editor.ts';

let editor: Editor;
freshEditorPerTest(() => (editor = createMarkingEditor()));

/** Question 20–22 of the demo maths paper: three regions over two scan pieces. */
const CONTENT: PaperContent = {
  pieces: [
    { url: 'blob:http://localhost/a', x: 0, y: 0, width: 800, height: 220 },
    { url: 'blob:http://localhost/b', x: 0, y: 220, width: 800, height: 220 },
  ],
  blanks: [
    { id: '20:1', showOrder: '20', key: '1', questionLabel: '20', label: '20', fullMark: 12, step: 1, rect: { x: 0, y: 0, width: 800, height: 220 } },
    { id: '21:1', showOrder: '21', key: '1', questionLabel: '21', label: '21', fullMark: 12, step: 1, rect: { x: 0, y: 220, width: 400, height: 220 } },
    { id: '22:1', showOrder: '22', key: '1', questionLabel: '22', label: '22', fullMark: 12, step: 1, rect: { x: 400, y: 220, width: 400, height: 220 } },
  ],
  variant: 'region',
  questionScore: {},
  scoreMarks: [],
};
const blanks = CONTENT.blanks;

describe('a fresh student', () => {
  it('shows the pieces and the regions, nothing scored, the first region chosen', () => {
    showPaper(editor, CONTENT, transformFor(CONTENT.pieces, 'vertical', 0));
    expect(getScanPieces(editor).map((piece) => [piece.x, piece.y])).toEqual([[0, 0], [0, 220]]);
    expect(getBlankBoxes(editor).map((box) => [box.x, box.y])).toEqual([[0, 0], [0, 220], [400, 220]]);
    expect([...blankScores(editor).values()]).toEqual([undefined, undefined, undefined]);
    expect(getActiveBlank(editor)).toBe('20:1');
  });

  it('replaces the previous student completely, and undo cannot bring it back', () => {
    const view = transformFor(CONTENT.pieces, 'vertical', 0);
    showPaper(editor, CONTENT, view);
    writeScoreMark(editor, '20:1', 3);
    showPaper(editor, { ...CONTENT, pieces: CONTENT.pieces.map((p) => ({ ...p, url: `${p.url}2` })) }, view);
    editor.undo();
    expect(getScoreMarks(editor)).toHaveLength(0);
    expect(getScanPieces(editor)).toHaveLength(2);
    expect(getScanPieces(editor)[0].props.url).toBe('blob:http://localhost/a2');
  });
});

describe('an earlier record opened again', () => {
  it('shows its marks and scores, the marks counting where they add up', () => {
    showPaper(
      editor,
      {
        ...CONTENT,
        questionScore: { '20': { '1': 5 }, '21': { '1': 4 }, '22': { '1': 0 } },
        scoreMarks: [
          { x: 700, y: 40, score: '+3' },
          { x: 700, y: 80, score: '+2' },
          // these two say 3, but the record says 4: the record wins
          { x: 300, y: 260, score: '+1' },
          { x: 300, y: 300, score: '+2' },
        ],
      },
      transformFor(CONTENT.pieces, 'vertical', 0),
    );
    expect(blankScores(editor)).toEqual(new Map([['20:1', 5], ['21:1', 4], ['22:1', 0]]));
    expect(getScoreMarks(editor)).toHaveLength(4);
  });
});

describe('the submission', () => {
  it('sends every region score and the marks where they were written on the picture', () => {
    const view = transformFor(CONTENT.pieces, 'horizontal', 90);
    showPaper(editor, CONTENT, view);
    const centre = view.toPage({ x: 200, y: 300 });
    writeScoreMark(editor, '21:1', 4, centre);
    writeScoreMark(editor, '20:1', 12);
    writeScoreMark(editor, '22:1', 3);
    const submission = readSubmission(editor, blanks, view, { scoreType: 'common', zeroUnscored: false });
    expect(submission?.questionScore).toEqual({ '20': { '1': 12 }, '21': { '1': 4 }, '22': { '1': 3 } });
    expect(submission?.total).toBe(19);
    expect(submission?.scoreMarks.find((mark) => mark.score === '+4')).toMatchObject({ x: 200, y: 300 });
  });

  it('reads the page once for the boxes and once for the marks, and totals the scores it sends', () => {
    const view = transformFor(CONTENT.pieces, 'vertical', 0);
    showPaper(editor, CONTENT, view);
    writeScoreMark(editor, '20:1', 7);
    const boxReads = vi.spyOn(editor, 'getCurrentPageShapes');
    const markReads = vi.spyOn(editor, 'getCurrentPageShapesSorted');

    // a region without a score: not sent, unless unscored regions count 0 (quick submit)
    expect(readSubmission(editor, blanks, view, { scoreType: 'common', zeroUnscored: false })).toBeUndefined();
    expect([boxReads.mock.calls.length, markReads.mock.calls.length]).toEqual([1, 1]);
    const quick = readSubmission(editor, blanks, view, { scoreType: 'common', zeroUnscored: true });
    expect(quick?.questionScore).toEqual({ '20': { '1': 7 }, '21': { '1': 0 }, '22': { '1': 0 } });
    expect(quick?.total).toBe(7);
    boxReads.mockRestore();
    markReads.mockRestore();

    // reduce marking: unscored regions count from their full score
    writeScoreMark(editor, '22:1', -2);
    const reduced = readSubmission(editor, blanks, view, { scoreType: 'reduce_points', zeroUnscored: false });
    expect(reduced?.questionScore).toEqual({ '20': { '1': 7 }, '21': { '1': 12 }, '22': { '1': 10 } });
    expect(reduced?.total).toBe(29);
  });

  it('starts unscored regions at full score in reduce marking', () => {
    showPaper(editor, CONTENT, transformFor(CONTENT.pieces, 'vertical', 0));
    writeScoreMark(editor, '22:1', -2);
    expect(runningScores(editor, 'reduce_points')).toEqual(new Map([['20:1', 12], ['21:1', 12], ['22:1', 10]]));
    expect(runningScores(editor, 'common').get('20:1')).toBeUndefined();
  });
});

describe('turning the paper', () => {
  it('keeps every mark on the same spot of the picture', () => {
    const upright = transformFor(CONTENT.pieces, 'vertical', 0);
    showPaper(editor, CONTENT, upright);
    writeScoreMark(editor, '22:1', 5, { x: 600, y: 300 });
    const captured = capturePaper(editor, upright);

    const turned = transformFor(CONTENT.pieces, 'vertical', 270);
    showPaper(editor, { ...CONTENT, ...captured }, turned);

    expect(blankScores(editor).get('22:1')).toBe(5);
    expect(readSubmission(editor, blanks, turned, { scoreType: 'common', zeroUnscored: true })?.scoreMarks[0]).toMatchObject({ x: 600, y: 300 });
  });
});
