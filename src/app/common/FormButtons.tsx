/**
 * The foot of an editing form: its save button, which submits the form and spins while the
 * save is under way, and a cancel button that leaves the form without saving.
 */
import { Button, Space } from 'antd';
import { t } from '../../i18n/zh-CN.ts';

export interface FormButtonsProps {
  busy?: boolean;
  /** the save button's data-testid */
  saveTestId: string;
  onCancel: () => void;
}

export function FormButtons({ busy, saveTestId, onCancel }: FormButtonsProps) {
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={busy} data-testid={saveTestId}>
        {t.common.save}
      </Button>
      <Button onClick={onCancel}>{t.common.cancel}</Button>
    </Space>
  );
}
