/**
 * The frame every floating panel of the marking workspace is drawn in: dragged by its title bar
 * (or grip), resized from its corner, never above the header (55 px) nor below its minimum
 * size, and brought to the front when clicked.
 */
import { memo, useRef, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { CloseOutlined, HolderOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { focusPanel, markingSession, setPanel } from '../../state/marking-session.ts';
import type { PanelId } from '../../domain/marking/panels.ts';
import { t } from '../../i18n/zh-CN.ts';
import { useViewport } from './use-viewport.ts';

export interface PanelFrameProps {
  id: PanelId;
  title?: ReactNode;
  /** buttons shown at the right of the title bar */
  extra?: ReactNode;
  closable?: boolean;
  /** a panel without a title bar is dragged by its grip */
  bare?: boolean;
  className?: string;
  children: ReactNode;
}

type Gesture = { kind: 'move' | 'resize'; startX: number; startY: number; x: number; y: number; w: number; h: number };

/** The close button of a panel's title bar; it stays as it is while the panel's content changes. */
const CloseButton = memo(function CloseButton({ id }: { id: PanelId }) {
  return (
    <Tooltip title={t.marking.panels.close}>
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined />}
        aria-label={t.marking.panels.close}
        onClick={() => setPanel(id, { visible: false }, { width: window.innerWidth, height: window.innerHeight })}
      />
    </Tooltip>
  );
});

export function PanelFrame({ id, title, extra, closable = true, bare = false, className, children }: PanelFrameProps) {
  const box = useSnapshot(markingSession).panels[id];
  const viewport = useViewport();
  const gesture = useRef<Gesture | undefined>(undefined);

  const begin = (kind: Gesture['kind'], event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    if ((event.target as HTMLElement).closest('button, input, .ant-segmented, .ant-switch, .ant-slider')) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    gesture.current = { kind, startX: event.clientX, startY: event.clientY, x: box.x, y: box.y, w: box.w, h: box.h };
  };
  const move = (event: ReactPointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g) return;
    const dx = event.clientX - g.startX;
    const dy = event.clientY - g.startY;
    if (g.kind === 'move') setPanel(id, { x: g.x + dx, y: g.y + dy }, viewport);
    else setPanel(id, { w: g.w + dx, h: g.h + dy }, viewport);
  };
  const end = () => {
    gesture.current = undefined;
  };

  if (!box.visible) return null;
  return (
    <section
      className={`mk-panel${bare ? ' mk-panel-bare' : ''}${className ? ` ${className}` : ''}`}
      data-panel={id}
      aria-label={typeof title === 'string' ? title : undefined}
      style={{ left: box.x, top: box.y, width: box.w, height: box.h, zIndex: 20 + box.z }}
      onPointerDownCapture={() => focusPanel(id)}
    >
      {bare ? (
        <span className="mk-panel-grip" onPointerDown={(event) => begin('move', event)} onPointerMove={move} onPointerUp={end} onPointerCancel={end}>
          <HolderOutlined />
        </span>
      ) : (
        <header className="mk-panel-head" onPointerDown={(event) => begin('move', event)} onPointerMove={move} onPointerUp={end} onPointerCancel={end}>
          <span className="mk-panel-title">{title}</span>
          <span className="mk-panel-extra">
            {extra}
            {closable && <CloseButton id={id} />}
          </span>
        </header>
      )}
      <div className="mk-panel-body">{children}</div>
      <span className="mk-panel-resize" onPointerDown={(event) => begin('resize', event)} onPointerMove={move} onPointerUp={end} onPointerCancel={end} aria-hidden />
    </section>
  );
}
