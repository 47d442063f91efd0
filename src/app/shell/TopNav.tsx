/**
 * The top navigation (spec 002 §2): home, marking platform (popup), marking progress, tests,
 * analysis, the 'more' menu; on the right the role switcher, the download badge and the user menu.
 * Roles 1 and 5 get their own entries (nav-model.ts). Every entry, and the download badge, shows
 * only when it opens a built screen the route guard lets this user see.
 */
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { originAddress, session } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { DownloadBadge } from './DownloadBadge.tsx';
import {
  activeNavKeys,
  HOME_PATH,
  landingPath,
  MAIN_ENTRIES,
  menusFor,
  MORE_MENU_KEY,
  MY_DOWNLOAD_PATH,
  navClickAction,
  type Here,
  type NavEntry,
  visibleEntries,
} from './nav-model.ts';
import { performNavAction } from './navigation.ts';
import { mayOpen } from './routes.tsx';
import { RoleSwitcher } from './RoleSwitcher.tsx';
import { UserMenu } from './UserMenu.tsx';

const nav = t.shell.nav;

/** Text buttons on the dark header stay light in every state. */
const HEADER_BUTTONS = {
  components: {
    Button: {
      textTextColor: 'rgba(255, 255, 255, 0.88)',
      textTextHoverColor: '#fff',
      textTextActiveColor: '#fff',
      textHoverBg: 'rgba(255, 255, 255, 0.12)',
    },
  },
} as const;

export function TopNav({ here }: { here: Here }) {
  const { user } = useSnapshot(session);
  const signedIn = Boolean(user?.token);

  const role = user?.role;
  const opens = (path: string) => mayOpen(path, { signedIn, role });
  const menus = menusFor(signedIn ? role : undefined);
  const main = visibleEntries(menus.main, signedIn, opens);
  const more = visibleEntries(menus.more, signedIn, opens);
  const itemOf = (entry: NavEntry) => ({ key: entry.key, label: nav[entry.key] });
  const items: MenuProps['items'] = [
    ...main.map(itemOf),
    ...(more.length > 0 ? [{ key: MORE_MENU_KEY, label: nav.more, children: more.map(itemOf) }] : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = [...main, ...more].find((e) => e.key === key);
    if (entry) performNavAction(navClickAction(entry, here, originAddress()));
  };

  const goHome = () => {
    const home = MAIN_ENTRIES.find((e) => e.path === HOME_PATH);
    if (!home) return;
    // roles 1 and 5 have their own first screen
    const target = signedIn && role !== undefined ? { ...home, path: landingPath(role, null) } : home;
    performNavAction(navClickAction(target, here, originAddress()));
  };

  return (
    <div className="shell-nav" data-testid="top-nav">
      <button type="button" className="shell-brand" onClick={goHome}>
        <ReadOutlined className="shell-brand-logo" />
        <span className="shell-brand-name">{t.shell.productName}</span>
      </button>
      <Menu
        className="shell-menu"
        mode="horizontal"
        theme="dark"
        items={items}
        selectedKeys={activeNavKeys(here, menus)}
        onClick={onClick}
      />
      <ConfigProvider theme={HEADER_BUTTONS}>
        <div className="shell-tools">
          {signedIn && <RoleSwitcher />}
          {signedIn && opens(MY_DOWNLOAD_PATH) && <DownloadBadge path={here.path} />}
          <UserMenu here={here} />
        </div>
      </ConfigProvider>
    </div>
  );
}
