import type { TablePaginationConfig } from 'antd';

/** One page of a paged list as the list calls answer it. */
export interface PageOf<T> {
  result: T[];
  total: number;
}

/**
 * A table's rows and pager for one page of a paged list: the page's rows (none before the first
 * answer), the total the answer gives, a fixed page size (no size changer). `more` adds to the
 * pager, e.g. its total text or hiding it on a single page.
 */
export function pagedTableProps<T>(data: PageOf<T> | undefined, page: number, pageSize: number, onPage: (page: number) => void, more: TablePaginationConfig = {}) {
  return { dataSource: data?.result ?? [], pagination: { current: page, pageSize, total: data?.total ?? 0, onChange: onPage, showSizeChanger: false, ...more } };
}
