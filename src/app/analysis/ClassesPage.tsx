/**
 * /analysis/examination/classes: the classes side by side — each class's excellent, good, pass
 * and low-score rates, and its contribution to the students of the whole exam who reached a
 * target line (reached rate, share of those who reached it against its share of all students);
 * the class's standing in the grade's top bands (竞争力) and a teacher's classes against the
 * grade (教学督导); the class's trend over the grade's exams, the classes' averages and ranks
 * against the previous exam, and the target ranked among its peers (trends/).
 */
import { useState } from 'react';
import { Card, Empty, Space, Typography } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi } from './analysis-api.ts';
import { withTarget } from './analysis-address.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { formatRate, formatScore } from './common/format.ts';
import { LabelledChoice } from './common/LabelledChoice.tsx';
import { BAR_COLOUR } from './common/rate-bars.ts';
import { useLoad } from '../common/use-load.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { RangesTable } from './TestAnalysisPage.tsx';
import { CompetitivePowerPanel } from './standing/CompetitivePowerPanel.tsx';
import { TeachingSupervisionPanel } from './standing/TeachingSupervisionPanel.tsx';
import { AchievementTrendCard } from './trends/AchievementTrendCard.tsx';
import { AverageComparisonCard, RankingCards } from './trends/ComparisonCards.tsx';
import { AnalysisBars, barsOf, whiteLabelsOn } from './common/AnalysisBars.tsx';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.analysis.classes;
/** Target lines offered, % of the full mark: excellent, good, pass. */
const TARGET_LINES = [85, 70, 60] as const;

function Classes() {
  const { scope, exam } = useAnalysisView();
  const [line, setLine] = useState<number>(TARGET_LINES[0]);
  // the class contrast comes with a class target: this one, or the first class this user may open
  const classId = scope.classId || exam.own_class_ids?.[0] || exam.classes[0]?.id || 0;
  const classScope = withTarget(scope, 'class', classId);
  const ranges = useLoad(classId ? `ranges:${JSON.stringify(classScope)}` : null, () => analysisApi.scoreRanges(classScope));
  // every class of the school (or of the campus or group chosen) side by side, even when one class is the target
  const widerScope = scope.classId ? withTarget(scope, 'school', 0) : scope;
  const contribution = useLoad(`contribution:${JSON.stringify(widerScope)}:${line}`, () => analysisApi.contribution(widerScope, line));
  const rows = contribution.data?.result ?? [];
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <Card variant="borderless" title={texts.ranges}>
        {!ranges.data ? <LoadPending load={ranges} /> : ranges.data.contrast_target.length > 0 ? <RangesTable rows={ranges.data.contrast_target} /> : <Empty description={t.analysis.message.noData} />}
      </Card>
      <Card variant="borderless" title={texts.contribution} extra={<LabelledChoice label={texts.targetLine} value={line} onChange={setLine} options={TARGET_LINES} format={(l) => `${l}%`} />}>
        {!contribution.data ? (
          <LoadPending load={contribution} />
        ) : !contribution.data.has_data ? (
          <Empty description={t.analysis.message.noData} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{texts.summary(formatScore(contribution.data.target_score), contribution.data.reached_count, contribution.data.student_count)}</Typography.Paragraph>
            <AnalysisBars
              testId="contribution-chart"
              {...barsOf(rows, (r) => r.class_name, { [texts.contributionRate]: (r) => r.contribution_rate, [texts.studentShare]: (r) => r.student_share })}
              groupMode="grouped"
              margin={{ top: 16, left: 48 }}
              colors={[BAR_COLOUR, '#91caff']}
              valueFormat={(v) => formatRate(v)}
              labelSkipHeight={16}
              labelTextColor={whiteLabelsOn(texts.contributionRate)}
              legend={{ room: 130 }}
            />
            <CompactTable
              rowKey="class_id"
              dataSource={rows}
              columns={[
                { title: texts.className, key: 'name', dataIndex: 'class_name' },
                { title: texts.students, key: 'students', dataIndex: 'student_count' },
                { title: texts.reached, key: 'reached', dataIndex: 'reached_count' },
                { title: texts.reachedRate, key: 'reachedRate', render: (_, r) => formatRate(r.reached_rate) },
                { title: texts.contributionRate, key: 'contribution', render: (_, r) => formatRate(r.contribution_rate) },
                { title: texts.studentShare, key: 'share', render: (_, r) => formatRate(r.student_share) },
                { title: texts.gain, key: 'gain', render: (_, r) => <span className={r.gain >= 0 ? 'trend-up' : 'trend-down'}>{r.gain.toFixed(2)}</span> },
              ]}
            />
          </>
        )}
      </Card>
      <CompetitivePowerPanel examId={scope.examinationId} classId={classId} />
      <TeachingSupervisionPanel />
      {classId > 0 && <AchievementTrendCard kind="class" id={classId} />}
      <AverageComparisonCard scope={widerScope} />
      <RankingCards classesScope={widerScope} />
    </Space>
  );
}

export const ClassesPage = analysisScreen('classes', Classes);
