/**
 * The paper's question editor (spec 001 §2.1 /teachers/testing_edit): one row per question in
 * paper order — big question, number, type, full mark, score step, the options and answer key of
 * an objective question, the 少选 score of multiple choice and the optional (选做) group. The
 * running total is set against the paper's full score; the answer can only be one of the
 * question's options. The server checks every rule again and names the question it refuses.
 */
import { useState } from 'react';
import { Button, Input, InputNumber, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { OBJECTIVE_TYPES, optionsOf, PAPER_QUESTION_TYPES, paperQuestionOf, paperTotal, SCORE_STEPS } from '../../domain/exam-setup/paper-rules.ts';
import { t } from '../../i18n/zh-CN.ts';
import type { PaperQuestionInput } from './exam-calls.ts';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.exams.paper;
const CHOICE_KEYS = ['A', 'B', 'C', 'D'];

type Row = PaperQuestionInput & { rowKey: number };

export interface QuestionEditorProps {
  questions: PaperQuestionInput[];
  fullScore: number;
  /** the template grouped the questions: shown, not changed */
  readOnly?: boolean;
  busy?: boolean;
  onSave: (questions: PaperQuestionInput[]) => void;
  /** a grouped paper's answer keys can still be corrected: the question's position and its new key */
  onCorrectKey?: (index: number, answer: string[]) => void;
}

let nextKey = 1;
/** A row of the editor: the question's input fields only (a loaded question also has its id and group). */
const withKey = (q: PaperQuestionInput): Row => ({
  label: q.label,
  section: q.section ?? '',
  question_type: q.question_type,
  full_mark: q.full_mark,
  step: q.step ?? 1,
  options: q.options ?? [],
  answer: q.answer ?? [],
  partial_score: q.partial_score ?? null,
  optional_group: q.optional_group ?? null,
  optional_pick: q.optional_pick ?? null,
  rowKey: nextKey++,
});

/** A new row after the last: the same big question and type, the next number. */
function nextRow(rows: Row[]): Row {
  const last = rows.at(-1);
  // the first question is 1; after a number the next one, after "13(2)" nothing to guess
  const number = last ? Number(last.label) : 0;
  return withKey({
    label: last?.label !== '' && Number.isInteger(number) ? String(number + 1) : '',
    section: last?.section ?? '',
    question_type: last?.question_type ?? 'multiple_one',
    full_mark: last?.full_mark ?? 3,
    step: last?.step ?? 1,
    options: last && OBJECTIVE_TYPES.has(last.question_type) ? (last.options ?? []) : CHOICE_KEYS,
    answer: [],
    partial_score: null,
    optional_group: null,
    optional_pick: null,
  });
}

/** What the rows send: objective fields only on objective questions. */
function toInput({ rowKey: _key, ...row }: Row): PaperQuestionInput {
  const objective = OBJECTIVE_TYPES.has(row.question_type);
  return { ...row, options: objective ? (row.options ?? []) : [], answer: objective ? (row.answer ?? []) : [], partial_score: row.question_type === 'multiple_more' ? (row.partial_score ?? null) : null };
}

export function QuestionEditor({ questions, fullScore, readOnly = false, busy, onSave, onCorrectKey }: QuestionEditorProps) {
  const [rows, setRows] = useState<Row[]>(() => (questions.length > 0 ? questions.map(withKey) : [nextRow([])]));
  const change = (key: number, patch: Partial<PaperQuestionInput>) => setRows((current) => current.map((row) => (row.rowKey === key ? { ...row, ...patch } : row)));
  const total = paperTotal(rows.map((row) => paperQuestionOf(row)));
  const mismatch = Math.abs(total - fullScore) > 1e-9;

  return (
    <div data-testid="question-editor">
      <CompactTable<Row>
        rowKey="rowKey"
        dataSource={rows}
        scroll={{ x: 1200 }}
        columns={[
          { title: texts.columns.section, key: 'section', width: 130, render: (_, row) => <Input disabled={readOnly} value={row.section} maxLength={50} onChange={(e) => change(row.rowKey, { section: e.target.value })} /> },
          {
            title: texts.columns.label,
            key: 'label',
            width: 80,
            render: (_, row) => <Input disabled={readOnly} value={row.label} maxLength={20} data-testid="question-label" onChange={(e) => change(row.rowKey, { label: e.target.value })} />,
          },
          {
            title: texts.columns.type,
            key: 'type',
            width: 120,
            render: (_, row) => (
              <Select
                disabled={readOnly}
                value={row.question_type}
                style={{ width: '100%' }}
                options={PAPER_QUESTION_TYPES.map((type) => ({ value: type, label: texts.types[type] }))}
                onChange={(question_type) => change(row.rowKey, { question_type, answer: [], options: question_type === 'true_false' ? [] : OBJECTIVE_TYPES.has(question_type) ? CHOICE_KEYS : [] })}
              />
            ),
          },
          {
            title: texts.columns.fullMark,
            key: 'full',
            width: 90,
            render: (_, row) => (
              <InputNumber disabled={readOnly} value={row.full_mark} min={0.5} max={1000} step={row.step ?? 1} data-testid="question-mark" onChange={(full_mark) => change(row.rowKey, { full_mark: full_mark ?? 0 })} />
            ),
          },
          {
            title: texts.columns.step,
            key: 'step',
            width: 90,
            render: (_, row) => (
              <Select disabled={readOnly} value={row.step ?? 1} style={{ width: '100%' }} options={SCORE_STEPS.map((step) => ({ value: step, label: texts.steps[step] }))} onChange={(step) => change(row.rowKey, { step: step as 1 | 0.5 })} />
            ),
          },
          {
            title: texts.columns.options,
            key: 'options',
            width: 170,
            render: (_, row) =>
              OBJECTIVE_TYPES.has(row.question_type) && row.question_type !== 'true_false' ? (
                <Select
                  mode="tags"
                  disabled={readOnly}
                  value={row.options}
                  style={{ width: '100%' }}
                  onChange={(options: string[]) => change(row.rowKey, { options, answer: (row.answer ?? []).filter((a) => options.includes(a)) })}
                />
              ) : null,
          },
          {
            title: texts.columns.answer,
            key: 'answer',
            width: 150,
            render: (_, row) =>
              OBJECTIVE_TYPES.has(row.question_type) ? (
                <Select
                  mode={row.question_type === 'multiple_more' ? 'multiple' : undefined}
                  value={row.question_type === 'multiple_more' ? row.answer : row.answer?.[0]}
                  style={{ width: '100%' }}
                  disabled={readOnly && !onCorrectKey}
                  data-testid="question-answer"
                  options={optionsOf({ questionType: row.question_type, options: row.options ?? [] }).map((key) => ({ value: key, label: texts.trueFalse[key] && row.question_type === 'true_false' ? texts.trueFalse[key] : key }))}
                  onChange={(answer: string | string[]) => change(row.rowKey, { answer: Array.isArray(answer) ? answer : [answer] })}
                />
              ) : null,
          },
          {
            title: texts.columns.partial,
            key: 'partial',
            width: 90,
            render: (_, row) =>
              row.question_type === 'multiple_more' ? (
                <InputNumber disabled={readOnly} value={row.partial_score ?? undefined} min={0.5} max={1000} onChange={(value) => change(row.rowKey, { partial_score: value ?? null })} />
              ) : null,
          },
          {
            title: texts.columns.optionalGroup,
            key: 'group',
            width: 80,
            render: (_, row) => <InputNumber disabled={readOnly} value={row.optional_group ?? undefined} min={1} max={99} onChange={(value) => change(row.rowKey, { optional_group: value ?? null })} />,
          },
          {
            title: texts.columns.optionalPick,
            key: 'pick',
            width: 80,
            render: (_, row) => <InputNumber disabled={readOnly} value={row.optional_pick ?? undefined} min={1} max={98} onChange={(value) => change(row.rowKey, { optional_pick: value ?? null })} />,
          },
          {
            key: 'remove',
            width: 90,
            render: (_, row, index) => {
              if (readOnly) {
                if (!onCorrectKey || !OBJECTIVE_TYPES.has(row.question_type)) return null;
                return (
                  <Button size="small" loading={busy} onClick={() => onCorrectKey(index, row.answer ?? [])}>
                    {texts.saveKey}
                  </Button>
                );
              }
              return rows.length > 1 ? <Button icon={<DeleteOutlined />} aria-label={texts.remove} onClick={() => setRows((current) => current.filter((r) => r.rowKey !== row.rowKey))} /> : null;
            },
          },
        ]}
      />
      <Typography.Paragraph className={`question-editor-total${mismatch ? ' is-mismatch' : ''}`} data-testid="question-total">
        {texts.total(total, fullScore)}
        {mismatch && ` · ${texts.mismatch}`}
      </Typography.Paragraph>
      {!readOnly && (
        <Space>
          <Button icon={<PlusOutlined />} onClick={() => setRows((current) => [...current, nextRow(current)])} data-testid="question-add">
            {texts.addQuestion}
          </Button>
          <Button type="primary" loading={busy} onClick={() => onSave(rows.map(toInput))} data-testid="question-save">
            {texts.save}
          </Button>
        </Space>
      )}
    </div>
  );
}
