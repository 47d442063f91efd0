/**
 * What the tables of the marking dialogs share: compact rows, the load's spinner and its empty or
 * failed text (loadTableProps), and for a table the server pages a pager of a fixed page size
 * that counts every row (「共 N 条」). A table that shows all its rows at once has no pager.
 */
import { t } from '../../../i18n/zh-CN.ts';
import { loadTableProps } from '../../common/LoadStatus.tsx';

export interface DialogPager {
  page: number;
  pageSize: number;
  /** rows on every page together */
  total: number;
  onPage: (page: number) => void;
}

export function dialogTableProps(load: Parameters<typeof loadTableProps>[0], pager?: DialogPager) {
  return {
    size: 'small' as const,
    ...loadTableProps(load),
    pagination: pager
      ? { current: pager.page, pageSize: pager.pageSize, total: pager.total, onChange: pager.onPage, showSizeChanger: false, showTotal: t.marking.dialogs.total }
      : (false as const),
  };
}
