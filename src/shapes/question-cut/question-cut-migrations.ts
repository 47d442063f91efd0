import { createShapePropsMigrationSequence } from 'tldraw';

/**
 * Versions of the question-cut props, none yet beyond the first. A change to the props adds a
 * step here (with `createShapePropsMigrationIds`) instead of editing the props in place.
 */
export const questionCutMigrations = createShapePropsMigrationSequence({ sequence: [] });
