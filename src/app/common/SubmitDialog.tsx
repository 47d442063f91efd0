/**
 * A dialog that asks for something and submits it: its OK button runs `onSubmit` and spins while
 * the submit is under way, 取消 and the close cross leave without submitting, and what it holds
 * is dropped when it closes, so that it opens fresh. Written once for the marking, download and
 * account dialogs instead of each spelling the same Modal buttons.
 */
import type { ReactNode } from 'react';
import { Modal, type ModalProps } from 'antd';
import { t } from '../../i18n/zh-CN.ts';

type OwnModalProps = 'open' | 'onOk' | 'onCancel' | 'okText' | 'cancelText' | 'confirmLoading';

export interface SubmitDialogProps extends Omit<ModalProps, OwnModalProps> {
  /** a dialog mounted only while it shows leaves this out */
  open?: boolean;
  busy: boolean;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  /** the OK button's text: 确定 unless the dialog names its action */
  submitText?: ReactNode;
}

export function SubmitDialog({ open = true, busy, onSubmit, onClose, submitText = t.common.confirm, children, ...modal }: SubmitDialogProps) {
  return (
    <Modal destroyOnHidden {...modal} open={open} onOk={() => void onSubmit()} onCancel={onClose} okText={submitText} cancelText={t.common.cancel} confirmLoading={busy}>
      {children}
    </Modal>
  );
}
