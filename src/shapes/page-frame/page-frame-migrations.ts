import { createShapePropsMigrationSequence } from 'tldraw';

/**
 * Versions of the page-frame props. Pages are rebuilt from the card on every layout, but a saved
 * canvas still opens through this sequence; a change to the props adds a step here.
 */
export const pageFrameMigrations = createShapePropsMigrationSequence({ sequence: [] });
