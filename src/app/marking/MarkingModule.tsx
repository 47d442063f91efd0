/**
 * /markingModule, the marking window (spec 000): checks the marking token, watches for a
 * developer console, replaces itself with a security notice when the session is not usable,
 * and otherwise shows the workspace.
 */
import { useEffect } from 'react';
import { Button, ConfigProvider, Result, Spin } from 'antd';
import { useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { getToken, session } from '../../state/session.ts';
import { markingSession } from '../../state/marking-session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { releaseOnUnload, releaseRemembered } from './actions/holding.ts';
import { keepLeaseWhileVisible } from './actions/lease.ts';
import { loadExams } from './actions/lists.ts';
import { openOutbox } from './actions/outbox.ts';
import { checkLock } from './actions/lock.ts';
import { progressPushed, refreshFigures } from './actions/progress.ts';
import { flagDevtools, renewToken, verifyAccess } from './actions/security.ts';
import { watchDevtools } from './devtools-watch.ts';
import { LiveSocket } from './live-socket.ts';
import { MarkingNotices } from './MarkingNotices.tsx';
import { SecurityNotice } from './SecurityNotice.tsx';
import { Workspace } from './Workspace.tsx';
import './marking.css';
import './marking-paper.css';
import './marking-column.css';
import './marking-footer.css';
import './marking-overlays.css';

/** The marking token is renewed while the window is open, well within its lifetime. */
const TOKEN_RENEW_MS = 10 * 60 * 1000;

/**
 * The marking window's buttons do not ripple when clicked: the effect measures the page in the
 * click and animates for half a second, on the frames that should show the next student.
 */
const NO_WAVE = { disabled: true } as const;

export function MarkingModule() {
  return (
    <ConfigProvider wave={NO_WAVE}>
      <MarkingNotices />
      <MarkingWindow />
    </ConfigProvider>
  );
}

function MarkingWindow() {
  const snap = useSnapshot(markingSession);
  const { loggedInElsewhere, markingTokenMissing, user } = useSnapshot(session);

  useEffect(() => {
    void verifyAccess();
    return watchDevtools(flagDevtools);
  }, []);

  const ready = snap.access === 'ready';
  const uid = user?.uid;
  useEffect(() => {
    if (!ready || !uid) return;
    // marks left in the outbox by a reload or a crash are taken up (and sent) first: the
    // release on opening keeps the places of those still waiting
    const outboxOpen = openOutbox(uid);
    void outboxOpen.ready.then(releaseRemembered).then(() => loadExams(1));
    void checkLock();
    const socket = new LiveSocket({
      token: getToken('marking'),
      uid,
      onProgress: (partitionId) => progressPushed(partitionId),
      onKick: () => {
        session.loggedInElsewhere = true;
      },
    });
    // the live push follows the group on screen
    const follow = (group: typeof markingSession.group) => group && socket.subscribe([group.partitionId]);
    follow(markingSession.group);
    const stopFollowing = subscribeKey(markingSession, 'group', follow);
    const renew = setInterval(renewToken, TOKEN_RENEW_MS);
    const stopLease = keepLeaseWhileVisible(refreshFigures);
    window.addEventListener('pagehide', releaseOnUnload);
    return () => {
      stopFollowing();
      socket.close();
      clearInterval(renew);
      stopLease();
      window.removeEventListener('pagehide', releaseOnUnload);
      outboxOpen.close();
    };
  }, [ready, uid]);

  if (snap.devtools.open) return <SecurityNotice kind="console" />;
  if (loggedInElsewhere) return <SecurityNotice kind="elsewhere" />;
  if (markingTokenMissing) return <SecurityNotice kind="token" />;
  if (snap.access === 'verifying') {
    return (
      <div className="mk-notice">
        <Spin size="large" tip={t.marking.security.verifying}>
          <div style={{ width: 200, height: 80 }} />
        </Spin>
      </div>
    );
  }
  if (snap.access === 'failed') {
    return (
      <div className="mk-notice">
        <Result
          status="error"
          title={t.marking.security.verifyFailed}
          extra={
            <Button type="primary" onClick={() => void verifyAccess()}>
              {t.marking.refresh}
            </Button>
          }
        />
      </div>
    );
  }
  return <Workspace />;
}
