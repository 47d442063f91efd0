/**
 * The original papers of a question: the target's students, and for the one chosen the sides of
 * their answer sheet (A and B) or, where the sheet was not kept whole, their answer to this
 * question. Used by the analysis panel and the Lesson screen.
 */
import { useState } from 'react';
import { Empty, Modal, Segmented, Select, Space, Typography } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import type { QuestionStudent, QuestionStudentsData } from '../analysis-api.ts';
import { formatScore } from '../common/format.ts';
import { ImageBox } from '../common/ImageBox.tsx';
import { studentPictures } from './StudentListDialog.tsx';

const texts = t.analysis.lists;

/** Every student of the lists with at least one picture, best score first. */
export function studentsWithPictures(data: QuestionStudentsData | undefined): QuestionStudent[] {
  if (!data) return [];
  return [...data.full_credit, ...data.loss_score, ...data.scoreless].filter((s) => studentPictures(s).length > 0);
}

export function OriginalPaperDialog({ open, onClose, title, data }: { open: boolean; onClose: () => void; title: string; data: QuestionStudentsData | undefined }) {
  const students = studentsWithPictures(data);
  const [chosen, setChosen] = useState<number | null>(null);
  const [side, setSide] = useState(0);
  const student = students.find((s) => s.student_id === chosen) ?? students[0];
  const pictures = student ? studentPictures(student) : [];
  const picture = pictures[Math.min(side, pictures.length - 1)];
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={title} width={1000} destroyOnHidden data-testid="original-paper">
      {!student ? (
        <Empty description={t.analysis.message.noAnswerCard} />
      ) : (
        <Space orientation="vertical" size={12} className="analysis-stack">
          <Space wrap>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              className="original-student-select"
              value={student.student_id}
              onChange={(id: number) => {
                setChosen(id);
                setSide(0);
              }}
              options={students.map((s) => ({ value: s.student_id, label: `${s.real_name}（${s.class_name}，${formatScore(s.total_score)}）` }))}
            />
            {pictures.length > 1 && (
              <Segmented value={side} onChange={(v) => setSide(Number(v))} options={pictures.map((p, i) => ({ value: i, label: p.caption ?? String(i + 1) }))} />
            )}
            <Typography.Text type="secondary">{texts.sheet(student.real_name)}</Typography.Text>
          </Space>
          {picture && <ImageBox key={picture.url} src={picture.url} preview className="original-picture" />}
        </Space>
      )}
    </Modal>
  );
}
