/**
 * Paper numbers (试卷编号): in a blind group the marking calls never carry a student's id — a
 * marker could look the id up wherever students are listed. Every answer of the marking calls
 * names the paper by its number in the group instead, and every request names it back by
 * that number (the field keeps its name, student_id; see the contract).
 *
 * A number is a keyed permutation of the student id: a 32-bit Feistel network whose rounds are
 * AES-128 blocks under a key of the group (derived from the server secret), walked until it lands
 * in 1…2^31−1 (cycle walking keeps it a permutation there). So a student keeps their number in a
 * group, has another in every other group, and only the server can turn a number back.
 */
import { createCipheriv, createHmac, type Cipheriv } from 'node:crypto';
import { keyFor, madeFromSecret } from '../files/server-secret.ts';

const ROUNDS = 8;
const MAX_NUMBER = 0x7fffffff;
/** Group keys kept (one AES key schedule each); more groups than this are keyed again on use. */
const GROUPS_KEPT = 4096;
/**
 * Numbers kept, both ways (a few MB): a number costs some twenty microseconds to work out, and
 * every submit describes the marker's next students again.
 */
const NUMBERS_KEPT = 100_000;

const inRange = (value: number) => value >= 1 && value <= MAX_NUMBER;

export class PaperNumbers {
  private readonly baseKey: Buffer;
  private readonly rounds = new Map<number, Cipheriv>();
  private readonly block = Buffer.alloc(16);
  /** `${partitionId}:${studentId}` → number, and `${partitionId}#${number}` → student */
  private readonly known = new Map<string, number>();

  constructor(secret: Buffer) {
    this.baseKey = keyFor(secret, 'paper-number');
  }

  /** The number of a student's paper in a group. */
  numberOf(partitionId: number, studentId: number): number {
    if (!Number.isInteger(studentId) || !inRange(studentId)) throw new RangeError(`not a student id: ${studentId}`);
    const kept = this.known.get(`${partitionId}:${studentId}`);
    if (kept !== undefined) return kept;
    let value = studentId;
    do value = this.permute(partitionId, value, 1);
    while (!inRange(value));
    this.keep(partitionId, studentId, value);
    return value;
  }

  /** The student whose paper has this number in a group (undefined: no number at all). */
  studentOf(partitionId: number, paperNumber: number): number | undefined {
    if (!Number.isInteger(paperNumber) || !inRange(paperNumber)) return undefined;
    const kept = this.known.get(`${partitionId}#${paperNumber}`);
    if (kept !== undefined) return kept;
    let value = paperNumber;
    do value = this.permute(partitionId, value, -1);
    while (!inRange(value));
    this.keep(partitionId, value, paperNumber);
    return value;
  }

  private keep(partitionId: number, studentId: number, paperNumber: number): void {
    if (this.known.size >= 2 * NUMBERS_KEPT) this.known.clear();
    this.known.set(`${partitionId}:${studentId}`, paperNumber);
    this.known.set(`${partitionId}#${paperNumber}`, studentId);
  }

  /** One pass of the Feistel network over 32 bits, forwards (1) or backwards (-1). */
  private permute(partitionId: number, value: number, direction: 1 | -1): number {
    const round = this.roundFunction(partitionId);
    let left = value >>> 16;
    let right = value & 0xffff;
    if (direction === 1) {
      for (let i = 0; i < ROUNDS; i++) [left, right] = [right, left ^ round(i, right)];
    } else {
      for (let i = ROUNDS - 1; i >= 0; i--) [left, right] = [right ^ round(i, left), left];
    }
    return ((left << 16) | right) >>> 0;
  }

  private roundFunction(partitionId: number): (round: number, half: number) => number {
    let cipher = this.rounds.get(partitionId);
    if (!cipher) {
      if (this.rounds.size >= GROUPS_KEPT) this.rounds.clear();
      const key = createHmac('sha256', this.baseKey).update(`group/${partitionId}`).digest().subarray(0, 16);
      cipher = createCipheriv('aes-128-ecb', key, null).setAutoPadding(false);
      this.rounds.set(partitionId, cipher);
    }
    const aes = cipher;
    return (round, half) => {
      this.block.fill(0);
      this.block.writeUInt8(round, 0);
      this.block.writeUInt16BE(half, 1);
      return aes.update(this.block).readUInt16BE(0);
    };
  }
}

/** The paper numbers of a database's server secret, made once per process. */
export const paperNumbers = madeFromSecret((secret) => new PaperNumbers(secret));
