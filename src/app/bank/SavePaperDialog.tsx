/**
 * 保存到试卷篮: the basket saved on the server under a title (its questions, scores and big
 * questions), for the teacher alone or shared with the colleagues of their school; it is opened
 * again from 试卷篮 (/teachers/examinationBasket) on any browser.
 */
import { useState } from 'react';
import { App, Checkbox, Input, Modal, Space } from 'antd';
import { Link } from 'wouter';
import { t } from '../../i18n/zh-CN.ts';
import { useAction } from '../common/use-action.ts';
import { saveBasketPaper, type BasketPaper } from './bank-calls.ts';

const texts = t.bank.savedPapers;
export const SAVED_PAPERS_PATH = '/teachers/examinationBasket';

export interface SavePaperDialogProps {
  open: boolean;
  onClose: () => void;
  /** the basket's title, offered as the paper's */
  title: string;
  subjectId: number;
  basket: BasketPaper;
}

/** The form, made anew each time the dialog opens, with the basket's title as it is then. */
function SaveForm({ onClose, title, subjectId, basket }: Omit<SavePaperDialogProps, 'open'>) {
  const { message } = App.useApp();
  const [name, setName] = useState(title);
  const [shared, setShared] = useState(false);
  const action = useAction();
  const save = () =>
    action.run(async () => {
      const saved = await saveBasketPaper({ title: name, subject_id: subjectId, shared, ...basket });
      void message.success(
        <span data-testid="basket-paper-saved">
          {texts.saved(saved.title)} <Link href={SAVED_PAPERS_PATH}>{texts.toShelf}</Link>
        </span>,
      );
      onClose();
    });
  return (
    <Modal open title={texts.saveTitle} onCancel={onClose} onOk={() => void save()} okText={texts.save} okButtonProps={{ loading: action.busy, disabled: !name.trim(), ...{ 'data-testid': 'save-basket-paper-ok' } }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input aria-label={texts.paperTitle} placeholder={texts.paperTitle} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        <Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)}>
          {texts.shared}
        </Checkbox>
      </Space>
    </Modal>
  );
}

export function SavePaperDialog({ open, ...form }: SavePaperDialogProps) {
  return open ? <SaveForm {...form} /> : null;
}
