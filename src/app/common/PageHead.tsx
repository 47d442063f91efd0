/**
 * The head of a page (personal centre, downloads, marking progress, administration): the title
 * with what stands above it (a breadcrumb) and a line below saying what the page is for, and on
 * the right what the page offers (its navigation, its buttons).
 */
import type { ReactNode } from 'react';
import { Typography } from 'antd';
import './page.css';

export interface PageHeadProps {
  title: ReactNode;
  hint?: ReactNode;
  above?: ReactNode;
  children?: ReactNode;
}

export function PageHead({ title, hint, above, children }: PageHeadProps) {
  return (
    <div className="page-head">
      <div>
        {above}
        <Typography.Title level={3} className="page-heading">
          {title}
        </Typography.Title>
        {hint !== undefined && <Typography.Text type="secondary">{hint}</Typography.Text>}
      </div>
      {children}
    </div>
  );
}
