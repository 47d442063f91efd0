/**
 * The question analysis panel (spec 001 §2.2): the question with its options, answer and
 * explanation on demand (zoomable), the overview for the target against the whole exam, the
 * blank and option analyses with their charts, the name lists, the contrast with the other
 * targets, typical papers, original papers and the similar questions of the question.
 */
import { useMemo, useState } from 'react';
import { App, Badge, Button, Card, Empty, Space, Tag, Tooltip } from 'antd';
import { ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { isChoiceQuestion, PANEL_FONT_MIN, zoomPanelFont } from '../../../domain/analysis-view.ts';
import { gradeBit } from '../../../domain/question-bank.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { analysisApi, type AnalysisExamDetail, type QuestionStudentsData, type SingleQuestionData } from '../analysis-api.ts';
import type { AnalysisScope } from '../analysis-address.ts';
import { formatRate } from '../common/format.ts';
import { useLoad } from '../../common/use-load.ts';
import { LoadPending } from '../../common/LoadStatus.tsx';
import { errorText } from '../../common/error-text.ts';
import { SelectedSimilarDialog } from '../similar/SelectedSimilarDialog.tsx';
import { SimilarSetupDialog } from '../similar/SimilarSetupDialog.tsx';
import { similarApi, type QuestionRef } from '../similar/similar-api.ts';
import { BlankAnalysis } from './BlankAnalysis.tsx';
import { ContrastDialog } from './ContrastDialog.tsx';
import { OptionAnalysis } from './OptionAnalysis.tsx';
import { OriginalPaperDialog } from './OriginalPaperDialog.tsx';
import { OverviewTable, type ListKind } from './OverviewTable.tsx';
import { QuestionBody } from './QuestionBody.tsx';
import { QuestionPicture, useQuestionPictures } from '../../original-paper/QuestionPicture.tsx';
import { StudentListDialog } from './StudentListDialog.tsx';
import { TypicalPaperDialog } from './TypicalPaperDialog.tsx';

const texts = t.analysis.question;

type Dialog = 'lists' | 'contrast' | 'typical' | 'original' | 'setSimilar' | 'selectedSimilar' | null;

function Analysis({ data, scope, exam }: { data: SingleQuestionData; scope: AnalysisScope; exam: AnalysisExamDetail }) {
  const { message } = App.useApp();
  const question = data.questions[0];
  const { analysis } = data;
  const [font, setFont] = useState(PANEL_FONT_MIN);
  const [showAnswer, setShowAnswer] = useState(false);
  const [showExplanation, setShowExplanation] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [listKind, setListKind] = useState<ListKind>('full');
  const choice = isChoiceQuestion(question.question_type);
  const label = question.label;
  const pictures = useQuestionPictures(scope.testId);

  const similarRef = useMemo<QuestionRef>(
    () => ({ testId: scope.testId, questionId: question.question_id, classId: scope.classId, subjectId: data.subject_id }),
    [scope.testId, scope.classId, question.question_id, data.subject_id],
  );
  const similarCount = useLoad(`count:${JSON.stringify(similarRef)}`, () => similarApi.count(similarRef.testId, similarRef.classId, [similarRef.questionId]));
  const count = similarCount.data?.list[0]?.num ?? 0;

  const [lists, setLists] = useState<QuestionStudentsData | undefined>();
  const loadLists = async (): Promise<QuestionStudentsData | undefined> => {
    if (lists) return lists;
    try {
      const loaded = await analysisApi.questionStudents(scope, question.question_id);
      setLists(loaded);
      return loaded;
    } catch (error) {
      void message.error(errorText(error));
      return undefined;
    }
  };

  /** spec 001 §5: names are listed per class; at a wider target the teacher is sent to a class. */
  const openList = async (kind: ListKind) => {
    if (!scope.classId) return void message.warning(t.analysis.message.goToClassForList);
    const loaded = await loadLists();
    if (!loaded) return;
    if (loaded.full_credit.length + loaded.loss_score.length + loaded.scoreless.length === 0) return void message.warning(t.analysis.message.noListForNow);
    setListKind(kind);
    setDialog('lists');
  };

  const openOriginal = async () => {
    if (await loadLists()) setDialog('original');
  };

  const hasFigures = Boolean(analysis.parent_target);
  const target = analysis.target;

  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <Card
        variant="borderless"
        className="question-panel"
        title={
          <Space>
            <span data-testid="question-title">{texts.questionN(label)}</span>
            {analysis.mastery && <Tag color={analysis.mastery === 'outstanding' ? 'green' : analysis.mastery === 'passed' ? 'gold' : 'red'}>{t.analysis.mastery[analysis.mastery]}</Tag>}
          </Space>
        }
        extra={
          <Space size={0} wrap className="question-links">
            {analysis.partition_id !== null && (
              <Button type="link" onClick={() => void openOriginal()} data-testid="open-original">
                {texts.originalPaper}
              </Button>
            )}
            <Button type="link" onClick={() => setDialog('setSimilar')} data-testid="open-set-similar">
              {texts.setSimilar}
            </Button>
            <Badge count={count} size="small" offset={[-6, 2]}>
              <Button type="link" onClick={() => setDialog('selectedSimilar')} data-testid="open-selected-similar">
                {texts.selectedSimilar}
              </Button>
            </Badge>
            <Button type="link" onClick={() => setShowAnswer((v) => !v)} data-testid="toggle-answer">
              {showAnswer ? texts.hideAnswer : texts.showAnswer}
            </Button>
            <Button type="link" onClick={() => setShowExplanation((v) => !v)} data-testid="toggle-explanation">
              {showExplanation ? texts.hideExplanation : texts.showExplanation}
            </Button>
            <Tooltip title={texts.zoomOut}>
              <Button type="link" icon={<ZoomOutOutlined />} aria-label={texts.zoomOut} onClick={() => setFont((f) => zoomPanelFont(f, -1))} />
            </Tooltip>
            <Button type="link" onClick={() => setFont(PANEL_FONT_MIN)}>
              {texts.reset}
            </Button>
            <Tooltip title={texts.zoomIn}>
              <Button type="link" icon={<ZoomInOutlined />} aria-label={texts.zoomIn} onClick={() => setFont((f) => zoomPanelFont(f, 1))} />
            </Tooltip>
          </Space>
        }
      >
        <QuestionBody
          question={question}
          label={label}
          font={font}
          showAnswer={showAnswer}
          showExplanation={showExplanation}
          highlightAnswer={choice}
          picture={question.text.trim() === '' && pictures.has(question.question_id) && <QuestionPicture url={pictures.get(question.question_id)!} label={label} />}
        />
        {data.class_tags.length > 0 && (
          <Space size={6} wrap className="question-tags">
            <span className="question-muted">{texts.tags}</span>
            {data.class_tags.map((tag) => (
              <Tag key={tag.tagid} color="geekblue">
                {tag.name} · {texts.tagRate(formatRate(tag.avg_total_score_rate))}
              </Tag>
            ))}
          </Space>
        )}
      </Card>

      {!hasFigures || !target ? (
        <Card variant="borderless">
          <Empty description={t.analysis.message.noData} data-testid="question-no-data" />
        </Card>
      ) : (
        <Space orientation="vertical" size={16} className="analysis-stack">
          <Card variant="borderless" size="small" title={texts.overviewTitle} className="question-section">
            <OverviewTable
              fullMark={analysis.full_mark_score}
              target={target}
              parent={analysis.parent_target}
              trend={analysis.trend}
              onList={choice ? null : (kind) => void openList(kind)}
              onContrast={() => setDialog('contrast')}
              onTypical={analysis.partition_id !== null ? () => setDialog('typical') : null}
            />
          </Card>
          {choice && (target.options?.length ?? 0) > 0 && <OptionAnalysis target={target} answer={question.answer} />}
          {!choice && (target.emptys?.length ?? 0) > 0 && <BlankAnalysis blanks={target.emptys ?? []} />}
        </Space>
      )}

      <StudentListDialog
        open={dialog === 'lists'}
        kind={listKind}
        onKind={setListKind}
        data={lists}
        loading={false}
        title={`${texts.questionN(label)} ${texts.studentLists}`}
        onClose={() => setDialog(null)}
      />
      <ContrastDialog open={dialog === 'contrast'} label={label} targets={analysis.contrast_target} onClose={() => setDialog(null)} />
      {analysis.partition_id !== null && (
        <TypicalPaperDialog
          open={dialog === 'typical'}
          onClose={() => setDialog(null)}
          label={label}
          testId={scope.testId}
          partitionId={analysis.partition_id}
          classId={scope.classId}
        />
      )}
      <OriginalPaperDialog open={dialog === 'original'} onClose={() => setDialog(null)} title={`${texts.questionN(label)} ${texts.originalPaper}`} data={lists} />
      <SimilarSetupDialog
        open={dialog === 'setSimilar'}
        onClose={() => setDialog(null)}
        label={label}
        question={similarRef}
        tagIds={question.tags.map((tag) => tag.id)}
        gradeType={gradeBit(exam.grade_id)}
        onChanged={similarCount.reload}
      />
      <SelectedSimilarDialog open={dialog === 'selectedSimilar'} onClose={() => setDialog(null)} label={label} question={similarRef} onChanged={similarCount.reload} />
    </Space>
  );
}

export function QuestionAnalysisPanel({ scope, showOrder, exam }: { scope: AnalysisScope; showOrder: number; exam: AnalysisExamDetail }) {
  const { message } = App.useApp();
  const load = useLoad(`single:${JSON.stringify(scope)}:${showOrder}`, async () => {
    const result = await analysisApi.singleQuestion(scope, showOrder);
    // spec 001 §4, §8: a failed analysis is a warning with the server's words, not an error page
    if (!result.ok) void message.warning(result.error.message);
    return result;
  });
  if (!load.data) return <LoadPending load={load} />;
  if (!load.data.ok) {
    return (
      <Card variant="borderless">
        <Empty description={t.analysis.message.noAnalysisResult} data-testid="question-no-result" />
      </Card>
    );
  }
  return <Analysis key={`${showOrder}:${JSON.stringify(scope)}`} data={load.data.data} scope={scope} exam={exam} />;
}
