// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { useReducedMotion } from './use-reduced-motion.ts';

const root = freshRootPerTest();

/** A stand-in for the browser's media query list whose answer the test changes. */
function preference(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return list;
  });
  return {
    set: (value: boolean) => {
      list.matches = value;
      listeners.forEach((listener) => listener());
    },
    listening: () => listeners.size,
  };
}

function Motion() {
  return <p>{useReducedMotion() ? 'still' : 'moving'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useReducedMotion', () => {
  it('answers the preference, follows a change while the page is open and stops listening when gone', async () => {
    const motion = preference(false);
    await root.render(<Motion />);
    expect(root.container.textContent).toBe('moving');
    await act(async () => motion.set(true));
    expect(root.container.textContent).toBe('still');
    await root.render(<p />);
    expect(motion.listening()).toBe(0);
  });

  it('is "moving" where the browser cannot tell', async () => {
    vi.stubGlobal('matchMedia', undefined);
    await root.render(<Motion />);
    expect(root.container.textContent).toBe('moving');
  });
});
