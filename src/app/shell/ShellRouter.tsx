/**
 * The router (history mode): matches the route table, applies the route guard, keeps the
 * document title, picks the layout, and runs the session watchers (idle logout, marking-window
 * return). An unknown path goes to /login.
 */
import { Suspense, useEffect, useLayoutEffect, useMemo } from 'react';
import { Spin } from 'antd';
import { Redirect, useLocation, useRouter, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { startedRequestCount } from '../../api/client.ts';
import { clearSession, hasSession, session } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { AccessDenied } from './AccessDenied.tsx';
import { guardDecision } from './guard.ts';
import { leaveMarkingWindowForLogin, logoutForIdle } from './session-actions.ts';
import { startIdleWatcher, watchMarkingWindowReturn } from './idle-logout.ts';
import { LOGIN_PATH, STUDENT_HOME_PATH } from './nav-model.ts';
import { goToLogin } from './navigation.ts';
import { findRoute } from './routes.tsx';
import { SCREENS } from './screens.ts';
import { beginVisit, endOpening, screenVisit } from '../../state/screen-visit.ts';
import { ShellLayout } from './ShellLayout.tsx';

/** The user's first key or pointer press on a screen ends its opening (screen-visit.ts). */
function useOpeningEndsOnInput(): void {
  useEffect(() => {
    const end = () => endOpening(startedRequestCount());
    document.addEventListener('pointerdown', end, true);
    document.addEventListener('keydown', end, true);
    return () => {
      document.removeEventListener('pointerdown', end, true);
      document.removeEventListener('keydown', end, true);
    };
  }, []);
}

function SessionWatchers({ routeName }: { routeName: string }) {
  const { user } = useSnapshot(session);
  const signedIn = Boolean(user?.token);
  useEffect(() => (signedIn ? startIdleWatcher({ onIdle: logoutForIdle }) : undefined), [signedIn]);
  const isMarkingWindow = routeName === 'markingModule';
  useEffect(() => (isMarkingWindow ? watchMarkingWindowReturn({ onReturn: leaveMarkingWindowForLogin }) : undefined), [isMarkingWindow]);
  return null;
}

export function ShellRouter() {
  const [path] = useLocation();
  const search = useSearch();
  const { parser } = useRouter();
  const match = useMemo(() => findRoute(parser, path), [parser, path]);
  const route = match?.route;
  const address = search ? `${path}?${search}` : path;
  const deniable = route !== undefined && route.access !== 'public' && !route.redirect;
  // a layout effect: it runs before the new screen's effects start its opening reads
  useLayoutEffect(() => beginVisit(address, deniable, startedRequestCount()), [address, deniable]);
  useOpeningEndsOnInput();
  const visit = useSnapshot(screenVisit);
  const denied = visit.address === address ? visit.denied : null;

  // read once per navigation, not on every store change: the guard runs when the route changes
  const decision = route ? guardDecision(route.access, path, { signedIn: hasSession(), role: session.user?.role }) : 'pass';

  useEffect(() => {
    if (!route || route.redirect) return;
    if (decision === 'clearAndLogin') {
      clearSession();
      goToLogin();
    } else if (decision === 'login') {
      goToLogin();
    }
  }, [route, decision]);

  useEffect(() => {
    if (route?.title) document.title = `${route.title} - ${t.shell.productName}`;
  }, [route]);

  if (!match || !route) return <Redirect to={LOGIN_PATH} replace />;
  if (route.redirect) return <Redirect to={search ? `${route.redirect}?${search}` : route.redirect} replace />;
  // a student is kept to their own screens
  if (decision === 'studentHome') return <Redirect to={STUDENT_HOME_PATH} replace />;
  if (decision === 'login' || decision === 'clearAndLogin') return null;

  // every entry that is not a redirect names its screen
  const Screen = SCREENS[route.screen!];
  const content = decision === 'denied' ? (
    <AccessDenied message={t.shell.accessDenied.adminOnly} />
  ) : denied ? (
    <AccessDenied message={denied.message} />
  ) : (
    <Suspense fallback={<Spin size="large" className="screen-loading" aria-label={t.shell.loading} />}>
      <Screen key={route.name} params={match.params} />
    </Suspense>
  );
  const here = { path, routeName: route.name };
  return (
    <>
      <SessionWatchers routeName={route.name} />
      {route.layout === 'nav' ? <ShellLayout here={here}>{content}</ShellLayout> : content}
    </>
  );
}
