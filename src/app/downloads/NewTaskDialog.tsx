/**
 * Asking for a new background task: an ended exam of my schools, the task type, its papers and
 * classes (all when none is chosen; class teachers get their own classes), and for wrong-question
 * books and exams the error-rate window and the book's content.
 */
import { App, Alert, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { SubmitDialog } from '../common/SubmitDialog.tsx';
import { TASK_TYPE_IDS, TaskType, WrongBookContent, DEFAULT_ERROR_RATE_LOWER, DEFAULT_ERROR_RATE_UPPER } from '../../domain/tasks.ts';
import { refreshDownloadCount } from '../shell/DownloadBadge.tsx';
import { t } from '../../i18n/zh-CN.ts';
import { useAction } from '../common/use-action.ts';
import { LoadEmpty } from '../common/LoadStatus.tsx';
import { useLoad } from '../common/use-load.ts';
import { createTask, examOptions, type Task } from './task-calls.ts';

const texts = t.downloads.create;

interface Fields {
  examId?: number;
  typeId?: number;
  testIds: number[];
  classIds: number[];
  content: number;
  errorRate: number;
  errorRate2: number;
  name: string;
}

const WRONG_BOOK_TYPES: readonly number[] = [TaskType.studentWrongBook, TaskType.classWrongBook];
const ERROR_WINDOW_TYPES: readonly number[] = [TaskType.studentWrongBook, TaskType.classWrongBook, TaskType.wrongToExam];

export interface NewTaskDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (task: Task) => void;
  /** the type to start with */
  typeId?: number;
}

export function NewTaskDialog({ open, onClose, onCreated, typeId }: NewTaskDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const examsLoad = useLoad(open ? 'task-exams' : null, examOptions);
  const exams = examsLoad.data;
  const saving = useAction();
  const examId = Form.useWatch('examId', form);
  const chosenType = Form.useWatch('typeId', form);
  const exam = exams?.find((e) => e.id === examId);

  const submit = async () => {
    const fields = await form.validateFields().catch(() => null);
    const { examId: chosenExamId, typeId: chosenTypeId } = fields ?? {};
    if (!fields || !chosenExamId || !chosenTypeId) return;
    await saving.run(async () => {
      const task = await createTask({
        type_id: chosenTypeId as TaskType,
        ...(fields.name.trim() ? { name: fields.name.trim() } : {}),
        param: {
          exams: [{ id: chosenExamId }],
          tests: fields.testIds.map((id) => ({ id })),
          classes: fields.classIds.map((id) => ({ id })),
          content: (WRONG_BOOK_TYPES.includes(chosenTypeId) ? fields.content : WrongBookContent.wrongAndVariants) as WrongBookContent,
          ...(ERROR_WINDOW_TYPES.includes(chosenTypeId) ? { params: { error_rate: fields.errorRate, error_rate_2: fields.errorRate2 } } : {}),
        },
      });
      void message.success(texts.created);
      void refreshDownloadCount();
      form.resetFields();
      onCreated(task);
    });
  };

  return (
    <SubmitDialog title={texts.title} open={open} onSubmit={submit} onClose={onClose} submitText={texts.submit} busy={saving.busy} width={560}>
      <Form<Fields>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ typeId, testIds: [], classIds: [], content: WrongBookContent.wrongAndVariants, errorRate: DEFAULT_ERROR_RATE_LOWER, errorRate2: DEFAULT_ERROR_RATE_UPPER, name: '' }}
      >
        <Form.Item name="examId" label={texts.exam} rules={[{ required: true, message: texts.examRequired }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={texts.examPlaceholder}
            loading={examsLoad.loading}
            notFoundContent={texts.noExams}
            options={(exams ?? []).map((e) => ({ value: e.id, label: e.name }))}
            onChange={() => form.setFieldsValue({ testIds: [], classIds: [] })}
          />
        </Form.Item>
        <Form.Item name="typeId" label={texts.type} rules={[{ required: true, message: texts.typeRequired }]} extra={chosenType ? texts.typeHints[chosenType] : undefined}>
          <Select placeholder={texts.type} options={TASK_TYPE_IDS.map((id) => ({ value: id, label: t.downloads.types[id] }))} />
        </Form.Item>
        <Form.Item name="testIds" label={texts.tests}>
          <Select mode="multiple" allowClear placeholder={texts.testsPlaceholder} options={(exam?.tests ?? []).map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item name="classIds" label={texts.classes}>
          <Select mode="multiple" allowClear placeholder={texts.classesPlaceholder} options={(exam?.classes ?? []).map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        {chosenType !== undefined && WRONG_BOOK_TYPES.includes(chosenType) && (
          <Form.Item name="content" label={texts.content}>
            <Radio.Group options={[0, 1, 2].map((value) => ({ value, label: texts.contentOptions[value] }))} />
          </Form.Item>
        )}
        {chosenType !== undefined && ERROR_WINDOW_TYPES.includes(chosenType) && (
          <Form.Item label={texts.errorRate} extra={texts.errorRateHint}>
            <Space>
              <Form.Item name="errorRate" noStyle>
                <InputNumber min={0} max={100} />
              </Form.Item>
              —
              <Form.Item name="errorRate2" noStyle>
                <InputNumber min={0} max={100} />
              </Form.Item>
            </Space>
          </Form.Item>
        )}
        <Form.Item name="name" label={texts.name}>
          <Input placeholder={texts.namePlaceholder} maxLength={100} />
        </Form.Item>
        {examsLoad.error ? <LoadEmpty load={examsLoad} /> : exams?.length === 0 && <Alert type="info" showIcon title={texts.noExams} />}
      </Form>
    </SubmitDialog>
  );
}
