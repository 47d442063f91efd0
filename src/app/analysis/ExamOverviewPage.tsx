/**
 * /analysis/examination/index (analysisExaminationMain): without an exam, the exams whose
 * analysis is open; with one, each paper's basic figures for the chosen target — average,
 * spread, marking progress, and the paper's reliability (Cronbach's α, SEM).
 */
import { Button, Card, Col, Descriptions, Empty, Progress, Row, Space, Statistic, Tag, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useLocation } from 'wouter';
import { EXAM_STATUS_NAMES, type ExamStatus } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi } from './analysis-api.ts';
import { analysisPath, lessonPath, type AnalysisScope } from './analysis-address.ts';
import { AnalysisExamList } from './common/AnalysisExamList.tsx';
import { AnalysisShell, useAnalysisView } from './AnalysisShell.tsx';
import { formatCoefficient, formatRate, formatScore } from './common/format.ts';
import { useLoad } from '../common/use-load.ts';
import { LoadPending } from '../common/LoadStatus.tsx';

const texts = t.analysis;

/** A figure whose name carries a question mark explaining it on hover. */
function HintedStatistic({ title, hint, value }: { title: string; hint: string; value: string }) {
  const label = (
    <span>
      {title}{' '}
      <Tooltip title={hint}>
        <QuestionCircleOutlined className="analysis-hint" />
      </Tooltip>
    </span>
  );
  return <Statistic title={label} value={value} />;
}

function PaperSummary({ scope, selected, onSelect }: { scope: AnalysisScope; selected: boolean; onSelect: () => void }) {
  const [, navigate] = useLocation();
  const load = useLoad(`basic:${JSON.stringify(scope)}`, () => analysisApi.basicInfo(scope));
  const info = load.data;
  if (!info) return <Card loading={load.loading}>{<LoadPending load={load} />}</Card>;
  const { summary, reliability, progress } = info;
  return (
    <Card
      className={selected ? 'analysis-paper analysis-paper-selected' : 'analysis-paper'}
      data-testid={`analysis-paper-${info.test.id}`}
      title={
        <Space>
          <span>{texts.overview.paperTitle(info.test.name)}</span>
          <Tag color="blue">{info.target.target_name}</Tag>
        </Space>
      }
      extra={
        // the buttons open other screens; a click on them must not also select the paper
        <Space onClick={(event) => event.stopPropagation()}>
          <Button size="small" onClick={() => navigate(analysisPath('test', scope))}>
            {texts.overview.openPaper}
          </Button>
          <Button size="small" type="primary" onClick={() => navigate(analysisPath('question', scope))}>
            {texts.overview.openQuestions}
          </Button>
          <Button size="small" onClick={() => navigate(lessonPath(scope))}>
            {texts.overview.openLesson}
          </Button>
        </Space>
      }
      onClick={onSelect}
      hoverable
    >
      {!info.has_data ? (
        <Empty description={texts.message.noData} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col span={6}>
              <Statistic title={texts.overview.average} value={formatScore(summary.average)} suffix={`/ ${formatScore(summary.full_mark_score)}`} />
            </Col>
            <Col span={6}>
              <Statistic title={texts.overview.scoreRate} value={formatRate(summary.score_rate)} />
            </Col>
            <Col span={6}>
              <HintedStatistic title={texts.overview.alpha} hint={texts.overview.alphaHint} value={formatCoefficient(reliability.alpha)} />
            </Col>
            <Col span={6}>
              <HintedStatistic title={texts.overview.sem} hint={texts.overview.semHint} value={formatCoefficient(reliability.sem)} />
            </Col>
          </Row>
          <Descriptions
            size="small"
            column={4}
            className="analysis-paper-facts"
            items={[
              { key: 'students', label: texts.overview.students, children: summary.student_count },
              { key: 'max', label: texts.overview.max, children: formatScore(summary.max_score) },
              { key: 'min', label: texts.overview.min, children: formatScore(summary.min_score) },
              { key: 'median', label: texts.overview.median, children: formatScore(summary.median) },
              { key: 'sd', label: texts.overview.sd, children: formatScore(summary.standard_deviation) },
              { key: 'questions', label: texts.overview.questions, children: info.question_count },
              {
                key: 'progress',
                label: texts.overview.progress,
                span: 2,
                children: <Progress percent={Math.round(progress.rate * 100) / 100} size="small" format={() => `${progress.done}/${progress.total}`} />,
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}

function ExamOverview() {
  const { exam, scope, go } = useAnalysisView();
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <Card variant="borderless" title={texts.overview.title}>
        <Descriptions
          column={4}
          size="small"
          items={[
            { key: 'status', label: texts.overview.examStatus, children: EXAM_STATUS_NAMES[exam.status as ExamStatus] ?? exam.status },
            { key: 'date', label: texts.picker.startDate, children: exam.start_date || texts.picker.noDate },
            { key: 'papers', label: texts.picker.papers, children: exam.tests.map((x) => x.name).join('、') },
            { key: 'classes', label: texts.overview.classCount, children: exam.classes.length },
          ]}
        />
      </Card>
      {exam.tests.map((test) => {
        const paperScope = { ...scope, testId: test.id };
        return <PaperSummary key={test.id} scope={paperScope} selected={scope.testId === test.id} onSelect={() => go('index', paperScope)} />;
      })}
      {exam.tests.length === 0 && <Empty description={texts.message.noData} />}
    </Space>
  );
}

export function ExamOverviewPage() {
  return (
    <AnalysisShell segment="index" withoutExam={<AnalysisExamList title={texts.picker.examListTitle} />}>
      <ExamOverview />
    </AnalysisShell>
  );
}
