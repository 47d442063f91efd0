/**
 * The session hand-over of /auth and /dividedAuth (spec 001 §2.1 'loading screens'): another
 * system of the school (its portal, the marking window of another device) opens this app with a
 * web session token it holds, and the loading screen turns it into a session here.
 *
 * /auth?token=…&uid=…[&redirect=/path][&origin=https://portal…]
 * /dividedAuth?token=…&uid=…&examinationid=…&testId=…
 *
 * The token is checked before anything is stored: the user info is read with it (GET
 * /v1/user/login/{uid}, which answers only the token's own user) through a client of its own, so
 * a refused token neither ends another session kept in this browser nor sends the screen to
 * /login by the shell's rules; the screen says what went wrong instead. The address the user came
 * from (origin) is kept as the origin address that home and idle logout return to (spec 002 §4).
 */
import { attempt, createApiClient } from '../../api/client.ts';
import { clearSession, rememberPath, resetMarkingFlags, saveUserInfo, writeKey, type StoredUserInfo } from '../../state/session.ts';
import { isReturnPath } from '../shell/nav-model.ts';
import { nextPathAfterSignIn } from '../shell/sign-in.ts';

/** The login mode stored after a hand-over (session key 'login mode'; a password sign-in stores 'password'). */
export const HANDOVER_LOGIN_MODE = 'handover';

export const DIVIDED_PROGRESS_PATH = '/divided/progress';

export interface Handover {
  token: string;
  uid: number;
  /** where the user goes once signed in, when the link names a place */
  destination: string | null;
  origin: string | null;
  /** /dividedAuth: the exam and paper whose division opens */
  dividedExam: { examinationid: number; testId: number } | null;
}

const POSITIVE_ID = /^[1-9]\d{0,9}$/;
/** A token as the server issues them (32 random bytes, base64url); anything else is not one. */
const TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

function positiveId(value: string | null): number | null {
  return value !== null && POSITIVE_ID.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/** A path of this app: one slash, not the protocol-relative '//host' that leaves the site. */
function localPath(value: string | null): string | null {
  if (!value || value.startsWith('//') || value.includes('\\') || !isReturnPath(value)) return null;
  return value;
}

function webAddress(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What a hand-over link carries; null when it lacks a usable token or user id. */
export function readHandover(search: string, kind: 'auth' | 'divided'): Handover | null {
  const query = new URLSearchParams(search);
  const token = query.get('token');
  const uid = positiveId(query.get('uid'));
  if (!token || !TOKEN.test(token) || uid === null) return null;
  const origin = webAddress(query.get('origin'));
  if (kind === 'auth') return { token, uid, destination: localPath(query.get('redirect')), origin, dividedExam: null };
  const examinationid = positiveId(query.get('examinationid'));
  const testId = positiveId(query.get('testId'));
  if (examinationid === null || testId === null) return { token, uid, destination: DIVIDED_PROGRESS_PATH, origin, dividedExam: null };
  return { token, uid, destination: `${DIVIDED_PROGRESS_PATH}/${examinationid}/${testId}`, origin, dividedExam: { examinationid, testId } };
}

export type HandoverResult = { ok: true; user: StoredUserInfo; next: string } | { ok: false };

/**
 * Reads the token's user and, when the server accepts it, makes it this browser's session;
 * answers where the user goes next (school choice first for a user of several schools).
 */
export async function takeOverSession(handover: Handover, fetcher?: (request: Request) => Promise<Response>): Promise<HandoverResult> {
  let token = handover.token;
  const client = createApiClient({
    kind: 'web',
    fetch: fetcher,
    hooks: {
      getToken: () => token,
      setToken: (_kind, renewed) => {
        token = renewed;
      },
      onSessionAction: () => undefined,
    },
  });
  const answer = await attempt(client.GET('/v1/user/login/{id}', { params: { path: { id: handover.uid } } }));
  if (!answer.ok) return { ok: false };
  // the handed-over session replaces whatever this browser held before
  clearSession();
  resetMarkingFlags();
  const user = saveUserInfo({ ...answer.data, token });
  writeKey('loginMode', HANDOVER_LOGIN_MODE);
  if (handover.origin) writeKey('originAddress', handover.origin);
  if (handover.dividedExam) writeKey('dividedExam', JSON.stringify(handover.dividedExam));
  if (handover.destination) rememberPath(handover.destination);
  return { ok: true, user, next: nextPathAfterSignIn(user) };
}
