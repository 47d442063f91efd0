/**
 * The screen the user is on, and which requests opened it. Only a 401 ends a session (spec 000 §8
 * as this product applies it); a 403 means "not for you". When a screen's own opening reads are
 * refused, the screen cannot be shown to this user and the shell puts 'access denied' in its
 * place, keeping the navigation. A screen is opening from the moment its address is shown until
 * the user first presses a key or a pointer on it: the requests started in that time are its
 * opening reads. A 403 to anything asked for later (a button, a dialog) is reported by the screen
 * that asked, like any other failure, and the screen stays.
 *
 * Requests are told apart by the sequence number the client gives each one when it starts.
 */
import { proxy } from 'valtio';

export interface ScreenVisit {
  /** the address (path and query) of the screen */
  address: string;
  /** whether a refusal may replace this screen (screens that need a session, not /login) */
  deniable: boolean;
  /** sequence number of the first request this screen may have started */
  firstRequest: number;
  /** sequence number of the last request started before the user's first input; null until then */
  lastOpeningRequest: number | null;
  /** the refusal shown in place of the screen; null while the screen shows */
  denied: { message: string } | null;
}

export const screenVisit = proxy<ScreenVisit>({ address: '', deniable: false, firstRequest: 1, lastOpeningRequest: null, denied: null });

/** A new address is shown; `startedSoFar` is how many requests the page had started before it. */
export function beginVisit(address: string, deniable: boolean, startedSoFar: number): void {
  screenVisit.address = address;
  screenVisit.deniable = deniable;
  screenVisit.firstRequest = startedSoFar + 1;
  screenVisit.lastOpeningRequest = null;
  screenVisit.denied = null;
}

/** The user pressed a key or a pointer: the requests started from now on are theirs, not the screen's opening. */
export function endOpening(startedSoFar: number): void {
  if (screenVisit.lastOpeningRequest === null) screenVisit.lastOpeningRequest = startedSoFar;
}

/** Whether the request with this sequence number was one of the visit's opening reads. */
export function isOpeningRequest(visit: Pick<ScreenVisit, 'firstRequest' | 'lastOpeningRequest'>, sequence: number): boolean {
  return sequence >= visit.firstRequest && (visit.lastOpeningRequest === null || sequence <= visit.lastOpeningRequest);
}

/**
 * A request was refused with 403. Answers whether the screen is now shown as denied: only when
 * the request was one of its opening reads and the screen is one a refusal may replace.
 */
export function refuseRequest(sequence: number, message: string): boolean {
  if (!screenVisit.deniable || !isOpeningRequest(screenVisit, sequence)) return false;
  if (!screenVisit.denied) screenVisit.denied = { message };
  return true;
}
