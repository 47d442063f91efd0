/**
 * The user menu (spec 002 §2): personal centre, change password, app download, log out.
 */
import { useState } from 'react';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { AppstoreAddOutlined, DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { session } from '../../state/session.ts';
import { t } from '../i18n/zh-CN.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { LOGIN_PATH, navClickAction, USER_ENTRIES, type Here } from './nav-model.ts';
import { performNavAction } from './navigation.ts';
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

  const items: MenuProps['items'] = [
    { key: 'myClass', icon: <UserOutlined />, label: nav.myClass },
    { key: 'changePassword', icon: <KeyOutlined />, label: nav.changePassword },
    { key: 'markingApp', icon: <AppstoreAddOutlined />, label: nav.markingApp },
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
    const entry = USER_ENTRIES.find((e) => e.key === key);
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
