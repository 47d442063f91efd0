/** /personalCenter/myClass: the classes I teach, with the duty I have in each. */
import { Card, Empty, Table, Tag } from 'antd';
import { useSnapshot } from 'valtio';
import { gradeName, subjectName } from '../../domain/enums.ts';
import { session } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { PageHead } from '../common/PageHead.tsx';
import { PersonalCenterNav } from './PersonalCenterNav.tsx';
import './account.css';

const texts = t.account.myClass;

interface ClassRow {
  id: number;
  name: string;
  gradeId: number;
  duties: string[];
}

/** One row per class, its duties together (a class head who teaches there is listed once). */
export function classRows(classes: readonly { id: number; name: string; grade_id: number; subject_id: number }[]): ClassRow[] {
  const rows = new Map<number, ClassRow>();
  for (const c of classes) {
    const row = rows.get(c.id) ?? { id: c.id, name: c.name, gradeId: c.grade_id, duties: [] };
    row.duties.push(c.subject_id === 0 ? texts.classHead : texts.subjectTeacher(subjectName(c.subject_id)));
    rows.set(c.id, row);
  }
  return [...rows.values()].sort((a, b) => a.gradeId - b.gradeId || a.name.localeCompare(b.name, 'zh-CN'));
}

export function MyClassPage() {
  const { user } = useSnapshot(session);
  const rows = classRows(user?.classes ?? []);
  return (
    <div className="page-stack" data-testid="my-class-page">
      <PageHead title={texts.title} hint={texts.hint}>
        <PersonalCenterNav current="/personalCenter/myClass" />
      </PageHead>
      <Card variant="borderless">
        <Table<ClassRow>
          rowKey="id"
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.none} /> }}
          columns={[
            { title: texts.className, dataIndex: 'name' },
            { title: texts.grade, key: 'grade', render: (_, row) => gradeName(row.gradeId) },
            { title: texts.duty, key: 'duty', render: (_, row) => row.duties.map((d) => <Tag key={d} color={d === texts.classHead ? 'purple' : 'blue'}>{d}</Tag>) },
          ]}
        />
      </Card>
    </div>
  );
}
