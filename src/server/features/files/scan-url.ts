/**
 * Scan addresses: /v1/files/scans/{token}, where the token is the server's own sealed note of
 * which scan, for which user, until when — not the storage key. A note is AES-256-GCM encrypted
 * and authenticated with a key derived from the server secret: nobody can guess one, forge one,
 * or read the student, group or test out of one (blind marking), and one handed to a user is
 * refused to anybody else and after it expires. Fetching re-checks who may see the answer now
 * (src/server/access/scan-access.ts).
 *
 * Notes are deterministic (the nonce is derived from the note itself), and their expiry is rounded
 * up to a step, so that the same user asking for the same scan within a step gets the same
 * address and the browser's cache serves the repeats.
 */
import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import type { ScanRef } from '../../access/scan-access.ts';
import { keyFor, madeFromSecret } from './server-secret.ts';

export type { ScanRef } from '../../access/scan-access.ts';

/** How long an address works at least; a marking session renews its addresses with every load. */
export const SCAN_ADDRESS_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** Expiries are rounded up to this step: the same scan keeps the same address within it. */
const EXPIRY_STEP_MS = 15 * 60 * 1000;

const VERSION = 1;
const KIND = { piece: 1, sheet: 2, page: 3, marked: 4 } as const;
const NOTE_BYTES = 19;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const TOKEN_BYTES = NONCE_BYTES + NOTE_BYTES + TAG_BYTES;
const MAX_U32 = 0xffffffff;
/**
 * Addresses kept for the current expiry step (a few MB): sealing one costs some forty
 * microseconds, and every submit describes the marker's next students and their scans again.
 */
const ADDRESSES_KEPT = 50_000;

export interface OpenedScan {
  ref: ScanRef;
  /** ms since the epoch */
  expiresAt: number;
}

export class ScanAddresses {
  private readonly cipherKey: Buffer;
  private readonly nonceKey: Buffer;
  /** the addresses made for the current expiry, by user and scan */
  private readonly made = new Map<string, string>();
  private madeFor = 0;

  constructor(secret: Buffer) {
    this.cipherKey = keyFor(secret, 'scan-address/cipher');
    this.nonceKey = keyFor(secret, 'scan-address/nonce');
  }

  /** The address of a scan for one user. */
  url(userId: number, ref: ScanRef, now = Date.now()): string {
    const expires = Math.ceil((now + SCAN_ADDRESS_LIFETIME_MS) / EXPIRY_STEP_MS) * (EXPIRY_STEP_MS / 1000);
    if (expires !== this.madeFor || this.made.size >= ADDRESSES_KEPT) {
      this.made.clear();
      this.madeFor = expires;
    }
    // a scanned page as uploaded (the exception screens) names only its page
    const [a, studentId, last] = ref.kind === 'piece' ? [ref.partitionId, ref.studentId, ref.index] : ref.kind === 'sheet' || ref.kind === 'marked' ? [ref.testId, ref.studentId, ref.side] : [ref.pageId, 0, 0];
    const which = `${userId}:${ref.kind}:${a}:${studentId}:${last}`;
    const made = this.made.get(which);
    if (made) return made;
    const note = Buffer.alloc(NOTE_BYTES);
    note.writeUInt8(VERSION, 0);
    note.writeUInt8(KIND[ref.kind], 1);
    note.writeUInt32BE(u32(userId), 2);
    note.writeUInt32BE(u32(expires), 6);
    note.writeUInt32BE(u32(a), 10);
    note.writeUInt32BE(u32(studentId), 14);
    note.writeUInt8(u8(last), 18);
    const nonce = createHmac('sha256', this.nonceKey).update(note).digest().subarray(0, NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.cipherKey, nonce, { authTagLength: TAG_BYTES });
    const sealed = Buffer.concat([nonce, cipher.update(note), cipher.final(), cipher.getAuthTag()]);
    const url = `/v1/files/scans/${sealed.toString('base64url')}`;
    this.made.set(which, url);
    return url;
  }

  /** The scan a token names, when it was sealed here for this user and has not expired. */
  open(token: string, userId: number, now = Date.now()): OpenedScan | undefined {
    const sealed = Buffer.from(token, 'base64url');
    if (sealed.length !== TOKEN_BYTES || sealed.toString('base64url') !== token) return undefined;
    let note: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.cipherKey, sealed.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAuthTag(sealed.subarray(NONCE_BYTES + NOTE_BYTES));
      note = Buffer.concat([decipher.update(sealed.subarray(NONCE_BYTES, NONCE_BYTES + NOTE_BYTES)), decipher.final()]);
    } catch {
      return undefined;
    }
    if (note.readUInt8(0) !== VERSION || note.readUInt32BE(2) !== userId) return undefined;
    const expiresAt = note.readUInt32BE(6) * 1000;
    if (expiresAt <= now) return undefined;
    const kind = note.readUInt8(1);
    const [a, studentId, last] = [note.readUInt32BE(10), note.readUInt32BE(14), note.readUInt8(18)];
    if (kind === KIND.piece) return { ref: { kind: 'piece', partitionId: a, studentId, index: last }, expiresAt };
    if (kind === KIND.sheet && (last === 1 || last === 2)) return { ref: { kind: 'sheet', testId: a, studentId, side: last }, expiresAt };
    if (kind === KIND.marked && (last === 1 || last === 2)) return { ref: { kind: 'marked', testId: a, studentId, side: last }, expiresAt };
    if (kind === KIND.page && studentId === 0 && last === 0) return { ref: { kind: 'page', pageId: a }, expiresAt };
    return undefined;
  }
}

function u32(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_U32) throw new RangeError(`not an unsigned 32-bit value: ${value}`);
  return value;
}

function u8(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > 255) throw new RangeError(`not an unsigned 8-bit value: ${value}`);
  return value;
}

/** The scan addresses of a database's server secret, made once per process. */
export const scanAddresses = madeFromSecret((secret) => new ScanAddresses(secret));

/** A scan piece as the marking and analysis calls describe it, its address made for `userId`. */
export function describePiece(
  addresses: ScanAddresses,
  userId: number,
  answer: { partitionId: number; studentId: number },
  piece: { width: number; height: number; x: number; y: number },
  index: number,
) {
  return { url: addresses.url(userId, { kind: 'piece', ...answer, index }), width: piece.width, height: piece.height, x: piece.x, y: piece.y };
}
