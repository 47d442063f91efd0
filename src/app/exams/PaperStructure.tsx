/**
 * The structure of a paper's saved questions (spec 002 §7 test-breakdown, test-question-sort,
 * test-merge, test-split), before its answer-card template groups them: its big questions (大题)
 * with their subtotals, and per question moving it up or down, merging it with the next one,
 * splitting it into sub-questions, or removing it. Each change is one call; the screen reads the
 * paper again afterwards, and a refusal is shown with the server's message naming the question.
 * Objective and optional (选做) questions keep their answer keys and alternatives: they are not
 * offered for merging or splitting.
 */
import { useState } from 'react';
import { App, Button, Input, InputNumber, Modal, Space, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { OBJECTIVE_TYPES } from '../../domain/exam-setup/paper-rules.ts';
import { t } from '../../i18n/zh-CN.ts';
import type { PaperBreakdown, PaperQuestion } from './exam-calls.ts';
import { firstSplit, movedOrder, partsTotal, type SplitPart } from './paper-structure.ts';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.exams.structure;
const typeNames = t.exams.paper.types as Record<string, string>;
/** "parts: 2 to 20" (contract test-split) */
const MAX_PARTS = 20;

export interface PaperStructureProps {
  breakdown: PaperBreakdown;
  busy?: boolean;
  onSort: (questionIds: number[]) => void;
  onMerge: (questionId: number, otherId: number) => void;
  onSplit: (questionId: number, parts: SplitPart[]) => void;
  onRemove: (questionId: number) => void;
}

const restructurable = (q: PaperQuestion) => !OBJECTIVE_TYPES.has(q.question_type) && q.optional_group === null;

export function PaperStructure({ breakdown, busy, onSort, onMerge, onSplit, onRemove }: PaperStructureProps) {
  const { modal } = App.useApp();
  const [splitting, setSplitting] = useState<PaperQuestion | null>(null);
  const questions = breakdown.sections.flatMap((s) => s.questions);
  const ids = questions.map((q) => q.id);

  const actions = (q: PaperQuestion) => {
    const index = ids.indexOf(q.id);
    const next = questions[index + 1];
    const fixed = !restructurable(q);
    return (
      <Space size={4} wrap>
        <Button size="small" icon={<ArrowUpOutlined />} aria-label={texts.up} title={texts.up} disabled={busy || index === 0} onClick={() => onSort(movedOrder(ids, index, -1))} data-testid="structure-up" />
        <Button
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={texts.down}
          title={texts.down}
          disabled={busy || index === ids.length - 1}
          onClick={() => onSort(movedOrder(ids, index, 1))}
          data-testid="structure-down"
        />
        <Tooltip title={fixed ? texts.notRestructurable : undefined}>
          <Button
            size="small"
            disabled={busy || fixed || !next || !restructurable(next)}
            onClick={() => next && modal.confirm({ content: texts.mergeConfirm(q.label, next.label), onOk: () => onMerge(q.id, next.id) })}
            data-testid="structure-merge"
          >
            {texts.mergeNext}
          </Button>
        </Tooltip>
        <Tooltip title={fixed ? texts.notRestructurable : undefined}>
          <Button size="small" disabled={busy || fixed} onClick={() => setSplitting(q)} data-testid="structure-split">
            {texts.split}
          </Button>
        </Tooltip>
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={texts.remove}
          title={texts.remove}
          disabled={busy || ids.length < 2}
          onClick={() => modal.confirm({ content: texts.removeConfirm(q.label), onOk: () => onRemove(q.id) })}
          data-testid="structure-remove"
        />
      </Space>
    );
  };

  return (
    <div data-testid="paper-structure">
      <Typography.Paragraph type="secondary">{texts.hint}</Typography.Paragraph>
      {breakdown.sections.map((section, i) => (
        <div key={`${i}:${section.section}`} className="paper-structure-section" data-testid="structure-section">
          <Typography.Text strong>{texts.subtotal(section.section, section.subtotal)}</Typography.Text>
          <CompactTable<PaperQuestion>
            rowKey="id"
            dataSource={section.questions}
            columns={[
              { title: t.exams.paper.columns.label, dataIndex: 'label', width: 90, render: (label: string) => <span data-testid="structure-label">{label}</span> },
              { title: t.exams.paper.columns.type, key: 'type', width: 120, render: (_, q) => typeNames[q.question_type] ?? q.question_type },
              { title: t.exams.paper.columns.fullMark, dataIndex: 'full_mark', width: 80 },
              { key: 'actions', render: (_, q) => actions(q) },
            ]}
          />
        </div>
      ))}
      {splitting && (
        <SplitDialog
          question={splitting}
          onCancel={() => setSplitting(null)}
          onSplit={(parts) => {
            setSplitting(null);
            onSplit(splitting.id, parts);
          }}
        />
      )}
    </div>
  );
}

/** The sub-questions a question becomes: their numbers and marks, which must add up to its mark. */
function SplitDialog({ question, onCancel, onSplit }: { question: PaperQuestion; onCancel: () => void; onSplit: (parts: SplitPart[]) => void }) {
  const [parts, setParts] = useState<SplitPart[]>(() => firstSplit(question.label, question.full_mark, question.step));
  const [problem, setProblem] = useState<string | null>(null);
  const total = partsTotal(parts);
  const change = (index: number, patch: Partial<SplitPart>) => setParts((current) => current.map((p, i) => (i === index ? { ...p, ...patch } : p)));

  const submit = () => {
    if (parts.some((p) => p.label.trim() === '')) return setProblem(texts.partLabelRequired);
    if (Math.abs(total - question.full_mark) > 1e-9) return setProblem(texts.partsMismatch);
    onSplit(parts.map((p) => ({ label: p.label.trim(), full_mark: p.full_mark })));
  };

  return (
    <Modal
      open
      title={texts.splitTitle(question.label, question.full_mark)}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onCancel}>{t.common.cancel}</Button>
          <Button type="primary" onClick={submit} data-testid="split-ok">
            {texts.split}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {parts.map((part, index) => (
          <Space key={index} data-testid="split-part">
            <Input prefix={texts.part} value={part.label} maxLength={20} style={{ width: 220 }} onChange={(e) => change(index, { label: e.target.value })} />
            <InputNumber
              prefix={texts.partMark}
              value={part.full_mark}
              min={question.step}
              max={1000}
              step={question.step}
              onChange={(value) => change(index, { full_mark: value ?? Number.NaN })}
            />
            {parts.length > 2 && <Button icon={<DeleteOutlined />} aria-label={texts.remove} onClick={() => setParts((current) => current.filter((_, i) => i !== index))} />}
          </Space>
        ))}
        {parts.length < MAX_PARTS && (
          <Button icon={<PlusOutlined />} onClick={() => setParts((current) => [...current, { label: `${question.label}(${current.length + 1})`, full_mark: question.step }])}>
            {texts.addPart}
          </Button>
        )}
        <Typography.Text type={Math.abs(total - question.full_mark) > 1e-9 ? 'danger' : 'secondary'} data-testid="split-total">
          {texts.partsTotal(total, question.full_mark)}
        </Typography.Text>
        {problem && (
          <Typography.Text type="danger" data-testid="split-problem">
            {problem}
          </Typography.Text>
        )}
      </Space>
    </Modal>
  );
}
