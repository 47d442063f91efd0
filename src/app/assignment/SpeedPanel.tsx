/**
 * Live progress of a paper with speed (spec 001 §7.5): per question group the marks given and
 * left, marks per hour and when it will be finished at that speed; per marker their speed.
 */
import { Typography } from 'antd';
import { useLoad } from '../common/use-load.ts';
import { loadTableProps } from '../common/LoadStatus.tsx';
import { t } from '../../i18n/zh-CN.ts';
import { useSchoolTime } from '../shell/use-school-time.ts';
import { markingSpeed, type MarkingSpeedAnswer } from './monitoring-calls.ts';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.assignment.speed;

type GroupSpeed = MarkingSpeedAnswer['groups'][number];
type MarkerSpeed = MarkingSpeedAnswer['markers'][number];

export function SpeedPanel({ testId }: { testId: number }) {
  const load = useLoad(`speed:${testId}`, () => markingSpeed(testId));
  const time = useSchoolTime();
  const groupName = new Map((load.data?.groups ?? []).map((g) => [g.partition_id, g.name]));
  return (
    <div data-testid="speed-panel">
      {load.data && <Typography.Paragraph type="secondary">{texts.hint(load.data.window_minutes)}</Typography.Paragraph>}
      <CompactTable<GroupSpeed>
        rowKey="partition_id"
        dataSource={load.data?.groups ?? []}
        {...loadTableProps(load)}
        columns={[
          { title: texts.group, dataIndex: 'name' },
          { title: texts.marks, dataIndex: 'marks' },
          { title: texts.left, dataIndex: 'marks_left' },
          { title: texts.adjudications, dataIndex: 'adjudications_left' },
          { title: texts.perHour, dataIndex: 'marks_per_hour' },
          { title: texts.finish, render: (_, g) => (g.finish_at ? time(g.finish_at) : texts.noEstimate) },
        ]}
      />
      <Typography.Title level={5}>{texts.markers}</Typography.Title>
      <CompactTable<MarkerSpeed>
        rowKey={(m) => `${m.partition_id}:${m.user_id}`}
        dataSource={load.data?.markers ?? []}
        columns={[
          { title: texts.group, render: (_, m) => groupName.get(m.partition_id) ?? m.partition_id },
          { title: texts.marker, dataIndex: 'real_name' },
          { title: texts.marks, dataIndex: 'marks' },
          { title: texts.perHour, dataIndex: 'marks_per_hour' },
          { title: texts.averageSeconds, dataIndex: 'average_seconds' },
        ]}
      />
    </div>
  );
}
