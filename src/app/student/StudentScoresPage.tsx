/**
 * /student/scores, the screen of a student's account (role 2): the exams they sit, newest first,
 * and for an exam whose results the school has opened (analysis open) their score on each paper,
 * question by question. The route guard keeps a student on this screen; the server answers a
 * student's own exams and scores and nothing else (src/server/access/student-access.ts).
 */
import { useState } from 'react';
import { Button, Card, Empty, Layout, Space, Table, Tag, Typography } from 'antd';
import { useSnapshot } from 'valtio';
import { ExamStatus } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { session, type StoredStudent } from '../../state/session.ts';
import { LoadPending, loadTableProps } from '../common/LoadStatus.tsx';
import { useLoad } from '../common/use-load.ts';
import { ChangePasswordDialog } from '../shell/ChangePasswordDialog.tsx';
import { logout } from '../shell/session-actions.ts';
import { myExams, myPaper, type StudentExam, type StudentPaper } from './student-calls.ts';
import './student.css';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.student;

function PaperScores({ paper }: { paper: StudentPaper }) {
  return (
    <CompactTable
      rowKey="question_id"
      dataSource={paper.questions}
      columns={[
        { title: texts.columns.question, dataIndex: 'label' },
        { title: texts.columns.score, dataIndex: 'score', width: 90, render: (score: number | null) => score ?? texts.unmarked },
        { title: texts.columns.fullMark, dataIndex: 'full_mark', width: 90 },
        { title: texts.columns.chosen, dataIndex: 'chosen', width: 90, render: (chosen: string | null) => chosen ?? '' },
      ]}
    />
  );
}

/** An exam's papers with the student's scores, once the results are open. */
function ExamScores({ exam, student }: { exam: StudentExam; student: StoredStudent }) {
  const papers = useLoad(`papers:${exam.examination_id}`, () => Promise.all(exam.subjects.map((s) => myPaper(s.test_id, student.id))));
  if (!papers.data) return <LoadPending load={papers} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {exam.subjects.map((subject, i) => {
        const paper = papers.data![i];
        return (
          <Card
            key={subject.test_id}
            size="small"
            title={subject.subject_name}
            extra={
              <span data-testid={`paper-total-${subject.test_id}`}>
                {texts.total(paper.total_score, paper.full_mark)}
                {paper.complete ? '' : texts.incomplete}
              </span>
            }
          >
            <PaperScores paper={paper} />
          </Card>
        );
      })}
    </Space>
  );
}

function examState(exam: StudentExam): string {
  if (exam.absent) return texts.absent;
  if (exam.status === ExamStatus.analysisViewable) return texts.open;
  return exam.status === ExamStatus.endedAnalysisClosed ? texts.notOpen : texts.notEnded;
}

export function StudentScoresPage() {
  const { user } = useSnapshot(session);
  const student = user?.student as StoredStudent | undefined;
  const exams = useLoad(student ? `student-exams:${student.id}` : null, () => myExams(student!.id));
  const [changing, setChanging] = useState(false);

  if (!student) return <Empty description={texts.noStudent} />;
  return (
    <Layout className="student-page" data-testid="student-scores">
      <Layout.Header className="student-header">
        <Typography.Title level={4} className="student-title">
          {texts.title}
        </Typography.Title>
        <Space>
          <Typography.Text>{texts.whoAmI(student.name, student.class_name, student.exam_number)}</Typography.Text>
          <Button size="small" onClick={() => setChanging(true)}>
            {texts.changePassword}
          </Button>
          <Button size="small" onClick={() => void logout()}>
            {texts.logout}
          </Button>
        </Space>
      </Layout.Header>
      <Layout.Content className="student-content">
        <Table<StudentExam>
          rowKey="examination_id"
          dataSource={exams.data ?? []}
          pagination={false}
          {...loadTableProps(exams, texts.noExams)}
          expandable={{
            rowExpandable: (exam) => exam.status === ExamStatus.analysisViewable && !exam.absent,
            expandedRowRender: (exam) => <ExamScores exam={exam} student={student} />,
          }}
          columns={[
            { title: texts.examColumns.name, dataIndex: 'name' },
            { title: texts.examColumns.date, dataIndex: 'start_date', width: 120 },
            { title: texts.examColumns.state, key: 'state', width: 140, render: (_, exam) => <Tag>{examState(exam)}</Tag> },
          ]}
        />
      </Layout.Content>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </Layout>
  );
}
