// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act, memo } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Editor } from 'tldraw';
import { createMarkingEditor, sceneWith, THREE_BLANKS } from '../../test/marking-test-kit.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { markingSession } from '../../state/marking-session.ts';
import { paper } from './paper-controller.ts';
import { useShownActiveBlank, useShownScores } from './use-paper.ts';

const root = freshRootPerTest();

/** The frame after the current one has been painted, and the renders it caused. */
const afterTheNextPaint = () =>
  act(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });

let editor: Editor;
let detach: () => void;
let blanks: string[];

beforeEach(() => {
  editor = createMarkingEditor();
  sceneWith(editor, THREE_BLANKS);
  detach = paper.attach(editor);
  blanks = [...paper.scores(markingSession.settings.scoreType).keys()];
});

afterEach(() => {
  act(() => detach());
  editor.dispose();
});

describe('the score column as it shows the paper', () => {
  it('shows a score once the frame of the change is painted, and paints its rows again only when a shown score changed', async () => {
    // the column's rows: what is painted again when the column renders
    let renders = 0;
    const Rows = memo(function Rows({ scores }: { scores: ReadonlyMap<string, number | undefined> }) {
      renders += 1;
      return <b>{blanks.map((blank) => scores.get(blank) ?? '-').join(' ')}</b>;
    });
    function Scores() {
      return <Rows scores={useShownScores()} />;
    }
    await root.render(<Scores />);
    await afterTheNextPaint();
    expect(blanks).toHaveLength(3);
    expect(root.container.textContent).toBe('- - -');

    act(() => paper.setScore(blanks[1], 2));
    expect(root.container.textContent).toBe('- - -');
    await afterTheNextPaint();
    expect(root.container.textContent).toBe('- 2 -');

    // a change of the paper's boxes that leaves every score as it was: the column is not rendered again
    const rendersBefore = renders;
    const box = editor.getCurrentPageShapes().find((shape) => shape.type === 'blank-box')!;
    act(() => editor.run(() => editor.updateShape({ id: box.id, type: box.type, meta: { seen: true } }), { ignoreShapeLock: true }));
    act(() => paper.selectBlank(blanks[2]));
    await afterTheNextPaint();
    expect(renders).toBe(rendersBefore);
    expect(root.container.textContent).toBe('- 2 -');
  });

  it('shows the blank being scored as it moves', async () => {
    function Active() {
      return <b>{useShownActiveBlank() ?? 'none'}</b>;
    }
    act(() => paper.selectBlank(blanks[0]));
    await root.render(<Active />);
    await afterTheNextPaint();
    expect(root.container.textContent).toBe(blanks[0]);
    act(() => paper.selectBlank(blanks[2]));
    await afterTheNextPaint();
    expect(root.container.textContent).toBe(blanks[2]);
  });
});
