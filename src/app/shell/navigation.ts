/**
 * Navigation used outside React components (request failures, idle logout, the guard): the
 * router follows the browser history, so pushing a path here moves the app.
 */
import { navigate } from 'wouter/use-browser-location';
import { rememberPath } from '../../state/session.ts';
import { isReturnPath, LOGIN_PATH, MARKING_MODULE_PATH, type NavAction } from './nav-model.ts';

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Goes to /login, remembering where the user was so that signing in returns there. */
export function goToLogin(): void {
  const here = currentPath();
  if (window.location.pathname === LOGIN_PATH) return;
  if (isReturnPath(here)) rememberPath(here);
  navigate(LOGIN_PATH, { replace: true });
}

/** The marking workspace runs in its own window, reused when already open. */
export const MARKING_WINDOW_NAME = 'markingModule';

let openedMarkingWindow: Window | null = null;

export function openMarkingWindow(path: string = MARKING_MODULE_PATH): void {
  const features = `popup=yes,width=${window.screen.availWidth},height=${window.screen.availHeight},left=0,top=0`;
  openedMarkingWindow = window.open(path, MARKING_WINDOW_NAME, features);
  openedMarkingWindow?.focus();
}

/** Whether the marking window this window opened is still open. */
export function isMarkingWindowOpen(): boolean {
  return Boolean(openedMarkingWindow && !openedMarkingWindow.closed);
}

export function performNavAction(action: NavAction): void {
  switch (action.type) {
    case 'navigate':
      navigate(action.path);
      break;
    case 'reload':
      window.location.reload();
      break;
    case 'assign':
      window.location.assign(action.url);
      break;
    case 'popup':
      openMarkingWindow(action.path);
      break;
  }
}
