/**
 * 用作考试试卷: the basket becomes the questions of a paper of an exam that has not started
 * (test-paper-binding with the basket's questions, scores and big questions), for the school's
 * administrators, who set exams up. The papers offered are those of the basket's subject without
 * question groups yet; once set, the paper's answer card is designed from its questions.
 */
import { useState } from 'react';
import { Alert, Button, Modal, Select, Space, Typography, type SelectProps } from 'antd';
import { Link } from 'wouter';
import { ExamStatus } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { testDesignerPath } from '../answer-card/card-paths.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { listSetupExams } from '../exams/exam-calls.ts';
import { bindBasket, type BasketPaper } from './bank-calls.ts';

const texts = t.bank.useAsPaper;
/** Exams not started are few at any time: one page holds them. */
const EXAM_PAGE_SIZE = 100;

/** A choice across the dialog, named (for screen readers too) by what it chooses. */
function Choice({ name, testId, ...select }: SelectProps<number> & { name: string; testId: string }) {
  return <Select<number> data-testid={testId} aria-label={name} placeholder={name} style={{ width: '100%' }} {...select} />;
}

export interface UseAsPaperDialogProps {
  open: boolean;
  onClose: () => void;
  /** the subject of the basket's questions (the first question's) */
  subjectId: number;
  basket: BasketPaper;
}

export function UseAsPaperDialog({ open, onClose, subjectId, basket }: UseAsPaperDialogProps) {
  const load = useLoad(open ? `basket-exams:${subjectId}` : null, () =>
    listSetupExams({ status: ExamStatus.notStarted, subject_id: subjectId, page_no: 1, page_size: EXAM_PAGE_SIZE }),
  );
  const [examId, setExamId] = useState<number>();
  const [testId, setTestId] = useState<number>();
  const [bound, setBound] = useState<{ testId: number; count: number; total: number }>();
  const action = useAction();
  const exams = load.data?.result ?? [];
  const exam = exams.find((e) => e.id === examId);
  const papers = (exam?.tests ?? []).filter((paper) => paper.subject_id === subjectId);
  const paper = papers.find((p) => p.id === testId);

  const submit = () =>
    action.run(async () => {
      if (!paper) return;
      const result = await bindBasket(paper.id, basket);
      setBound({ testId: paper.id, count: result.result.length, total: result.total_score });
    });
  const close = () => {
    setBound(undefined);
    setExamId(undefined);
    setTestId(undefined);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={texts.title}
      onCancel={close}
      destroyOnHidden
      footer={
        bound ? (
          <Button type="primary" onClick={close}>
            {t.common.close}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t.common.cancel}</Button>
            <Button type="primary" disabled={!paper} loading={action.busy} onClick={() => void submit()} data-testid="use-as-paper-submit">
              {texts.submit}
            </Button>
          </Space>
        )
      }
    >
      {bound ? (
        <Space orientation="vertical" data-testid="use-as-paper-done">
          <Alert type="success" showIcon title={texts.done(bound.count, bound.total)} />
          <Link href={testDesignerPath(subjectId, bound.testId)}>{texts.designCard}</Link>
        </Space>
      ) : !load.data ? (
        <LoadPending load={load} />
      ) : exams.length === 0 ? (
        <Typography.Text type="secondary">{texts.noExams}</Typography.Text>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{texts.hint}</Typography.Text>
          <Choice
            name={texts.exam}
            testId="use-as-paper-exam"
            value={examId}
            options={exams.map((e) => ({ value: e.id, label: e.name }))}
            onChange={(id: number) => {
              setExamId(id);
              const only = exams.find((e) => e.id === id)?.tests.filter((p) => p.subject_id === subjectId && p.partition_count === 0) ?? [];
              setTestId(only.length === 1 ? only[0].id : undefined);
            }}
          />
          <Choice
            name={texts.paper}
            testId="use-as-paper-paper"
            value={testId}
            disabled={!exam}
            options={papers.map((p) => ({ value: p.id, label: texts.paperLabel(p.name, p.total_score, p.question_count), disabled: p.partition_count > 0 }))}
            onChange={setTestId}
          />
          {paper && paper.question_count > 0 && <Alert type="warning" showIcon title={texts.replaces(paper.question_count)} />}
          {paper && Math.abs(paper.total_score - basket.scores.reduce((sum, score) => sum + score, 0)) > 1e-9 && (
            <Alert type="error" showIcon title={texts.totalDiffers(basket.scores.reduce((sum, score) => sum + score, 0), paper.total_score)} />
          )}
        </Space>
      )}
    </Modal>
  );
}
