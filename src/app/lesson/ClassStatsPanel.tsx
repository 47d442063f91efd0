/** The right panel of the Lesson screen: how the class (the target) did on the question on screen. */
import { Empty, Progress, Statistic } from 'antd';
import type { SingleQuestionData } from '../analysis/analysis-api.ts';
import { formatRate, formatScore } from '../analysis/common/format.ts';
import { TrendMark } from '../analysis/question/TrendMark.tsx';
import { t } from '../../i18n/zh-CN.ts';

const texts = t.lesson;
/** An option's bar: green for a right answer, blue for the others. */
const RIGHT_COLOUR = '#52c41a';
const OPTION_COLOUR = '#1f6feb';

interface StatsBar {
  key: string;
  label: string;
  labelClass?: string;
  /** the bar's length, in percent */
  rate: number;
  /** what the bar says at its end */
  shown: string;
  colour?: string;
}

/** The class's bars, one per option chosen or per blank: a name, its bar and its figure. */
function StatsBars({ bars }: { bars: StatsBar[] }) {
  return (
    <div className="lesson-stats-options">
      {bars.map((bar) => (
        <div key={bar.key} className="lesson-stats-option">
          <span className={bar.labelClass}>{bar.label}</span>
          <Progress percent={bar.rate} size="small" strokeColor={bar.colour} format={() => bar.shown} />
        </div>
      ))}
    </div>
  );
}

export function ClassStatsPanel({ data }: { data: SingleQuestionData | undefined }) {
  const target = data?.analysis.target;
  const parent = data?.analysis.parent_target;
  const trend = data?.analysis.trend;
  if (!data || !target || !parent) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.analysis.message.noData} />;
  const right = new Set(data.questions[0].answer);
  const counts = [
    [texts.fullCredit, target.full_credit_count],
    [texts.lossScore, target.loss_score_count],
    [texts.scoreless, target.scoreless_count],
  ] as const;
  return (
    <div className="lesson-stats" data-testid="lesson-stats">
      <div className="lesson-stats-target">{target.target_name}</div>
      <div className="lesson-stats-grid">
        <Statistic title={texts.students} value={target.student_count} />
        <Statistic title={texts.average} value={formatScore(target.score)} suffix={<span className="lesson-stats-suffix">/ {formatScore(data.analysis.full_mark_score)}</span>} />
      </div>
      <div className="lesson-stats-rate">
        <span>
          {texts.scoreRate} {formatRate(target.score_rate)} <TrendMark trend={trend?.score_rate} />
        </span>
        <Progress percent={target.score_rate} showInfo={false} strokeColor="#1f6feb" />
        <span className="question-muted">
          {texts.parentRate} {formatRate(parent.score_rate)}
        </span>
        <Progress percent={parent.score_rate} showInfo={false} strokeColor="#bfbfbf" size="small" />
      </div>
      <div className="lesson-stats-counts">
        {counts.map(([label, count]) => (
          <div key={label}>
            <span>{label}</span>
            <strong>{count}</strong>
          </div>
        ))}
      </div>
      {(target.options ?? []).length > 0 && (
        <StatsBars
          bars={target.options!.map((o) => ({
            key: o.key,
            label: o.key,
            rate: o.rate,
            shown: `${o.count}`,
            ...(right.has(o.key) ? { labelClass: 'lesson-option-right', colour: RIGHT_COLOUR } : { colour: OPTION_COLOUR }),
          }))}
        />
      )}
      {(target.emptys ?? []).length > 1 && <StatsBars bars={target.emptys!.map((b) => ({ key: b.key, label: b.label, rate: b.rate, shown: formatRate(b.rate) }))} />}
    </div>
  );
}
