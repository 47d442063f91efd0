// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { App } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { clickAndSettle, freshRootPerTest, typeInto as type } from '../../test/test-root.tsx';
import type { ExamSetupBody, SetupExam } from './exam-calls.ts';
import { ExamForm, type ClassChoice } from './ExamForm.tsx';

const root = freshRootPerTest();
let saved: ExamSetupBody[];

const classes: ClassChoice[] = [
  { id: 1, name: '高一(1)班', grade_id: 10 },
  { id: 2, name: '高一(2)班', grade_id: 10 },
  { id: 3, name: '高二(1)班', grade_id: 11 },
];

/** the exam's settings, which the form saves back as they were unless the test edits them */
const settings = { examination_type: 3, grade_id: 10, start_date: '2026-11-20', class_teacher_marking: false, class_ids: [1, 2] };

const exam = (status: 0 | 1 | 2 | 3): SetupExam => ({
  id: 5,
  school_id: 1,
  name: '期中考试',
  status,
  ...settings,
  tests: [
    { id: 8, subject_id: 1, subject_name: '数学', name: '高一数学', total_score: 150, correct_type: 1, question_count: 0, partition_count: 0 },
    { id: 9, subject_id: 2, subject_name: '物理', name: '高一物理', total_score: 100, correct_type: 3, question_count: 0, partition_count: 0 },
  ],
});

const show = (edited?: SetupExam) =>
  root.render(
    <App>
      <ExamForm exam={edited} classes={classes} onSave={(body) => saved.push(body)} onCancel={() => undefined} />
    </App>,
  );

const $ = (selector: string) => root.container.querySelector(selector) as HTMLElement;

/** the form validates before it finishes */
const submit = () => clickAndSettle(root, '[data-testid="exam-save"]', 30);

beforeEach(() => {
  saved = [];
});

describe('exam form', () => {
  it('saves an exam with its classes and one paper per subject', async () => {
    await show(exam(0));
    await type($('[data-testid="exam-name"]') as HTMLInputElement, ' 期中联考 ');
    await submit();
    expect(saved).toEqual([
      {
        name: '期中联考',
        ...settings,
        tests: [
          { subject_id: 1, total_score: 150, correct_type: 1 },
          { subject_id: 2, total_score: 100, correct_type: 3 },
        ],
      },
    ]);
  });

  it('refuses an exam without a name, saving nothing', async () => {
    await show(exam(0));
    await type($('[data-testid="exam-name"]') as HTMLInputElement, '  ');
    await submit();
    expect(saved).toEqual([]);
    expect(root.container.textContent).toContain('请输入考试名称');
  });

  it('asks a new exam for its classes before saving', async () => {
    await show();
    await type($('[data-testid="exam-name"]') as HTMLInputElement, '月考');
    await submit();
    expect(saved).toEqual([]);
    expect(root.container.textContent).toContain('请选择参考班级');
    // one subject row to start with, and a button to add more
    expect(root.container.querySelectorAll('[data-testid="exam-paper-row"]')).toHaveLength(1);
    expect($('[data-testid="exam-add-subject"]')).not.toBeNull();
  });

  it('keeps grade, classes and papers of a started exam as they are', async () => {
    await show(exam(1));
    expect(root.container.textContent).toContain('考试已开始，年级、参考班级和科目不能再修改');
    expect($('[data-testid="exam-grade"]').classList.contains('ant-select-disabled')).toBe(true);
    expect($('[data-testid="exam-classes"]').classList.contains('ant-select-disabled')).toBe(true);
    expect($('[data-testid="exam-add-subject"]')).toBeNull();
  });
});
