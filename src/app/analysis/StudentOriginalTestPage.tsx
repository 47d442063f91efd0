/**
 * /analysis/examination/studentOriginalTest (学生原卷): one student of the chosen paper and target
 * at a time — picked from a searchable list of the target's students or stepped through with
 * previous / next — with their total and rank, the scanned sides of their answer sheet with the
 * scores burned in (opened large in the picture viewer, which turns them), and their score on
 * every question (and blank) beside it. A student without a scanned sheet still has the table.
 */
import { useState } from 'react';
import { App, Alert, Button, Card, Col, Descriptions, Empty, Row, Select, Space, Tag } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi, type AnalysisStudent, type StudentOriginalTest } from './analysis-api.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';
import { formatScore } from './common/format.ts';
import { ImageBox } from './common/ImageBox.tsx';
import { PictureViewer } from './common/PictureViewer.tsx';
import { useLoad } from '../common/use-load.ts';
import { LoadEmpty, LoadPending } from '../common/LoadStatus.tsx';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.analysis.originalTest;
/** The most students the list holds (the student-list call's largest page). */
export const STUDENT_LIST_LIMIT = 999;

type Question = StudentOriginalTest['questions'][number];

const scoreText = (score: number | null) => (score === null ? texts.undecided : formatScore(score));
const studentLabel = (s: AnalysisStudent) => `${s.real_name}（${s.exam_number}）`;

function StudentHeader({ data }: { data: StudentOriginalTest }) {
  return (
    <Descriptions size="small" column={4} data-testid="original-student">
      <Descriptions.Item label={texts.student}>{data.student.real_name}</Descriptions.Item>
      <Descriptions.Item label={texts.examNumber}>{data.student.exam_number}</Descriptions.Item>
      <Descriptions.Item label={texts.className}>{data.student.class_name}</Descriptions.Item>
      <Descriptions.Item label={texts.total}>
        <span data-testid="original-total">
          {formatScore(data.total_score)} / {formatScore(data.full_mark_score)}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={texts.rank}>
        <span data-testid="original-rank">{data.rank === null ? <Tag>{texts.incomplete}</Tag> : texts.rankOf(data.rank, data.ranked_count)}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

function Sheets({ data }: { data: StudentOriginalTest }) {
  const [viewing, setViewing] = useState<number | null>(null);
  if (data.sides.length === 0) return <Alert type="info" showIcon title={texts.noSheet} data-testid="original-no-sheet" />;
  const pictures = data.sides.map((s) => ({ url: s.url, caption: texts.sideCaption(data.student.real_name, s.side) }));
  return (
    <Space orientation="vertical" size={12} className="analysis-stack" data-testid="original-sheets">
      {data.sides.map((s, index) => (
        <div key={s.side} className="original-test-sheet">
          <Space className="original-test-sheet-bar">
            <Tag>{texts.side(s.side)}</Tag>
            <Button size="small" onClick={() => setViewing(index)} data-testid={`original-enlarge-${s.side}`}>
              {texts.enlarge}
            </Button>
          </Space>
          <ImageBox src={s.url} alt={pictures[index].caption} className="original-test-sheet-image" />
        </div>
      ))}
      <PictureViewer open={viewing !== null} pictures={pictures} index={viewing ?? 0} onIndex={setViewing} onClose={() => setViewing(null)} />
    </Space>
  );
}

function ScoreTable({ data }: { data: StudentOriginalTest }) {
  return (
    <CompactTable<Question>
      rowKey="question_id"
      dataSource={data.questions}
      data-testid="original-scores"
      columns={[
        { title: texts.label, key: 'label', dataIndex: 'label' },
        { title: texts.fullMark, key: 'full', render: (_, q) => formatScore(q.full_mark_score) },
        { title: texts.score, key: 'score', render: (_, q) => scoreText(q.score) },
        {
          title: texts.blanks,
          key: 'detail',
          render: (_, q) =>
            q.objective
              ? `${texts.chosen}：${q.chosen ?? texts.undecided}`
              : // a question of one blank: its score says it all
                q.blanks.length > 1
                ? q.blanks.map((b) => texts.blank(b.label || b.key, scoreText(b.score), formatScore(b.full_mark_score))).join('  ')
                : '',
        },
      ]}
    />
  );
}

function StudentPaper({ studentId }: { studentId: number }) {
  const { scope } = useAnalysisView();
  const load = useLoad(`original:${JSON.stringify(scope)}:${studentId}`, () => analysisApi.studentOriginal(scope, studentId));
  const data = load.data;
  if (!data) return <LoadPending load={load} />;
  return (
    <Space orientation="vertical" size={12} className="analysis-stack">
      <StudentHeader data={data} />
      <Row gutter={16}>
        <Col xs={24} xl={15}>
          <Card size="small" title={texts.sheet}>
            <Sheets data={data} />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card size="small" title={texts.scores}>
            <ScoreTable data={data} />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

function OriginalTest() {
  const { scope, exam } = useAnalysisView();
  const { message } = App.useApp();
  const list = useLoad(`original-students:${JSON.stringify(scope)}`, () => analysisApi.students(scope, 1, STUDENT_LIST_LIMIT));
  const [chosen, setChosen] = useState<{ scope: string; id: number } | null>(null);
  // a teacher who sees only their own classes' students is offered only those (others are refused)
  const own = exam.own_class_ids ? new Set(exam.own_class_ids) : null;
  const students = (list.data?.result ?? []).filter((s) => !own || own.has(s.class_id));
  // a new paper or target starts again at its first student
  const current = chosen?.scope === JSON.stringify(scope) && students.some((s) => s.student_id === chosen.id) ? chosen.id : students[0]?.student_id;
  const at = students.findIndex((s) => s.student_id === current);
  const choose = (id: number) => setChosen({ scope: JSON.stringify(scope), id });
  const step = (by: 1 | -1) => {
    const next = students[at + by];
    if (!next) return void message.warning(by < 0 ? texts.noPrevious : texts.noNext);
    choose(next.student_id);
  };

  return (
    <Card variant="borderless" title={texts.title}>
      {!list.data ? (
        list.loading ? <LoadPending load={list} /> : <LoadEmpty load={list} />
      ) : students.length === 0 ? (
        <Empty description={texts.noStudents} />
      ) : (
        <Space orientation="vertical" size={12} className="analysis-stack">
          <Space wrap>
            <Select
              showSearch
              className="original-test-student-select"
              data-testid="original-test-student-select"
              placeholder={texts.searchStudent}
              value={current}
              onChange={choose}
              optionFilterProp="label"
              options={students.map((s) => ({ value: s.student_id, label: `${studentLabel(s)} ${s.class_name}` }))}
            />
            <Button icon={<LeftOutlined />} onClick={() => step(-1)} data-testid="original-previous">
              {texts.previous}
            </Button>
            <Button icon={<RightOutlined />} iconPlacement="end" onClick={() => step(1)} data-testid="original-next">
              {texts.next}
            </Button>
          </Space>
          {list.data.total > students.length && <Alert type="warning" showIcon title={texts.tooMany(students.length, list.data.total)} />}
          {current !== undefined && <StudentPaper key={current} studentId={current} />}
        </Space>
      )}
    </Card>
  );
}

export const StudentOriginalTestPage = analysisScreen('studentOriginalTest', OriginalTest);
