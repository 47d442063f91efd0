/**
 * How an answer's final score was decided, as the marking record and the adjudication history
 * show it: each round's score (never who gave it) with the rounds that make the final score
 * marked, and the rule in words. The rule is named by the server (src/domain/final-score-rule.ts).
 */
import { Space, Tag, Typography } from 'antd';
import type { components } from '../../../contract/schema.d.ts';
import { formatScore } from '../../../domain/score-entry.ts';
import { t } from '../../../i18n/zh-CN.ts';

const texts = t.marking.decision;
const roundName = t.marking.footer.round;

/** As the answers carry it; read-only, so that a snapshot of the marking session fits too. */
export type FinalScoreDecision = Readonly<Omit<components['schemas']['FinalScoreDecision'], 'rounds'>> & { readonly rounds: readonly number[] };
export type RoundScore = Readonly<components['schemas']['RoundScore']>;

/** The rule in words, naming the rounds that made the final score. */
export function decisionText(decision: FinalScoreDecision): string {
  const pair = texts.pair(decision.rounds.map(roundName));
  return texts.rules[decision.rule](pair, decision.tolerance);
}

/** Each round's score; the rounds the final score comes from are highlighted. */
export function RoundScores({ rounds, decision }: { rounds: readonly RoundScore[]; decision: FinalScoreDecision }) {
  if (rounds.length === 0) return <Typography.Text type="secondary">{texts.noRounds}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {rounds.map((r) => {
        const deciding = decision.rounds.includes(r.round);
        return (
          <Tag key={r.round} color={deciding ? (r.round === 4 ? 'volcano' : 'blue') : 'default'} title={deciding ? texts.deciding : undefined} data-testid={`round-${r.round}`}>
            {roundName(r.round)} {formatScore(r.score)}
          </Tag>
        );
      })}
    </Space>
  );
}

/** The rule with the group's policy and tolerance. */
export function DecisionRule({ decision }: { decision: FinalScoreDecision }) {
  const waiting = decision.rounds.length === 0;
  return (
    <Typography.Text type={waiting ? 'warning' : undefined} title={waiting ? texts.othersHidden : undefined} data-testid="score-decision" data-rule={decision.rule}>
      {decisionText(decision)}
    </Typography.Text>
  );
}

/** The group's double-marking policy as a short label, with its tolerance where it has one. */
export function policyLabel(decision: FinalScoreDecision): string {
  const name = texts.policies[decision.policy];
  return decision.policy === '2+1' || decision.policy === '2+1+1' ? `${name} · ${texts.tolerance(decision.tolerance)}` : name;
}
