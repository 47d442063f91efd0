/** A button that rests for 2000 ms after each click, so a double click acts once (spec 001 §4, §9). */
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from 'antd';

/** "Buttons marked for throttling disable for 2000 ms after a click." */
export const THROTTLE_MS = 2000;

export function ThrottledButton({ onClick, disabled, ...props }: ButtonProps) {
  const [resting, setResting] = useState(false);
  useEffect(() => {
    if (!resting) return;
    const timer = setTimeout(() => setResting(false), THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [resting]);
  return (
    <Button
      {...props}
      disabled={disabled || resting}
      onClick={(event) => {
        setResting(true);
        onClick?.(event);
      }}
    />
  );
}
