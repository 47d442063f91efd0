/**
 * The error report of a question (spec 000 §5 "Error report: chosen error types … joined with a
 * full-width comma, description appended"), opened from the reference answer.
 */
import { useState } from 'react';
import { App, Checkbox, Input } from 'antd';
import { SubmitDialog } from '../../common/SubmitDialog.tsx';
import { useSnapshot } from 'valtio';
import { questionReportMessage } from '../../../domain/marking/dialog-rules.ts';
import { markingSession, type PartitionQuestion } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { errorText } from '../../common/error-text.ts';
import { reportQuestionError } from '../marking-api.ts';

const texts = t.marking.dialogs;

export function QuestionErrorDialog({ question, onClose }: { question: PartitionQuestion | undefined; onClose: () => void }) {
  return question ? <QuestionErrorBody key={question.question_id} question={question} onClose={onClose} /> : null;
}

function QuestionErrorBody({ question, onClose }: { question: PartitionQuestion; onClose: () => void }) {
  const { selection, group } = useSnapshot(markingSession);
  const { message } = App.useApp();
  const [types, setTypes] = useState<string[]>([]);
  const [other, setOther] = useState('');
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const text = questionReportMessage(types, other, texts.errorOther, description);
    if (!text) {
      void message.warning(texts.errorEmpty);
      return;
    }
    const test = selection.tests.find((p) => p.id === (group?.testId ?? selection.testId));
    setSaving(true);
    try {
      await reportQuestionError({ subject_id: test?.subject_id ?? 0, question_id: question.question_id, message: text });
      void message.success(t.marking.messages.errorReported);
      onClose();
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SubmitDialog onClose={onClose} onSubmit={submit} busy={saving} title={texts.errorTitle}>
      <p className="mk-muted">
        {texts.errorQuestion} {question.label}
      </p>
      <Checkbox.Group value={types} onChange={(values) => setTypes(values as string[])} options={texts.errorTypes.map((type) => ({ label: type, value: type }))} />
      {types.includes(texts.errorOther) && (
        <Input style={{ marginTop: 8 }} value={other} onChange={(event) => setOther(event.target.value)} placeholder={texts.errorOtherPlaceholder} maxLength={50} />
      )}
      <h4 className="mk-dialog-h">{texts.errorDescription}</h4>
      <Input.TextArea value={description} onChange={(event) => setDescription(event.target.value)} rows={4} maxLength={300} showCount placeholder={texts.errorDescriptionPlaceholder} />
    </SubmitDialog>
  );
}
