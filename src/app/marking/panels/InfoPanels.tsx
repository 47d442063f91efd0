/** The area info bar, the score display and the score record table (spec 000 §2). */
import { memo } from 'react';
import { Tag, Tooltip } from 'antd';
import { useSnapshot } from 'valtio';
import { formatScore, totalScoreOf } from '../../../domain/score-entry.ts';
import { groupName } from '../../../domain/marking/selection.ts';
import { markingSession } from '../../../state/marking-session.ts';
import { paperStatusOf } from '../../../domain/marking/queue.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { PanelFrame } from '../PanelFrame.tsx';
import { paper } from '../paper-controller.ts';
import { useGroupBlanks, useShownActiveBlank, useShownScores } from '../use-paper.ts';
import { useShownMarking } from '../use-marking-state.ts';

const texts = t.marking;

/** The exam, paper and group names of the open group. */
export function useGroupNames() {
  const { selection, group } = useSnapshot(markingSession);
  const exam = selection.exams.find((e) => e.id === selection.examId);
  const test = selection.tests.find((p) => p.id === (group?.testId ?? selection.testId));
  const row = group?.row;
  return { exam: exam?.name ?? '', subject: test?.subject_name ?? test?.name ?? '', group: row ? groupName(row) : '' };
}

export function AreaInfoPanel() {
  const { history, judge, studentName } = useShownMarking((state) => ({
    history: state.history.active,
    judge: state.group?.judge ?? 0,
    studentName: state.queue[0]?.student_name,
  }));
  const names = useGroupNames();
  const status = paperStatusOf(history, judge);
  const tag =
    status === 0 ? (
      judge === 1 ? (
        <Tag color="orange">{texts.area.adjudicationPaper}</Tag>
      ) : (
        <Tag color="blue">{texts.area.normalPaper}</Tag>
      )
    ) : (
      <Tag color="purple">
        {texts.area.historyPaper}
        {status === 1 ? texts.dialogs.recordAdjudication : ''}
      </Tag>
    );
  return (
    <PanelFrame id="areaInfo" bare closable={false} className="mk-area-info">
      <div className="mk-area-line" data-testid="area-info">
        {tag}
        <Item label={texts.area.exam} value={names.exam} />
        <Item label={texts.area.subject} value={names.subject} />
        <Item label={texts.area.group} value={names.group} />
        <Item label={texts.area.student} value={studentName ?? '-'} />
      </div>
    </PanelFrame>
  );
}

const Item = memo(function Item({ label, value }: { label: string; value: string }) {
  return (
    <span className="mk-area-item">
      <span className="mk-area-label">{label}</span>
      <Tooltip title={value}>
        <span className="mk-area-value">{value || '-'}</span>
      </Tooltip>
    </span>
  );
});

export function ScoreDisplayPanel() {
  const { history, historyTotal } = useShownMarking((state) => ({ history: state.history.active, historyTotal: state.queue[0]?.student_total_score }));
  const blanks = useGroupBlanks();
  const scores = useShownScores();
  const fullMark = blanks.reduce((sum, b) => sum + b.fullMark, 0);
  const scored = blanks.some((b) => scores.get(b.id) !== undefined);
  const total = totalScoreOf(blanks.map((b) => scores.get(b.id)));
  return (
    <PanelFrame id="scoreDisplay" bare closable={false} className="mk-score-display">
      <div className="mk-score-box" aria-label={texts.panels.scoreDisplay}>
        <span className="mk-score-label">{texts.area.currentScore}</span>
        <div className="mk-score-now">
          <span className="mk-score-value" data-testid="current-score">
            {scored ? formatScore(total) : '--'}
          </span>
          <span className="mk-score-full">/ {formatScore(fullMark)}</span>
        </div>
        {history && historyTotal !== undefined && (
          <div className="mk-score-history">
            {texts.area.historyScore} <b>{formatScore(historyTotal)}</b>
          </div>
        )}
      </div>
    </PanelFrame>
  );
}

/**
 * The score record: one line per blank with its full and given score. A plain table: it is
 * drawn again with every score, and a light one keeps that off the next student's first frame.
 */
export function ScoreRecordPanel() {
  const blanks = useGroupBlanks();
  const scores = useShownScores();
  const active = useShownActiveBlank();
  return (
    <PanelFrame id="scoreRecord" title={texts.panels.scoreRecord} className="mk-score-record">
      <table className="mk-record-table" data-testid="score-record">
        <thead>
          <tr>
            <th scope="col">{texts.record.question}</th>
            <th scope="col" className="mk-num">
              {texts.record.fullScore}
            </th>
            <th scope="col" className="mk-num">
              {texts.record.score}
            </th>
          </tr>
        </thead>
        <tbody>
          {blanks.map((blank) => (
            <RecordRow key={blank.id} id={blank.id} label={blank.label} fullMark={blank.fullMark} score={scores.get(blank.id)} active={blank.id === active} />
          ))}
        </tbody>
      </table>
    </PanelFrame>
  );
}

const RecordRow = memo(function RecordRow({ id, label, fullMark, score, active }: { id: string; label: string; fullMark: number; score: number | undefined; active: boolean }) {
  return (
    <tr className={active ? 'mk-row-active' : undefined} onClick={() => paper.selectBlank(id)}>
      <td className="mk-record-label" title={label}>
        {label}
      </td>
      <td className="mk-num">{formatScore(fullMark)}</td>
      <td className="mk-num">{score === undefined ? <span className="mk-muted">{texts.area.unscored}</span> : <b className="mk-red">{formatScore(score)}</b>}</td>
    </tr>
  );
});
