/**
 * One question group's assignment: policy and tolerance, blind marking, occupy count, the
 * markers picked by subject and grade or by class, their quotas, and the adjudicators (only for
 * a policy that can end in adjudication). The server checks everything again and names the
 * group in any refusal; the form only keeps impossible choices out of reach.
 */
import { useMemo, useState } from 'react';
import { Form, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd';
import { MARKING_POLICIES, type MarkingPolicy } from '../../domain/double-marking.ts';
import { mayHaveAdjudicators, QUOTA_MODES, type QuotaMode } from '../../domain/marking-assignment.ts';
import { gradeName, subjectName } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { FormButtons } from '../common/FormButtons.tsx';
import { OptionalChoice } from '../common/OptionalChoice.tsx';
import type { AssignmentCandidate, ExamClass, GroupAssignment, GroupAssignmentBody } from './assignment-calls.ts';
import { bodyOf, candidatesOf, draftOf, marksPerStudent, withMarkers, withPolicy, type CandidateFilter } from './assignment-model.ts';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.assignment;

export interface AssignmentFormProps {
  group: GroupAssignment;
  teachers: readonly AssignmentCandidate[];
  classes: readonly ExamClass[];
  /** the exam's class-teacher marking flag: picking markers by class is offered only when it is on */
  classTeacherMarking?: boolean;
  busy?: boolean;
  onSave: (body: GroupAssignmentBody) => void;
  onCancel: () => void;
}

const nameOf = (teacher: AssignmentCandidate | undefined, userId: number) => (teacher ? `${teacher.real_name}（${teacher.username}）` : String(userId));

export function AssignmentForm({ group, teachers, classes, classTeacherMarking = false, busy, onSave, onCancel }: AssignmentFormProps) {
  const [draft, setDraft] = useState(() => draftOf(group));
  const [filter, setFilter] = useState<CandidateFilter>({ by: 'subject' });
  const byId = useMemo(() => new Map(teachers.map((teacher) => [teacher.user_id, teacher])), [teachers]);
  const subjects = useMemo(() => [...new Set(teachers.flatMap((teacher) => teacher.subject_ids))].sort((a, b) => a - b), [teachers]);
  const grades = useMemo(() => [...new Set(teachers.flatMap((teacher) => teacher.grade_ids))].sort((a, b) => a - b), [teachers]);
  // picked markers stay offered whatever the filter, so that they can be seen and removed
  const offered = useMemo(() => {
    const shown = new Set(candidatesOf(teachers, filter).map((teacher) => teacher.user_id));
    for (const m of draft.markers) shown.add(m.userId);
    return teachers.filter((teacher) => shown.has(teacher.user_id));
  }, [teachers, filter, draft.markers]);
  const judged = mayHaveAdjudicators(draft.policy);
  const picked = group.markers;

  return (
    <Form layout="vertical" data-testid="assignment-form" onFinish={() => onSave(bodyOf(draft, filter.by))}>
      <Form.Item label={texts.form.policy}>
        <Select<MarkingPolicy>
          data-testid="assignment-policy"
          value={draft.policy}
          onChange={(policy) => setDraft((d) => withPolicy(d, policy))}
          options={MARKING_POLICIES.map((policy) => ({ value: policy, label: texts.policies[policy] }))}
        />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item label={texts.form.tolerance(group.full_mark)}>
          <InputNumber data-testid="assignment-tolerance" min={0} max={group.full_mark} step={0.5} value={draft.tolerance} onChange={(v) => setDraft((d) => ({ ...d, tolerance: v ?? 0 }))} />
        </Form.Item>
        <Form.Item label={texts.form.occupy}>
          <InputNumber min={1} max={50} value={draft.occupy} onChange={(v) => setDraft((d) => ({ ...d, occupy: v ?? 1 }))} />
        </Form.Item>
        <Form.Item label={texts.form.blind}>
          <Switch checked={draft.blind} onChange={(blind) => setDraft((d) => ({ ...d, blind }))} />
        </Form.Item>
      </Space>
      <Form.Item label={texts.form.pickBy}>
        <Space wrap>
          <Radio.Group value={filter.by} onChange={(e) => setFilter(e.target.value === 'class' ? { by: 'class' } : { by: 'subject' })}>
            <Radio.Button value="subject">{texts.form.bySubject}</Radio.Button>
            <Radio.Button value="class" disabled={!classTeacherMarking} title={classTeacherMarking ? undefined : texts.form.byClassOff}>
              {texts.form.byClass}
            </Radio.Button>
          </Radio.Group>
          {filter.by === 'subject' ? (
            <>
              <OptionalChoice empty={texts.form.anySubject} width={140} value={filter.subjectId} onChange={(subjectId) => setFilter({ ...filter, subjectId })} options={subjects.map((id) => ({ value: id, label: subjectName(id) }))} />
              <OptionalChoice empty={texts.form.anyGrade} width={120} value={filter.gradeId} onChange={(gradeId) => setFilter({ ...filter, gradeId })} options={grades.map((id) => ({ value: id, label: gradeName(id) }))} />
            </>
          ) : (
            <OptionalChoice empty={texts.form.anyClass} width={180} value={filter.classId} onChange={(classId) => setFilter({ by: 'class', classId })} options={classes.map((c) => ({ value: c.id, label: c.name }))} />
          )}
        </Space>
      </Form.Item>
      <Form.Item label={texts.form.markers}>
        <Select<number[]>
          mode="multiple"
          data-testid="assignment-markers"
          value={draft.markers.map((m) => m.userId)}
          onChange={(ids) => setDraft((d) => withMarkers(d, ids))}
          optionFilterProp="label"
          options={offered.map((teacher) => ({ value: teacher.user_id, label: nameOf(teacher, teacher.user_id) }))}
        />
      </Form.Item>
      <Form.Item label={texts.form.quotaMode} extra={texts.form.owed(group.students, marksPerStudent(draft))}>
        <Radio.Group data-testid="assignment-quota-mode" value={draft.quotaMode} onChange={(e) => setDraft((d) => ({ ...d, quotaMode: e.target.value as QuotaMode }))}>
          {QUOTA_MODES.map((mode) => (
            <Radio key={mode} value={mode}>
              {texts.quotaModes[mode]}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {draft.quotaMode !== 'unlimited' && (
        <Form.Item label={texts.form.quotaStrict} extra={texts.form.quotaStrictHint}>
          <Switch data-testid="assignment-quota-strict" checked={draft.quotaStrict} onChange={(quotaStrict) => setDraft((d) => ({ ...d, quotaStrict }))} />
        </Form.Item>
      )}
      {draft.quotaMode === 'manual' && draft.markers.length > 0 && (
        <CompactTable
          rowKey="userId"
          dataSource={draft.markers}
          data-testid="assignment-quotas"
          columns={[
            { title: texts.form.markers, render: (_, m) => nameOf(byId.get(m.userId), m.userId) },
            {
              title: texts.form.markTask,
              render: (_, m) => (
                <InputNumber
                  aria-label={`${texts.form.markTask} ${m.userId}`}
                  min={0}
                  max={1000000}
                  value={m.markTask}
                  onChange={(v) => setDraft((d) => ({ ...d, markers: d.markers.map((x) => (x.userId === m.userId ? { ...x, markTask: v ?? 0 } : x)) }))}
                />
              ),
            },
            {
              render: (_, m) => {
                const before = picked.find((p) => p.user_id === m.userId);
                return before ? <Typography.Text type="secondary">{texts.form.marked(before.marked, before.held)}</Typography.Text> : null;
              },
            },
          ]}
        />
      )}
      <Form.Item label={texts.form.judges} extra={judged ? undefined : texts.form.judgesOnlyFor}>
        <Select<number[]>
          mode="multiple"
          data-testid="assignment-judges"
          disabled={!judged}
          value={draft.judges}
          onChange={(judges) => setDraft((d) => ({ ...d, judges }))}
          optionFilterProp="label"
          options={teachers.map((teacher) => ({ value: teacher.user_id, label: nameOf(teacher, teacher.user_id) }))}
        />
      </Form.Item>
      <FormButtons busy={busy} saveTestId="assignment-save" onCancel={onCancel} />
    </Form>
  );
}
