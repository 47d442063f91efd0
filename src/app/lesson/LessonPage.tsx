/**
 * The classroom explanation screen, route 'Lesson' (spec 001 §2.3):
 * /lesson/{testid}/{schoolid}/{campusid}/{classid}/{specialGroupid}/{examinationid}[?question=].
 * A top bar of toggles and steps, the questions grouped by mastery on the left, the question in
 * the middle (zoomable, with answer and analysis on demand and the drawing board over it) and
 * the class's figures on the right.
 */
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Empty, Result, Space, Tag, Tooltip, Typography } from 'antd';
import {
  ArrowLeftOutlined,
  CompressOutlined,
  EditOutlined,
  ExpandOutlined,
  FileImageOutlined,
  LeftOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  RightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
  AppstoreOutlined,
  ScissorOutlined,
} from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { LESSON_ZOOM_MIN, stepQuestion, zoomLesson } from '../../domain/analysis-view.ts';
import { BOARD_OPEN_DELAY_MS } from '../../domain/board.ts';
import { lesson, resetLesson, showQuestion } from '../../state/lesson.ts';
import { analysisApi } from '../analysis/analysis-api.ts';
import { analysisPath, readQuestion, scopeOfLesson, type AnalysisScope } from '../analysis/analysis-address.ts';
import { formatRate } from '../analysis/common/format.ts';
import { useLoad } from '../common/use-load.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { OriginalPaperDialog, studentsWithPictures } from '../analysis/question/OriginalPaperDialog.tsx';
import { QuestionBody } from '../analysis/question/QuestionBody.tsx';
import { QuestionPicture, useQuestionPictures } from '../original-paper/QuestionPicture.tsx';
import { VariantDialog, type VariantTag } from '../analysis/similar/VariantDialog.tsx';
import type { QuestionRef } from '../analysis/similar/similar-api.ts';
import { t } from '../../i18n/zh-CN.ts';
import { ClassStatsPanel } from './ClassStatsPanel.tsx';
import { DrawingBoard } from './DrawingBoard.tsx';
import { MasteryPanel } from './MasteryPanel.tsx';
import './lesson.css';
import '../analysis/analysis-styles.ts';

const texts = t.lesson;
/** The question's font at 100 %. */
const BASE_FONT = 20;

function useFullScreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const follow = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return [on, toggle];
}

function BarButton({ title, icon, onClick, on, testId, disabled }: { title: string; icon?: React.ReactNode; onClick: () => void; on?: boolean; testId?: string; disabled?: boolean }) {
  return (
    <Button className={`lesson-bar-button${on ? ' lesson-bar-button-on' : ''}`} type="text" icon={icon} onClick={onClick} data-testid={testId} aria-pressed={on} disabled={disabled}>
      {title}
    </Button>
  );
}

function Lesson({ scope }: { scope: AnalysisScope }) {
  const { message } = App.useApp();
  const [, navigate] = useLocation();
  const search = useSearch();
  const state = useSnapshot(lesson);
  const [fullScreen, toggleFullScreen] = useFullScreen();
  const [boardPending, setBoardPending] = useState(false);
  const [dialog, setDialog] = useState<'original' | 'variant' | null>(null);
  const [variantTag, setVariantTag] = useState<VariantTag | null>(null);

  const scopeKey = JSON.stringify(scope);
  useEffect(() => {
    resetLesson();
  }, [scopeKey]);

  const order = useLoad(`order:${scopeKey}`, () => analysisApi.questionOrder(scope));
  const questions = useMemo(() => order.data?.questions ?? [], [order.data]);
  const wanted = state.showOrder || readQuestion(search);
  const index = Math.max(0, questions.findIndex((q) => q.show_order === wanted));
  const current = questions[index];

  useEffect(() => {
    if (current) showQuestion(current.show_order);
  }, [current]);

  const single = useLoad(current ? `single:${scopeKey}:${current.show_order}` : null, async () => {
    const result = await analysisApi.singleQuestion(scope, current!.show_order);
    if (!result.ok) void message.warning(result.error.message);
    return result;
  });
  const data = single.data?.ok ? single.data.data : undefined;
  const question = data?.questions[0];

  const pictures = useQuestionPictures(scope.testId);
  // the question as printed: instead of a text it lacks, or on demand (a figure the text leaves out)
  const [showCut, setShowCut] = useState(false);
  const cutUrl = question ? pictures.get(question.question_id) : undefined;
  const students = useLoad(question ? `students:${scopeKey}:${question.question_id}` : null, () => analysisApi.questionStudents(scope, question!.question_id));
  const hasPictures = studentsWithPictures(students.data).length > 0;

  // the board opens a moment after it is asked for (spec 001 §2.8)
  useEffect(() => {
    if (!boardPending) return;
    const timer = setTimeout(() => {
      lesson.boardOpen = true;
      setBoardPending(false);
    }, BOARD_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [boardPending]);

  const toggleBoard = () => {
    if (lesson.boardOpen || boardPending) {
      setBoardPending(false);
      lesson.boardOpen = false;
    } else setBoardPending(true);
  };

  const step = (direction: 1 | -1) => {
    const next = stepQuestion(questions.length, index, direction);
    if ('edge' in next) return void message.warning(next.edge === 'last' ? t.analysis.message.lastQuestion : t.analysis.message.firstQuestion);
    showQuestion(questions[next.index].show_order);
  };

  const similarRef = useMemo<QuestionRef | null>(
    () => (question && data ? { testId: scope.testId, questionId: question.question_id, classId: scope.classId, subjectId: data.subject_id } : null),
    [question, data, scope.testId, scope.classId],
  );

  if (!order.data) return <LoadPending load={order} />;
  if (!current) return <Empty description={texts.noQuestions} />;

  const font = Math.round((BASE_FONT * state.zoom) / LESSON_ZOOM_MIN);
  return (
    <div className={`lesson-page${state.cardCollapsed ? ' lesson-collapsed' : ''}`} data-testid="lesson-page">
      <header className="lesson-bar">
        <div className="lesson-bar-title">
          <Typography.Text strong className="lesson-title" data-testid="lesson-title">
            {texts.questionTitle(current.label)}
          </Typography.Text>
          {order.data.target && <Tag color="blue">{order.data.target.target_name}</Tag>}
        </div>
        <Space size={2} wrap className="lesson-bar-tools">
          <BarButton
            title={state.cardCollapsed ? texts.expandCard : texts.collapseCard}
            icon={state.cardCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => (lesson.cardCollapsed = !lesson.cardCollapsed)}
          />
          <BarButton title={fullScreen ? texts.exitFullScreen : texts.fullScreen} icon={fullScreen ? <CompressOutlined /> : <ExpandOutlined />} onClick={toggleFullScreen} />
          <Tooltip title={texts.zoomOut}>
            <Button type="text" className="lesson-bar-button" icon={<ZoomOutOutlined />} aria-label={texts.zoomOut} onClick={() => (lesson.zoom = zoomLesson(lesson.zoom, -1))} />
          </Tooltip>
          <span className="lesson-zoom" data-testid="lesson-zoom">
            {texts.zoom(state.zoom)}
          </span>
          <Tooltip title={texts.zoomIn}>
            <Button type="text" className="lesson-bar-button" icon={<ZoomInOutlined />} aria-label={texts.zoomIn} onClick={() => (lesson.zoom = zoomLesson(lesson.zoom, 1))} />
          </Tooltip>
          <BarButton title={texts.board} icon={<EditOutlined />} onClick={toggleBoard} on={state.boardOpen || boardPending} testId="lesson-board-toggle" />
          <BarButton title={texts.answer} onClick={() => (lesson.showAnswer = !lesson.showAnswer)} on={state.showAnswer} testId="lesson-answer" />
          <BarButton title={texts.analysis} onClick={() => (lesson.showAnalysis = !lesson.showAnalysis)} on={state.showAnalysis} testId="lesson-analysis" />
          {cutUrl && <BarButton title={texts.cutPicture} icon={<ScissorOutlined />} onClick={() => setShowCut((on) => !on)} on={showCut || question?.text.trim() === ''} testId="lesson-cut-picture" />}
          {hasPictures && <BarButton title={texts.originalPaper} icon={<FileImageOutlined />} onClick={() => setDialog('original')} testId="lesson-original" />}
          <BarButton
            title={texts.variants}
            icon={<AppstoreOutlined />}
            onClick={() => {
              setVariantTag(null);
              setDialog('variant');
            }}
            disabled={!similarRef}
            testId="lesson-variants"
          />
          <BarButton title={texts.back} icon={<ArrowLeftOutlined />} onClick={() => navigate(analysisPath('index', scope))} testId="lesson-back" />
          <BarButton title={texts.previous} icon={<LeftOutlined />} onClick={() => step(-1)} testId="lesson-previous" />
          <BarButton title={texts.next} icon={<RightOutlined />} onClick={() => step(1)} testId="lesson-next" />
        </Space>
      </header>
      <div className="lesson-body">
        {!state.cardCollapsed && (
          <aside className="lesson-left">
            <MasteryPanel order={order.data} current={current.show_order} onPick={showQuestion} />
          </aside>
        )}
        <main className="lesson-main">
          <div className="lesson-content" data-testid="lesson-content">
            {!single.data ? (
              <LoadPending load={single} />
            ) : !question ? (
              <Empty description={t.analysis.message.noAnalysisResult} />
            ) : (
              <>
                <QuestionBody
                  question={question}
                  label={question.label}
                  font={font}
                  showAnswer={state.showAnswer}
                  showExplanation={state.showAnalysis}
                  highlightAnswer
                  picture={cutUrl && (showCut || question.text.trim() === '') && <QuestionPicture url={cutUrl} label={question.label} />}
                />
                {data && data.class_tags.length > 0 && (
                  <Space size={6} wrap className="question-tags">
                    <span className="question-muted">{t.analysis.question.tags}</span>
                    {data.class_tags.map((tag) => (
                      <Tag
                        key={tag.tagid}
                        color="geekblue"
                        className="lesson-tag"
                        onClick={() => {
                          setVariantTag({ id: tag.tagid, name: tag.name });
                          setDialog('variant');
                        }}
                      >
                        {tag.name} · {formatRate(tag.avg_total_score_rate)}
                      </Tag>
                    ))}
                  </Space>
                )}
              </>
            )}
          </div>
          {state.boardOpen && <DrawingBoard questionKey={`${scopeKey}:${current.show_order}`} onClose={() => (lesson.boardOpen = false)} />}
        </main>
        <aside className="lesson-right">
          <div className="lesson-panel-title">{texts.classStats}</div>
          <ClassStatsPanel data={data} />
        </aside>
      </div>
      <OriginalPaperDialog open={dialog === 'original'} onClose={() => setDialog(null)} title={`${texts.questionTitle(current.label)} ${texts.originalPaper}`} data={students.data} />
      {similarRef && <VariantDialog open={dialog === 'variant'} onClose={() => setDialog(null)} question={similarRef} tag={variantTag} />}
    </div>
  );
}

export function LessonPage({ params }: { params: Record<string, string | undefined> }) {
  const scope = useMemo(() => scopeOfLesson(params), [params]);
  if (!scope.testId || !scope.examinationId) return <Result status="warning" title={texts.missingParams} />;
  return <Lesson scope={scope} />;
}
