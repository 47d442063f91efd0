/**
 * Screens loaded on first visit: the marking workspace, the designer, the lesson board and the
 * analysis screens bring the canvas and the charts, which the login and home screens do not need.
 */
import { lazy, type ComponentType } from 'react';

type ScreenProps = { params: Record<string, string | undefined> };

export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<ScreenProps>): ComponentType<ScreenProps> {
  return lazy(async () => ({ default: pick(await load()) }));
}
