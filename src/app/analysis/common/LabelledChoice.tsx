/** A labelled row of mutually exclusive numeric choices, as a card's header offers them (segment width, target line). */
import { Segmented, Space } from 'antd';

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
