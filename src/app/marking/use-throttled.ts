import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A button action that cannot run again for `ms` after a click (spec 000 §9: "Throttled buttons
 * disable 2000 ms after click"). Answers whether it is resting and the wrapped action.
 */
export function useThrottled<A extends unknown[]>(action: (...args: A) => unknown, ms: number): [boolean, (...args: A) => void] {
  const [resting, setResting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(
    (...args: A) => {
      if (timer.current !== undefined) return;
      setResting(true);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setResting(false);
      }, ms);
      void action(...args);
    },
    [action, ms],
  );
  return [resting, run];
}
