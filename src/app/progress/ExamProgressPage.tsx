/** /marking: marking progress of the exams I may follow, unfinished or finished, with search and pages. */
import { Button, Tag } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/zh-CN.ts';
import { PageHead } from '../common/PageHead.tsx';
import { ExamProgressList } from './ExamProgressList.tsx';
import './progress.css';

const texts = t.progress;

export function subjectListPath(examId: number): string {
  return `/marking/subjectList?examination_id=${examId}`;
}

export function ExamProgressPage() {
  return (
    <div className="page-stack" data-testid="exam-progress-page">
      <PageHead title={texts.examsTitle} hint={texts.examsHint} />
      <ExamProgressList
        nameTag={(exam) =>
          exam.class_teacher_marking === 1 && (
            <Tag color="purple" className="progress-tag">
              {texts.classTeacherMarking}
            </Tag>
          )
        }
        rowBehaviour={{ onRow: (exam) => ({ onClick: () => navigate(subjectListPath(exam.id)), className: 'progress-clickable' }) }}
        actions={[
          {
            title: texts.actions,
            key: 'open',
            width: 140,
            render: (_, exam) => (
              <Button type="link" onClick={() => navigate(subjectListPath(exam.id))}>
                {texts.open} <RightOutlined />
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
