/**
 * The one API client (openapi-fetch over the contract's generated `paths`) and the shared request
 * behaviour of spec 000 §7:
 * - headers AppName / AppVersion / Platform, which differ for the marking window;
 * - `Authorization: Bearer <token>` (the marking token in the marking window);
 * - a `Refresh-Token` response header replaces the stored token;
 * - 50 s time-out ('request timeout'); the loading overlay closes then at the latest;
 * - the loading overlay counts every request unless it passes `loading: false`;
 * - query arrays and objects are JSON-encoded (`type_ids=[1,2,8]`); bodies are JSON;
 * - failures map to the error catalogue (request-errors.ts) and to session actions
 *   (401 sign in again or token missing, 4000 logged in elsewhere; a 403 ends nothing: the
 *   shell decides from the request's place in the page's life whether a screen is denied).
 *
 * Screens call `call(api.GET(...))` for the envelope's `data` (throws ApiError with a message
 * ready to show) or `attempt(...)` for a result object. The client shows no error toasts itself
 * except when a failure ends the session: the screen that made the call shows `error.message`.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../contract/schema.d.ts';
import { version as appVersion } from '../../package.json';
import { ApiError, describeFailure, failureFromAnswer, type ClientKind, type Failure, type FailureOutcome } from './request-errors.ts';

export { ApiError } from './request-errors.ts';
export type { ClientKind } from './request-errors.ts';

/** Spec 000 §9: "request time-out 50 s". */
export const REQUEST_TIMEOUT_MS = 50_000;

export const REFRESH_TOKEN_HEADER = 'Refresh-Token';

/** How each window introduces itself to the server (headers AppName and Platform). */
export const CLIENT_IDENTITY: Record<ClientKind, { appName: string; platform: string }> = {
  web: { appName: 'yuejuan-teacher', platform: 'web' },
  marking: { appName: 'yuejuan-marking', platform: 'marking-web' },
};

/**
 * What the client needs from its surroundings. The client knows no store: src/state connects the
 * session and UI stores once (connectClientHooks); a client may override any hook for itself.
 */
export interface ClientHooks {
  getToken(kind: ClientKind): string;
  setToken(kind: ClientKind, token: string): void;
  beginLoading(): void;
  endLoading(): void;
  /** called for every failure whose action is not 'none' */
  onSessionAction(outcome: FailureOutcome, failure: Failure, kind: ClientKind, request: RequestStart): void;
}

/** Until the stores connect, a request carries no token and changes nothing around it. */
const UNCONNECTED: ClientHooks = {
  getToken: () => '',
  setToken: () => undefined,
  beginLoading: () => undefined,
  endLoading: () => undefined,
  onSessionAction: () => undefined,
};

let connectedHooks: ClientHooks = UNCONNECTED;

/**
 * The stores say here where tokens are kept, how the loading overlay counts and what a
 * session-ending failure changes (src/state/session.ts does so when it loads). Clients made
 * before, `api` and `markingApi` among them, use the hooks connected at the time of each request.
 */
export function connectClientHooks(hooks: ClientHooks | undefined): void {
  connectedHooks = hooks ?? UNCONNECTED;
}

/** Where a request stands among all the page's requests: the shell compares this with when a screen opened. */
export interface RequestStart {
  /** 1 for the page's first request, then counting up across every client */
  sequence: number;
  method: string;
}

let requestsStarted = 0;

/** How many requests the page has started so far (the sequence number of the latest). */
export function startedRequestCount(): number {
  return requestsStarted;
}

export interface ApiClientOptions {
  kind?: ClientKind;
  /** defaults to the page's origin */
  baseUrl?: string;
  fetch?: (input: Request) => Promise<Response>;
  timeoutMs?: number;
  hooks?: Partial<ClientHooks>;
}

export type ApiClient = Client<paths> & { readonly kind: ClientKind };

/** Query parameters: skip empty values, JSON-encode arrays and objects. */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}

type SessionListener = (outcome: FailureOutcome, failure: Failure, kind: ClientKind, request: RequestStart) => void;
let sessionListener: SessionListener | undefined;

/**
 * The shell registers how a session-ending failure reaches the user (toast, navigation to
 * /login); the store changes themselves come first, from the connected hooks.
 */
export function setSessionListener(listener: SessionListener | undefined): void {
  sessionListener = listener;
}

/** The connected hooks, looked up per call, so that the order of module loading does not matter. */
const defaultHooks: ClientHooks = {
  getToken: (kind) => connectedHooks.getToken(kind),
  setToken: (kind, token) => connectedHooks.setToken(kind, token),
  beginLoading: () => connectedHooks.beginLoading(),
  endLoading: () => connectedHooks.endLoading(),
  onSessionAction(outcome, failure, kind, request) {
    connectedHooks.onSessionAction(outcome, failure, kind, request);
    sessionListener?.(outcome, failure, kind, request);
  },
};

/** Failures already mapped by the middleware, so `call` reports the same error. */
const mappedFailures = new WeakMap<Response, ApiError>();

interface InFlight {
  start: RequestStart;
  timer: ReturnType<typeof setTimeout>;
  showsLoading: boolean;
  timedOut: boolean;
  finished: boolean;
}

function sharedBehaviour(kind: ClientKind, timeoutMs: number, hooks: ClientHooks): Middleware {
  const inFlight = new Map<string, InFlight>();

  const finish = (id: string) => {
    const entry = inFlight.get(id);
    if (!entry || entry.finished) return;
    entry.finished = true;
    clearTimeout(entry.timer);
    if (entry.showsLoading) hooks.endLoading();
  };

  return {
    onRequest({ request, id }) {
      const identity = CLIENT_IDENTITY[kind];
      request.headers.set('AppName', identity.appName);
      request.headers.set('AppVersion', appVersion);
      request.headers.set('Platform', identity.platform);
      const token = hooks.getToken(kind);
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);

      const showsLoading = (request as Request & { loading?: unknown }).loading !== false;
      if (showsLoading) hooks.beginLoading();

      const controller = new AbortController();
      const entry: InFlight = {
        start: { sequence: ++requestsStarted, method: request.method },
        showsLoading,
        timedOut: false,
        finished: false,
        timer: setTimeout(() => {
          entry.timedOut = true;
          controller.abort();
          // the overlay closes at the time-out even if the transport never reports back
          finish(id);
        }, timeoutMs),
      };
      inFlight.set(id, entry);
      if (request.signal.aborted) controller.abort();
      else request.signal.addEventListener('abort', () => controller.abort(), { once: true });
      return new Request(request, { signal: controller.signal });
    },

    async onResponse({ request, response, id }) {
      const start = inFlight.get(id)?.start ?? { sequence: requestsStarted, method: request.method };
      finish(id);
      inFlight.delete(id);
      const renewed = response.headers.get(REFRESH_TOKEN_HEADER);
      if (renewed) hooks.setToken(kind, renewed);
      if (response.ok) return undefined;

      let body: unknown;
      try {
        body = JSON.parse(await response.clone().text());
      } catch {
        body = undefined;
      }
      const failure = failureFromAnswer(response.status, body);
      const error = new ApiError(failure, kind);
      mappedFailures.set(response, error);
      if (error.action !== 'none') hooks.onSessionAction(describeFailure(failure, kind), failure, kind, start);
      return undefined;
    },

    onError({ error, id }) {
      const entry = inFlight.get(id);
      finish(id);
      inFlight.delete(id);
      if (entry?.timedOut) return new ApiError({ kind: 'timeout', status: 0, code: 0, msg: '' }, kind);
      // the caller cancelled: let its AbortError through unchanged
      if (error instanceof Error && error.name === 'AbortError') return undefined;
      return new ApiError({ kind: 'network', status: 0, code: 0, msg: '' }, kind);
    },
  };
}

/** The page's own origin: the server that served the app answers its calls. */
function sameOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const kind = options.kind ?? 'web';
  const hooks: ClientHooks = { ...defaultHooks, ...options.hooks };
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? sameOrigin(),
    credentials: 'same-origin',
    querySerializer: serializeQuery,
    // looked up per call, so that the page's fetch is used even if it was replaced after start-up
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  client.use(sharedBehaviour(kind, options.timeoutMs ?? REQUEST_TIMEOUT_MS, hooks));
  return Object.assign(client, { kind });
}

/** The client of every screen outside the marking window. */
export const api = createApiClient({ kind: 'web' });

/** The marking window's client: its own token and app identity. */
export const markingApi = createApiClient({ kind: 'marking' });

interface EnvelopeLike {
  code: number;
  msg: string;
  data?: unknown;
}

interface FetchResult<E extends EnvelopeLike> {
  data?: E;
  error?: unknown;
  response: Response;
}

/** The `data` of an envelope type; `unknown` for calls that answer no data. */
export type DataOf<E extends EnvelopeLike> = unknown extends E['data'] ? unknown : NonNullable<E['data']>;

/** Awaits a call and returns the envelope's `data`; throws ApiError on any failure. */
export async function call<E extends EnvelopeLike>(pending: Promise<FetchResult<E>>): Promise<DataOf<E>> {
  let result: FetchResult<E>;
  try {
    result = await pending;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError({ kind: 'network', status: 0, code: 0, msg: '' }, 'web');
  }
  const { data, error, response } = result;
  if (!response.ok || !data) {
    throw mappedFailures.get(response) ?? new ApiError(failureFromAnswer(response.status, error ?? data), 'web');
  }
  if (data.code !== 200) throw new ApiError(failureFromAnswer(response.status, data), 'web');
  return data.data as DataOf<E>;
}

export type Attempt<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Like `call`, but returns the failure instead of throwing (caller cancellations still throw). */
export async function attempt<E extends EnvelopeLike>(pending: Promise<FetchResult<E>>): Promise<Attempt<DataOf<E>>> {
  try {
    return { ok: true, data: await call(pending) };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    throw error;
  }
}
