/** Reporting an error in a similar question or variant: error types and a description. */
import { useState } from 'react';
import { App, Checkbox, Input, Modal } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import { similarApi } from './similar-api.ts';

const texts = t.analysis.similar;
const MESSAGE_MAX = 400;

export function ReportErrorDialog({ questionId, onClose }: { questionId: number | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [types, setTypes] = useState<string[]>([]);
  const [text, setText] = useState('');
  const submit = async () => {
    // the error types, joined with a full-width comma, then the teacher's words
    const body = [types.join('，'), text.trim()].filter(Boolean).join('；');
    if (!body) return void message.warning(texts.reportRequired);
    const result = await similarApi.report(questionId!, body);
    if (!result.ok) return void message.error(result.error.message);
    void message.success(texts.reportThanks);
    setTypes([]);
    setText('');
    onClose();
  };
  return (
    <Modal open={questionId !== null} title={texts.reportTitle} onCancel={onClose} onOk={() => void submit()} okText={texts.submit} destroyOnHidden>
      <Checkbox.Group options={[...texts.reportTypes]} value={types} onChange={(v) => setTypes(v as string[])} />
      <Input.TextArea className="report-text" rows={4} maxLength={MESSAGE_MAX} showCount placeholder={texts.reportPlaceholder} value={text} onChange={(e) => setText(e.target.value)} />
    </Modal>
  );
}
