/**
 * How many sign-ins one server process works on at once. Each costs a decryption (rsa-decrypt-
 * pool.ts) and a scrypt check in libuv's thread pool, which queues without limit: in a storm
 * every sign-in beyond what the cores get through would wait there, and all would answer late
 * (on the embedded database each also holds the event loop for its queries). Beyond the bound a
 * sign-in is refused at once with 429 "登录人数过多，请稍后再试" — the person tries again in a
 * moment — and costs nothing: it is not counted as a password attempt either.
 */
import { availableParallelism } from 'node:os';
import { tooManyRequests } from '../../http/app-error.ts';
import { msg } from '../../../i18n/server.ts';

/**
 * Sign-ins in progress per core when LOGIN_MAX_IN_PROGRESS does not say. A core checks about
 * 25 scrypt hashes a second, so the last of them waits well under a second.
 */
export const SIGN_INS_IN_PROGRESS_PER_CORE = 16;

export function signInsInProgressLimit(): number {
  const fromEnv = Number(process.env.LOGIN_MAX_IN_PROGRESS);
  if (Number.isInteger(fromEnv) && fromEnv >= 1) return fromEnv;
  return SIGN_INS_IN_PROGRESS_PER_CORE * availableParallelism();
}

export class SignInGate {
  private inProgress = 0;

  constructor(readonly limit: number = signInsInProgressLimit()) {}

  /** Runs a sign-in, or refuses it with 429 when `limit` are in progress already. */
  async run<T>(signIn: () => Promise<T>): Promise<T> {
    if (this.inProgress >= this.limit) throw tooManyRequests(msg.auth.loginBusy);
    this.inProgress++;
    try {
      return await signIn();
    } finally {
      this.inProgress--;
    }
  }
}
