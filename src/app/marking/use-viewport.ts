/** The window's size, following its resizes. */
import { useEffect, useState } from 'react';
import type { Viewport } from '../../domain/marking/panels.ts';

export function useViewport(): Viewport {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState<Viewport>(read);
  useEffect(() => {
    const onResize = () => setSize(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}
