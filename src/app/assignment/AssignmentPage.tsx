/**
 * /divided/progress/{examinationid}/{testId}: subject management of one paper (spec 001 §2.1).
 * Each question group with its policy, markers, quotas and adjudicators; "设置" opens the
 * group's assignment form, and a saved form reloads the list. Beside it the paper's live speed
 * and its problem papers, and spot checks of its groups (spec 001 §7.5). The school's exam
 * leaders (principal, grade, research and prep leaders), who are not its administrators, reach
 * the same address from the subject progress page and see only the spot checks: the marker
 * assignment and the monitoring are not theirs to read, and they are not loaded for them.
 */
import { useState } from 'react';
import { App, Button, Modal, Tabs, Typography } from 'antd';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { loadTableProps } from '../common/LoadStatus.tsx';
import { t } from '../../i18n/zh-CN.ts';
import type { RouteParams } from '../shell/routes.tsx';
import { listAssignments, saveAssignment, type GroupAssignment } from './assignment-calls.ts';
import { AssignmentForm } from './AssignmentForm.tsx';
import { ProblemPapers } from './ProblemPapers.tsx';
import { SpeedPanel } from './SpeedPanel.tsx';
import { SpotCheckPanel } from './SpotCheckPanel.tsx';
import { spotCheckGroupsOf } from './spot-check-calls.ts';
import { session } from '../../state/session.ts';
import { isAdminRole } from '../shell/nav-model.ts';
import '../progress/progress.css';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.assignment;

const isTestId = (testId: number) => Number.isInteger(testId) && testId > 0;

const names = (people: { real_name: string }[]) => people.map((p) => p.real_name).join('、');

export function AssignmentPage({ params }: { params: RouteParams }) {
  const testId = Number(params.testId);
  return isAdminRole(session.user?.role) ? <AdministeredPaper testId={testId} /> : <LeaderSpotChecks testId={testId} />;
}

function PageHead({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="progress-head">
      <div>
        <Typography.Title level={3} className="progress-title">
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{hint}</Typography.Text>
      </div>
    </div>
  );
}

/** An exam leader's view: the spot checks of the paper's groups only (a refusal replaces the screen). */
function LeaderSpotChecks({ testId }: { testId: number }) {
  const load = useLoad(isTestId(testId) ? `spot-check-groups:${testId}` : null, () => spotCheckGroupsOf(testId));
  return (
    <div className="progress-page" data-testid="assignment-page">
      <PageHead title={texts.leaderTitle} hint={texts.leaderHint} />
      <Tabs items={[{ key: 'spot-check', label: texts.tabs.spotCheck, children: <SpotCheckPanel groups={load.data ?? []} /> }]} />
    </div>
  );
}

function AdministeredPaper({ testId }: { testId: number }) {
  const load = useLoad(isTestId(testId) ? `assignment:${testId}` : null, () => listAssignments(testId));
  const [editing, setEditing] = useState<GroupAssignment>();
  const action = useAction();
  const { message } = App.useApp();

  return (
    <div className="progress-page" data-testid="assignment-page">
      <PageHead title={texts.title} hint={texts.hint} />
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'assignment',
            label: texts.tabs.assignment,
            children: (
          <CompactTable<GroupAssignment>
            rowKey="partition_id"
            dataSource={load.data?.groups ?? []}
            {...loadTableProps(load, texts.none)}
            columns={[
              { title: texts.columns.group, dataIndex: 'name' },
              { title: texts.columns.policy, render: (_, g) => texts.policies[g.marking_policy] },
              { title: texts.columns.tolerance, dataIndex: 'tolerance' },
              { title: texts.columns.markers, render: (_, g) => names(g.markers) },
              { title: texts.columns.quota, render: (_, g) => (g.quota_strict ? texts.strictQuota(texts.quotaModes[g.quota_mode]) : texts.quotaModes[g.quota_mode]) },
              { title: texts.columns.judges, render: (_, g) => names(g.judges) },
              { title: texts.columns.progress, render: (_, g) => `${g.marked} / ${g.students * g.marks_per_student}` },
              {
                render: (_, g) => (
                  <Button size="small" onClick={() => setEditing(g)}>
                    {texts.edit}
                  </Button>
                ),
              },
            ]}
          />
            ),
          },
          { key: 'speed', label: texts.tabs.speed, children: <SpeedPanel testId={testId} /> },
          { key: 'problems', label: texts.tabs.problems, children: <ProblemPapers testId={testId} /> },
          { key: 'spot-check', label: texts.tabs.spotCheck, children: <SpotCheckPanel groups={load.data?.groups ?? []} /> },
        ]}
      />
      <Modal open={editing !== undefined} title={editing ? texts.form.title(editing.name) : ''} footer={null} width={760} onCancel={() => setEditing(undefined)} destroyOnHidden>
        {editing && load.data && (
          <AssignmentForm
            group={editing}
            teachers={load.data.teachers}
            classes={load.data.classes}
            classTeacherMarking={load.data.class_teacher_marking}
            busy={action.busy}
            onCancel={() => setEditing(undefined)}
            onSave={(body) =>
              void action.run(async () => {
                await saveAssignment(editing.partition_id, body);
                void message.success(texts.saved);
                setEditing(undefined);
                load.reload();
              })
            }
          />
        )}
      </Modal>
    </div>
  );
}
