/**
 * The cutting canvas: the original's pages stacked as locked images with the saved cuts over
 * them. The question-cut tool draws new cuts for the chosen question (their edges settled into
 * the gaps between text lines when asked), tldraw's select tool moves, resizes and deletes them.
 * The screen hears every change the teacher makes (to count the cuts and know there is
 * something to save) and reads the cuts back in page pixels through the handle it is given.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Editor } from 'tldraw';
import { PaperCanvas } from '../../canvas/PaperCanvas.tsx';
import { assignSelectedCuts, getQuestionCuts, placeOriginalPages, readQuestionCuts, showQuestionCuts, type PageCut, type PageSlot } from '../../shapes/index.ts';
import { setQuestionCutTarget } from '../../tools/index.ts';
import { useCanvasTool } from '../common/use-canvas-tool.ts';
import type { OriginalPaper } from './original-paper-calls.ts';
import { snapToLines } from './page-lines.ts';
import type { PageImages } from './use-page-images.ts';

export type CuttingTool = 'cut' | 'select';

/** What the screen may ask of the canvas. */
export interface CuttingHandle {
  readCuts(): PageCut[];
  /** gives the selected cuts to a question; answers how many */
  assignSelected(questionId: number, label: string): number;
}

export interface CuttingCanvasProps {
  paper: OriginalPaper;
  images: PageImages;
  labelOf: (questionId: number) => string;
  /** the question new cuts are for; undefined: the cut tool draws nothing */
  question: { id: number; label: string } | undefined;
  tool: CuttingTool;
  snap: boolean;
  /** the number of cuts of each question, after every change */
  onCuts: (counts: Map<number, number>, changedByTeacher: boolean) => void;
  onReady: (handle: CuttingHandle | null) => void;
}

const countsOf = (editor: Editor) => {
  const counts = new Map<number, number>();
  for (const cut of getQuestionCuts(editor)) counts.set(cut.props.questionId, (counts.get(cut.props.questionId) ?? 0) + 1);
  return counts;
};

export function CuttingCanvas({ paper, images, labelOf, question, tool, snap, onCuts, onReady }: CuttingCanvasProps) {
  const [editor, setEditor] = useState<Editor | null>(null);
  const slots = useRef<PageSlot[]>([]);
  const gaps = useRef(images.gaps);
  const listeners = useRef({ onCuts, onReady });
  useLayoutEffect(() => {
    gaps.current = images.gaps;
    listeners.current = { onCuts, onReady };
  });

  const handleMount = useCallback(
    (mounted: Editor) => {
      slots.current = placeOriginalPages(
        mounted,
        paper.pages.map((page, i) => ({ id: page.id, url: images.urls[i] ?? '', width: page.width, height: page.height })),
      );
      showQuestionCuts(
        mounted,
        paper.cuts.map((cut) => ({ questionId: cut.question_id, pageId: cut.page_id, x: cut.x, y: cut.y, width: cut.width, height: cut.height })),
        slots.current,
        labelOf,
      );
      const first = slots.current[0];
      if (first) mounted.zoomToBounds({ x: 0, y: 0, w: first.width, h: first.height }, { inset: 24 });
      listeners.current.onCuts(countsOf(mounted), false);
      const stop = mounted.store.listen(() => listeners.current.onCuts(countsOf(mounted), true), { scope: 'document', source: 'user' });
      listeners.current.onReady({
        readCuts: () => readQuestionCuts(mounted, slots.current),
        assignSelected: (questionId, label) => assignSelectedCuts(mounted, questionId, label),
      });
      setEditor(mounted);
      return () => {
        stop();
        listeners.current.onReady(null);
        setEditor(null);
      };
    },
    // the pages and saved cuts are put on once, when the canvas opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  useEffect(() => {
    if (!editor) return;
    const snapY = snap ? (y: number) => snapToLines(y, slots.current, gaps.current) : undefined;
    setQuestionCutTarget(editor, question ? { questionId: question.id, label: question.label, snapY } : null);
  }, [editor, question, snap]);
  useCanvasTool(editor, tool === 'cut' ? 'question-cut' : 'select');

  return (
    <div className="original-canvas" data-testid="cutting-canvas" data-tool={tool}>
      <PaperCanvas mode="cutting" onMount={handleMount} />
    </div>
  );
}
