/**
 * /analysis/examination/specialGroups: the exam's custom groups side by side (special-group) — for
 * the exam total or a paper, every group against the grade with the four rates as a chart and a
 * table that exports to xlsx; administrators rename a group here (PATCH special-group/{id}).
 */
import { useState } from 'react';
import { App, Button, Card, Empty, Input, Modal, Segmented, Space, Typography } from 'antd';
import { subjectName } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { analysisApi, type SpecialGroupsData } from './analysis-api.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { ExportedTable, type ShownExportColumn } from './common/ExportedTable.tsx';
import { FourRatesChart, gradeRow, groupColumns, type GroupRow } from './common/four-rates.tsx';
import { PendingCard } from './common/PendingCard.tsx';

const own = t.analysis.specialGroups;

type Subject = SpecialGroupsData['subjects'][number];
type Group = SpecialGroupsData['groups'][number];

const subjectTitle = (s: Subject) => (s.test_id === 0 ? t.analysis.schoolReport.total : s.name || subjectName(s.subject_id));

const rowsOf = (subject: Subject): GroupRow[] => [...subject.groups.map((g) => ({ ...g, key: `group-${g.group_id}`, group_name: g.name })), gradeRow(subject.grade)];

const compareColumns = groupColumns(own.group);

function RenameButton({ group, onRenamed }: { group: Group; onRenamed: () => void }) {
  const { message } = App.useApp();
  const action = useAction();
  const [name, setName] = useState<string | null>(null);
  const save = () =>
    action.run(async () => {
      await analysisApi.renameSpecialGroup(group.id, name ?? '');
      void message.success(own.renamed);
      setName(null);
      onRenamed();
    });
  return (
    <>
      <Button size="small" type="link" data-testid={`rename-group-${group.id}`} onClick={() => setName(group.name)}>
        {own.rename}
      </Button>
      <Modal open={name !== null} title={own.renameTitle} onCancel={() => setName(null)} onOk={() => void save()} okText={own.save} confirmLoading={action.busy} okButtonProps={{ 'data-testid': 'rename-group-save' } as Record<`data-${string}`, string>}>
        <Input data-testid="rename-group-name" placeholder={own.newName} maxLength={50} value={name ?? ''} onChange={(e) => setName(e.target.value)} />
      </Modal>
    </>
  );
}

function SpecialGroups() {
  const { scope } = useAnalysisView();
  const [version, setVersion] = useState(0);
  const [subjectAt, setSubjectAt] = useState(0);
  const load = useLoad(`special-groups:${scope.examinationId}:${version}`, () => analysisApi.specialGroups(scope.examinationId));
  const data = load.data;
  if (!data) return <PendingCard title={own.title} load={load} />;
  const renamed = () => setVersion((v) => v + 1);
  const groupColumnsShown: ShownExportColumn<Group>[] = [
    { title: own.group, value: (g) => g.name, show: (g) => (data.may_edit ? <Space size={4}>{g.name}<RenameButton group={g} onRenamed={renamed} /></Space> : g.name) },
    { title: own.members, value: (g) => g.member_count },
    { title: own.sitting, value: (g) => g.sitting_count },
  ];
  const subject = data.subjects[Math.min(subjectAt, data.subjects.length - 1)];
  return (
    <Space orientation="vertical" size={16} className="analysis-stack">
      <Card variant="borderless" title={own.title}>
        <Typography.Paragraph type="secondary">{own.hint}</Typography.Paragraph>
        {data.groups.length === 0 ? (
          <Empty description={own.none} />
        ) : (
          <ExportedTable title={own.groupsTable} fileName={own.groupsTable} columns={groupColumnsShown} rows={data.groups} rowKey={(g) => g.id} testId="special-groups" />
        )}
      </Card>
      {data.groups.length > 0 && subject && (
        <Card variant="borderless" title={own.compare} extra={<Segmented data-testid="special-groups-subject" value={subjectAt} onChange={(v) => setSubjectAt(Number(v))} options={data.subjects.map((s, i) => ({ value: i, label: subjectTitle(s) }))} />}>
          {!data.has_data ? (
            <Empty description={t.analysis.message.noData} />
          ) : (
            <>
              <Typography.Text type="secondary">{own.chart}</Typography.Text>
              <FourRatesChart rows={rowsOf(subject)} testId="special-groups-chart" />
              <ExportedTable title={`${subjectTitle(subject)} · ${own.compare}`} fileName={`${own.compare}_${subjectTitle(subject)}`} columns={compareColumns} rows={rowsOf(subject)} rowKey={(r) => r.key} testId="special-groups-compare" />
            </>
          )}
        </Card>
      )}
    </Space>
  );
}

export const SpecialGroupsPage = analysisScreen('specialGroups', SpecialGroups);
