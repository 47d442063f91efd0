import { describe, expect, it } from 'vitest';
import { listTableProps, pagedTableProps } from './paged-table.ts';

describe('pagedTableProps', () => {
  const onPage = (page: number) => void page;

  it('shows no rows and a pager of none before the first answer', () => {
    expect(pagedTableProps(undefined, 1, 20, onPage)).toEqual({ dataSource: [], pagination: { current: 1, pageSize: 20, total: 0, onChange: onPage, showSizeChanger: false } });
  });

  it("shows the page's rows against the answer's total with the page size fixed, and adds what the screen asks of the pager", () => {
    const props = pagedTableProps({ result: [{ id: 21 }, { id: 22 }], total: 42 }, 2, 20, onPage, { hideOnSinglePage: true });
    expect(props.dataSource).toEqual([{ id: 21 }, { id: 22 }]);
    expect(props.pagination).toEqual({ current: 2, pageSize: 20, total: 42, onChange: onPage, showSizeChanger: false, hideOnSinglePage: true });
  });
});

describe('listTableProps', () => {
  const load = { loading: true, error: undefined, reload: () => undefined };

  it('shows no rows and the spinner before the answer, with pages of a fixed size hidden while one page holds the list', () => {
    const props = listTableProps(load, undefined, 50, 'no classes');
    expect(props.dataSource).toEqual([]);
    expect(props.loading).toBe(true);
    expect(props.pagination).toEqual({ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true });
  });

  it("shows the list's rows once it is loaded, and what an empty list means on the screen", () => {
    const props = listTableProps({ ...load, loading: false }, [{ id: 1 }, { id: 2 }], 20, 'no accounts');
    expect(props.dataSource).toEqual([{ id: 1 }, { id: 2 }]);
    expect(props.loading).toBe(false);
    expect((props.locale.emptyText as { props: { empty: string } }).props.empty).toBe('no accounts');
  });

  it('shows every row on one page without a pager when asked for no pages', () => {
    const props = listTableProps({ ...load, loading: false }, [{ id: 1 }], false);
    expect(props.dataSource).toEqual([{ id: 1 }]);
    expect(props.pagination).toBe(false);
  });
});
