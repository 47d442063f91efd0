/**
 * /divided/progress/original/cutting/{examinationid}/{testId} (spec 001 §2.1): the printed
 * question paper is cut into the paper's questions on the shared canvas. The teacher picks a
 * question (as the paper's question list gives them) and draws one or more rectangles over it on
 * the pages; saving sends the cuts, and the server makes one picture per question from them,
 * shown where the question has no text (lesson, question analysis, similar questions).
 */
import { useCallback, useMemo, useState } from 'react';
import { App, Button, Empty, Radio, Space, Spin, Switch, Tag, Typography } from 'antd';
import { SaveOutlined, UploadOutlined } from '@ant-design/icons';
import { useLocation } from 'wouter';
import { t } from '../../i18n/zh-CN.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { paperQuestions, type PaperQuestion } from '../exams/exam-calls.ts';
import { ExamsHead } from '../exams/ExamsHead.tsx';
import type { RouteParams } from '../shell/routes.tsx';
import { CuttingCanvas, type CuttingHandle, type CuttingTool } from './CuttingCanvas.tsx';
import { originalPaper, saveOriginalCuts, type OriginalPaper } from './original-paper-calls.ts';
import { BackToExams, BadAddress, examAndPaper, paperOfAddress } from './original-paper-head.tsx';
import { uploadOriginPath } from './original-paths.ts';
import { usePageImages } from './use-page-images.ts';
import './original-paper.css';

const texts = t.originalPaper;

function Workspace({ testId, paper, questions }: { testId: number; paper: OriginalPaper; questions: PaperQuestion[] }) {
  const { message } = App.useApp();
  const images = usePageImages(paper.pages);
  const [chosen, setChosen] = useState<number | undefined>(questions[0]?.id);
  const [tool, setTool] = useState<CuttingTool>('cut');
  const [snap, setSnap] = useState(true);
  const [counts, setCounts] = useState(new Map<number, number>());
  const [dirty, setDirty] = useState(false);
  const [handle, setHandle] = useState<CuttingHandle | null>(null);
  const save = useAction();

  const labels = useMemo(() => new Map(questions.map((q) => [q.id, q.label])), [questions]);
  const labelOf = useCallback((id: number) => labels.get(id) ?? String(id), [labels]);
  const question = useMemo(() => (chosen === undefined ? undefined : { id: chosen, label: labelOf(chosen) }), [chosen, labelOf]);
  const onCuts = useCallback((next: Map<number, number>, changed: boolean) => {
    setCounts(next);
    if (changed) setDirty(true);
  }, []);

  const saveCuts = () =>
    save.run(async () => {
      if (!handle) return;
      const cuts = handle.readCuts().map((cut) => ({ question_id: cut.questionId, page_id: cut.pageId, x: cut.x, y: cut.y, width: cut.width, height: cut.height }));
      const saved = await saveOriginalCuts(testId, cuts);
      setDirty(false);
      void message.success(texts.saved(saved.pictures.length));
    });

  if (questions.length === 0) return <Empty description={texts.noQuestions} />;
  return (
    <>
      <Space wrap className="original-toolbar">
        <Radio.Group value={tool} onChange={(event) => setTool(event.target.value as CuttingTool)} optionType="button" buttonStyle="solid">
          <Radio.Button value="cut" data-testid="cutting-tool-cut">
            {texts.cut}
          </Radio.Button>
          <Radio.Button value="select" data-testid="cutting-tool-select">
            {texts.select}
          </Radio.Button>
        </Radio.Group>
        <Space size={4}>
          <Switch size="small" checked={snap} onChange={setSnap} data-testid="cutting-snap" />
          <Typography.Text>{texts.snap}</Typography.Text>
        </Space>
        <Button disabled={!handle || chosen === undefined || !paper.may_edit} onClick={() => chosen !== undefined && handle?.assignSelected(chosen, labelOf(chosen))}>
          {texts.assignSelected}
        </Button>
        <Button type="primary" icon={<SaveOutlined />} loading={save.busy} disabled={!handle || !paper.may_edit} onClick={() => void saveCuts()} data-testid="cutting-save">
          {save.busy ? texts.saving : texts.save}
        </Button>
        {dirty && <Typography.Text type="warning">{texts.unsaved}</Typography.Text>}
      </Space>
      <div className="original-cutting">
        <div className="original-questions" data-testid="cutting-questions">
          <Typography.Text type="secondary">{texts.pickQuestion}</Typography.Text>
          <Space orientation="vertical" size={4} style={{ width: '100%', marginTop: 8 }}>
            {questions.map((q) => (
              <Button
                key={q.id}
                block
                type={q.id === chosen ? 'primary' : 'default'}
                onClick={() => {
                  setChosen(q.id);
                  setTool('cut');
                }}
                data-testid="cutting-question"
                data-question-id={q.id}
              >
                <Space>
                  <span>{texts.questionName(q.label)}</span>
                  {(counts.get(q.id) ?? 0) > 0 && <Tag color="blue">{texts.cutCount(counts.get(q.id)!)}</Tag>}
                </Space>
              </Button>
            ))}
          </Space>
        </div>
        {images ? (
          <CuttingCanvas paper={paper} images={images} labelOf={labelOf} question={question} tool={tool} snap={snap} onCuts={onCuts} onReady={setHandle} />
        ) : (
          <div className="original-canvas">
            <Spin className="load-spin" />
          </div>
        )}
      </div>
    </>
  );
}

export function CuttingPage({ params }: { params: RouteParams }) {
  const { examId, testId } = paperOfAddress(params);
  const [, navigate] = useLocation();
  const load = useLoad(examId && testId ? `original-cutting:${examId}:${testId}` : null, async () => {
    const [place, paper, questions] = await Promise.all([examAndPaper(examId!, testId!), originalPaper(testId!), paperQuestions(testId!)]);
    return { ...place, paper, questions: questions.result };
  });
  if (!examId || !testId) return <BadAddress />;
  if (!load.data) return <LoadPending load={load} />;
  const { exam, test, paper, questions } = load.data;
  if (!test) return <BadAddress notInExam />;
  return (
    <div className="exams-page" data-testid="original-cutting">
      <ExamsHead above={<BackToExams />} title={`${texts.cuttingTitle} · ${exam.name} · ${test.subject_name}`} hint={texts.cuttingHint}>
        <Button icon={<UploadOutlined />} onClick={() => navigate(uploadOriginPath(examId, testId))} data-testid="cutting-go-upload">
          {texts.goUpload}
        </Button>
      </ExamsHead>
      {!paper.may_edit && <Typography.Paragraph type="warning">{texts.readOnly}</Typography.Paragraph>}
      {paper.pages.length === 0 ? <Empty description={texts.noPages} /> : <Workspace testId={testId} paper={paper} questions={questions} />}
    </div>
  );
}
