// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clickAndSettle, createTestRoot, typeInto as type, type TestRoot } from '../../test/test-root.tsx';
import type { AssignmentCandidate, GroupAssignment, GroupAssignmentBody } from './assignment-calls.ts';
import { AssignmentForm } from './AssignmentForm.tsx';

let root: TestRoot;

const teachers: AssignmentCandidate[] = [
  { user_id: 11, username: 'marker01', real_name: '张老师', subject_ids: [2], grade_ids: [10], class_ids: [1], head_class_ids: [] },
  { user_id: 12, username: 'marker02', real_name: '李老师', subject_ids: [2], grade_ids: [10], class_ids: [2], head_class_ids: [] },
  { user_id: 13, username: 'marker03', real_name: '王老师', subject_ids: [2], grade_ids: [10], class_ids: [], head_class_ids: [1] },
  { user_id: 20, username: 'arbiter01', real_name: '赵老师', subject_ids: [2], grade_ids: [10], class_ids: [], head_class_ids: [] },
];

function groupOf(policy: GroupAssignment['marking_policy'], judges: number[] = []): GroupAssignment {
  return {
    partition_id: 7,
    name: '第13题',
    full_mark: 12,
    marking_policy: policy,
    tolerance: 2,
    blind_marking: true,
    occupy_count: 5,
    quota_mode: 'even',
    quota_strict: false,
    students: 40,
    marks_per_student: policy === 'single' ? 1 : 2,
    marked: 3,
    markers: [11, 12, 13].map((id) => ({ user_id: id, username: `m${id}`, real_name: `T${id}`, mark_task: 14, marked: 1, held: 2 })),
    judges: judges.map((id) => ({ user_id: id, username: `j${id}`, real_name: `J${id}` })),
  };
}

let saved: GroupAssignmentBody[];

const show = (group: GroupAssignment, classTeacherMarking = false) =>
  root.render(
    <App>
      <AssignmentForm group={group} teachers={teachers} classes={[{ id: 1, name: '高一(1)班' }]} classTeacherMarking={classTeacherMarking} onSave={(body) => saved.push(body)} onCancel={() => undefined} />
    </App>,
  );

const $ = (selector: string) => root.container.querySelector(selector) as HTMLElement;

/** Whether the adjudicators' picker is greyed out (antd marks the select itself). */
const judgesDisabled = () => {
  const select = $('[data-testid="assignment-judges"]');
  expect(select.classList.contains('ant-select')).toBe(true);
  return select.classList.contains('ant-select-disabled');
};

async function pickQuotaMode(mode: string) {
  const input = root.container.querySelector(`[data-testid="assignment-quota-mode"] input[value="${mode}"]`) as HTMLInputElement;
  await act(async () => input.click());
}

/** the form validates before it finishes */
const submit = () => clickAndSettle(root, '[data-testid="assignment-save"]', 20);

beforeEach(() => {
  root = createTestRoot();
  saved = [];
});

afterEach(() => root.unmount());

describe('the assignment form', () => {
  it('keeps adjudicators out of reach on a group that never goes to adjudication', async () => {
    await show(groupOf('single'));
    expect(judgesDisabled()).toBe(true);
    expect(root.container.textContent).toContain('只有 2+1+1 双评的题组会产生仲裁');
    expect(root.container.textContent).toContain('共 40 名考生，每名考生评阅 1 次，共需 40 份');
    await submit();
    expect(saved).toEqual([
      {
        marking_policy: 'single',
        tolerance: 2,
        blind_marking: true,
        occupy_count: 5,
        quota_mode: 'even',
        quota_strict: false,
        markers: [11, 12, 13].map((user_id) => ({ user_id, mark_task: 0 })),
        judges: [],
        pick: 'subject',
      },
    ]);
  });

  it('offers adjudicators under 2+1+1 and keeps them in the saved body', async () => {
    await show(groupOf('2+1+1', [20]));
    expect(judgesDisabled()).toBe(false);
    expect(root.container.textContent).toContain('共 40 名考生，每名考生评阅 2 次，共需 80 份');
    await submit();
    expect(saved[0]).toMatchObject({ marking_policy: '2+1+1', judges: [20] });
  });

  it('asks each marker’s quota by hand in manual mode and saves what was typed', async () => {
    await show(groupOf('single'));
    expect($('[data-testid="assignment-quotas"]')).toBeNull();
    await pickQuotaMode('manual');
    const inputs = [...root.container.querySelectorAll('[data-testid="assignment-quotas"] input')] as HTMLInputElement[];
    expect(inputs.map((input) => input.value)).toEqual(['14', '14', '14']);
    // what each marker has done so far stands next to their quota
    expect($('[data-testid="assignment-quotas"]').textContent).toContain('已阅 1 份，占用 2 份');
    await type(inputs[1], '20');
    await submit();
    expect(saved[0]).toMatchObject({ quota_mode: 'manual', markers: [{ user_id: 11, mark_task: 14 }, { user_id: 12, mark_task: 20 }, { user_id: 13, mark_task: 14 }] });
    await pickQuotaMode('unlimited');
    expect($('[data-testid="assignment-quotas"]')).toBeNull();
    await submit();
    expect(saved[1]).toMatchObject({ quota_mode: 'unlimited', markers: [{ user_id: 11, mark_task: 0 }, { user_id: 12, mark_task: 0 }, { user_id: 13, mark_task: 0 }] });
  });

  it('makes the quota strict when asked, and never without quotas', async () => {
    await show(groupOf('single'));
    await submit();
    expect(saved[0]).toMatchObject({ quota_mode: 'even', quota_strict: false });
    await act(async () => $('[data-testid="assignment-quota-strict"]').click());
    await submit();
    expect(saved[1]).toMatchObject({ quota_mode: 'even', quota_strict: true });
    await pickQuotaMode('unlimited');
    expect($('[data-testid="assignment-quota-strict"]')).toBeNull();
    await submit();
    expect(saved[2]).toMatchObject({ quota_mode: 'unlimited', quota_strict: false });
  });

  it('offers picking by class only when the exam has class-teacher marking, and says so in the body it saves', async () => {
    const byClass = () => root.container.querySelector('[data-testid="assignment-form"] input[value="class"]') as HTMLInputElement;
    await show(groupOf('single'));
    expect(byClass().disabled).toBe(true);
    root.unmount();
    root = createTestRoot();
    await show(groupOf('single'), true);
    expect(byClass().disabled).toBe(false);
    await act(async () => byClass().click());
    await submit();
    expect(saved[0]).toMatchObject({ pick: 'class', markers: [11, 12, 13].map((user_id) => ({ user_id, mark_task: 0 })) });
  });
});
