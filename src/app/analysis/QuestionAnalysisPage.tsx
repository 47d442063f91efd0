/**
 * /analysis/examination/question: every question of the paper as a card coloured by how well
 * the target mastered it, and the analysis panel of the question chosen (?question=).
 */
import { useMemo } from 'react';
import { Button, Card, Empty, Space, Tooltip } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useLocation, useSearch } from 'wouter';
import { masteryOf } from '../../domain/statistics/mastery.ts';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi } from './analysis-api.ts';
import { lessonPath, readQuestion } from './analysis-address.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { formatRate } from './common/format.ts';
import { useLoad } from '../common/use-load.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { QuestionAnalysisPanel } from './question/QuestionAnalysisPanel.tsx';

const texts = t.analysis;

function QuestionAnalysis() {
  const { scope, exam, go } = useAnalysisView();
  const search = useSearch();
  const [, navigate] = useLocation();
  const order = useLoad(`order:${JSON.stringify(scope)}`, () => analysisApi.questionOrder(scope));
  const questions = useMemo(() => order.data?.questions ?? [], [order.data]);
  const wanted = readQuestion(search);
  const current = questions.find((q) => q.show_order === wanted) ?? questions[0];

  if (!order.data) return <LoadPending load={order} />;
  if (!current) return <Empty description={texts.message.noData} />;

  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <Card variant="borderless" size="small" className="question-nav-card">
        <div className="question-nav" data-testid="question-nav">
          {questions.map((q) => {
            const band = q.target ? masteryOf(q.target.score_rate) : 'none';
            return (
              <Tooltip key={q.question_id} title={q.target ? formatRate(q.target.score_rate) : texts.message.noData}>
                <button
                  type="button"
                  className={`question-chip question-chip-${band}${q.show_order === current.show_order ? ' question-chip-current' : ''}`}
                  onClick={() => go('question', scope, q.show_order)}
                  data-testid={`question-chip-${q.label}`}
                >
                  {q.label}
                </button>
              </Tooltip>
            );
          })}
          <Button className="question-nav-lesson" icon={<DesktopOutlined />} onClick={() => navigate(lessonPath(scope, current.show_order))} data-testid="open-lesson">
            {texts.overview.openLesson}
          </Button>
        </div>
        <Space size={12} className="question-legend">
          {(['outstanding', 'passed', 'no_passed'] as const).map((m) => (
            <span key={m} className={`question-legend-item question-chip-${m}`}>
              {texts.mastery[m]}
            </span>
          ))}
        </Space>
      </Card>
      <QuestionAnalysisPanel scope={scope} showOrder={current.show_order} exam={exam} />
    </Space>
  );
}

export const QuestionAnalysisPage = analysisScreen('question', QuestionAnalysis);
