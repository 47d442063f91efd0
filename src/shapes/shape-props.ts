import type { T } from 'tldraw';

/**
 * The props type of a shape, read from its table of validators: each prop is what its validator
 * accepts. A shape lists its props once, in the table tldraw validates the store with, and its
 * TypeScript type follows from that table, so the two can never disagree.
 */
export type PropsOf<Validators extends Record<string, T.Validatable<unknown>>> = {
  [K in keyof Validators]: T.TypeOf<Validators[K]>;
};
