/**
 * The drawing board over the Lesson content (spec 001 §2.8): the one canvas in its 'board' mode,
 * transparent, with a toolbar that can be dragged anywhere — colours, brush widths 5 to 14 px,
 * an eraser twice as wide as the brush, clear and close. Mouse, pen and touch all draw. The
 * drawing belongs to the question on screen and comes back with it (board-pages.ts).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Button, Tooltip } from 'antd';
import { ClearOutlined, CloseOutlined, DragOutlined } from '@ant-design/icons';
import type { Editor } from 'tldraw';
import { useSnapshot } from 'valtio';
import { LICENCE_MARK_CORNER } from '../../canvas/licence.ts';
import { PaperCanvas } from '../../canvas/PaperCanvas.tsx';
import { BOARD_WIDTHS, brushWidthOf, chooseWidth, toggleEraser } from '../../domain/board.ts';
import { lesson, saveBoard, setPen } from '../../state/lesson.ts';
import { applyBoardPen, BOARD_COLORS, installBoardPen } from '../../tools/board-pen/board-pen.ts';
import { t } from '../../i18n/zh-CN.ts';
import { captureBoard, showOnBoard, switchBoardQuestion } from './board-pages.ts';

const texts = t.lesson.boardTools;

/** Screen colours of the swatches, matching tldraw's light theme. */
const SWATCH: Record<(typeof BOARD_COLORS)[number], string> = {
  red: '#e03131',
  orange: '#f76707',
  yellow: '#f1ac4b',
  green: '#099268',
  blue: '#4465e9',
  violet: '#ae3ec9',
  black: '#1d1d1d',
  white: '#ffffff',
};

/** The toolbar's distance from the board's left edge. */
const TOOLBAR_MARGIN = 24;
/**
 * Where the toolbar starts: the foot of the board, clear of the question's first lines, and raised
 * clear of the canvas library's licence mark in the bottom-right corner (src/canvas/licence.ts),
 * which a wide toolbar on a narrow board would otherwise cover.
 */
const TOOLBAR_HOME = { left: TOOLBAR_MARGIN, bottom: Math.max(TOOLBAR_MARGIN, LICENCE_MARK_CORNER.height) };

/** The toolbar follows the pointer that holds its handle; before any drag it sits at the foot. */
function useDraggable() {
  const [position, setPosition] = useState<{ x: number; y: number } | null>(null);
  const drag = useRef<{ pointerId: number; dx: number; dy: number } | null>(null);
  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    const toolbar = event.currentTarget.parentElement!;
    const board = toolbar.offsetParent?.getBoundingClientRect() ?? new DOMRect();
    const box = toolbar.getBoundingClientRect();
    // the pointer's offset within the toolbar, in the board's coordinates
    drag.current = { pointerId: event.pointerId, dx: event.clientX - (box.left - board.left), dy: event.clientY - (box.top - board.top) };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setPosition({ x: Math.max(0, event.clientX - current.dx), y: Math.max(0, event.clientY - current.dy) });
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };
  return { position, handle: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}

export function DrawingBoard({ questionKey, onClose }: { questionKey: string; onClose: () => void }) {
  const { pen } = useSnapshot(lesson);
  const editorRef = useRef<Editor | null>(null);
  const shownKey = useRef<string | null>(null);
  const wantedKey = useRef(questionKey);
  useLayoutEffect(() => {
    wantedKey.current = questionKey;
  });
  const { position, handle } = useDraggable();

  const onMount = useCallback((editor: Editor) => {
    editorRef.current = editor;
    const uninstall = installBoardPen(editor);
    applyBoardPen(editor, lesson.pen);
    switchBoardQuestion(editor, null, wantedKey.current);
    shownKey.current = wantedKey.current;
    return () => {
      if (shownKey.current !== null) saveBoard(shownKey.current, captureBoard(editor));
      uninstall();
      editorRef.current = null;
      shownKey.current = null;
    };
  }, []);

  // another question on screen: its own drawing comes up
  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || shownKey.current === questionKey) return;
    switchBoardQuestion(editor, shownKey.current, questionKey);
    shownKey.current = questionKey;
  }, [questionKey]);

  useEffect(() => {
    if (editorRef.current) applyBoardPen(editorRef.current, pen);
  }, [pen]);

  const clear = () => {
    const editor = editorRef.current;
    if (!editor) return;
    showOnBoard(editor, []);
    saveBoard(questionKey, []);
  };

  const width = brushWidthOf(pen);
  return (
    <div className="lesson-board" data-testid="lesson-board">
      <PaperCanvas mode="board" onMount={onMount} className="lesson-board-canvas" />
      <div
        className="board-toolbar"
        style={position ? { left: position.x, top: position.y } : TOOLBAR_HOME}
        data-testid="board-toolbar"
      >
        <Tooltip title={texts.drag}>
          <span className="board-handle" {...handle} aria-label={texts.drag} data-testid="board-handle">
            <DragOutlined />
          </span>
        </Tooltip>
        <span className="board-label">{texts.color}</span>
        {BOARD_COLORS.map((color) => (
          <button
            key={color}
            type="button"
            className={`board-swatch${pen.color === color ? ' board-swatch-on' : ''}`}
            style={{ background: SWATCH[color] }}
            aria-label={t.lesson.colors[color]}
            aria-pressed={pen.color === color}
            onClick={() => setPen({ ...lesson.pen, color })}
          />
        ))}
        <span className="board-label">{texts.width}</span>
        {BOARD_WIDTHS.map((w) => (
          <button
            key={w}
            type="button"
            className={`board-width${width === w ? ' board-width-on' : ''}`}
            aria-label={texts.widthPx(w)}
            aria-pressed={width === w}
            onClick={() => setPen(chooseWidth(lesson.pen, w))}
          >
            <span className="board-width-dot" style={{ width: w, height: w, background: SWATCH[pen.color as (typeof BOARD_COLORS)[number]] ?? SWATCH.red }} />
          </button>
        ))}
        <Button
          size="small"
          type={pen.eraser ? 'primary' : 'default'}
          onClick={() => setPen(toggleEraser(lesson.pen))}
          aria-pressed={pen.eraser}
          data-testid="board-eraser"
        >
          {texts.eraser}
        </Button>
        <Button size="small" icon={<ClearOutlined />} onClick={clear} data-testid="board-clear">
          {texts.clear}
        </Button>
        <Button size="small" icon={<CloseOutlined />} onClick={onClose} data-testid="board-close">
          {texts.close}
        </Button>
      </div>
    </div>
  );
}
