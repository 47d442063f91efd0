/** An analysis card whose figures are still loading (or failed to): its title and controls over the load's state. */
import type { ReactNode } from 'react';
import { Card } from 'antd';
import { LoadPending, type LoadOutcome } from '../../common/LoadStatus.tsx';

export function PendingCard({ title, extra, load }: { title: ReactNode; extra?: ReactNode; load: LoadOutcome }) {
  return (
    <Card variant="borderless" title={title} extra={extra}>
      <LoadPending load={load} />
    </Card>
  );
}
