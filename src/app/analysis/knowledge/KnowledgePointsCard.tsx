/**
 * Knowledge-point analysis of a paper (target-tag): each knowledge tag's score rate for the target
 * against the whole school as a chart and a table that exports to xlsx; administrators tag the
 * questions from here (TagEditor).
 */
import { Card, Empty, Space, Tag, Typography } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import { useLoad } from '../../common/use-load.ts';
import type { AnalysisScope } from '../analysis-address.ts';
import { analysisApi, type TargetTagsData } from '../analysis-api.ts';
import { ExportedTable, type ShownExportColumn } from '../common/ExportedTable.tsx';
import { formatRate } from '../common/format.ts';
import { BAR_COLOUR } from '../common/rate-bars.ts';
import { TagEditor } from './TagEditor.tsx';
import { PendingCard } from '../common/PendingCard.tsx';
import { AnalysisBars, barsOf, rateAxis } from '../common/AnalysisBars.tsx';

const own = t.analysis.testQuestions;
const MASTERY_COLOUR: Record<string, string> = { outstanding: 'green', passed: 'gold', no_passed: 'red' };

type TagRow = TargetTagsData['tags'][number];

function tagColumns(targetName: string): ShownExportColumn<TagRow>[] {
  return [
    { title: own.tag, value: (r) => r.name },
    { title: own.questionCount, value: (r) => r.question_count },
    { title: own.questions, value: (r) => r.labels.join('、') },
    { title: own.fullMark, value: (r) => r.full_mark_score },
    { title: own.targetRate(targetName), value: (r) => formatRate(r.score_rate) },
    { title: own.parentRate, value: (r) => formatRate(r.parent_score_rate) },
    {
      title: own.mastery,
      value: (r) => (r.mastery ? t.analysis.mastery[r.mastery] : null),
      show: (r) => (r.mastery ? <Tag color={MASTERY_COLOUR[r.mastery]}>{t.analysis.mastery[r.mastery]}</Tag> : own.none),
    },
  ];
}

export function KnowledgePointsCard({ scope, reloadKey, onTagged }: { scope: AnalysisScope; reloadKey: number; onTagged: () => void }) {
  const key = `${JSON.stringify(scope)}:${reloadKey}`;
  const rates = useLoad(`target-tag:${key}`, () => analysisApi.targetTags(scope));
  const tagging = useLoad(`test-tag:${key}`, () => analysisApi.testTags(scope));
  const data = rates.data;
  const editor = tagging.data?.may_edit ? <TagEditor scope={scope} tagging={tagging.data} onSaved={onTagged} /> : null;
  if (!data) return <PendingCard title={own.knowledge} load={rates} />;
  const targetName = data.target.target_name;
  const targetKey = own.targetRate(targetName);
  return (
    <Card variant="borderless" title={`${own.knowledge} · ${targetName}`} extra={editor}>
      <Typography.Paragraph type="secondary">{own.knowledgeHint}</Typography.Paragraph>
      {data.tags.length === 0 ? (
        <Empty description={own.noTags} />
      ) : (
        <Space orientation="vertical" size={12} className="analysis-stack">
          {data.untagged_count > 0 && <Typography.Text type="warning">{own.untagged(data.untagged_count)}</Typography.Text>}
          <Typography.Text type="secondary">{own.chart}</Typography.Text>
          <AnalysisBars
            testId="knowledge-chart"
            {...barsOf(data.tags, (r) => r.name, { [targetKey]: (r) => r.score_rate, [own.parentRate]: (r) => r.parent_score_rate })}
            groupMode="grouped"
            colors={[BAR_COLOUR, '#91caff']}
            axis={rateAxis()}
            enableLabel={false}
            legend={{ room: 140, width: 120 }}
          />
          <ExportedTable title={own.knowledge} fileName={`${own.knowledge}_${targetName}`} columns={tagColumns(targetName)} rows={data.tags} rowKey={(r) => r.tag_id} testId="knowledge-tags" />
        </Space>
      )}
    </Card>
  );
}
