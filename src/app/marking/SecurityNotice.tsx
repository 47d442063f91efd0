/**
 * The notices that replace the marking screen (spec 000 §2): a developer console was noticed
 * (30 s, then the window closes), the marking token is gone, or the account opened marking
 * elsewhere.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { Button, Result, Space } from 'antd';
import { useSnapshot } from 'valtio';
import { markingSession } from '../../state/marking-session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { goToLogin } from '../shell/navigation.ts';
import { takeOverMarking, tickDevtoolsCountdown } from './actions/security.ts';

const texts = t.marking.security;

export type NoticeKind = 'console' | 'token' | 'elsewhere';

function ConsoleNotice() {
  const { devtools } = useSnapshot(markingSession);
  useEffect(() => {
    const timer = setInterval(() => {
      if (tickDevtoolsCountdown() <= 0) {
        clearInterval(timer);
        window.close();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Result
      status="error"
      title={texts.consoleTitle}
      subTitle={
        <>
          <p>{texts.consoleText}</p>
          <p className="mk-countdown" data-testid="console-countdown">
            {texts.consoleCountdown(devtools.secondsLeft)}
          </p>
        </>
      }
      extra={
        <Space orientation="vertical">
          <Button type="primary" onClick={() => window.location.reload()}>
            {texts.reloadPlatform}
          </Button>
          <span className="mk-muted">{texts.closeConsoleHint}</span>
        </Space>
      }
    />
  );
}

function TokenNotice() {
  const toLogin = (
    <Button type="primary" onClick={() => goToLogin()}>
      {texts.toLogin}
    </Button>
  );
  return <Result status="warning" title={texts.tokenMissingTitle} subTitle={texts.tokenMissingText} extra={toLogin} />;
}

function ElsewhereNotice() {
  const [busy, setBusy] = useState(false);
  const takeOver = () => {
    setBusy(true);
    void takeOverMarking().finally(() => setBusy(false));
  };
  const choices = (
    <Space>
      <Button type="primary" loading={busy} onClick={takeOver}>
        {texts.loginHere}
      </Button>
      <Button onClick={() => window.close()}>{texts.closeWindow}</Button>
    </Space>
  );
  return <Result status="warning" title={texts.elsewhereTitle} subTitle={texts.elsewhereText} extra={choices} />;
}

const NOTICES: Record<NoticeKind, ComponentType> = { console: ConsoleNotice, token: TokenNotice, elsewhere: ElsewhereNotice };

export function SecurityNotice({ kind }: { kind: NoticeKind }) {
  const Notice = NOTICES[kind];
  return (
    <div className="mk-notice" role="alert" data-testid={`notice-${kind}`}>
      <Notice />
    </div>
  );
}
