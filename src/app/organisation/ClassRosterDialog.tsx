/**
 * A class's student roster on the organisation screen, with resetting the class's student
 * passwords (spec 001 §7.3 reset class password): after a confirmation that says what the
 * initial password is, every student of the class signs in again with it.
 */
import { App, Button, Modal, Table } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { listTableProps } from '../common/paged-table.ts';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { classRoster, resetClassPasswords, type SchoolClass } from './organisation-calls.ts';

const texts = t.organisation;

export interface ClassRosterDialogProps {
  klass: SchoolClass;
  /** the school has a default password: the students' initial password; else their exam numbers are */
  schoolHasDefaultPassword: boolean;
  onClose: () => void;
}

export function ClassRosterDialog({ klass, schoolHasDefaultPassword, onClose }: ClassRosterDialogProps) {
  const { modal, message } = App.useApp();
  const roster = useLoad(`roster:${klass.id}`, () => classRoster(klass.id));
  const action = useAction();
  const students = roster.data?.students.length ?? klass.student_count;

  const reset = () =>
    modal.confirm({
      title: texts.resetClassConfirm(klass.name, students),
      content: texts.resetClassRule(schoolHasDefaultPassword ? texts.initialIsDefault : texts.initialIsExamNumber),
      okButtonProps: { danger: true },
      onOk: () =>
        action.run(async () => {
          const answer = await resetClassPasswords(klass.id);
          void message.success(answer.msg);
        }),
    });

  return (
    <Modal open title={texts.roster(klass.name)} footer={null} onCancel={onClose} width={560}>
      <div className="organisation-roster-actions">
        <Button danger size="small" disabled={action.busy || students === 0} loading={action.busy} onClick={reset} data-testid="reset-class-passwords">
          {texts.resetClassPasswords}
        </Button>
      </div>
      <Table
        size="small"
        rowKey="id"
        {...listTableProps(roster, roster.data?.students, 50, texts.noStudents)}
        columns={[
          { title: texts.rosterColumns.seat, dataIndex: 'seat', width: 70, render: (seat: number | null) => seat ?? '' },
          { title: texts.rosterColumns.examNumber, dataIndex: 'exam_number', width: 140 },
          { title: texts.rosterColumns.name, dataIndex: 'name' },
        ]}
      />
    </Modal>
  );
}
