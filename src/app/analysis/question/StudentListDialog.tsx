/**
 * The full-score, lost-score and zero-score students of a question (spec 001 §2.2). A click on a
 * name opens that student's answer sheet — its sides, then the answer to this question — or says
 * the student has no answer card.
 */
import { useState } from 'react';
import { App, Modal, Table, Tabs } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import type { QuestionStudent, QuestionStudentsData } from '../analysis-api.ts';
import { formatScore } from '../common/format.ts';
import { PictureViewer, type ViewerPicture } from '../common/PictureViewer.tsx';
import type { ListKind } from './OverviewTable.tsx';

const texts = t.analysis.lists;

/** The pictures of a student's answer: sheet side A, side B, then the answer region of the question. */
export function studentPictures(student: QuestionStudent): ViewerPicture[] {
  const sides = student.answer_sheet.map((url, i) => ({ url, caption: i === 0 ? texts.sideA : texts.sideB }));
  const region = student.partition_pic.map((piece) => ({ url: piece.url, caption: texts.region }));
  return [...sides, ...region];
}

/** Opens a student's answer sheet, or warns that there is none. */
export function useStudentSheet() {
  const { message } = App.useApp();
  const [viewing, setViewing] = useState<{ pictures: ViewerPicture[]; index: number; title: string } | null>(null);
  const open = (student: QuestionStudent) => {
    const pictures = studentPictures(student);
    if (pictures.length === 0) return void message.warning(t.analysis.message.noAnswerCard);
    setViewing({ pictures, index: 0, title: texts.sheet(student.real_name) });
  };
  const viewer = (
    <PictureViewer
      open={viewing !== null}
      pictures={viewing?.pictures ?? []}
      index={viewing?.index ?? 0}
      onIndex={(index) => setViewing((v) => (v ? { ...v, index } : v))}
      onClose={() => setViewing(null)}
      title={viewing ? `${viewing.title}（${viewing.pictures[viewing.index]?.caption ?? ''}）` : undefined}
    />
  );
  return { open, viewer };
}

const KINDS: ListKind[] = ['full', 'loss', 'zero'];

export interface StudentListDialogProps {
  open: boolean;
  kind: ListKind;
  onKind: (kind: ListKind) => void;
  data: QuestionStudentsData | undefined;
  loading: boolean;
  title: string;
  onClose: () => void;
}

export function StudentListDialog({ open, kind, onKind, data, loading, title, onClose }: StudentListDialogProps) {
  const sheet = useStudentSheet();
  const lists: Record<ListKind, QuestionStudent[]> = { full: data?.full_credit ?? [], loss: data?.loss_score ?? [], zero: data?.scoreless ?? [] };
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={title} width={720} destroyOnHidden>
      <Tabs
        activeKey={kind}
        onChange={(key) => onKind(key as ListKind)}
        items={KINDS.map((k) => ({ key: k, label: `${texts[k]}（${lists[k].length}）` }))}
      />
      <div className="student-list-hint">{texts.clickToView}</div>
      <Table<QuestionStudent>
        size="small"
        loading={loading}
        rowKey="student_id"
        dataSource={lists[kind]}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        data-testid="student-list"
        columns={[
          {
            title: t.analysis.students.name,
            key: 'name',
            render: (_, s) => (
              <a onClick={() => sheet.open(s)} data-testid="student-name">
                {s.real_name}
              </a>
            ),
          },
          { title: texts.className, key: 'class', dataIndex: 'class_name' },
          { title: texts.score, key: 'score', render: (_, s) => formatScore(s.total_score) },
        ]}
      />
      {sheet.viewer}
    </Modal>
  );
}
