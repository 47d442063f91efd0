/**
 * A field with its name joined to its left edge, as one control (antd's compact space with an
 * addon; the inputs' own addonBefore is deprecated). The field itself keeps its aria-label.
 */
import { Space } from 'antd';
import type { ReactNode } from 'react';

export function AddonField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Space.Compact>
      <Space.Addon>{label}</Space.Addon>
      {children}
    </Space.Compact>
  );
}
