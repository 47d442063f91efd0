import { describe, expect, it } from 'vitest';
import { LICENCE_MARK_CORNER, needsLicenceHere, zoomToFitClearOfMark } from './licence.ts';

describe('where the canvas library demands a licence key', () => {
  it('is HTTPS on a host other than this machine', () => {
    expect(needsLicenceHere({ protocol: 'https:', hostname: 'yuejuan.example.edu.cn' })).toBe(true);
    expect(needsLicenceHere({ protocol: 'http:', hostname: 'yuejuan.example.edu.cn' })).toBe(false);
    expect(needsLicenceHere({ protocol: 'https:', hostname: 'localhost' })).toBe(false);
    expect(needsLicenceHere({ protocol: 'https:', hostname: '127.0.0.1' })).toBe(false);
    expect(needsLicenceHere({ protocol: 'https:', hostname: '[::1]' })).toBe(false);
  });
});

describe('fitting a card above the licence mark', () => {
  /** The library's own fit: one inset in all, the bounds centred (tldraw Editor.zoomToBounds). */
  function viewOf(width: number, height: number) {
    let camera = { zoom: 1, top: 0 };
    return {
      getViewportScreenBounds: () => ({ w: width, h: height }),
      zoomToBounds(bounds: { x: number; y: number; w: number; h: number }, opts?: { inset?: number }) {
        const inset = opts?.inset ?? 0;
        const zoom = Math.min((width - inset) / bounds.w, (height - inset) / bounds.h);
        camera = { zoom, top: (height - bounds.h * zoom) / 2 };
      },
      /** where the bottom of a card of this height lands on screen */
      bottomOf: (cardHeight: number) => camera.top + cardHeight * camera.zoom,
    };
  }

  it.each([
    [950, 720, 'a tall card'],
    [600, 1000, 'a narrow view'],
  ])("leaves the mark's height free below the card in a %i × %i view (%s)", (width, height) => {
    const view = viewOf(width, height);
    const card = { x: 0, y: 0, w: 420, h: 296 };
    zoomToFitClearOfMark(view, card, 24);
    expect(view.bottomOf(card.h)).toBeLessThanOrEqual(height - LICENCE_MARK_CORNER.height);
    // and still fills the view: no smaller than a plain fit to the room left above the mark
    const plain = Math.min((width - 24) / card.w, (height - 24 - LICENCE_MARK_CORNER.height) / card.h);
    expect(Math.abs(view.bottomOf(card.h) - view.bottomOf(0) - card.h * plain)).toBeLessThan(1e-6);
  });
});
