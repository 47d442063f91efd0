/**
 * The paper view: the shared canvas in marking mode, with the tool of the group's marking kind,
 * right click as submit, and what the marker sees while a scan loads or fails.
 */
import { useCallback, useEffect, type PointerEvent as ReactPointerEvent } from 'react';
import { Spin } from 'antd';
import type { Editor } from 'tldraw';
import { PaperCanvas } from '../../canvas/PaperCanvas.tsx';
import { FOOTER_HEIGHT, HEADER_HEIGHT } from '../../domain/marking/panels.ts';
import { isLeaseLost } from '../../domain/marking/queue.ts';
import { onScoringEvent } from '../../tools/scoring-input.ts';
import { t } from '../../i18n/zh-CN.ts';
import { LeaseLostNotice } from './LeaseLostNotice.tsx';
import { inRegionMode, submitBy } from './actions/submit.ts';
import { showScoreMessage, stepProblemMessage } from './actions/notices.ts';
import { paper } from './paper-controller.ts';
import { useMarking } from './use-marking-state.ts';
import { useViewport } from './use-viewport.ts';

const RIGHT_BUTTON = 2;
const MARGIN = 12;

export function PaperView() {
  const { image, studentId, regionMode, hasStudent, scoreType, habit, picked, leaseLost } = useMarking((state) => ({
    image: state.image,
    studentId: state.queue[0]?.student_id,
    regionMode: (state.group?.row?.test_correct_type ?? 1) === 1,
    hasStudent: state.queue.length > 0,
    scoreType: state.settings.scoreType,
    habit: state.settings.habit,
    picked: state.picked,
    leaseLost: isLeaseLost(state),
  }));
  const viewport = useViewport();

  const onMount = useCallback((editor: Editor) => {
    paper.useTool(inRegionMode() ? 'score-point' : 'blank-score');
    const detach = paper.attach(editor);
    const stopEvents = onScoringEvent(editor, (event) => {
      if (event.type === 'problem') showScoreMessage(stepProblemMessage(event.problem));
    });
    return () => {
      stopEvents();
      detach();
    };
  }, []);

  useEffect(() => {
    paper.useTool(regionMode ? 'score-point' : 'blank-score');
  }, [regionMode, hasStudent]);

  useEffect(() => {
    paper.setScoringInput({ scoreType, habit, picked });
  }, [scoreType, habit, picked]);

  // the paper is fitted into the room the docked panels leave free
  const docked = useMarking((state) => {
    const { areaInfo, scoreDisplay, scoreColumn } = state.panels;
    // panels docked along the top push the paper down
    const topBars = [areaInfo, scoreDisplay].filter((box) => !state.view.expanded && box.visible && box.y < HEADER_HEIGHT + 120);
    return {
      topBarsBottom: topBars.length > 0 ? Math.max(...topBars.map((box) => box.y + box.h)) : undefined,
      columnX: !state.view.expanded && scoreColumn.visible ? scoreColumn.x : undefined,
    };
  });
  const { topBarsBottom, columnX } = docked;
  useEffect(() => {
    const canvasHeight = viewport.height - HEADER_HEIGHT - FOOTER_HEIGHT;
    const top = topBarsBottom !== undefined ? topBarsBottom - HEADER_HEIGHT + MARGIN : MARGIN;
    const columnDocked = columnX !== undefined && columnX > viewport.width / 2;
    const right = columnDocked ? columnX - MARGIN : viewport.width - MARGIN;
    paper.setFitArea({ left: MARGIN, top, width: Math.max(200, right - MARGIN), height: Math.max(100, canvasHeight - top - MARGIN) });
    paper.fit();
  }, [viewport.width, viewport.height, topBarsBottom, columnX]);

  // spec 000 §2: right click submits in step-point marking and by blank
  const onPointerDownCapture = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== RIGHT_BUTTON) return;
    event.preventDefault();
    event.stopPropagation();
    submitBy('right-click');
  };

  return (
    <div
      className="mk-paper"
      data-testid="paper-view"
      data-image-state={image}
      data-student={studentId ?? ''}
      onPointerDownCapture={onPointerDownCapture}
      onPointerUpCapture={(event) => {
        // tldraw would take the right button's release for its own select tool
        if (event.button === RIGHT_BUTTON) event.stopPropagation();
      }}
      onContextMenu={(event) => event.preventDefault()}
      style={{ visibility: hasStudent ? 'visible' : 'hidden' }}
    >
      <PaperCanvas mode="marking" onMount={onMount} />
      {hasStudent && image === 'loading' && (
        <div className="mk-paper-notice" role="status">
          <Spin size="small" /> {t.marking.area.imageLoading}
        </div>
      )}
      {leaseLost && <LeaseLostNotice />}
      {hasStudent && image === 'error' && (
        <div className="mk-paper-notice mk-paper-error" role="alert">
          {t.marking.area.imageFailed}
        </div>
      )}
    </div>
  );
}
