/** The 导出Excel button of an analysis table: writes the rows as they are shown (table-export.ts). */
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { t } from '../../../i18n/zh-CN.ts';
import { useAction } from '../../common/use-action.ts';
import { exportTable, type ExportColumn } from './table-export.ts';

export interface ExportButtonProps<T> {
  /** the file's and the sheet's name */
  name: string;
  columns: readonly ExportColumn<T>[];
  rows: readonly T[];
  testId?: string;
}

export function ExportButton<T>({ name, columns, rows, testId }: ExportButtonProps<T>) {
  const action = useAction();
  return (
    <Button size="small" icon={<DownloadOutlined />} loading={action.busy} disabled={rows.length === 0} data-testid={testId} onClick={() => void action.run(() => exportTable(name, columns, rows))}>
      {t.analysis.exportXlsx}
    </Button>
  );
}
