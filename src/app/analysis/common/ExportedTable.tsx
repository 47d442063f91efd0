/**
 * A titled analysis table that shows exactly what its 导出Excel button writes: the columns are the
 * export columns (table-export.ts), a cell rendered as its exported value unless the column says
 * how to show it.
 */
import type { ReactNode } from 'react';
import { Empty, Space, Table, Typography } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import { ExportButton } from './ExportButton.tsx';
import type { ExportColumn } from './table-export.ts';

export interface ShownExportColumn<T> extends ExportColumn<T> {
  /** how the screen shows the cell, when not as the exported value */
  show?: (row: T) => ReactNode;
}

export interface ExportedTableProps<T> {
  title: string;
  /** the xlsx file's name */
  fileName: string;
  columns: readonly ShownExportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  testId: string;
  /** what a row shows when opened (the question itself, say); rows do not open without it */
  expandedRow?: (row: T) => ReactNode;
  /** many columns: the table keeps each column's width and scrolls sideways instead of squeezing them */
  wide?: boolean;
}

export function ExportedTable<T extends object>({ title, fileName, columns, rows, rowKey, testId, expandedRow, wide }: ExportedTableProps<T>) {
  return (
    <>
      <Space className="analysis-table-title">
        <Typography.Text strong>{title}</Typography.Text>
        <ExportButton name={fileName} columns={columns} rows={rows} testId={`${testId}-export`} />
      </Space>
      <FiguresTable columns={columns} rows={rows} rowKey={rowKey} testId={testId} expandedRow={expandedRow} wide={wide} />
    </>
  );
}

/** A table whose columns are its export columns, written as the export writes them. */
export function FiguresTable<T extends object>({ columns, rows, rowKey, testId, expandedRow, wide }: Omit<ExportedTableProps<T>, 'title' | 'fileName'>) {
  return (
    <Table<T>
      size="small"
      rowKey={rowKey}
      dataSource={rows as T[]}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      locale={{ emptyText: <Empty description={t.analysis.message.noData} /> }}
      data-testid={testId}
      expandable={expandedRow ? { expandedRowRender: expandedRow } : undefined}
      scroll={wide ? { x: 'max-content' } : undefined}
      columns={columns.map((c, i) => ({ title: c.title, key: String(i), render: (_: unknown, row: T) => (c.show ? c.show(row) : (c.value(row) ?? '—')) }))}
    />
  );
}
