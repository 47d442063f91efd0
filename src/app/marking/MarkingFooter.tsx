/**
 * The footer (spec 000 §2): the marker, the group's full mark and averages, the progress, the
 * personal workload, problem papers, panel management, the adjudication history of the student
 * on screen and the shortcut hints.
 */
import { memo } from 'react';
import { Button, Checkbox, Divider, Popover, Progress } from 'antd';
import { AuditOutlined, LayoutOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { formatScore } from '../../domain/score-entry.ts';
import { markingSession, resetPanels, setPanel } from '../../state/marking-session.ts';
import { PANEL_IDS, type PanelId } from '../../domain/marking/panels.ts';
import { session } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { resetPaperView } from './actions/paper-view.ts';
import { useGroupBlanks } from './use-paper.ts';
import { useMarking } from './use-marking-state.ts';
import { footerFigures } from './footer-figures.ts';
import { useViewport } from './use-viewport.ts';
import { AdjudicationHistory } from './dialogs/AdjudicationHistory.tsx';
import { OutboxIndicator } from './OutboxStatus.tsx';

const texts = t.marking;

const PANEL_NAMES: Record<PanelId, string> = {
  areaInfo: texts.panels.areaInfo,
  scoreDisplay: texts.panels.scoreDisplay,
  scoreRecord: texts.panels.scoreRecord,
  scoreColumn: texts.panels.scoreColumn,
  originalPaper: texts.panels.originalPaper,
  floatScores: texts.panels.floatScores,
  floatSubmit: texts.panels.floatSubmit,
};

/** Panels a marker switches on and off here (the floating ones follow the score settings). */
const TOGGLED_PANELS: readonly PanelId[] = PANEL_IDS.filter((id) => id !== 'floatScores' && id !== 'floatSubmit');

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <span className="mk-figure">
      <span className="mk-figure-label">{label}</span>
      <b data-testid={testId}>{value}</b>
    </span>
  );
}

/** The panels switched on and off, and the two resets (opened from the footer). */
function PanelManagement() {
  const { panels } = useSnapshot(markingSession);
  const viewport = useViewport();
  return (
    <div className="mk-panel-management">
      {TOGGLED_PANELS.map((id) => (
        <Checkbox key={id} checked={panels[id].visible} onChange={(event) => setPanel(id, { visible: event.target.checked }, viewport)}>
          {PANEL_NAMES[id]}
        </Checkbox>
      ))}
      <Divider style={{ margin: '8px 0' }} />
      <div className="mk-panel-resets">
        <Button size="small" onClick={() => resetPanels(viewport)}>
          {texts.footer.resetPanels}
        </Button>
        <Button size="small" onClick={resetPaperView}>
          {texts.footer.resetPaper}
        </Button>
      </div>
    </div>
  );
}

const shortcuts = (
  <dl className="mk-shortcuts">
    {texts.footer.shortcutList.map(([key, text]) => (
      <div key={key}>
        <dt>
          <kbd>{key}</kbd>
        </dt>
        <dd>{text}</dd>
      </div>
    ))}
  </dl>
);

/** The footer's buttons; they change only with the mode and whether a student is on screen. */
const FooterTools = memo(function FooterTools({ judge, hasStudent }: { judge: 0 | 1; hasStudent: boolean }) {
  return (
    <>
      {judge === 1 && (
        <Popover trigger="click" placement="topRight" title={texts.footer.history} content={<AdjudicationHistory />}>
          <Button type="text" size="small" icon={<AuditOutlined />} disabled={!hasStudent} aria-label={texts.footer.history} data-testid="adjudication-history">
            {texts.footer.history}
          </Button>
        </Popover>
      )}
      <Popover trigger="click" placement="topRight" title={texts.footer.panelManagement} content={<PanelManagement />}>
        <Button type="text" size="small" icon={<LayoutOutlined />} aria-label={texts.footer.panelManagement}>
          {texts.footer.panelManagement}
        </Button>
      </Popover>
      <Popover trigger="click" placement="topRight" title={texts.footer.shortcuts} content={shortcuts}>
        <Button type="text" size="small" icon={<QuestionCircleOutlined />} aria-label={texts.footer.shortcuts}>
          {texts.footer.shortcuts}
        </Button>
      </Popover>
    </>
  );
});

export function MarkingFooter() {
  const figures = useMarking((state) => ({ hasGroup: Boolean(state.group), hasStudent: state.queue.length > 0, ...footerFigures(state.group) }));
  const { user } = useSnapshot(session);
  const blanks = useGroupBlanks();
  const { judge, hasGroup, percent } = figures;
  const fullMark = blanks.reduce((sum, b) => sum + b.fullMark, 0);

  return (
    <footer className="mk-footer" data-testid="marking-footer">
      <Figure label={texts.footer.teacher} value={user?.real_name || user?.username || '-'} />
      <Figure label={texts.footer.fullMark} value={hasGroup ? formatScore(fullMark) : '-'} />
      {judge === 0 && <Figure label={texts.footer.personalAverage} value={figures.personalAverage} />}
      <Figure label={texts.footer.groupAverage} value={figures.groupAverage} />
      <span className="mk-figure mk-figure-progress">
        <span className="mk-figure-label">{judge === 1 ? texts.footer.judgeProgress : texts.footer.progress}</span>
        <Progress percent={percent} size="small" showInfo={false} style={{ width: 140, margin: 0 }} strokeColor="#1f6feb" />
        <b data-testid="footer-progress">
          {figures.progress} · {percent.toFixed(2)}%
        </b>
      </span>
      <Figure label={texts.footer.workload} value={figures.workload} testId="footer-workload" />
      <Figure label={texts.footer.problemPapers} value={figures.problemPapers} testId="footer-problem-papers" />
      <OutboxIndicator />
      <span className="mk-footer-spacer" />
      <FooterTools judge={judge} hasStudent={figures.hasStudent} />
    </footer>
  );
}
