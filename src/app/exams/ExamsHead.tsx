/** The head of the exam-setup screens: the title, what the screen is for, and its buttons on the right. */
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

export function ExamsHead({ title, hint, above, children }: { title: ReactNode; hint?: ReactNode; above?: ReactNode; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="flex-end" gap={16} className="exams-head">
      <div>
        {above}
        <Typography.Title level={3}>{title}</Typography.Title>
        {hint !== undefined && <Typography.Text type="secondary">{hint}</Typography.Text>}
      </div>
      {children}
    </Flex>
  );
}
