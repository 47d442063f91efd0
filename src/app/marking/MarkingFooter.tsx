/**
 * The footer (spec 000 §2): the marker, the group's full mark and averages, the progress, the
 * personal workload, problem papers, panel management, the adjudication history of the student
 * on screen and the shortcut hints.
 */
import { Button, Checkbox, Divider, Popover, Progress, Table } from 'antd';
import { AuditOutlined, LayoutOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { formatScore } from '../../domain/score-entry.ts';
import { markingSession, PANEL_IDS, resetPanels, setPanel, type PanelId } from '../../state/marking-session.ts';
import { session } from '../../state/session.ts';
import { t } from '../i18n/zh-CN.ts';
import { resetPaperView } from './marking-actions.ts';
import { useGroupBlanks, useViewport } from './hooks.ts';

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

export function MarkingFooter() {
  const snap = useSnapshot(markingSession);
  const { user } = useSnapshot(session);
  const viewport = useViewport();
  const blanks = useGroupBlanks();
  const group = snap.group;
  const judge = group?.judge ?? 0;
  const mark = group?.markProgress;
  const decided = group?.judgeProgress;
  const fullMark = blanks.reduce((sum, b) => sum + b.fullMark, 0);
  const student = snap.queue[0];
  const percent = judge === 1 ? (decided?.decided_rate ?? 0) : (mark?.mark_rate ?? 0);
  const progressText = judge === 1 ? `${decided?.decided_num ?? 0}/${decided?.judge_total ?? 0}` : `${mark?.mark_num ?? 0}/${mark?.mark_total ?? 0}`;
  const workload =
    judge === 1
      ? String(decided?.teacher_progress.decided_num ?? 0)
      : `${mark?.teacher_progress.mark_num ?? 0}/${mark?.teacher_progress.mark_task || '-'}`;

  const panelManagement = (
    <div className="mk-panel-management">
      {TOGGLED_PANELS.map((id) => (
        <Checkbox key={id} checked={snap.panels[id].visible} onChange={(event) => setPanel(id, { visible: event.target.checked }, viewport)}>
          {PANEL_NAMES[id]}
        </Checkbox>
      ))}
      <Divider style={{ margin: '8px 0' }} />
      <div className="mk-panel-resets">
        <Button size="small" onClick={() => resetPanels(viewport)}>
          {texts.footer.resetPanels}
        </Button>
        <Button
          size="small"
          onClick={resetPaperView}
        >
          {texts.footer.resetPaper}
        </Button>
      </div>
    </div>
  );

  const history = (
    <Table
      size="small"
      pagination={false}
      rowKey={(row) => `${row.round}-${row.teacher_name}`}
      dataSource={[...(student?.marking_history ?? [])]}
      style={{ width: 320 }}
      columns={[
        { title: texts.footer.historyTeacher, dataIndex: 'teacher_name' },
        { title: texts.footer.historyRound, dataIndex: 'round', render: (round: number) => texts.footer.round(round) },
        { title: texts.footer.historyScore, dataIndex: 'scores', align: 'right', render: (score: number) => <b className="mk-red">{formatScore(score)}</b> },
      ]}
    />
  );

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

  return (
    <footer className="mk-footer" data-testid="marking-footer">
      <Figure label={texts.footer.teacher} value={user?.real_name || user?.username || '-'} />
      <Figure label={texts.footer.fullMark} value={group ? formatScore(fullMark) : '-'} />
      {judge === 0 && <Figure label={texts.footer.personalAverage} value={mark ? formatScore(mark.teacher_progress.mark_average) : '-'} />}
      <Figure label={texts.footer.groupAverage} value={mark ? formatScore(mark.mark_average) : '-'} />
      <span className="mk-figure mk-figure-progress">
        <span className="mk-figure-label">{judge === 1 ? texts.footer.judgeProgress : texts.footer.progress}</span>
        <Progress percent={percent} size="small" showInfo={false} style={{ width: 140, margin: 0 }} strokeColor="#1f6feb" />
        <b data-testid="footer-progress">
          {progressText} · {percent.toFixed(2)}%
        </b>
      </span>
      <Figure label={texts.footer.workload} value={group ? workload : '-'} testId="footer-workload" />
      <Figure label={texts.footer.problemPapers} value={String(mark?.wrong_num ?? 0)} />
      <span className="mk-footer-spacer" />
      {judge === 1 && (
        <Popover trigger="click" placement="topRight" title={texts.footer.history} content={history}>
          <Button type="text" size="small" icon={<AuditOutlined />} disabled={!student} aria-label={texts.footer.history} data-testid="adjudication-history">
            {texts.footer.history}
          </Button>
        </Popover>
      )}
      <Popover trigger="click" placement="topRight" title={texts.footer.panelManagement} content={panelManagement}>
        <Button type="text" size="small" icon={<LayoutOutlined />} aria-label={texts.footer.panelManagement}>
          {texts.footer.panelManagement}
        </Button>
      </Popover>
      <Popover trigger="click" placement="topRight" title={texts.footer.shortcuts} content={shortcuts}>
        <Button type="text" size="small" icon={<QuestionCircleOutlined />} aria-label={texts.footer.shortcuts}>
          {texts.footer.shortcuts}
        </Button>
      </Popover>
    </footer>
  );
}
