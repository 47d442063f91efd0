/**
 * /teachers/divided (spec 001 §2.1 考试列表（划题）): without a paper, the school's exams with
 * their papers to choose from; with ?test_id=, the paper's question groups (made by its
 * answer-card template) with their questions, and each group's division edited by hand and saved
 * through PATCH divide-partition/{id}; the paper is read again after each save. For the school's
 * administrators, who set exams up (the server refuses anyone else a change).
 */
import { App, Button, Card, Empty, Flex, Space, Table, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { EXAM_STATUS_NAMES } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { LoadEmpty, LoadPending } from '../common/LoadStatus.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { ExamsHead } from '../exams/ExamsHead.tsx';
import { listSetupExams, type SetupExam } from '../exams/exam-calls.ts';
import { numberParam } from '../progress/progress-calls.ts';
import { paperDivision, saveDivision } from './division-calls.ts';
import type { DivisionPatchBody } from './division-model.ts';
import { DivisionGroupCard } from './DivisionGroupCard.tsx';
import '../exams/exams.css';

const texts = t.division;
/** Exams listed to choose a paper from (spec 002 §9: exam list page size 100). */
const PAGE_SIZE = 100;

export const DIVISION_PATH = '/teachers/divided';

/** The division of one paper on this screen. */
export function divisionPath(testId: number): string {
  return `${DIVISION_PATH}?test_id=${testId}`;
}

export function DivisionPage() {
  const testId = numberParam(useSearch(), 'test_id');
  return testId ? <PaperDivision testId={testId} /> : <ExamChoice />;
}

function ExamChoice() {
  const load = useLoad('division-exams', () => listSetupExams({ page_no: 1, page_size: PAGE_SIZE }));
  return (
    <div className="exams-page" data-testid="division-exams">
      <ExamsHead title={texts.title} hint={texts.listHint} />
      <Card variant="borderless">
        <Table<SetupExam>
          rowKey="id"
          loading={load.loading && !load.data}
          dataSource={load.data?.result ?? []}
          locale={{ emptyText: <LoadEmpty load={load} empty={texts.noExams} /> }}
          pagination={false}
          columns={[
            { title: texts.exam, key: 'name', render: (_, exam) => <Typography.Text strong>{exam.name}</Typography.Text> },
            { title: t.exams.columns.status, key: 'status', width: 150, render: (_, exam) => EXAM_STATUS_NAMES[exam.status] },
            {
              title: texts.papers,
              key: 'papers',
              render: (_, exam) => (
                <Space wrap>
                  {exam.tests.map((test) => (
                    <Typography.Link key={test.id} onClick={() => navigate(divisionPath(test.id))} data-testid="division-paper">
                      {t.exams.paperSummary(test.subject_name, test.total_score, test.question_count, test.partition_count)}
                    </Typography.Link>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}

function PaperDivision({ testId }: { testId: number }) {
  const { message } = App.useApp();
  const load = useLoad(`division:${testId}`, () => paperDivision(testId));
  const action = useAction();
  const division = load.data;
  const template = division?.template_info as { temp_width?: unknown; temp_height?: unknown } | null | undefined;
  const back = (
    <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate(DIVISION_PATH)}>
      {texts.back}
    </Button>
  );

  const save = (groupId: number, name: string, body: DivisionPatchBody) =>
    void action.run(async () => {
      try {
        await saveDivision(groupId, body);
        void message.success(texts.saved(name));
      } finally {
        load.reload();
      }
    });

  return (
    <div className="exams-page" data-testid="division-page">
      <ExamsHead
        title={texts.title}
        hint={texts.hint}
        above={back}
      >
        {typeof template?.temp_width === 'number' && typeof template.temp_height === 'number' && <Typography.Text type="secondary">{texts.templateSize(template.temp_width, template.temp_height)}</Typography.Text>}
      </ExamsHead>
      {!division ? (
        <LoadPending load={load} />
      ) : division.partitions.length === 0 ? (
        <Empty description={texts.noGroups} />
      ) : (
        <Flex vertical gap={16}>
          {division.partitions.map((group) => (
            // a saved group starts again from what the server now holds
            <DivisionGroupCard key={`${group.id}:${JSON.stringify(group.config.rect_divide)}:${group.test_correct_type}:${JSON.stringify(group.config.question_config)}`} group={group} busy={action.busy} onSave={(body) => save(group.id, group.name, body)} />
          ))}
        </Flex>
      )}
    </div>
  );
}
