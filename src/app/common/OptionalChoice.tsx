/**
 * A choice that may be left empty: while none is made it shows what that means (any subject, all
 * groups, every score …), and clearing it hands back undefined.
 */
import { Select } from 'antd';

export interface OptionalChoiceProps<T extends string | number> {
  /** what no choice means, shown while none is made */
  empty: string;
  /** what is chosen, for screen readers; `empty` unless named */
  label?: string;
  width: number;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  options: { value: T; label: string }[];
}

export function OptionalChoice<T extends string | number>({ empty, label = empty, width, value, onChange, options }: OptionalChoiceProps<T>) {
  return <Select<T | undefined> allowClear placeholder={empty} aria-label={label} style={{ width }} value={value} onChange={onChange} options={options} />;
}
