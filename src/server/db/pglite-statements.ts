/**
 * Named prepared statements on the embedded database. An ordinary PGlite query parses and plans
 * its text every time and crosses into the engine once per protocol step; a hot statement here
 * is parsed once, and each run is a single crossing (Bind, Execute, Sync in one message, between
 * switching the hot-statement settings on and back off).
 */
import type { PGlite } from '@electric-sql/pglite';
import type { NamedStatement } from './database-types.ts';

interface Prepared {
  text: string;
  /** the result columns: name and type oid */
  columns: { name: string; oid: number }[];
}

const encoder = new TextEncoder();

/**
 * How the named statements of the hot paths are run, on either driver. They are written to be
 * answered from indexes whatever their parameters, so they keep one plan (a generic plan)
 * instead of being planned anew on every run, which cost more than running them; that plan
 * never reads a whole table, even when it was made while the table was still empty and the
 * table has grown since; and it is never compiled to machine code (the generic plan's cost
 * guesses are far above the compiler's threshold, and compiling costs a second per run).
 */
export const HOT_STATEMENT_SETTINGS: readonly (readonly [name: string, value: string])[] = [
  ['plan_cache_mode', 'force_generic_plan'],
  ['enable_seqscan', 'off'],
  ['jit', 'off'],
];

/** The hot-statement settings switched on, and back to the session's defaults, as SQL. */
export const HOT_ON = HOT_STATEMENT_SETTINGS.map(([name, value]) => `SET ${name} = ${value}`).join('; ');
export const HOT_OFF = HOT_STATEMENT_SETTINGS.map(([name]) => `RESET ${name}`).join('; ');

/** Builds frontend protocol messages (version 3), text format throughout. */
class MessageWriter {
  private chunks: Uint8Array[] = [];
  private size = 0;

  message(type: string, parts: (Uint8Array | number[])[]): this {
    const body = parts.map((p) => (p instanceof Uint8Array ? p : Uint8Array.from(p)));
    const length = 4 + body.reduce((n, p) => n + p.length, 0);
    const header = new Uint8Array(5);
    header[0] = type.charCodeAt(0);
    new DataView(header.buffer).setInt32(1, length);
    this.push(header);
    for (const part of body) this.push(part);
    return this;
  }

  private push(chunk: Uint8Array): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.size);
    let offset = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }
}

function cstring(value: string): Uint8Array {
  const bytes = encoder.encode(value);
  const out = new Uint8Array(bytes.length + 1);
  out.set(bytes);
  return out;
}

function int16(value: number): number[] {
  return [(value >> 8) & 0xff, value & 0xff];
}

function int32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

/** A parameter as text: numbers and strings as they are, dates in ISO form, JSON for objects. */
function paramText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

interface BackendMessage {
  name: string;
  fields?: unknown[];
}

export class PgliteStatements {
  private readonly prepared = new Map<string, Prepared>();

  constructor(private readonly pglite: PGlite) {}

  /** Runs a named statement (preparing it on first use); must be called inside the serial queue. */
  async run<R>(statement: NamedStatement, params: unknown[]): Promise<R[]> {
    const prepared = await this.prepare(statement);
    const writer = new MessageWriter();
    const values = params.map(paramText);
    const bind: (Uint8Array | number[])[] = [cstring(''), cstring(statement.name), int16(0), int16(values.length)];
    for (const value of values) {
      if (value === null) bind.push(int32(-1));
      else {
        const bytes = encoder.encode(value);
        bind.push(int32(bytes.length), bytes);
      }
    }
    bind.push(int16(0));
    // the settings are reset after the Sync, which the engine reaches even when the statement fails
    writer
      .message('Q', [cstring(HOT_ON)])
      .message('B', bind)
      .message('E', [cstring(''), int32(0)])
      .message('S', [])
      .message('Q', [cstring(HOT_OFF)]);
    const { messages } = await this.pglite.execProtocol(writer.bytes(), { syncToFs: false });
    const rows: R[] = [];
    for (const message of messages as BackendMessage[]) {
      if (message.name !== 'dataRow') continue;
      const row: Record<string, unknown> = {};
      const fields = message.fields as (string | null)[];
      prepared.columns.forEach((column, i) => {
        const raw = fields[i];
        row[column.name] = raw === null ? null : this.parse(raw, column.oid);
      });
      rows.push(row as R);
    }
    await this.pglite.syncToFs();
    return rows;
  }

  private parse(raw: string, oid: number): unknown {
    const parser = this.pglite.parsers[oid];
    return parser ? parser(raw, oid) : raw;
  }

  private async prepare(statement: NamedStatement): Promise<Prepared> {
    const known = this.prepared.get(statement.name);
    if (known) {
      if (known.text !== statement.text) throw new Error(`statement ${statement.name} is already prepared with another text`);
      return known;
    }
    const writer = new MessageWriter()
      .message('P', [cstring(statement.name), cstring(statement.text), int16(0)])
      .message('D', [encoder.encode('S'), cstring(statement.name)])
      .message('S', []);
    const { messages } = await this.pglite.execProtocol(writer.bytes(), { syncToFs: false });
    const description = (messages as BackendMessage[]).find((m) => m.name === 'rowDescription') as { fields: { name: string; dataTypeID: number }[] } | undefined;
    const prepared = { text: statement.text, columns: (description?.fields ?? []).map((f) => ({ name: f.name, oid: f.dataTypeID })) };
    this.prepared.set(statement.name, prepared);
    return prepared;
  }
}
