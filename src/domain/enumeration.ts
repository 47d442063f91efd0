/**
 * An enumeration of the specification written once: each member's name in code with the value
 * the API and the database carry, and, under the same member names, what a teacher reads (a text
 * table of the catalogue). The value object (`Stage.primary`) and the names by value
 * (`STAGE_NAMES[1]`) are both derived from them, so a member cannot have a value without a name
 * or a name under a stale value.
 */
type Values = Readonly<Record<string, number | string>>;

export interface Enumeration<V extends Values> {
  /** the members' values by their names in code */
  values: V;
  /** what a teacher reads, by value */
  names: Readonly<Record<V[keyof V], string>>;
}

export function enumeration<const V extends Values>(values: V, texts: Readonly<Record<keyof V, string>>): Enumeration<V> {
  return {
    values,
    names: Object.fromEntries(Object.entries(values).map(([member, value]) => [value, texts[member]])) as Enumeration<V>['names'],
  };
}

/** The type of an enumeration's values (`ValueOf<typeof Stage>` is 1 | 2 | 3). */
export type ValueOf<T> = T[keyof T];
