/**
 * An enumeration of the specification written once, as a table of members: each member's name
 * in code, the value the API and the database carry, and what a teacher reads. The value object
 * (`Stage.primary`) and the names by value (`STAGE_NAMES[1]`) are both derived from that table,
 * so a member cannot have a value without a name or a name under a stale value.
 */
type Members = Readonly<Record<string, readonly [value: number | string, name: string]>>;

export interface Enumeration<M extends Members> {
  /** the members' values by their names in code */
  values: { readonly [K in keyof M]: M[K][0] };
  /** what a teacher reads, by value */
  names: Readonly<Record<M[keyof M][0], string>>;
}

export function enumeration<const M extends Members>(members: M): Enumeration<M> {
  const entries = Object.entries(members);
  return {
    values: Object.fromEntries(entries.map(([key, [value]]) => [key, value])) as Enumeration<M>['values'],
    names: Object.fromEntries(entries.map(([, [value, name]]) => [value, name])) as Enumeration<M>['names'],
  };
}
