/** Screens with the top navigation: header, then the routed content. */
import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { useDownloadCountPolling } from './DownloadBadge.tsx';
import type { Here } from './nav-model.ts';
import { TopNav } from './TopNav.tsx';

export function ShellLayout({ here, children }: { here: Here; children: ReactNode }) {
  const { user } = useSnapshot(session);
  useDownloadCountPolling(Boolean(user?.token));
  return (
    <Layout className="shell-layout">
      <Layout.Header className="shell-header">
        <TopNav here={here} />
      </Layout.Header>
      <Layout.Content className="shell-content">{children}</Layout.Content>
    </Layout>
  );
}
