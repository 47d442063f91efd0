/**
 * What a screen shows where data of a useLoad will be, written once for every screen: a spinner
 * while it loads, and after a failure the error's text with a button that loads again.
 */
import type { ReactNode } from 'react';
import { Button, Empty, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { t } from '../../i18n/zh-CN.ts';
import type { Load } from './use-load.ts';
import './common.css';

export type LoadOutcome = Pick<Load<unknown>, 'error' | 'reload'>;

/**
 * An empty list or table (its `locale.emptyText`): the failure and a retry button when the load
 * failed, else what an empty answer means on this screen.
 */
export function LoadEmpty({ load, empty = t.common.noData }: { load: LoadOutcome; empty?: ReactNode }) {
  if (!load.error) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={load.error.message} data-testid="load-failed">
      <Button icon={<ReloadOutlined />} onClick={load.reload}>
        {t.common.retry}
      </Button>
    </Empty>
  );
}

/** A part of a screen waiting for its data: a spinner while it loads, the failure (LoadEmpty) after. */
export function LoadPending({ load }: { load: LoadOutcome }) {
  return load.error ? <LoadEmpty load={load} /> : <Spin className="load-spin" />;
}

/** What a table shows of its load: the spinner while it loads, and LoadEmpty where it has no rows. */
export function loadTableProps(load: LoadOutcome & { loading: boolean }, empty?: ReactNode) {
  return { loading: load.loading, locale: { emptyText: <LoadEmpty load={load} empty={empty} /> } };
}

/** loadTableProps for a table that keeps its rows while it loads again: the spinner only until the first answer. */
export function firstLoadTableProps(load: LoadOutcome & { loading: boolean; data?: unknown }, empty?: ReactNode) {
  return { ...loadTableProps(load, empty), loading: load.loading && !load.data };
}
