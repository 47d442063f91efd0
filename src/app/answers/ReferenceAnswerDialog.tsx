/**
 * The reference-answer dialog (spec 002 §2, spec 000 §5): 'none' when no question has an answer,
 * otherwise each question of the group's first partition with its answers as labelled sections
 * in rich or math-formatted content, and a close button. The one dialog for every screen that
 * shows reference answers: the progress pages list the answered questions; the marking window
 * lists every question of the group (a missing answer is something a marker may report) with
 * its own marks after each heading.
 */
import type { ReactNode } from 'react';
import { Empty, Typography } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { ViewDialog } from '../common/ViewDialog.tsx';
import { RichContent } from './RichContent.tsx';
import '../account/account.css';

const texts = t.account.referenceAnswer;

export interface ReferenceQuestion {
  show_order: number;
  label: string;
  answer?: readonly string[];
  jieda?: string;
}

const writtenAnswers = (q: ReferenceQuestion) => (q.answer ?? []).filter((a) => a.trim() !== '');
const hasExplanation = (q: ReferenceQuestion) => (q.jieda ?? '').trim() !== '';

/** The questions that have something to show. */
export function answeredQuestions<Q extends ReferenceQuestion>(questions: readonly Q[]): Q[] {
  return questions.filter((q) => writtenAnswers(q).length > 0 || hasExplanation(q));
}

export interface ReferenceAnswerDialogProps<Q extends ReferenceQuestion> {
  open: boolean;
  onClose: () => void;
  questions: readonly Q[];
  /** list every question, saying 'none' where one has no answer, instead of the answered ones only */
  everyQuestion?: boolean;
  /** what follows a question's heading (the marking window: the full mark and a report button) */
  questionExtra?: (question: Q) => ReactNode;
}

export function ReferenceAnswerDialog<Q extends ReferenceQuestion>({ open, onClose, questions, everyQuestion = false, questionExtra }: ReferenceAnswerDialogProps<Q>) {
  const shown = everyQuestion ? [...questions] : answeredQuestions(questions);
  return (
    <ViewDialog open={open} onClose={onClose} title={texts.title} width={720}>
      <div data-testid="reference-answer">
        {shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.none} />
        ) : (
          shown.map((q) => {
            const answers = writtenAnswers(q);
            return (
              <section key={q.show_order} className="account-reference-section" data-testid={`reference-question-${q.show_order}`}>
                <Typography.Title level={5}>
                  {texts.question(q.label)}
                  {questionExtra?.(q)}
                </Typography.Title>
                {answers.length > 0 && (
                  <>
                    <Typography.Text type="secondary">{texts.answer}</Typography.Text>
                    {answers.map((a, i) => (
                      <RichContent key={i} content={a} className="account-reference-body" />
                    ))}
                  </>
                )}
                {hasExplanation(q) && (
                  <>
                    <Typography.Text type="secondary">{texts.analysis}</Typography.Text>
                    <RichContent content={q.jieda ?? ''} className="account-reference-body" />
                  </>
                )}
                {answers.length === 0 && !hasExplanation(q) && <Typography.Text type="secondary">{texts.none}</Typography.Text>}
              </section>
            );
          })
        )}
      </div>
    </ViewDialog>
  );
}
