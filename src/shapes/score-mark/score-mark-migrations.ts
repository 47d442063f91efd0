import { createShapePropsMigrationSequence } from 'tldraw';

/**
 * Versions of the score-mark props, none yet beyond the first. A change to the props adds a step
 * here (with `createShapePropsMigrationIds`) so that marks stored with a record still open.
 */
export const scoreMarkMigrations = createShapePropsMigrationSequence({ sequence: [] });
