/**
 * The server as a component test sees it: `fetch` answered by the test's own function for every
 * test of a file, answers in the API's envelope, and waits for what the screen shows next.
 */
import { act } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';

/** An answer with a JSON body (the envelope, as the server sends it). */
export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** `fetch` answered by `answer` in each test of the file, and the real one back after it. */
export function stubFetchPerTest(answer: (request: Request) => Response | Promise<Response>): void {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(answer));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** Lets timers, effects and settled answers run for `ms`. */
export const settle = (ms = 20) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/** Settles until `condition` holds, at most `tries` times; the test then asserts what it expects. */
export async function waitUntil(condition: () => boolean, tries = 50): Promise<void> {
  for (let i = 0; i < tries && !condition(); i++) await settle();
}

/** Clicks the primary button of the open antd pop-up confirmation. */
export async function confirmPopover(): Promise<void> {
  await settle();
  const confirm = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm button')].find((button) => button.className.includes('ant-btn-primary'));
  if (!confirm) throw new Error('no confirmation is open');
  await act(async () => confirm.click());
}
