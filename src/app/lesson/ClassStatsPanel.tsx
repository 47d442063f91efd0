/** The right panel of the Lesson screen: how the class (the target) did on the question on screen. */
import { Empty, Progress, Statistic } from 'antd';
import type { SingleQuestionData } from '../analysis/analysis-api.ts';
import { formatRate, formatScore } from '../analysis/common/format.ts';
import { TrendMark } from '../analysis/question/TrendMark.tsx';
import { t } from '../../i18n/zh-CN.ts';

const texts = t.lesson;

export function ClassStatsPanel({ data }: { data: SingleQuestionData | undefined }) {
  const target = data?.analysis.target;
  const parent = data?.analysis.parent_target;
  const trend = data?.analysis.trend;
  if (!data || !target || !parent) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.analysis.message.noData} />;
  const right = new Set(data.questions[0].answer);
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
        <div>
          <span>{texts.fullCredit}</span>
          <strong>{target.full_credit_count}</strong>
        </div>
        <div>
          <span>{texts.lossScore}</span>
          <strong>{target.loss_score_count}</strong>
        </div>
        <div>
          <span>{texts.scoreless}</span>
          <strong>{target.scoreless_count}</strong>
        </div>
      </div>
      {(target.options ?? []).length > 0 && (
        <div className="lesson-stats-options">
          {target.options!.map((o) => (
            <div key={o.key} className="lesson-stats-option">
              <span className={right.has(o.key) ? 'lesson-option-right' : undefined}>{o.key}</span>
              <Progress percent={o.rate} size="small" strokeColor={right.has(o.key) ? '#52c41a' : '#1f6feb'} format={() => `${o.count}`} />
            </div>
          ))}
        </div>
      )}
      {(target.emptys ?? []).length > 1 && (
        <div className="lesson-stats-options">
          {target.emptys!.map((b) => (
            <div key={b.key} className="lesson-stats-option">
              <span>{b.label}</span>
              <Progress percent={b.rate} size="small" format={() => formatRate(b.rate)} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
