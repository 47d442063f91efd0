/** The My-tasks dialog: the same task list as My downloads, over any screen (spec 002 §2). */
import { Modal } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { TaskList } from './TaskList.tsx';
import './downloads.css';

export interface MyTasksDialogProps {
  open: boolean;
  onClose: () => void;
  typeId?: number;
}

export function MyTasksDialog({ open, onClose, typeId }: MyTasksDialogProps) {
  return (
    <Modal title={t.downloads.dialogTitle} open={open} onCancel={onClose} footer={null} width={980} destroyOnHidden>
      {/* mounted only while open: the list refreshes itself only while it is shown */}
      {open && <TaskList compact initialTypeId={typeId} />}
    </Modal>
  );
}
