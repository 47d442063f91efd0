/**
 * Labelled choices as a card's header offers them: a row of mutually exclusive numeric buttons
 * (segment width, target line), or a drop-down when the choices are many or long (a paper, an
 * earlier exam).
 */
import { Segmented, Select, Space } from 'antd';

export interface LabelledChoiceProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  options: readonly number[];
  /** how a choice is written on its button */
  format: (value: number) => string;
}

export function LabelledChoice({ label, value, onChange, options, format }: LabelledChoiceProps) {
  return (
    <Space>
      <span>{label}</span>
      <Segmented value={value} onChange={(v) => onChange(Number(v))} options={options.map((o) => ({ value: o, label: format(o) }))} />
    </Space>
  );
}

export interface LabelledSelectProps<V extends string | number> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
  /** the drop-down's width in pixels */
  width: number;
  testId?: string;
}

export function LabelledSelect<V extends string | number>({ label, value, onChange, options, width, testId }: LabelledSelectProps<V>) {
  return (
    <Space>
      <span>{label}</span>
      <Select<V> data-testid={testId} style={{ width }} value={value} onChange={onChange} options={options as { value: V; label: string }[]} />
    </Space>
  );
}
