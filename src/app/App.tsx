/**
 * The application root: antd in Chinese, dayjs in Chinese, no zooming or sliding when the user
 * asked for reduced motion, the request bridge (session-ending failures become messages), the
 * loading overlay and the router.
 */
import { useEffect, useMemo } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { startSessionSync } from '../state/session.ts';
import { LoadingOverlay } from './shell/LoadingOverlay.tsx';
import { installSessionListener } from './shell/session-actions.ts';
import { ShellRouter } from './shell/ShellRouter.tsx';
import { useReducedMotion } from './shell/use-reduced-motion.ts';
import './shell/shell.css';

dayjs.locale('zh-cn');

const THEME = {
  token: {
    colorPrimary: '#1f6feb',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Segoe UI', Roboto, sans-serif",
  },
  components: {
    Layout: { headerBg: '#0f2747', headerPadding: '0 24px', headerHeight: 56, bodyBg: '#f3f5f9' },
    Menu: { darkItemBg: '#0f2747', darkPopupBg: '#0f2747', darkItemSelectedBg: '#1f6feb' },
  },
} as const;

/** Connects the request client to the interface (antd messages need the App context). */
function SessionBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => installSessionListener((text) => void message.error(text)), [message]);
  useEffect(() => startSessionSync(), []);
  return null;
}

export function App() {
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => ({ ...THEME, token: { ...THEME.token, motion: !reducedMotion } }), [reducedMotion]);
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntApp>
        <SessionBridge />
        <LoadingOverlay />
        <ShellRouter />
      </AntApp>
    </ConfigProvider>
  );
}
