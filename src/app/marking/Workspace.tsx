/**
 * The marking workspace (spec 000 §2): header with the toolbar, the paper view with its floating
 * panels, the footer; the selection panel over it until a group is open; the keyboard of §2
 * (F1, F11, Enter, Ctrl+Z) and auto-submit.
 */
import { memo, useEffect, useRef } from 'react';
import { Button, Empty, Modal } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { allScored } from '../../domain/score-entry.ts';
import { markingSession } from '../../state/marking-session.ts';
import { QUICK_SUBMIT_THROTTLE_MS } from '../../domain/marking/limits.ts';
import { t } from '../../i18n/zh-CN.ts';
import { MarkingDialogs } from './dialogs/MarkingDialogs.tsx';
import { LockScreen } from './LockScreen.tsx';
import { MarkingFooter } from './MarkingFooter.tsx';
import { MarkingHeader } from './MarkingHeader.tsx';
import { OutboxWaiting } from './OutboxStatus.tsx';
import { backToList, continuePastWorkload } from './actions/group.ts';
import { submitBy } from './actions/submit.ts';
import { paper } from './paper-controller.ts';
import { PaperView } from './PaperView.tsx';
import { FloatScoresPanel } from './panels/FloatScoresPanel.tsx';
import { FloatSubmitButton } from './panels/FloatSubmitButton.tsx';
import { AreaInfoPanel, ScoreDisplayPanel, ScoreRecordPanel, useGroupNames } from './panels/InfoPanels.tsx';
import { OriginalPaperPanel } from './panels/OriginalPaperPanel.tsx';
import { ScoreColumnPanel } from './panels/ScoreColumnPanel.tsx';
import { SelectionPanel } from './SelectionPanel.tsx';
import { useGroupBlanks, usePaperScores } from './use-paper.ts';
import { useMarking } from './use-marking-state.ts';

const texts = t.marking;

/*
 * Each part reads the marking state it shows by itself; memo keeps a change that only one part
 * cares about (a submit in flight, the progress) from re-rendering all the others.
 */
const Header = memo(MarkingHeader);
const Footer = memo(MarkingFooter);
const Paper = memo(PaperView);
const Selection = memo(SelectionPanel);
const Dialogs = memo(MarkingDialogs);

/** The panels about the paper on screen, shown while the paper is not expanded: its area, its scores, their record, the original paper. */
const SidePanels = memo(function SidePanels() {
  return (
    <>
      <AreaInfoPanel />
      <ScoreDisplayPanel />
      <ScoreRecordPanel />
      <OriginalPaperPanel />
    </>
  );
});

/** The panels to score with, shown whenever a group is open: the score column, the floating scores and the floating submit button. */
const ScoringPanels = memo(function ScoringPanels() {
  return (
    <>
      <ScoreColumnPanel />
      <FloatScoresPanel />
      <FloatSubmitButton />
    </>
  );
});

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function inDialog(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && Boolean(target.closest('.ant-modal, .ant-popover, .mk-lock'));
}

function toggleFullScreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen().catch(() => undefined);
}

/** F1, F11, Enter and Ctrl+Z of the shortcut hints. */
function useMarkingKeys() {
  const lastQuick = useRef(0);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (markingSession.locked) return;
      if (event.key === 'F1') {
        event.preventDefault();
        const now = Date.now();
        // spec 000 §4: "F1 quick submit … throttled to once per 1.5 s"
        if (now - lastQuick.current < QUICK_SUBMIT_THROTTLE_MS) return;
        lastQuick.current = now;
        submitBy('quick');
        return;
      }
      if (event.key === 'F11') {
        event.preventDefault();
        toggleFullScreen();
        return;
      }
      if (isTyping(event.target) || inDialog(event.target)) return;
      if (event.key === 'Enter' && !event.repeat) {
        if (submitBy('enter').kind !== 'none') event.preventDefault();
        return;
      }
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z') {
        // the canvas undoes by itself when it has the focus
        if (paper.getEditor()?.getInstanceState().isFocused) return;
        event.preventDefault();
        paper.undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * Spec 000 §4: auto-submit fires when the marker scores the last blank (not in step-point
 * marking, where right click submits). History never moves on by itself; in blank marking it
 * asks for the submit button.
 */
function AutoSubmit() {
  const studentKey = useMarking((state) => {
    const student = state.queue[0];
    return student ? `${student.student_id}:${student.marking_log_id}` : '';
  });
  const blanks = useGroupBlanks();
  const scores = usePaperScores();
  const order = blanks.map((b) => b.id);
  const complete = allScored(order, scores);
  const seen = useRef({ studentKey: '', complete: false });
  useEffect(() => {
    const before = seen.current;
    seen.current = { studentKey, complete };
    if (before.studentKey !== studentKey || !complete || before.complete) return;
    submitBy('all-scored');
  }, [studentKey, complete]);
  return null;
}

function EmptyState() {
  const { panelOpen, hasStudent, hasGroup, finished } = useMarking((state) => ({
    panelOpen: state.selection.panelOpen,
    hasStudent: state.queue.length > 0,
    hasGroup: state.group !== undefined,
    finished: state.finished,
  }));
  if (panelOpen || hasStudent) return null;
  // no held student left: marks still on their way, or kept while the network is down
  if (hasGroup && !finished) return <OutboxWaiting />;
  return <EmptyNotice hasGroup={hasGroup} />;
}

function EmptyNotice({ hasGroup }: { hasGroup: boolean }) {
  const names = useGroupNames();
  return (
    <div className="mk-empty" data-testid="empty-state">
      <Empty
        description={
          <div>
            <h3>{hasGroup ? texts.empty.text : texts.empty.noGroup}</h3>
            {hasGroup && (
              <p className="mk-muted">
                {names.exam} · {names.subject} · {names.group}
              </p>
            )}
          </div>
        }
      >
        <Button type="primary" icon={<AppstoreOutlined />} onClick={() => backToList()}>
          {texts.empty.choose}
        </Button>
      </Empty>
    </div>
  );
}

function WorkloadWarning() {
  const { workloadWarning } = useSnapshot(markingSession);
  if (!workloadWarning) return null;
  return (
    <Modal
      open
      title={texts.dialogs.workloadTitle}
      closable={false}
      maskClosable={false}
      keyboard={false}
      onCancel={() => backToList()}
      footer={
        workloadWarning.ended
          ? [
              <Button key="back" type="primary" onClick={() => backToList()}>
                {texts.dialogs.backToList}
              </Button>,
            ]
          : [
              <Button key="back" onClick={() => backToList()}>
                {t.common.cancel}
              </Button>,
              <Button key="go" type="primary" onClick={() => continuePastWorkload()}>
                {texts.dialogs.continueMarking}
              </Button>,
            ]
      }
    >
      <p data-testid="workload-warning">{workloadWarning.content}</p>
    </Modal>
  );
}

export function Workspace() {
  const { expanded, hasGroup, panelOpen, locked } = useMarking((state) => ({
    expanded: state.view.expanded,
    hasGroup: state.group !== undefined,
    panelOpen: state.selection.panelOpen,
    locked: state.locked,
  }));
  useMarkingKeys();

  return (
    <div className={`mk-root${expanded ? ' mk-expanded' : ''}`} data-testid="marking-workspace">
      <Header />
      <main className="mk-main">
        <Paper />
        <EmptyState />
      </main>
      <AutoSubmit />
      {!panelOpen && hasGroup && (
        <>
          {!expanded && <SidePanels />}
          <ScoringPanels />
        </>
      )}
      <Footer />
      {panelOpen && <Selection />}
      <WorkloadWarning />
      <Dialogs />
      {locked && <LockScreen />}
    </div>
  );
}
