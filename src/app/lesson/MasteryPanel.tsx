/**
 * The left panel of the Lesson screen: the questions in collapsible groups — all, poorly
 * mastered, needs consolidation, well mastered — each with the target's score rate.
 */
import { Collapse, Empty } from 'antd';
import { useSnapshot } from 'valtio';
import { masteryOf } from '../../domain/statistics/mastery.ts';
import { lesson, type MasteryGroupKey } from '../../state/lesson.ts';
import type { QuestionOrderData } from '../analysis/analysis-api.ts';
import { formatRate } from '../analysis/common/format.ts';
import { t } from '../../i18n/zh-CN.ts';

const texts = t.lesson;

interface Item {
  show_order: number;
  label: string;
  rate: number | undefined;
}

function Chips({ items, current, onPick }: { items: Item[]; current: number; onPick: (showOrder: number) => void }) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.analysis.message.noData} />;
  return (
    <div className="lesson-chips">
      {items.map((item) => (
        <button
          key={item.show_order}
          type="button"
          className={`lesson-chip question-chip-${item.rate === undefined ? 'none' : masteryOf(item.rate)}${item.show_order === current ? ' lesson-chip-current' : ''}`}
          onClick={() => onPick(item.show_order)}
          data-testid={`lesson-chip-${item.label}`}
        >
          <span className="lesson-chip-label">{item.label}</span>
          <span className="lesson-chip-rate">{formatRate(item.rate)}</span>
        </button>
      ))}
    </div>
  );
}

export function MasteryPanel({ order, current, onPick }: { order: QuestionOrderData; current: number; onPick: (showOrder: number) => void }) {
  const { openGroups } = useSnapshot(lesson);
  const all: Item[] = order.questions.map((q) => ({ show_order: q.show_order, label: q.label, rate: q.target?.score_rate }));
  const groups: { key: MasteryGroupKey; items: Item[] }[] = [
    { key: 'all', items: all },
    ...(['no_passed', 'passed', 'outstanding'] as const).map((key) => ({
      key,
      items: order[key].questions.map((q) => ({ show_order: q.show_order, label: q.label, rate: q.rate })),
    })),
  ];
  return (
    <Collapse
      className="lesson-groups"
      activeKey={[...openGroups]}
      onChange={(keys) => {
        lesson.openGroups = (Array.isArray(keys) ? keys : [keys]) as MasteryGroupKey[];
      }}
      items={groups.map((group) => ({
        key: group.key,
        label: `${texts.groups[group.key]}（${group.items.length}）`,
        children: <Chips items={group.items} current={current} onPick={onPick} />,
      }))}
    />
  );
}
