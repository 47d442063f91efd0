/**
 * A React root in a fresh element of the document, for tests that render components under jsdom
 * and look at the DOM they produce. Import './jsdom-setup.ts' before this module.
 */
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from 'antd';
import { afterEach, beforeEach } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

export interface TestRoot {
  container: HTMLDivElement;
  /** renders and lets every effect and settled promise run */
  render(node: ReactNode): Promise<void>;
  /** renders a screen inside antd's App, which gives it the message, modal and notification hooks the application gives */
  renderScreen(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

export function createTestRoot(): TestRoot {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  return {
    container,
    render: (node) => act(async () => root.render(node)),
    renderScreen: (node) => act(async () => root.render(<App>{node}</App>)),
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/**
 * A root of its own for every test of a file: made before each test and unmounted after it. What
 * it answers stands for the running test's root.
 */
export function freshRootPerTest(): TestRoot {
  let current: TestRoot | undefined;
  beforeEach(() => {
    current = createTestRoot();
  });
  afterEach(async () => {
    await current?.unmount();
    current = undefined;
  });
  const running = () => {
    if (!current) throw new Error('a test root exists only while a test runs');
    return current;
  };
  return {
    get container() {
      return running().container;
    },
    render: (node) => running().render(node),
    renderScreen: (node) => running().renderScreen(node),
    unmount: () => running().unmount(),
  };
}

/** Types into an input the way React hears it (the native setter, then an input event). */
export async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * Clicks the element of `root` that `selector` finds and lets `settleMs` pass, for a form whose
 * save button validates asynchronously before it calls back.
 */
export async function clickAndSettle(root: TestRoot, selector: string, settleMs: number): Promise<void> {
  await act(async () => (root.container.querySelector(selector) as HTMLElement).click());
  await act(() => new Promise((resolve) => setTimeout(resolve, settleMs)));
}
