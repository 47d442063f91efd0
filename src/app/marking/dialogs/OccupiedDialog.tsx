/** The occupied groups of a paper (spec 000 §2, §3 "Occupied detail"): each group's teachers and the students they hold. */
import { Modal } from 'antd';
import { useSnapshot } from 'valtio';
import { teacherLabel } from '../../../domain/marking/dialog-rules.ts';
import { markingSession } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { loadTableProps } from '../../common/LoadStatus.tsx';
import { useLoad } from '../../common/use-load.ts';
import { occupiedDetail } from '../marking-api.ts';
import { CompactTable } from '../../common/CompactTable.tsx';

const texts = t.marking.dialogs;

interface OccupiedRow {
  partition_id: number;
  question_name: string;
  teachers: { occupied_teacher_name: string; occupied_teacher_real_name: string; occupied_student_num: number }[];
}

export function OccupiedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <OccupiedBody onClose={onClose} /> : null;
}

function OccupiedBody({ onClose }: { onClose: () => void }) {
  const { selection } = useSnapshot(markingSession);
  const testId = selection.testId;
  const load = useLoad(testId === undefined ? null : `occupied:${testId}`, () => occupiedDetail(testId ?? 0));
  const rows: OccupiedRow[] = load.data ?? [];

  return (
    <Modal open onCancel={onClose} footer={null} width={620} title={texts.occupiedTitle}>
      <CompactTable<OccupiedRow>
        rowKey="partition_id"
        {...loadTableProps(load, t.marking.messages.noOccupied)}
        dataSource={rows}
        columns={[
          { title: texts.errorQuestion, dataIndex: 'question_name', width: 160 },
          {
            title: texts.occupiedTeacher,
            key: 'teachers',
            render: (_: unknown, row) => (
              <div className="mk-occupied">
                {row.teachers.map((teacher) => (
                  <span key={teacher.occupied_teacher_name}>
                    {teacherLabel(teacher.occupied_teacher_name, teacher.occupied_teacher_real_name)}
                    <b> {teacher.occupied_student_num}</b>
                  </span>
                ))}
              </div>
            ),
          },
        ]}
      />
    </Modal>
  );
}
