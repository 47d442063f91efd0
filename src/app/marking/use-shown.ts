/**
 * What a panel only shows (a score it lists, the student's name, the outbox count) follows its
 * source in a render of its own, after the browser has painted the frame the change was made
 * for: after a submit the next student's paper is painted first, and the panels catch up in the
 * frame after it. Several changes before that render are shown at once, as they stand then.
 * Gestures act on the source as it is now, never on what a panel last showed.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { afterPaint } from './after-paint.ts';

/**
 * The value `read` answers, shown after the next paint whenever `subscribe` reports a change.
 * `subscribe` must keep its identity while the source stays the same one (a new one starts over).
 */
export function useShownValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, same: (a: T, b: T) => boolean = Object.is): T {
  const [shown, setShown] = useState(read);
  const latest = useRef({ read, same });
  useEffect(() => {
    latest.current = { read, same };
  });
  useEffect(() => {
    let pending = false;
    let stopped = false;
    const show = () => {
      pending = false;
      if (stopped) return;
      const value = latest.current.read();
      startTransition(() => setShown((before) => (latest.current.same(before, value) ? before : value)));
    };
    const changed = () => {
      if (pending) return;
      pending = true;
      afterPaint(show);
    };
    // a change between the first render and this subscription is not missed
    changed();
    const unsubscribe = subscribe(changed);
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [subscribe]);
  return shown;
}
