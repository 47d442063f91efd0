/**
 * The exam form (spec 001 §2.1 /teachers/testing_edit, create or edit an exam): name, type,
 * grade, date, the class-teacher marking flag, the participating classes of the grade and one
 * paper per subject with its full score and correction mode. Once the exam has started, grade,
 * classes and papers are shown but cannot change (the server refuses it too).
 */
import { useEffect, useMemo } from 'react';
import { Alert, Button, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CORRECTION_MODE_NAMES, EXAM_TYPE_NAMES, GRADES, subjectsOfGrade } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { FormButtons } from '../common/FormButtons.tsx';
import { AddonField } from '../common/AddonField.tsx';
import type { ExamSetupBody, SetupExam } from './exam-calls.ts';

const texts = t.exams.form;
/** "YYYY-MM-DD" or nothing, as the contract's start_date. */
const DATE_PATTERN = /^(\d{4}-\d{2}-\d{2})?$/;

export interface ClassChoice {
  id: number;
  name: string;
  grade_id: number;
}

interface FormValues {
  name: string;
  examination_type: number;
  grade_id: number;
  start_date: string;
  class_teacher_marking: boolean;
  class_ids: number[];
  tests: { subject_id?: number; total_score?: number; correct_type?: number }[];
}

export interface ExamFormProps {
  /** the exam edited; none for a new one */
  exam?: SetupExam;
  classes: ClassChoice[];
  busy?: boolean;
  onSave: (body: ExamSetupBody) => void;
  onCancel: () => void;
}

function initialValues(exam?: SetupExam): FormValues {
  if (!exam) return { name: '', examination_type: 6, grade_id: 10, start_date: '', class_teacher_marking: false, class_ids: [], tests: [{ total_score: 100, correct_type: 1 }] };
  return {
    name: exam.name,
    examination_type: exam.examination_type,
    grade_id: exam.grade_id,
    start_date: exam.start_date,
    class_teacher_marking: exam.class_teacher_marking,
    class_ids: exam.class_ids,
    tests: exam.tests.map((test) => ({ subject_id: test.subject_id, total_score: test.total_score, correct_type: test.correct_type })),
  };
}

/** The body the form's values make (the contract's ExamSetupBody). */
export function examBody(values: FormValues): ExamSetupBody {
  return {
    name: values.name.trim(),
    examination_type: values.examination_type,
    grade_id: values.grade_id,
    start_date: values.start_date.trim(),
    class_teacher_marking: values.class_teacher_marking,
    class_ids: values.class_ids,
    tests: values.tests.map((test) => ({ subject_id: test.subject_id!, total_score: test.total_score!, correct_type: (test.correct_type ?? 1) as 1 | 2 | 3 })),
  };
}

export function ExamForm({ exam, classes, busy, onSave, onCancel }: ExamFormProps) {
  const [form] = Form.useForm<FormValues>();
  const locked = exam !== undefined && exam.status !== 0;
  const grade = Form.useWatch('grade_id', form) ?? initialValues(exam).grade_id;
  const gradeClasses = useMemo(() => classes.filter((c) => c.grade_id === grade), [classes, grade]);
  const subjects = useMemo(() => subjectsOfGrade(grade), [grade]);

  useEffect(() => form.setFieldsValue(initialValues(exam)), [exam, form]);

  return (
    <Form<FormValues> form={form} layout="vertical" initialValues={initialValues(exam)} onFinish={(values) => onSave(examBody(values))} data-testid="exam-form">
      {locked && <Alert type="info" showIcon title={texts.locked} className="exam-form-locked" />}
      <Form.Item name="name" label={texts.name} rules={[{ required: true, whitespace: true, message: texts.nameRequired }, { max: 100 }]}>
        <Input data-testid="exam-name" maxLength={100} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="examination_type" label={texts.type}>
          <Select style={{ width: 160 }} options={Object.entries(EXAM_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }))} />
        </Form.Item>
        <Form.Item name="grade_id" label={texts.grade}>
          <Select
            style={{ width: 140 }}
            disabled={locked}
            data-testid="exam-grade"
            options={GRADES.map((g) => ({ value: g.id, label: g.name }))}
            onChange={() => form.setFieldsValue({ class_ids: [] })}
          />
        </Form.Item>
        <Form.Item name="start_date" label={texts.date} rules={[{ pattern: DATE_PATTERN, message: texts.dateFormat }]}>
          <Input placeholder={texts.datePlaceholder} style={{ width: 160 }} maxLength={10} />
        </Form.Item>
        <Form.Item name="class_teacher_marking" label={texts.classTeacherMarking} valuePropName="checked">
          <Switch data-testid="exam-class-teacher-marking" />
        </Form.Item>
      </Space>
      <Form.Item name="class_ids" label={texts.classes} rules={[{ required: true, type: 'array', min: 1, message: texts.classesRequired }]}>
        <Select mode="multiple" disabled={locked} data-testid="exam-classes" options={gradeClasses.map((c) => ({ value: c.id, label: c.name }))} optionFilterProp="label" />
      </Form.Item>
      <Form.List name="tests" rules={[{ validator: async (_, tests: unknown[]) => (tests?.length ? undefined : Promise.reject(new Error(texts.subjectsRequired))) }]}>
        {(fields, { add, remove }, { errors }) => (
          <Form.Item label={texts.subjects} required>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap data-testid="exam-paper-row">
                <Form.Item name={[field.name, 'subject_id']} rules={[{ required: true, message: texts.subjectRequired }]}>
                  <Select placeholder={texts.subject} disabled={locked} style={{ width: 120 }} options={subjects.map((s) => ({ value: s.id, label: s.name }))} />
                </Form.Item>
                <AddonField label={texts.fullScore}>
                  <Form.Item name={[field.name, 'total_score']} rules={[{ required: true }]} noStyle>
                    <InputNumber aria-label={texts.fullScore} min={1} max={1000} disabled={locked} />
                  </Form.Item>
                </AddonField>
                <Form.Item name={[field.name, 'correct_type']}>
                  <Select style={{ width: 190 }} disabled={locked} options={Object.entries(CORRECTION_MODE_NAMES).map(([value, label]) => ({ value: Number(value), label }))} />
                </Form.Item>
                {!locked && fields.length > 1 && <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} />}
              </Space>
            ))}
            {!locked && (
              <Button icon={<PlusOutlined />} onClick={() => add({ total_score: 100, correct_type: 1 })} data-testid="exam-add-subject">
                {texts.addSubject}
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </Form.Item>
        )}
      </Form.List>
      <FormButtons busy={busy} saveTestId="exam-save" onCancel={onCancel} />
    </Form>
  );
}
