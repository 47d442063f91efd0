/**
 * The loading screens /auth and /dividedAuth (spec 001 §2.1): a spinner while a session handed
 * over by another system is checked (token-handover.ts), then the place the link names. The token
 * leaves the address bar at once, so it stays out of the history and of any later Referer.
 */
import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/zh-CN.ts';
import { LOGIN_PATH } from '../shell/nav-model.ts';
import { readHandover, takeOverSession, type Handover } from './token-handover.ts';
import './help.css';

const texts = t.help.handover;

type Shown = { state: 'loading' } | { state: 'failed'; message: string };

function HandoverScreen({ kind }: { kind: 'auth' | 'divided' }) {
  const [handover] = useState<Handover | null>(() => readHandover(window.location.search, kind));
  const [shown, setShown] = useState<Shown>(() => (handover ? { state: 'loading' } : { state: 'failed', message: texts.missing }));

  useEffect(() => {
    if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!handover) return;
    let current = true;
    void takeOverSession(handover).then((result) => {
      if (!current) return;
      if (result.ok) navigate(result.next, { replace: true });
      else setShown({ state: 'failed', message: texts.failed });
    });
    return () => {
      current = false;
    };
  }, [handover]);

  return (
    <div className="help-handover" data-testid="handover" data-state={shown.state}>
      {shown.state === 'loading' ? (
        <Spin size="large" description={kind === 'divided' ? texts.dividedLoading : texts.loading}>
          <div className="help-handover-spin" />
        </Spin>
      ) : (
        <Result
          status="warning"
          title={shown.message}
          extra={
            <Button type="primary" onClick={() => navigate(LOGIN_PATH, { replace: true })}>
              {texts.toLogin}
            </Button>
          }
        />
      )}
    </div>
  );
}

export function AuthPage() {
  return <HandoverScreen kind="auth" />;
}

export function DividedAuthPage() {
  return <HandoverScreen kind="divided" />;
}
