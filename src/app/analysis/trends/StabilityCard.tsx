/**
 * 稳定性分析: the target's students over the latest open exams of the grade (stability-analysis):
 * their grade rank in each, the mean and SD of the ranks and the SD of their standardised scores,
 * flagged unstable above the threshold chosen; the table exports to xlsx.
 */
import { useState } from 'react';
import { Card, Space, Tag, Typography } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import { useAnalysisView } from '../AnalysisShell.tsx';
import { ExportedTable, type ShownExportColumn } from '../common/ExportedTable.tsx';
import { LabelledChoice } from '../common/LabelledChoice.tsx';
import { SubjectChoice } from '../common/SubjectChoice.tsx';
import { useLoad } from '../../common/use-load.ts';
import { LoadPending } from '../../common/LoadStatus.tsx';
import { trendsApi, type StabilityData } from './trends-api.ts';
import { studentNameColumns } from '../common/student-columns.ts';

const texts = t.analysis.trends.stability;
type Student = StabilityData['students'][number];

/** Thresholds offered on the SD of the z-scores; 0.5 is the server's default. */
const THRESHOLDS = [0.3, 0.5, 0.8] as const;
const EXAM_COUNTS = [3, 4, 5] as const;

const verdict = (s: Student) => (s.z_sd === null ? texts.tooFew : s.unstable ? texts.unstable : texts.stable);

function columns(data: StabilityData): ShownExportColumn<Student>[] {
  return [
    ...studentNameColumns<Student>(),
    ...data.exams.map((e, i) => ({ title: texts.rankIn(e.name), value: (s: Student) => s.ranks[i] ?? null })),
    { title: texts.rankMean, value: (s) => s.rank_mean },
    { title: texts.rankSd, value: (s) => s.rank_sd },
    { title: texts.zSd, value: (s) => s.z_sd },
    { title: texts.verdict, value: verdict, show: (s) => <Tag color={s.unstable ? 'red' : s.z_sd === null ? undefined : 'green'}>{verdict(s)}</Tag> },
  ];
}

export function StabilityCard() {
  const { scope, exam } = useAnalysisView();
  const [subjectId, setSubjectId] = useState(0);
  const [threshold, setThreshold] = useState<number>(0.5);
  const [exams, setExams] = useState<number>(5);
  const target = { ...scope, testId: 0 };
  const load = useLoad(`stability:${JSON.stringify(target)}:${subjectId}:${exams}:${threshold}`, () => trendsApi.stability(scope, subjectId, exams, threshold));
  const data = load.data;
  const controls = (
    <Space size={16} wrap>
      <SubjectChoice exam={exam} value={subjectId} onChange={setSubjectId} testId="stability-subject" />
      <LabelledChoice label={texts.exams} value={exams} onChange={setExams} options={EXAM_COUNTS} format={texts.examCount} />
      <LabelledChoice label={texts.threshold} value={threshold} onChange={setThreshold} options={THRESHOLDS} format={String} />
    </Space>
  );
  return (
    <Card variant="borderless" title={texts.title} extra={controls} data-testid="stability-card">
      {!data ? (
        <LoadPending load={load} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{texts.hint(String(data.threshold))}</Typography.Paragraph>
          <Typography.Paragraph data-testid="stability-summary">{texts.summary(data.summary.students, data.summary.assessed, data.summary.unstable)}</Typography.Paragraph>
          <ExportedTable title={texts.title} fileName={`${texts.title}_${data.target.target_name}`} columns={columns(data)} rows={data.students} rowKey={(s) => s.student_id} testId="stability-table" />
        </>
      )}
    </Card>
  );
}
