/**
 * /admin/organisation (roles 1 and 5): a school's classes with their sizes, each class's student
 * roster (with resetting the class's student passwords), the import of classes, students and teachers from xlsx, and the school's accounts
 * (password reset, disabling). The school is one of the signed-in administrator's schools.
 */
import { useState } from 'react';
import { Card, Empty, Select, Space, Table } from 'antd';
import { useSnapshot } from 'valtio';
import { t } from '../../i18n/zh-CN.ts';
import { schoolsOf, session } from '../../state/session.ts';
import { listTableProps } from '../common/paged-table.ts';
import { PageHead } from '../common/PageHead.tsx';
import { useLoad } from '../common/use-load.ts';
import { RosterImportPanel } from './RosterImportPanel.tsx';
import { SchoolAccounts } from './SchoolAccounts.tsx';
import { ClassRosterDialog } from './ClassRosterDialog.tsx';
import { schoolClasses, type SchoolClass } from './organisation-calls.ts';
import './organisation.css';

const texts = t.organisation;

export function OrganisationPage() {
  const { user } = useSnapshot(session);
  const schools = schoolsOf(user);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const schoolId = chosen ?? schools[0]?.id;
  const classes = useLoad(schoolId ? `classes:${schoolId}` : null, () => schoolClasses(schoolId!));
  const [open, setOpen] = useState<SchoolClass | null>(null);
  // an import may add teachers: the accounts list loads again after one
  const [imports, setImports] = useState(0);

  if (!schoolId) return <Empty description={texts.noSchool} />;
  return (
    <div className="organisation-page" data-testid="organisation-page">
      <PageHead title={texts.title}>
        <Space>
          <span>{texts.school}</span>
          <Select value={schoolId} style={{ minWidth: 200 }} options={schools.map((s) => ({ value: s.id, label: s.name }))} onChange={setChosen} />
        </Space>
      </PageHead>
      <RosterImportPanel
        schoolId={schoolId}
        onImported={() => {
          classes.reload();
          setImports((n) => n + 1);
        }}
      />
      <Card title={texts.classes} size="small">
        <Table<SchoolClass>
          size="small"
          rowKey="id"
          {...listTableProps(classes, classes.data, 50, texts.noClasses)}
          onRow={(klass) => ({ onClick: () => setOpen(klass), className: 'organisation-class-row' })}
          columns={[
            { title: texts.classColumns.grade, dataIndex: 'grade_name', width: 100 },
            { title: texts.classColumns.campus, dataIndex: 'campus_name', width: 160 },
            { title: texts.classColumns.name, dataIndex: 'name' },
            { title: texts.classColumns.students, dataIndex: 'student_count', width: 100 },
          ]}
        />
      </Card>
      <SchoolAccounts schoolId={schoolId} version={imports} />
      {open && <ClassRosterDialog klass={open} schoolHasDefaultPassword={Boolean(schools.find((s) => s.id === schoolId)?.default_password)} onClose={() => setOpen(null)} />}
    </div>
  );
}
