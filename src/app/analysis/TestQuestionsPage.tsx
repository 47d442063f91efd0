/**
 * /analysis/examination/testQuestions: the paper's questions (test-question-list) with their
 * answers, explanations and knowledge points, and the target's figures per question (score rate
 * against the whole school, difficulty, discrimination, mastery) in a table that exports to xlsx;
 * below it the knowledge-point analysis of the paper (KnowledgePointsCard).
 */
import { useState } from 'react';
import { Card, Descriptions, Space, Tag } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi, type TestQuestionListData } from './analysis-api.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { ExportedTable, type ShownExportColumn } from './common/ExportedTable.tsx';
import { formatCoefficient, formatRate, formatScore } from './common/format.ts';
import { QuestionText } from './common/QuestionText.tsx';
import { KnowledgePointsCard } from './knowledge/KnowledgePointsCard.tsx';
import { useLoad } from '../common/use-load.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { TargetFiguresCard } from './common/TargetFiguresCard.tsx';

const own = t.analysis.testQuestions;
const TYPES = t.analysis.test.questionTypes;
const MASTERY_COLOUR: Record<string, string> = { outstanding: 'green', passed: 'gold', no_passed: 'red' };

type Question = TestQuestionListData['questions'][number];

const tagNames = (q: Question) => q.tags.map((tag) => tag.name).join('、');

const columns: ShownExportColumn<Question>[] = [
  { title: own.label, value: (q) => q.label },
  { title: own.type, value: (q) => TYPES[q.question_type] ?? q.question_type },
  { title: own.fullMark, value: (q) => q.full_mark_score },
  { title: own.answer, value: (q) => q.answer.join('') || null },
  { title: own.tags, value: (q) => tagNames(q) || null, show: (q) => (q.tags.length ? q.tags.map((tag) => <Tag key={tag.id}>{tag.name}</Tag>) : own.none) },
  { title: own.students, value: (q) => q.student_count },
  { title: own.average, value: (q) => q.score, show: (q) => formatScore(q.score) },
  { title: own.scoreRate, value: (q) => formatRate(q.score_rate) },
  { title: own.parentRate, value: (q) => formatRate(q.parent_score_rate) },
  { title: own.fullCredit, value: (q) => formatRate(q.full_credit_rate) },
  { title: own.scoreless, value: (q) => formatRate(q.scoreless_rate) },
  { title: own.difficulty, value: (q) => formatCoefficient(q.difficulty, 3) },
  { title: own.discrimination, value: (q) => formatCoefficient(q.discrimination, 3) },
  {
    title: own.mastery,
    value: (q) => (q.mastery ? t.analysis.mastery[q.mastery] : null),
    show: (q) => (q.mastery ? <Tag color={MASTERY_COLOUR[q.mastery]}>{t.analysis.mastery[q.mastery]}</Tag> : own.none),
  },
];

/** The question itself, as the paper and the answer key have it. */
function QuestionContent({ question }: { question: Question }) {
  return (
    <Descriptions size="small" column={1} data-testid={`question-content-${question.question_id}`}>
      <Descriptions.Item label={own.text}>
        <QuestionText text={question.text} />
      </Descriptions.Item>
      {question.options.map((o) => (
        <Descriptions.Item key={o.key} label={o.key}>
          <QuestionText text={o.value} />
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={own.answer}>{question.answer.join('') || own.none}</Descriptions.Item>
      {question.jieda && (
        <Descriptions.Item label={own.jieda}>
          <QuestionText text={question.jieda} />
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

function TestQuestions() {
  const { scope } = useAnalysisView();
  const [tagged, setTagged] = useState(0);
  const load = useLoad(`test-question-list:${JSON.stringify(scope)}:${tagged}`, () => analysisApi.testQuestionList(scope));
  const data = load.data;
  const list = !data ? (
    <Card variant="borderless" title={own.title}>
      <LoadPending load={load} />
    </Card>
  ) : (
    <TargetFiguresCard title={own.title} targetName={data.target.target_name} hint={own.hint} hasData={data.questions.length > 0}>
      <ExportedTable title={own.title} fileName={`${own.title}_${data.target.target_name}`} columns={columns} rows={data.questions} rowKey={(q) => q.question_id} testId="test-questions" expandedRow={(q) => <QuestionContent question={q} />} />
    </TargetFiguresCard>
  );
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      {list}
      <KnowledgePointsCard scope={scope} reloadKey={tagged} onTagged={() => setTagged((n) => n + 1)} />
    </Space>
  );
}

export const TestQuestionsPage = analysisScreen('testQuestions', TestQuestions);
