import { createShapePropsMigrationSequence } from 'tldraw';

/**
 * Versions of the division-rect props, none yet beyond the first. A change to the props adds a step
 * here (with `createShapePropsMigrationIds`) instead of editing the props in place, so that a
 * scene saved by an earlier release still opens.
 */
export const divisionRectMigrations = createShapePropsMigrationSequence({ sequence: [] });
