/**
 * The controls of the screens that look at students around a score line (潜力学生, 临界生,
 * 重合度, 优劣势): which line (优秀线 / 良好线 / 及格线) and a number the caller may set
 * instead of the exam's own setting (a margin, a threshold), shown as the setting until changed.
 */
import { InputNumber, Segmented, Space } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
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
