/**
 * The reference-answer dialog (spec 002 §2, spec 000 §5): 'none' when no question has an answer,
 * otherwise each question of the group's first partition with its answers as labelled sections
 * in rich or math-formatted content, and a close button.
 */
import { Button, Empty, Modal, Typography } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { RichContent } from './RichContent.tsx';
import '../account/account.css';

const texts = t.account.referenceAnswer;

export interface ReferenceQuestion {
  show_order: number;
  label: string;
  answer?: readonly string[];
  jieda?: string;
}

/** The questions that have something to show. */
export function answeredQuestions(questions: readonly ReferenceQuestion[]): ReferenceQuestion[] {
  return questions.filter((q) => (q.answer ?? []).some((a) => a.trim() !== '') || (q.jieda ?? '').trim() !== '');
}

export function ReferenceAnswerDialog({ open, onClose, questions }: { open: boolean; onClose: () => void; questions: readonly ReferenceQuestion[] }) {
  const shown = answeredQuestions(questions);
  return (
    <Modal
      open={open}
      title={texts.title}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      footer={<Button onClick={onClose}>{texts.close}</Button>}
    >
      <div data-testid="reference-answer">
        {shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.none} />
        ) : (
          shown.map((q) => (
            <section key={q.show_order} className="account-reference-section">
              <Typography.Title level={5}>{texts.question(q.label)}</Typography.Title>
              {(q.answer ?? []).filter((a) => a.trim() !== '').length > 0 && (
                <>
                  <Typography.Text type="secondary">{texts.answer}</Typography.Text>
                  {(q.answer ?? [])
                    .filter((a) => a.trim() !== '')
                    .map((a, i) => (
                      <RichContent key={i} content={a} className="account-reference-body" />
                    ))}
                </>
              )}
              {q.jieda && q.jieda.trim() !== '' && (
                <>
                  <Typography.Text type="secondary">{texts.analysis}</Typography.Text>
                  <RichContent content={q.jieda} className="account-reference-body" />
                </>
              )}
            </section>
          ))
        )}
      </div>
    </Modal>
  );
}
