import { describe, expect, it } from 'vitest';
import { dialogTableProps } from './dialog-table.ts';

const load = (loading: boolean) => ({ loading, error: undefined, reload: () => undefined });

describe('dialogTableProps', () => {
  it('pages a table the server pages: its page and size, no size changer, 「共 N 条」, and page changes handed on', () => {
    const pages: number[] = [];
    const props = dialogTableProps(load(false), { page: 2, pageSize: 20, total: 57, onPage: (page) => pages.push(page) });
    expect(props.size).toBe('small');
    expect(props.loading).toBe(false);
    if (!props.pagination) throw new Error('a paged table has a pager');
    expect(props.pagination).toMatchObject({ current: 2, pageSize: 20, total: 57, showSizeChanger: false });
    expect(props.pagination.showTotal(57)).toBe('共 57 条');
    props.pagination.onChange(3);
    expect(pages).toEqual([3]);
  });

  it('shows every row of a table without a pager, spinning while it loads', () => {
    const props = dialogTableProps(load(true));
    expect(props.pagination).toBe(false);
    expect(props.loading).toBe(true);
  });
});
