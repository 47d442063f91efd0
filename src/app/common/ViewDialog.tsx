/**
 * A dialog that only shows something (the reference answers, a group's marking progress): its
 * 关闭 button, the close cross and Esc close it, and what it holds is dropped when it closes. A
 * pager it has stands in the footer on the left of the button.
 */
import type { ReactNode } from 'react';
import { Button, Modal, type ModalProps } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import './common.css';

type OwnModalProps = 'open' | 'onCancel' | 'footer';

export interface ViewDialogProps extends Omit<ModalProps, OwnModalProps> {
  /** a dialog mounted only while it shows leaves this out */
  open?: boolean;
  onClose: () => void;
  /** the pager of what the dialog lists, if it lists pages */
  pager?: ReactNode;
}

export function ViewDialog({ open = true, onClose, pager, children, ...modal }: ViewDialogProps) {
  const close = <Button onClick={onClose}>{t.common.close}</Button>;
  return (
    <Modal
      destroyOnHidden
      {...modal}
      open={open}
      onCancel={onClose}
      footer={
        pager === undefined ? (
          close
        ) : (
          <div className="view-dialog-footer">
            {pager}
            {close}
          </div>
        )
      }
    >
      {children}
    </Modal>
  );
}
