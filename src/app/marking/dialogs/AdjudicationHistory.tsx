/**
 * The adjudication history of the student on screen (spec 000 §2, the footer's popover in
 * adjudication): every round's score — blind double marking never names the markers — and how
 * the final score is (or will be) decided.
 */
import { Divider, Typography } from 'antd';
import { useSnapshot } from 'valtio';
import { formatScore } from '../../../domain/score-entry.ts';
import { markingSession } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { DecisionRule, policyLabel } from './ScoreDecision.tsx';
import { CompactTable } from '../../common/CompactTable.tsx';

const texts = t.marking;

export function AdjudicationHistory() {
  const { queue } = useSnapshot(markingSession);
  const student = queue[0];
  const decision = student?.decision;
  return (
    <div style={{ width: 320 }} data-testid="adjudication-history-popover">
      <CompactTable
        rowKey="round"
        dataSource={[...(student?.marking_history ?? [])]}
        columns={[
          { title: texts.footer.historyRound, dataIndex: 'round', render: (round: number) => texts.footer.round(round) },
          {
            title: texts.footer.historyScore,
            dataIndex: 'scores',
            align: 'right',
            render: (score: number, row) => <b className={decision?.rounds.includes(row.round) ? 'mk-red' : undefined}>{formatScore(score)}</b>,
          },
        ]}
      />
      {decision && (
        <>
          <Divider style={{ margin: '8px 0' }} />
          <Typography.Text type="secondary">
            {texts.decision.title}（{policyLabel(decision)}）
          </Typography.Text>
          <div>
            <DecisionRule decision={decision} />
          </div>
        </>
      )}
    </div>
  );
}
