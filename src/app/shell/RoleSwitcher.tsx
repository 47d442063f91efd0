/**
 * The role switcher 'switch permission' (spec 002 §2, §4): shows the current group; with several
 * groups a dropdown switches, announces success and reloads after 2 s.
 */
import { App, Button, Dropdown } from 'antd';
import { DownOutlined, SwapOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { currentGroupName, session } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { isBouncedByGuard } from '../../domain/roles.ts';
import { landingPath, roleSwitcherMode } from './nav-model.ts';
import { ROLE_SWITCH_RELOAD_MS, switchGroup } from './session-actions.ts';

/** Spec 002 §9: "success message 3000 ms; error message 5000 ms" (antd counts seconds). */
const SUCCESS_MESSAGE_SECONDS = 3;
const ERROR_MESSAGE_SECONDS = 5;

export function RoleSwitcher() {
  const { user } = useSnapshot(session);
  const { message } = App.useApp();
  if (!user) return null;
  const mode = roleSwitcherMode(user.groups.length);
  if (mode === 'hidden') return null;

  const label = (
    <span className="shell-role-label">
      <SwapOutlined />
      <span>{t.shell.nav.switchRole}</span>
      <span className="shell-role-current" data-testid="current-role">
        {currentGroupName(user)}
      </span>
    </span>
  );

  if (mode === 'label') {
    return <span className="shell-role-switcher">{label}</span>;
  }

  const onSwitch = async (groupId: number) => {
    if (groupId === user.group_id) return;
    const result = await switchGroup(groupId);
    if (result.ok) {
      void message.success(t.shell.nav.roleSwitched, SUCCESS_MESSAGE_SECONDS);
      const { role } = result.data;
      setTimeout(() => {
        // a role the guard keeps off this screen starts on its own first screen instead of being signed out
        if (isBouncedByGuard(role, window.location.pathname)) window.location.assign(landingPath(role, null));
        else window.location.reload();
      }, ROLE_SWITCH_RELOAD_MS);
    } else {
      void message.error(t.shell.nav.roleSwitchFailed, ERROR_MESSAGE_SECONDS);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [String(user.group_id)],
        items: user.groups.map((g) => ({ key: String(g.group_id), label: g.group_name })),
        onClick: ({ key }) => void onSwitch(Number(key)),
      }}
    >
      <Button type="text" className="shell-role-switcher">
        {label}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
