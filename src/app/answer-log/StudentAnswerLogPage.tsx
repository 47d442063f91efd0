/**
 * /teachers/studentAnswerLog (学生作答记录, issue 20): a teacher picks one of their classes and a
 * student of it (searchable by name or exam number), optionally a subject, and reads the
 * student's exams as a timeline, newest first; each exam unfolds into its papers, question by
 * question, with the answer pieces. Which classes and exams are offered is the server's answer
 * (the analysis class rule, src/server/access).
 */
import { useState } from 'react';
import { Collapse, Form, Select, Space, Timeline, Typography } from 'antd';
import { SUBJECTS } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { LoadEmpty, LoadPending } from '../common/LoadStatus.tsx';
import { PageHead } from '../common/PageHead.tsx';
import { useLoad } from '../common/use-load.ts';
import { answerLogClasses, studentAnswerLog, type AnswerLog } from './answer-log-calls.ts';
import { LogPaperTable } from './LogPaperTable.tsx';
import './answer-log.css';

const texts = t.answerLog;
/** 0: every subject (the call's default). */
const ALL_SUBJECTS = 0;

function ExamTimeline({ log }: { log: AnswerLog }) {
  return (
    <Timeline
      className="answer-log-timeline"
      items={log.exams.map((exam) => ({
        key: exam.examination_id,
        content: (
          <Collapse
            size="small"
            data-testid={`log-exam-${exam.examination_id}`}
            items={[
              {
                key: exam.examination_id,
                label: (
                  <Space>
                    <Typography.Text strong>{exam.name}</Typography.Text>
                    <Typography.Text type="secondary">{texts.examDate(exam.start_date)}</Typography.Text>
                  </Space>
                ),
                children: (
                  <Space orientation="vertical" className="answer-log-papers">
                    {exam.papers.map((paper) => (
                      <LogPaperTable key={paper.test_id} paper={paper} />
                    ))}
                  </Space>
                ),
              },
            ]}
          />
        ),
      }))}
    />
  );
}

export function StudentAnswerLogPage() {
  const classes = useLoad('answer-log-classes', answerLogClasses);
  const [classId, setClassId] = useState<number>();
  const [studentId, setStudentId] = useState<number>();
  const [subjectId, setSubjectId] = useState(ALL_SUBJECTS);
  const log = useLoad(studentId ? `answer-log:${studentId}:${subjectId}` : null, () => studentAnswerLog(studentId!, subjectId));
  const chosenClass = classes.data?.find((c) => c.id === classId);

  let body;
  if (!classes.data) body = <LoadPending load={classes} />;
  else if (classes.data.length === 0) body = <LoadEmpty load={classes} empty={texts.noClasses} />;
  else if (!studentId) body = <Typography.Text type="secondary">{texts.pickStudent}</Typography.Text>;
  else if (!log.data) body = <LoadPending load={log} />;
  else {
    const { student } = log.data;
    body = (
      <Space orientation="vertical" className="answer-log-body">
        <Typography.Text data-testid="answer-log-student">{texts.whoIs(student.name, student.class_name, student.exam_number)}</Typography.Text>
        {log.data.exams.length === 0 ? <LoadEmpty load={log} empty={texts.noExams} /> : <ExamTimeline log={log.data} />}
      </Space>
    );
  }

  return (
    <div className="page-stack" data-testid="student-answer-log-page">
      <PageHead title={texts.title} hint={texts.hint} />
      <Form layout="inline" className="answer-log-filters">
        <Form.Item label={texts.classLabel}>
          <Select
            data-testid="answer-log-class"
            className="answer-log-select"
            placeholder={texts.classPlaceholder}
            value={classId}
            loading={classes.loading}
            options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={(id: number) => {
              setClassId(id);
              setStudentId(undefined);
            }}
          />
        </Form.Item>
        <Form.Item label={texts.studentLabel}>
          <Select
            data-testid="answer-log-student-select"
            className="answer-log-select"
            showSearch
            optionFilterProp="label"
            placeholder={texts.studentPlaceholder}
            disabled={!chosenClass}
            value={studentId}
            options={(chosenClass?.students ?? []).map((s) => ({ value: s.id, label: texts.studentOption(s.name, s.exam_number) }))}
            onChange={(id: number) => setStudentId(id)}
          />
        </Form.Item>
        <Form.Item label={texts.subjectLabel}>
          <Select
            data-testid="answer-log-subject"
            className="answer-log-select"
            value={subjectId}
            options={[{ value: ALL_SUBJECTS, label: texts.allSubjects }, ...SUBJECTS.map((s) => ({ value: s.id, label: s.name }))]}
            onChange={(id: number) => setSubjectId(id)}
          />
        </Form.Item>
      </Form>
      {body}
    </div>
  );
}
