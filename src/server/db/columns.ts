/** Column sets that repositories of several features select alike, so that a row of the same thing reads the same everywhere. */
import { schools } from './schema.ts';

/** A school as its members and administrators see it: name, type, the default password of new accounts, its grades. */
export const schoolColumns = { id: schools.id, name: schools.name, type: schools.type, defaultPassword: schools.defaultPassword, gradeIds: schools.gradeIds };
