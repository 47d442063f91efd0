/**
 * The user menu (spec 002 §2): personal centre, change password, app download, log out. The
 * entries that lead to a screen show only when it is built and this user may open it, so roles
 * 1 and 5 get change password and log out.
 */
import { useState } from 'react';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { AppstoreAddOutlined, DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { session } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { LOGIN_PATH, menusFor, navClickAction, visibleEntries, type Here, type NavKey } from './nav-model.ts';
import { performNavAction } from './navigation.ts';
import { mayOpen } from './routes.tsx';
import { logout } from './session-actions.ts';

const nav = t.shell.nav;

export function UserMenu({ here }: { here: Here }) {
  const { user } = useSnapshot(session);
  const { message } = App.useApp();
  const [passwordOpen, setPasswordOpen] = useState(false);

  if (!user) {
    return (
      <Button type="primary" onClick={() => navigate(LOGIN_PATH)}>
        {t.shell.login.submit}
      </Button>
    );
  }

  const screens = visibleEntries(menusFor(user.role).user, true, (path) => mayOpen(path, { signedIn: Boolean(user.token), role: user.role }));
  const offers = (key: NavKey) => screens.some((e) => e.key === key);
  const items: MenuProps['items'] = [
    ...(offers('myClass') ? [{ key: 'myClass', icon: <UserOutlined />, label: nav.myClass }] : []),
    { key: 'changePassword', icon: <KeyOutlined />, label: nav.changePassword },
    ...(offers('markingApp') ? [{ key: 'markingApp', icon: <AppstoreAddOutlined />, label: nav.markingApp }] : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: nav.logout, danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'changePassword') {
      setPasswordOpen(true);
      return;
    }
    if (key === 'logout') {
      void logout().then((result) => {
        // a session the server had already ended was cleared by the client; nothing to report
        if (!result.ok && result.error.action === 'none') void message.error(result.error.message);
      });
      return;
    }
    const entry = screens.find((e) => e.key === key);
    if (entry) performNavAction(navClickAction(entry, here, null));
  };

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
        <Button type="text" className="shell-user" data-testid="user-menu">
          <Avatar size="small" icon={<UserOutlined />} className="shell-user-avatar" />
          <span className="shell-user-name">{user.real_name || user.username}</span>
          <DownOutlined />
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}
