/**
 * The report and data download sub-routes of the exam analysis (report-task-kinds.ts): a form for
 * what the file covers (papers, classes, a report kind, the wrong-question book's content and
 * error-rate window), the button that queues it in the one task queue, and this exam's tasks of
 * that type with their state, refreshed every 10 s, each finished file downloadable here or in
 * My downloads. Report kinds with a preview page link to it.
 */
import { useEffect, useState } from 'react';
import { App, Button, Card, Form, InputNumber, Progress, Radio, Select, Space, Tabs, Tag, Typography } from 'antd';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { useLocation } from 'wouter';
import { DEFAULT_ERROR_RATE_LOWER, DEFAULT_ERROR_RATE_UPPER, TaskState, WrongBookContent } from '../../../domain/tasks.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { createTask, listTasks, saveTaskFile, type Task } from '../../downloads/task-calls.ts';
import { stateColour, stateLabel, TASK_REFRESH_MS } from '../../downloads/task-model.ts';
import { useAction } from '../../common/use-action.ts';
import { useLoad } from '../../common/use-load.ts';
import { LoadEmpty } from '../../common/LoadStatus.tsx';
import { analysisPath } from '../analysis-address.ts';
import { AnalysisShell, useAnalysisView } from '../AnalysisShell.tsx';
import { reportCalls, type ReportKind } from './report-calls.ts';
import { isReportTaskSegment, previewSegmentOf, REPORT_TASK_SEGMENTS, REPORT_TASKS, type ReportTaskSegment } from './report-task-kinds.ts';
import { CompactTable } from '../../common/CompactTable.tsx';

const texts = t.analysis.reportTasks;

interface Choice {
  testIds: number[];
  classIds: number[];
  kind?: ReportKind;
  content: number;
  errorRate: [number, number];
}

function ExamTasks({ examId, typeId }: { examId: number; typeId: number }) {
  const { message } = App.useApp();
  const load = useLoad(`report-tasks:${examId}:${typeId}`, () => listTasks({ oneself: 1, examination_id: examId, type_ids: [typeId], state: -1, user_state: -1, page_no: 1, page_size: 10 }));
  const { reload } = load;
  // spec 002 §9: the task list refreshes every 10 s
  useEffect(() => {
    const timer = setInterval(reload, TASK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  const download = (task: Task) => void saveTaskFile(task).catch((error: Error) => void message.error(error.message));
  return (
    <Card size="small" title={texts.tasksOfExam} extra={<Button size="small" onClick={reload}>{texts.refresh}</Button>}>
      <CompactTable
        rowKey="id"
        dataSource={load.data?.result ?? []}
        locale={{ emptyText: <LoadEmpty load={load} empty={texts.noTasks} /> }}
        data-testid="report-tasks"
        columns={[
          { title: t.downloads.columns.title, dataIndex: 'name', key: 'name' },
          {
            title: t.downloads.columns.state,
            key: 'state',
            render: (_, task) =>
              task.state === TaskState.generating ? <Progress percent={Math.round(task.progress ?? 0)} size="small" /> : <Tag color={stateColour(task.state)}>{stateLabel(task.state)}</Tag>,
          },
          {
            title: t.downloads.columns.actions,
            key: 'actions',
            render: (_, task) =>
              task.state === TaskState.done && task.result?.url ? (
                <Button size="small" type="link" icon={<DownloadOutlined />} onClick={() => download(task)}>
                  {t.downloads.actions.download}
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}

function ReportTaskForm({ segment }: { segment: ReportTaskSegment }) {
  const { exam, scope } = useAnalysisView();
  const { message } = App.useApp();
  const config = REPORT_TASKS[segment];
  const own = exam.own_class_ids ? new Set(exam.own_class_ids) : null;
  const classes = exam.classes.filter((c) => !own || own.has(c.id));
  const [choice, setChoice] = useState<Choice>({
    testIds: scope.testId ? [scope.testId] : [],
    classIds: scope.classId ? [scope.classId] : [],
    kind: config.kind.call === 'report' ? config.kind.kinds[0] : undefined,
    content: WrongBookContent.wrongOnly,
    errorRate: [DEFAULT_ERROR_RATE_LOWER, DEFAULT_ERROR_RATE_UPPER],
  });
  const [version, setVersion] = useState(0);
  const action = useAction();
  const previewSegment = previewSegmentOf(config, choice.kind);

  const request = () =>
    action.run(async () => {
      if (config.classRequired && choice.classIds.length === 0) {
        void message.warning(texts.classRequired);
        return;
      }
      const ids = { examination_id: exam.id, test_ids: config.choosePapers ? choice.testIds : [], class_ids: config.chooseClasses ? choice.classIds : [] };
      const refs = (list: number[]) => (list.length > 0 ? list.map((id) => ({ id })) : undefined);
      const task =
        config.kind.call === 'report'
          ? await reportCalls.requestReport({ ...ids, report: choice.kind ?? config.kind.kinds[0] })
          : config.kind.call === 'achievement'
            ? await reportCalls.requestAchievement(ids)
            : await createTask({
                type_id: config.kind.typeId as 1 | 2 | 8 | 11 | 17 | 22 | 26,
                param: {
                  exams: [{ id: exam.id }],
                  tests: refs(ids.test_ids),
                  classes: refs(ids.class_ids),
                  content: (config.wrongBook ? choice.content : WrongBookContent.wrongAndVariants) as 0 | 1 | 2,
                  ...(config.wrongBook ? { params: { error_rate: choice.errorRate[0], error_rate_2: choice.errorRate[1] } } : {}),
                },
              });
      void message.success(texts.requested(task.name));
      setVersion((v) => v + 1);
    });

  const previewHref = () => {
    const params = new URLSearchParams({ examinationid: String(exam.id) });
    if (choice.testIds.length > 0) params.set('testids', choice.testIds.join(','));
    if (choice.classIds.length > 0) params.set('classids', choice.classIds.join(','));
    return `/preview/analysis/report/${previewSegment}?${params.toString()}`;
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card variant="borderless" title={texts.tabs[segment]} data-testid="report-task-form">
        <Typography.Paragraph type="secondary">{texts.intro[segment]}</Typography.Paragraph>
        <Form layout="vertical" style={{ maxWidth: 560 }}>
          {config.kind.call === 'report' && config.kind.kinds.length > 1 ? (
            <Form.Item label={texts.reportKind}>
              <Radio.Group
                value={choice.kind}
                onChange={(e) => setChoice({ ...choice, kind: e.target.value as ReportKind })}
                options={config.kind.kinds.map((kind) => ({ value: kind, label: texts.kinds[kind as keyof typeof texts.kinds] }))}
              />
            </Form.Item>
          ) : null}
          {config.choosePapers ? (
            <Form.Item label={texts.papers}>
              <Select mode="multiple" allowClear placeholder={texts.allPapers} value={choice.testIds} onChange={(testIds: number[]) => setChoice({ ...choice, testIds })} options={exam.tests.map((test) => ({ value: test.id, label: test.name }))} data-testid="report-papers" />
            </Form.Item>
          ) : null}
          {config.chooseClasses ? (
            <Form.Item label={texts.classes} required={config.classRequired}>
              <Select mode="multiple" allowClear placeholder={config.classRequired ? texts.classRequired : texts.allClasses} value={choice.classIds} onChange={(classIds: number[]) => setChoice({ ...choice, classIds })} options={classes.map((c) => ({ value: c.id, label: c.name }))} data-testid="report-classes" />
            </Form.Item>
          ) : null}
          {config.wrongBook ? (
            <>
              <Form.Item label={texts.content}>
                <Radio.Group value={choice.content} onChange={(e) => setChoice({ ...choice, content: Number(e.target.value) })} options={Object.entries(texts.contents).map(([value, label]) => ({ value: Number(value), label }))} />
              </Form.Item>
              <Form.Item label={texts.errorRate}>
                <Space>
                  <InputNumber min={0} max={100} value={choice.errorRate[0]} onChange={(low) => setChoice({ ...choice, errorRate: [low ?? DEFAULT_ERROR_RATE_LOWER, choice.errorRate[1]] })} aria-label={texts.errorRateFrom} />
                  {texts.errorRateTo}
                  <InputNumber min={0} max={100} value={choice.errorRate[1]} onChange={(high) => setChoice({ ...choice, errorRate: [choice.errorRate[0], high ?? DEFAULT_ERROR_RATE_UPPER] })} aria-label={texts.errorRateUpper} />
                </Space>
              </Form.Item>
            </>
          ) : null}
          <Space>
            <Button type="primary" loading={action.busy} onClick={() => void request()} data-testid="report-request">
              {texts.request}
            </Button>
            {previewSegment ? (
              <Button icon={<EyeOutlined />} href={previewHref()} target="_blank" data-testid="report-preview-link">
                {texts.preview}
              </Button>
            ) : null}
          </Space>
        </Form>
      </Card>
      <ExamTasks key={version} examId={exam.id} typeId={config.typeId} />
    </Space>
  );
}

function ReportTaskTabs({ segment }: { segment: ReportTaskSegment }) {
  const { scope } = useAnalysisView();
  const [, navigate] = useLocation();
  return (
    <Card variant="borderless" styles={{ body: { paddingBottom: 0 } }}>
      <Tabs activeKey={segment} onChange={(key) => navigate(analysisPath(key, scope))} items={REPORT_TASK_SEGMENTS.map((key) => ({ key, label: texts.tabs[key] }))} data-testid="report-task-tabs" />
      <ReportTaskForm key={segment} segment={segment} />
    </Card>
  );
}

export function ReportTasksPage() {
  const [location] = useLocation();
  const last = location.split('/').pop() ?? '';
  const segment: ReportTaskSegment = isReportTaskSegment(last) ? last : 'downloadReportPdf';
  return (
    <AnalysisShell segment="downloadReportPdf">
      <ReportTaskTabs segment={segment} />
    </AnalysisShell>
  );
}
