/**
 * /teachers/examination (spec 001 §2.1, 002 §9): the school's exams with filters (year: this
 * year and the ten before; grade; subject; exam type; status) and pages; create and edit an exam,
 * open a paper's questions, and move an exam along its lifecycle — start marking, end it (when
 * groups are not completely marked the server lists them first and the end needs a second
 * confirmation), start its analysis.
 */
import { useState } from 'react';
import { App, Button, Card, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { EXAM_STATUS_NAMES, EXAM_TYPE_NAMES, gradeName, GRADES, SUBJECTS, examTypeName } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { ApiError } from '../../api/client.ts';
import { schoolsOf, session } from '../../state/session.ts';
import { firstLoadTableProps } from '../common/LoadStatus.tsx';
import { ExamsHead } from './ExamsHead.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { pagedTableProps } from '../common/paged-table.ts';
import { schoolClasses } from '../organisation/organisation-calls.ts';
import { paperCardPath } from '../answer-card/card-paths.ts';
import { createExam, listSetupExams, openExamAnalysis, updateExam, type ExamListQuery, type ExamSetupBody, type SetupExam } from './exam-calls.ts';
import { ExamForm } from './ExamForm.tsx';
import { divisionPath } from '../division/DivisionPage.tsx';
import { AnalysisConfigDialog } from './AnalysisConfigDialog.tsx';
import { paperExceptionPath, paperScanPath } from '../scans/scan-paths.ts';
import { uploadOriginPath } from '../original-paper/original-paths.ts';
import './exams.css';

const texts = t.exams;
/** Exams per page (spec 002 §9: exam list page size 100). */
const PAGE_SIZE = 100;
/** "year list: this year and ten before" */
const YEARS_BACK = 10;

export function paperEditPath(testId: number): string {
  return `/teachers/testing_edit?test_id=${testId}`;
}

/** The marker assignment of one paper (spec 001 §2.1 /divided/progress/{examinationid}/{testId}). */
export function paperAssignmentPath(examId: number, testId: number): string {
  return `/divided/progress/${examId}/${testId}`;
}

const all = <T,>(options: { value: T; label: string }[]) => [{ value: undefined as T | undefined, label: texts.filters.all }, ...options];
const namedOptions = (names: Record<number, string>) => Object.entries(names).map(([value, label]) => ({ value: Number(value), label }));

type ChoiceFilter = 'year' | 'grade_id' | 'subject_id' | 'examination_type' | 'status';

/** The list's choice filters in their order: what each sets, its width and its choices (each led by 全部). */
const choiceFilters = (thisYear: number): { key: ChoiceFilter; width: number; placeholder: string; options: { value: number; label: string }[] }[] => [
  { key: 'year', width: 110, placeholder: texts.filters.year, options: Array.from({ length: YEARS_BACK + 1 }, (_, i) => ({ value: thisYear - i, label: String(thisYear - i) })) },
  { key: 'grade_id', width: 110, placeholder: texts.filters.grade, options: GRADES.map((g) => ({ value: g.id, label: g.name })) },
  { key: 'subject_id', width: 110, placeholder: texts.filters.subject, options: SUBJECTS.map((s) => ({ value: s.id, label: s.name })) },
  { key: 'examination_type', width: 130, placeholder: texts.filters.type, options: namedOptions(EXAM_TYPE_NAMES) },
  { key: 'status', width: 170, placeholder: texts.filters.status, options: namedOptions(EXAM_STATUS_NAMES) },
];

export function ExamListPage() {
  const { modal, message } = App.useApp();
  const { user } = useSnapshot(session);
  const schoolId = schoolsOf(user)[0]?.id;
  const [filter, setFilter] = useState<ExamListQuery>({});
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<SetupExam | 'new' | null>(null);
  const [configuring, setConfiguring] = useState<SetupExam | null>(null);
  const action = useAction();
  const load = useLoad(`setup-exams:${JSON.stringify(filter)}:${pageNo}`, () => listSetupExams({ ...filter, page_no: pageNo, page_size: PAGE_SIZE }), { keepWithin: 'setup-exams' });
  const classes = useLoad(schoolId ? `classes:${schoolId}` : null, () => schoolClasses(schoolId!));
  const thisYear = new Date().getFullYear();

  const setFilterValue = (change: ExamListQuery) => {
    setFilter((current) => ({ ...current, ...change }));
    setPageNo(1);
  };

  const save = (body: ExamSetupBody) =>
    action.run(async () => {
      if (editing === 'new') await createExam({ ...body, ...(schoolId ? { school_id: schoolId } : {}) });
      else if (editing) {
        // once started, grade, classes and papers are not sent: the server would refuse them
        const { grade_id, class_ids, tests, ...plain } = body;
        await updateExam(editing.id, editing.status === 0 ? { ...plain, grade_id, class_ids, tests } : plain);
      }
      setEditing(null);
      void message.success(texts.saved);
      load.reload();
    });

  const step = (run: () => Promise<unknown>, confirmText: string) =>
    modal.confirm({
      content: confirmText,
      onOk: () =>
        action.run(async () => {
          await run();
          load.reload();
        }),
    });

  /** Ends the exam; groups left unmarked are named first and need one more confirmation. */
  const end = (exam: SetupExam) =>
    step(
      async () => {
        try {
          await updateExam(exam.id, { status: 2 });
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 409) throw error;
          modal.confirm({
            title: texts.lifecycle.endAnyway,
            content: error.message,
            onOk: () => action.run(async () => void (await updateExam(exam.id, { status: 2, confirm: true }), load.reload())),
          });
        }
      },
      texts.lifecycle.endConfirm,
    );

  const lifecycleButton = (exam: SetupExam) => {
    if (exam.status === 0) return <Button onClick={() => step(() => updateExam(exam.id, { status: 1 }), texts.lifecycle.startConfirm)}>{texts.lifecycle.start}</Button>;
    if (exam.status === 1) return <Button onClick={() => end(exam)}>{texts.lifecycle.end}</Button>;
    if (exam.status === 2) return <Button onClick={() => step(() => openExamAnalysis(exam.id), texts.lifecycle.analyseConfirm)}>{texts.lifecycle.analyse}</Button>;
    return null;
  };

  return (
    <div className="exams-page" data-testid="exam-list-page">
      <ExamsHead title={texts.title} hint={texts.hint}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="exam-create">
          {texts.create}
        </Button>
      </ExamsHead>
      <Card variant="borderless">
        <Space wrap className="exam-filters">
          {choiceFilters(thisYear).map(({ key, width, placeholder, options }) => (
            <Select key={key} style={{ width }} placeholder={placeholder} value={filter[key]} onChange={(value) => setFilterValue({ [key]: value })} options={all(options)} />
          ))}
          <Input.Search allowClear placeholder={texts.filters.name} onSearch={(value) => setFilterValue({ examination_name: value.trim() || undefined })} />
        </Space>
        <Table<SetupExam>
          rowKey="id"
          // a paper's setup links wrap beside its summary; below this width the table scrolls, the exam's name and its actions kept in sight at its two ends
          scroll={{ x: 1200 }}
          {...firstLoadTableProps(load, texts.noExams)}
          {...pagedTableProps(load.data, pageNo, PAGE_SIZE, setPageNo)}
          columns={[
            { title: texts.columns.name, key: 'name', width: 180, fixed: 'left', render: (_, exam) => <Typography.Text strong>{exam.name}</Typography.Text> },
            { title: texts.columns.grade, key: 'grade', width: 90, render: (_, exam) => gradeName(exam.grade_id) },
            { title: texts.columns.type, key: 'type', width: 110, render: (_, exam) => examTypeName(exam.examination_type) },
            { title: texts.columns.date, dataIndex: 'start_date', width: 110 },
            { title: texts.columns.status, key: 'status', width: 100, render: (_, exam) => <Tag color={exam.status === 1 ? 'processing' : 'default'}>{EXAM_STATUS_NAMES[exam.status]}</Tag> },
            {
              title: texts.columns.papers,
              key: 'papers',
              render: (_, exam) => (
                <Space orientation="vertical" size={6}>
                  {exam.tests.map((test) => (
                    // a paper is set up in these screens, each link named as its screen: its questions, its answer card (whose template makes its groups), its markers, its scans and their exceptions, its groups' division and its printed original
                    <Space key={test.id} size={[16, 0]} wrap className="exam-paper-links" data-testid="exam-paper">
                      <Typography.Link onClick={() => navigate(paperEditPath(test.id))}>
                        {texts.paperSummary(test.subject_name, test.total_score, test.question_count, test.partition_count)}
                      </Typography.Link>
                      <Typography.Link onClick={() => navigate(paperCardPath(exam.id, test.id))} data-testid="open-paper-card">
                        {t.shell.routes.dividedAnswerSheet}
                      </Typography.Link>
                      <Typography.Link onClick={() => navigate(paperAssignmentPath(exam.id, test.id))}>{t.assignment.title}</Typography.Link>
                      <Typography.Link onClick={() => navigate(paperScanPath(exam.id, test.id))} data-testid="open-scan">
                        {t.scans.title}
                      </Typography.Link>
                      <Typography.Link onClick={() => navigate(paperExceptionPath(exam.id, test.id))} data-testid="open-exceptions">
                        {t.scanExceptions.link}
                      </Typography.Link>
                      <Typography.Link onClick={() => navigate(divisionPath(test.id))} data-testid="exam-paper-division">
                        {t.division.title}
                      </Typography.Link>
                      <Typography.Link onClick={() => navigate(uploadOriginPath(exam.id, test.id))} data-testid="open-original">
                        {t.shell.routes.dividedUploadOrigin}
                      </Typography.Link>
                    </Space>
                  ))}
                </Space>
              ),
            },
            {
              title: texts.columns.actions,
              key: 'actions',
              width: 270,
              fixed: 'right',
              render: (_, exam) => (
                <Space>
                  <Button type="link" onClick={() => setEditing(exam)}>
                    {texts.edit}
                  </Button>
                  <Button type="link" onClick={() => setConfiguring(exam)} data-testid="exam-analysis-config">
                    {texts.analysisConfig.open}
                  </Button>
                  {lifecycleButton(exam)}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal open={editing !== null} title={editing === 'new' ? texts.form.createTitle : texts.form.editTitle} footer={null} width={760} destroyOnHidden onCancel={() => setEditing(null)}>
        {editing !== null && (
          <ExamForm
            exam={editing === 'new' ? undefined : editing}
            classes={classes.data ?? []}
            busy={action.busy}
            onSave={(body) => void save(body)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      {configuring && <AnalysisConfigDialog exam={configuring} onClose={() => setConfiguring(null)} />}
    </div>
  );
}
