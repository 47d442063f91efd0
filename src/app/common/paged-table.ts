import type { ReactNode } from 'react';
import type { TablePaginationConfig } from 'antd';
import { loadTableProps, type LoadOutcome } from './LoadStatus.tsx';

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

/**
 * A table's rows, load state and pager for a whole list that one call answers (`rows` of `load`,
 * none before the answer), shown `pageSize` rows a page in the browser, or all on one page without
 * a pager for `false`: the spinner and LoadEmpty of loadTableProps, a fixed page size (no size
 * changer) and no pager while one page holds them all.
 */
export function listTableProps<T>(load: LoadOutcome & { loading: boolean }, rows: readonly T[] | undefined, pageSize: number | false, empty?: ReactNode) {
  const pagination: TablePaginationConfig | false = pageSize === false ? false : { pageSize, showSizeChanger: false, hideOnSinglePage: true };
  return { ...loadTableProps(load, empty), dataSource: rows ?? [], pagination };
}
