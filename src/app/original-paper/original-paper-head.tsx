/**
 * What both screens of a paper's printed original load first: the exam and the paper from the
 * address (the exam's setup, as the other per-paper screens of exam setup read it), with the
 * back link to the exam list and the refusals of a bad address.
 */
import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useLocation } from 'wouter';
import { t } from '../../i18n/zh-CN.ts';
import { setupExam, type SetupExam, type SetupTest } from '../exams/exam-calls.ts';
import type { RouteParams } from '../shell/routes.tsx';

const texts = t.originalPaper;
export const EXAM_LIST_PATH = '/teachers/examination';

const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

export function paperOfAddress(params: RouteParams): { examId?: number; testId?: number } {
  return { examId: idOf(params.examinationid), testId: idOf(params.testId) };
}

/** The exam and its paper named by the address; test undefined when the paper is not in the exam. */
export async function examAndPaper(examId: number, testId: number): Promise<{ exam: SetupExam; test: SetupTest | undefined }> {
  const exam = await setupExam(examId);
  return { exam, test: exam.tests.find((paper) => paper.id === testId) };
}

export function BackToExams(): ReactNode {
  const [, navigate] = useLocation();
  return (
    <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate(EXAM_LIST_PATH)}>
      {texts.back}
    </Button>
  );
}

export function BadAddress({ notInExam }: { notInExam?: boolean }) {
  return <Alert type="error" showIcon title={notInExam ? texts.notInExam : texts.badAddress} action={<BackToExams />} />;
}
