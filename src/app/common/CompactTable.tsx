/**
 * A table that shows all its rows at once, compactly: a paper's questions, a batch's papers, a
 * handful of markers or classes. It is antd's small table without paging; a screen gives the
 * rest of the table's props as antd's Table takes them.
 */
import { Table, type TableProps } from 'antd';

export function CompactTable<T extends object>(props: TableProps<T>) {
  return <Table<T> size="small" pagination={false} {...props} />;
}
