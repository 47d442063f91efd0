/**
 * The division canvas: the paper's answer card (or its template's page outlines) with every
 * question group's rectangles over it. The edited group's regions and blanks are drawn with the
 * division-draw tool and moved, resized and deleted with tldraw's select tool; each change is
 * handed to the screen, which keeps the numbers and the canvas in step. The other groups'
 * rectangles are shown locked for context.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Editor } from 'tldraw';
import { PaperCanvas } from '../../canvas/PaperCanvas.tsx';
import type { CardLayout } from '../../domain/answer-card/index.ts';
import type { DivisionFrame } from '../../domain/division-geometry.ts';
import { lockCardLayout, showCardLayout, showDivisionRects, showPlainPages, watchDivisionEdits, type DivisionEdit, type DivisionRectPlacement } from '../../shapes/index.ts';
import { setDivisionDrawTarget, type DivisionDrawTarget } from '../../tools/index.ts';
import { useCanvasTool } from '../common/use-canvas-tool.ts';

export type DivisionTool = 'select' | 'draw';

export interface DivisionCanvasProps {
  /** the card's pages; null: outlines of the template's pages */
  layout: CardLayout | null;
  frame: DivisionFrame;
  placements: readonly DivisionRectPlacement[];
  tool: DivisionTool;
  /** what the draw tool draws (null: nothing) */
  target: DivisionDrawTarget | null;
  onEdit: (edit: DivisionEdit) => void;
}

export function DivisionCanvas({ layout, frame, placements, tool, target, onEdit }: DivisionCanvasProps) {
  const [editor, setEditor] = useState<Editor | null>(null);
  const onEditRef = useRef(onEdit);
  useEffect(() => {
    onEditRef.current = onEdit;
  }, [onEdit]);

  const handleMount = useCallback(
    (mounted: Editor) => {
      if (layout) {
        showCardLayout(mounted, layout);
        lockCardLayout(mounted);
      } else showPlainPages(mounted, frame);
      mounted.zoomToFit();
      const stop = watchDivisionEdits(mounted, (edit) => onEditRef.current(edit));
      setEditor(mounted);
      return () => {
        stop();
        setEditor(null);
      };
    },
    [layout, frame],
  );

  useEffect(() => {
    if (editor) showDivisionRects(editor, placements, frame.unitsPerPx);
  }, [editor, placements, frame]);
  useEffect(() => {
    if (editor) setDivisionDrawTarget(editor, target);
  }, [editor, target]);
  useCanvasTool(editor, tool === 'draw' ? 'division-draw' : 'select');

  return (
    <div className="division-canvas" data-testid="division-canvas" data-tool={tool}>
      <PaperCanvas mode="designer" onMount={handleMount} />
    </div>
  );
}
