/**
 * The questions read from a Word file, for the teacher to check before anything is saved: the
 * type and answer of each can be changed, a wrongly split question removed, and a question the
 * bank already holds merged into it instead of saved twice. 保存 adds the rest to the school's bank.
 */
import { useState } from 'react';
import { Alert, App, Button, Input, Modal, Select, Space } from 'antd';
import { BANK_QUESTION_TYPES } from '../../domain/question-bank.ts';
import { bankQuestionProblem } from '../../domain/bank-question.ts';
import { t } from '../../i18n/zh-CN.ts';
import { useAction } from '../common/use-action.ts';
import { BankQuestionCard } from './BankQuestionCard.tsx';
import { inputOf, mergeQuestion, saveQuestions, type ImportedQuestion } from './bank-calls.ts';
import { AddonField } from '../common/AddonField.tsx';

const texts = t.bank;

function problemOf(q: ImportedQuestion): string | undefined {
  return bankQuestionProblem({ typeId: q.type_id, text: q.text, options: q.options, answer: q.answer, jieda: q.jieda, children: q.children });
}

export function WordImportDialog({ subjectId, imported, onClose }: { subjectId: number; imported: ImportedQuestion[]; onClose: (saved: boolean) => void }) {
  const { message } = App.useApp();
  const action = useAction();
  const [questions, setQuestions] = useState(imported);
  const change = (index: number, patch: Partial<ImportedQuestion>) => setQuestions((all) => all.map((q, i) => (i === index ? { ...q, ...patch } : q)));
  const drop = (index: number) => setQuestions((all) => all.filter((_, i) => i !== index));
  const blocked = questions.some((q) => problemOf(q) !== undefined);

  const merge = (index: number, id: number) =>
    action.run(async () => {
      await mergeQuestion(id, inputOf(questions[index]));
      void message.success(texts.merged);
      drop(index);
    });
  const saveAll = () =>
    action.run(async () => {
      await saveQuestions(subjectId, questions.map(inputOf));
      void message.success(texts.savedAll(questions.length));
      onClose(true);
    });

  return (
    <Modal
      open
      width={900}
      title={texts.importTitle(questions.length)}
      onCancel={() => onClose(false)}
      footer={
        <Button type="primary" disabled={questions.length === 0 || blocked} loading={action.busy} onClick={() => void saveAll()}>
          {texts.saveAll(questions.length)}
        </Button>
      }
    >
      <Alert type="info" showIcon title={texts.importHint} />
      <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }} data-testid="imported-questions">
        {questions.map((q, index) => {
          const problem = problemOf(q);
          return (
            <BankQuestionCard
              key={`${q.number}-${index}`}
              question={{ ...q, type_name: BANK_QUESTION_TYPES.find((type) => type.id === q.type_id)?.name ?? q.type_name }}
              title={texts.number(q.number)}
              extra={
                <Button size="small" danger onClick={() => drop(index)}>
                  {texts.remove}
                </Button>
              }
            >
              <Space wrap style={{ marginTop: 8 }}>
                <Select
                  aria-label={texts.type}
                  value={q.type_id}
                  style={{ width: 120 }}
                  options={BANK_QUESTION_TYPES.map((type) => ({ value: type.id, label: type.name }))}
                  onChange={(typeId: number) => change(index, { type_id: typeId })}
                />
                <AddonField label={texts.answer}>
                  <Input
                    aria-label={texts.answer}
                    value={q.answer.join(',')}
                    onChange={(event) => change(index, { answer: event.target.value.split(/[,，\s]+/).filter((a) => a !== '') })}
                  />
                </AddonField>
              </Space>
              {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 8 }} />}
              {q.duplicates.map((duplicate) => (
                <Alert
                  key={duplicate.question_id}
                  type="warning"
                  style={{ marginTop: 8 }}
                  title={texts.duplicate(duplicate.similarity)}
                  action={
                    <Button size="small" onClick={() => void merge(index, duplicate.question_id)}>
                      {texts.merge}
                    </Button>
                  }
                />
              ))}
            </BankQuestionCard>
          );
        })}
      </Space>
    </Modal>
  );
}
