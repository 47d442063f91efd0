// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { useShownValue } from './use-shown.ts';

const root = freshRootPerTest();

/** A source of numbers that says when it changes. */
function counter() {
  const listeners = new Set<() => void>();
  let value = 1;
  let reads = 0;
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read: () => {
      reads += 1;
      return value;
    },
    set: (next: number) => {
      value = next;
      listeners.forEach((listener) => listener());
    },
    reads: () => reads,
    listening: () => listeners.size,
  };
}

/** The frame after the current one has been painted, and the renders it caused. */
const afterTheNextPaint = () =>
  act(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });

describe('useShownValue', () => {
  it('shows a change once the frame it was made for is painted, and several changes at once', async () => {
    const source = counter();
    let renders = 0;
    function Shown() {
      renders += 1;
      return <b>{useShownValue(source.subscribe, source.read)}</b>;
    }
    await root.render(<Shown />);
    await afterTheNextPaint();
    expect(root.container.textContent).toBe('1');
    const rendersBefore = renders;
    const readsBefore = source.reads();

    act(() => {
      source.set(2);
      source.set(3);
      source.set(4);
    });
    // the frame of the change shows the value as it was
    expect(root.container.textContent).toBe('1');
    await afterTheNextPaint();
    expect(root.container.textContent).toBe('4');
    expect(renders - rendersBefore).toBe(1);
    expect(source.reads() - readsBefore).toBe(1);
  });

  it('keeps what it shows when the source answers an equal value, and stops listening when gone', async () => {
    const source = counter();
    let renders = 0;
    function Shown() {
      renders += 1;
      return <b>{useShownValue(source.subscribe, source.read, (a, b) => a % 2 === b % 2)}</b>;
    }
    await root.render(<Shown />);
    await afterTheNextPaint();
    const rendersBefore = renders;
    act(() => source.set(3));
    await afterTheNextPaint();
    expect(root.container.textContent).toBe('1');
    expect(renders).toBe(rendersBefore);

    await root.render(<p />);
    expect(source.listening()).toBe(0);
  });
});
