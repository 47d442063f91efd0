/**
 * The back arrow of the designer and its preview: back in the tab's history when the page before
 * is a screen of this app the user may open again, otherwise (a tab opened on the designer, a
 * page before it that the route guard would bounce this role from, the sign-in page) to a screen
 * of this app the user may see — never out of the session, and never off the site.
 */
import { isBouncedByGuard } from '../../domain/roles.ts';
import { isReturnPath, reachablePath } from '../shell/nav-model.ts';

/** The part of the browser's Navigation API read here (TypeScript's DOM library does not declare it yet). */
interface HistoryEntries {
  currentEntry: { index: number } | null;
  entries(): { url: string | null }[];
}

/** The tab's history, where the browser offers it. */
function historyEntries(): HistoryEntries | undefined {
  return (globalThis as { navigation?: HistoryEntries }).navigation;
}

/**
 * The address of the page before this one in the tab's history when it is a screen of this app
 * the user with this role may open; null when there is none, or the browser cannot tell.
 */
export function previousScreen(role: number | undefined, here: Location = location, entries = historyEntries()): string | null {
  const index = entries?.currentEntry?.index ?? -1;
  if (!entries || index < 1) return null;
  const before = entries.entries()[index - 1]?.url;
  if (!before) return null;
  const url = new URL(before);
  if (url.origin !== here.origin || !isReturnPath(url.pathname)) return null;
  if (role !== undefined && isBouncedByGuard(role, url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** Goes back when the page before is a screen the user may see again, else to `fallback` (made reachable for the role). */
export function goBack(role: number | undefined, fallback: string, navigate: (path: string) => void): void {
  if (previousScreen(role) !== null) window.history.back();
  else navigate(reachablePath(role, fallback));
}
