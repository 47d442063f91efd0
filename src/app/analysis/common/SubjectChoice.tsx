/** What students are ranked on, as the screens across the exam's papers offer it: the exam total (0) or one subject's paper. */
import { t } from '../../../i18n/zh-CN.ts';
import type { AnalysisExamDetail } from '../analysis-api.ts';
import { paperName } from './format.ts';
import { LabelledSelect } from './LabelledChoice.tsx';

export interface SubjectChoiceProps {
  exam: AnalysisExamDetail;
  value: number;
  onChange: (subjectId: number) => void;
  testId?: string;
}

export function SubjectChoice({ exam, ...choice }: SubjectChoiceProps) {
  const texts = t.analysis.examWide;
  return (
    <LabelledSelect
      {...choice}
      label={texts.rankedOn}
      width={120}
      options={[{ value: 0, label: texts.total }, ...exam.tests.map((test) => ({ value: test.subject_id, label: paperName(test) }))]}
    />
  );
}
