/**
 * How a user may look at a school's exam analyses: a member of the school — or the super
 * administrator — sees the school-wide figures; subject teachers and class heads see a single
 * class only when they teach it, school leaders and administrators every class.
 */
import { forbidden } from '../http/app-error.ts';
import { msg } from '../../i18n/server.ts';

export interface Viewer {
  /** the classes this user may open one by one; undefined = every class */
  classIds?: ReadonlySet<number>;
}

/** Sees every class of the school, as school leaders and administrators do. */
export const EVERY_CLASS: Viewer = Object.freeze({});

export function seesClass(viewer: Viewer, classId: number): boolean {
  return !viewer.classIds || viewer.classIds.has(classId);
}

export function requireClassView(viewer: Viewer, classId: number): void {
  if (!seesClass(viewer, classId)) throw forbidden(msg.access.ownClassesOnly);
}
