/**
 * The controls of the screens that look at students around a score line (潜力学生, 临界生,
 * 重合度, 优劣势): which line (优秀线 / 良好线 / 及格线) and a number the caller may set
 * instead of the exam's own setting (a margin, a threshold), shown as the setting until changed.
 */
import { useState, type ReactNode } from 'react';
import { InputNumber, Segmented, Space } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import { useLoad, type Load } from '../../common/use-load.ts';
import { examWideKey, type AnalysisScope } from '../analysis-address.ts';
import type { PotentialLine } from '../analysis-api.ts';

const LINES: PotentialLine[] = ['excellent', 'good', 'pass'];

export function LineChoice({ label, value, onChange, testId }: { label: string; value: PotentialLine; onChange: (line: PotentialLine) => void; testId: string }) {
  return (
    <Space>
      <span>{label}</span>
      <Segmented data-testid={testId} value={value} onChange={(v) => onChange(v as PotentialLine)} options={LINES.map((l) => ({ value: l, label: t.analysis.examWide.lines[l] }))} />
    </Space>
  );
}

export interface SettingNumberProps {
  label: string;
  /** the number the caller chose; null: the exam's setting (`setting`) */
  value: number | null;
  setting: number | undefined;
  onChange: (value: number | null) => void;
  testId: string;
  min: number;
  max: number;
  step: number;
  width: number;
  suffix?: string;
  /** a word after the field (a unit) */
  after?: string;
}

export function SettingNumber({ label, value, setting, onChange, testId, min, max, step, width, suffix, after }: SettingNumberProps) {
  return (
    <Space>
      <span>{label}</span>
      <InputNumber data-testid={testId} min={min} max={max} step={step} suffix={suffix} style={{ width }} value={value ?? setting ?? null} onChange={(v) => onChange(typeof v === 'number' ? v : null)} />
      {after && <span>{after}</span>}
    </Space>
  );
}

export interface LineAndMarginOptions<D> {
  /** names the load and the controls' test ids (`<name>-line`, `<name>-margin`) */
  name: string;
  scope: AnalysisScope;
  /** the line shown first */
  firstLine: PotentialLine;
  /** the call that answers for the scope, the line and the margin (null: the exam's own) */
  read: (scope: AnalysisScope, line: PotentialLine, margin: number | null) => Promise<D>;
  labels: { line: string; margin: string };
  /** the margin field's range and look */
  field: Pick<SettingNumberProps, 'min' | 'max' | 'step' | 'width' | 'suffix'>;
}

/**
 * The exam-wide answer about the students around a score line (潜力学生, 临界生) with its two
 * controls: which line, and the margin around it — the exam's own setting (the answer's
 * `margin`) until the user sets another.
 */
export function useLineAndMargin<D extends { margin: number }>({ name, scope, firstLine, read, labels, field }: LineAndMarginOptions<D>): { load: Load<D>; controls: ReactNode } {
  const [line, setLine] = useState<PotentialLine>(firstLine);
  const [margin, setMargin] = useState<number | null>(null);
  const load = useLoad(`${name}:${examWideKey(scope)}:${line}:${margin}`, () => read(scope, line, margin));
  const controls = (
    <Space size={16} wrap>
      <LineChoice label={labels.line} value={line} onChange={setLine} testId={`${name}-line`} />
      <SettingNumber label={labels.margin} value={margin} setting={load.data?.margin} onChange={setMargin} testId={`${name}-margin`} {...field} />
    </Space>
  );
  return { load, controls };
}
