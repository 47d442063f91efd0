/**
 * The bad rows of a roster upload: the server's message (how many rows, and whether anything was
 * written) above a table of every bad row with its number as Excel shows it and the reason, so
 * the administrator can correct the file row by row.
 */
import { Alert, Table } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import type { ImportResult } from './organisation-calls.ts';

const texts = t.organisation;

export function ImportErrorTable({ result }: { result: ImportResult }) {
  if (result.errors.length === 0) return <Alert type="success" showIcon title={result.msg} data-testid="import-outcome" />;
  return (
    <div data-testid="import-errors">
      <Alert type={result.ok ? 'warning' : 'error'} showIcon title={result.msg} description={texts.errorsTitle(result.errors.length)} data-testid="import-outcome" />
      <Table
        size="small"
        rowKey={(error) => `${error.row}:${error.reason}`}
        dataSource={result.errors}
        pagination={result.errors.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        columns={[
          { title: texts.errorColumns.row, dataIndex: 'row', width: 90 },
          { title: texts.errorColumns.reason, dataIndex: 'reason' },
        ]}
      />
    </div>
  );
}
