// @vitest-environment jsdom
import '../test/jsdom-setup.ts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from 'tldraw';
import { SCAN_PIECE_TYPE, getScanPieces, placeScanPieces } from '../shapes/index.ts';
import { t } from '../i18n/zh-CN.ts';
import type { CanvasMode } from './canvas-mode.ts';
import { PaperCanvas } from './PaperCanvas.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SHEET = [{ url: '/v1/files/scan/1/1.jpg', width: 1000, height: 700, x: 0, y: 0 }];

let root: Root | undefined;
let host: HTMLElement | undefined;
/** every address the canvas asked for; tests have no server, so each request fails */
let requested: string[] = [];

/** Under jsdom the canvas library renders an element with an empty href (never in a browser). */
const isJsdomHrefNoise = (args: unknown[]) => typeof args[0] === 'string' && args[0].startsWith('An empty string ("") was passed to the') && args.includes('href');

beforeEach(() => {
  const print = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (isJsdomHrefNoise(args)) return;
    print(...args);
  });
  requested = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requested.push(input instanceof Request ? input.url : String(input));
    return new Response(null, { status: 404 });
  });
});

afterEach(async () => {
  await act(async () => root?.unmount());
  host?.remove();
  root = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function mount(mode: CanvasMode, onUnmount?: () => void): Promise<Editor> {
  host = document.createElement('div');
  document.body.appendChild(host);
  let mounted: Editor | undefined;
  const onMount = (editor: Editor) => {
    mounted = editor;
    return onUnmount;
  };
  await act(async () => {
    root = createRoot(host!);
    root.render(<PaperCanvas mode={mode} onMount={onMount} />);
  });
  if (!mounted) throw new Error('the canvas did not mount');
  const editor = mounted;
  await act(async () => editor.focus());
  return editor;
}

/** A key pressed on the page, as the browser delivers it to tldraw's shortcut listener. */
async function press(key: string, code: string, init: KeyboardEventInit = {}) {
  await act(async () => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, ...init }));
    document.body.dispatchEvent(new KeyboardEvent('keyup', { key, code, bubbles: true, ...init }));
  });
}

describe('PaperCanvas in marking mode', () => {
  it('knows the scan-piece shape', async () => {
    const editor = await mount('marking');
    expect(editor.hasShapeUtil(SCAN_PIECE_TYPE)).toBe(true);
  });

  it('shows each scan as a picture, with a notice while it loads and if it fails', async () => {
    const editor = await mount('marking');
    await act(async () => placeScanPieces(editor, [...SHEET, { ...SHEET[0], url: '/v1/files/scan/1/2.jpg', y: 720 }]));

    const images = [...host!.querySelectorAll('img')];
    const first = images.find((img) => img.getAttribute('src') === '/v1/files/scan/1/1.jpg');
    const second = images.find((img) => img.getAttribute('src') === '/v1/files/scan/1/2.jpg');
    if (!first || !second) throw new Error('a scan is not on the canvas');
    expect(first.draggable).toBe(false);
    expect(first.alt).toBe(t.canvas.scanAlt);
    expect([...host!.querySelectorAll('[role="status"]')].map((el) => el.textContent)).toEqual([
      t.canvas.scanLoading,
      t.canvas.scanLoading,
    ]);

    await act(async () => {
      first.dispatchEvent(new Event('load'));
      second.dispatchEvent(new Event('error'));
    });

    expect([...host!.querySelectorAll('[role="status"]')].map((el) => el.textContent)).toEqual([t.canvas.scanFailed]);
  });

  it('ignores the shortcuts of drawing tools', async () => {
    const editor = await mount('marking');

    await press('d', 'KeyD');
    await press('e', 'KeyE');
    await press('t', 'KeyT');

    expect(editor.getCurrentToolId()).toBe('select');
  });

  it('keeps the scan through unlock, delete, arrow, flip and undo keys', async () => {
    const editor = await mount('marking');
    const [id] = await act(async () => placeScanPieces(editor, SHEET));
    const before = editor.getShape(id);
    await act(async () => editor.select(id));

    await press('L', 'KeyL', { shiftKey: true });
    await press('ArrowRight', 'ArrowRight');
    await press('H', 'KeyH', { shiftKey: true });
    await press('Delete', 'Delete');
    await press('Backspace', 'Backspace');
    await press('z', 'KeyZ', { ctrlKey: true });

    expect(getScanPieces(editor)).toHaveLength(1);
    expect(editor.getShape(id)).toEqual(before);
  });

  it('still zooms from the keyboard', async () => {
    const editor = await mount('marking');
    // without motion the zoom lands at once instead of over the next frames
    editor.user.updateUserPreferences({ animationSpeed: 0 });
    const zoom = editor.getZoomLevel();

    await press('=', 'Equal');

    expect(editor.getZoomLevel()).toBeGreaterThan(zoom);
  });

  it('asks nothing of any other site', async () => {
    await mount('marking');
    const origin = window.location.origin;
    expect(requested.length).toBeGreaterThan(0);
    for (const url of requested) expect(new URL(url, origin).origin).toBe(origin);
  });

  it('runs what onMount returned when it goes away', async () => {
    const unmounted = vi.fn();
    await mount('marking', unmounted);

    await act(async () => root?.unmount());
    root = undefined;

    expect(unmounted).toHaveBeenCalledTimes(1);
  });
});

describe('PaperCanvas in board mode', () => {
  it('picks the pen with its shortcut', async () => {
    const editor = await mount('board');

    await press('d', 'KeyD');

    expect(editor.getCurrentToolId()).toBe('draw');
  });
});
