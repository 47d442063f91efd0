import { describe, expect, it } from 'vitest';
import { pagedTableProps } from './paged-table.ts';

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
