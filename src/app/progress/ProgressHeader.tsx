/** The head of a progress page: where it sits (marking progress › exam › paper) and its title. */
import type { ReactNode } from 'react';
import { Breadcrumb } from 'antd';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/zh-CN.ts';
import { PageHead } from '../common/PageHead.tsx';

export interface Crumb {
  title: string;
  path?: string;
}

export function ProgressHeader({ crumbs, title, extra }: { crumbs: Crumb[]; title: string; extra?: ReactNode }) {
  return (
    <PageHead
      above={
        <Breadcrumb
          items={[{ title: t.progress.examsTitle, path: '/marking' }, ...crumbs].map((c) => ({
            title: c.path ? (
              <a
                href={c.path}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(c.path!);
                }}
              >
                {c.title}
              </a>
            ) : (
              c.title
            ),
          }))}
        />
      }
      title={title}
    >
      {extra}
    </PageHead>
  );
}

/** The common load state of a progress page. */
export interface Loaded<T> {
  data?: T;
  error?: string;
}
