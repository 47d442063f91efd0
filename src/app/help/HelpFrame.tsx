/**
 * The frame of a help centre page: the help menu on the left (every page of the centre, the one
 * shown marked), the page's head and its text on the right. Privacy and technical support open
 * without the top navigation (bare), so their frame brings a plain page background of its own.
 */
import type { ReactNode } from 'react';
import { Breadcrumb, Card, Typography } from 'antd';
import { Link } from 'wouter';
import { PageHead } from '../common/PageHead.tsx';
import { t } from '../../i18n/zh-CN.ts';
import { HELP_INDEX_PATH, HELP_PAGES } from './help-pages.ts';
import '../common/page.css';
import './help.css';

const texts = t.help.centre;

export function HelpMenu({ current }: { current?: string }) {
  return (
    <nav className="help-menu" aria-label={texts.menu} data-testid="help-menu">
      <Link href={HELP_INDEX_PATH} aria-current={current === HELP_INDEX_PATH ? 'page' : undefined}>
        {texts.title}
      </Link>
      {HELP_PAGES.map((page) => (
        <Link key={page.key} href={page.path} aria-current={current === page.path ? 'page' : undefined}>
          {page.title}
        </Link>
      ))}
    </nav>
  );
}

export interface HelpFrameProps {
  path: string;
  title: string;
  hint: string;
  testId: string;
  bare?: boolean;
  children: ReactNode;
}

export function HelpFrame({ path, title, hint, testId, bare = false, children }: HelpFrameProps) {
  const above = <Breadcrumb items={[{ title: <Link href={HELP_INDEX_PATH}>{texts.title}</Link> }, { title }]} />;
  const page = (
    <div className="help-layout" data-testid={testId}>
      <HelpMenu current={path} />
      <div className="page-stack">
        <PageHead title={title} hint={hint} above={above} />
        <Card variant="borderless">
          <div className="help-article">{children}</div>
        </Card>
      </div>
    </div>
  );
  if (!bare) return page;
  return (
    <div className="help-bare">
      <div className="help-bare-inner">{page}</div>
    </div>
  );
}

/** A titled part of a help page with its list of points. */
export function HelpSection({ title, items, ordered = false, children }: { title: string; items?: readonly string[]; ordered?: boolean; children?: ReactNode }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
      {items && (
        <List>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      )}
    </section>
  );
}
