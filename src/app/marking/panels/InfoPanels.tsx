/** The area info bar, the score display and the score record table (spec 000 §2). */
import { Table, Tag, Tooltip } from 'antd';
import { useSnapshot } from 'valtio';
import { formatScore, totalScoreOf } from '../../../domain/score-entry.ts';
import { groupName, markingSession, paperStatusOf } from '../../../state/marking-session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { FloatingPanel } from '../FloatingPanel.tsx';
import { paper } from '../paper-controller.ts';
import { useActiveBlank, useGroupBlanks, usePaperScores } from '../hooks.ts';

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
  const snap = useSnapshot(markingSession);
  const names = useGroupNames();
  const status = paperStatusOf(snap.history.active, snap.group?.judge ?? 0);
  const student = snap.queue[0];
  const tag =
    status === 0 ? (
      snap.group?.judge === 1 ? (
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
    <FloatingPanel id="areaInfo" bare closable={false} className="mk-area-info">
      <div className="mk-area-line" data-testid="area-info">
        {tag}
        <Item label={texts.area.exam} value={names.exam} />
        <Item label={texts.area.subject} value={names.subject} />
        <Item label={texts.area.group} value={names.group} />
        <Item label={texts.area.student} value={student?.student_name ?? '-'} />
      </div>
    </FloatingPanel>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <span className="mk-area-item">
      <span className="mk-area-label">{label}</span>
      <Tooltip title={value}>
        <span className="mk-area-value">{value || '-'}</span>
      </Tooltip>
    </span>
  );
}

export function ScoreDisplayPanel() {
  const snap = useSnapshot(markingSession);
  const blanks = useGroupBlanks();
  const scores = usePaperScores();
  const fullMark = blanks.reduce((sum, b) => sum + b.fullMark, 0);
  const scored = blanks.some((b) => scores.get(b.id) !== undefined);
  const total = totalScoreOf(blanks.map((b) => scores.get(b.id)));
  const student = snap.queue[0];
  return (
    <FloatingPanel id="scoreDisplay" bare closable={false} className="mk-score-display">
      <div className="mk-score-box" aria-label={texts.panels.scoreDisplay}>
        <span className="mk-score-label">{texts.area.currentScore}</span>
        <div className="mk-score-now">
          <span className="mk-score-value" data-testid="current-score">
            {scored ? formatScore(total) : '--'}
          </span>
          <span className="mk-score-full">/ {formatScore(fullMark)}</span>
        </div>
        {snap.history.active && student?.student_total_score !== undefined && (
          <div className="mk-score-history">
            {texts.area.historyScore} <b>{formatScore(student.student_total_score)}</b>
          </div>
        )}
      </div>
    </FloatingPanel>
  );
}

export function ScoreRecordPanel() {
  const blanks = useGroupBlanks();
  const scores = usePaperScores();
  const active = useActiveBlank();
  return (
    <FloatingPanel id="scoreRecord" title={texts.panels.scoreRecord} className="mk-score-record">
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={blanks}
        onRow={(row) => ({ onClick: () => paper.selectBlank(row.id), className: row.id === active ? 'mk-row-active' : '' })}
        columns={[
          { title: texts.record.question, dataIndex: 'label', ellipsis: true },
          { title: texts.record.fullScore, dataIndex: 'fullMark', width: 64, align: 'right', render: (value: number) => formatScore(value) },
          {
            title: texts.record.score,
            key: 'score',
            width: 64,
            align: 'right',
            render: (_: unknown, row) => {
              const score = scores.get(row.id);
              return score === undefined ? <span className="mk-muted">{texts.area.unscored}</span> : <b className="mk-red">{formatScore(score)}</b>;
            },
          },
        ]}
      />
    </FloatingPanel>
  );
}
