/**
 * Screens with the top navigation: header, then the routed content. The download count is polled
 * only for users who may open the download page (roles 1 and 5 may not: the guard bounces them).
 */
import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { useDownloadCountPolling } from './DownloadBadge.tsx';
import { MY_DOWNLOAD_PATH, type Here } from './nav-model.ts';
import { mayOpen } from './routes.tsx';
import { TopNav } from './TopNav.tsx';

export function ShellLayout({ here, children }: { here: Here; children: ReactNode }) {
  const { user } = useSnapshot(session);
  const signedIn = Boolean(user?.token);
  useDownloadCountPolling(signedIn && mayOpen(MY_DOWNLOAD_PATH, { signedIn, role: user?.role }));
  return (
    <Layout className="shell-layout">
      <Layout.Header className="shell-header">
        <TopNav here={here} />
      </Layout.Header>
      <Layout.Content className="shell-content">{children}</Layout.Content>
    </Layout>
  );
}
