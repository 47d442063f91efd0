import { describe, expect, it } from 'vitest';
import { bringToFront, clampPanel, defaultPanels, FOOTER_HEIGHT, PANEL_TOP_LIMIT, readPanels } from './panels.ts';

const VIEWPORT = { width: 1440, height: 900 };
/** the canvas library's licence mark, as src/canvas/licence.ts measures it */
const CORNER = { width: 112, height: 48 };

describe('panels', () => {
  it('never go above the header nor below their minimum size', () => {
    const column = clampPanel('scoreColumn', { x: 100, y: 10, w: 50, h: 50, visible: true, z: 1 }, VIEWPORT);
    expect(column.y).toBe(PANEL_TOP_LIMIT);
    expect(column.w).toBeGreaterThanOrEqual(280);
    expect(column.h).toBeGreaterThanOrEqual(260);
  });

  it('keep a grip on screen when dragged off an edge', () => {
    const away = clampPanel('scoreRecord', { x: 5000, y: 5000, w: 300, h: 200, visible: true, z: 1 }, VIEWPORT);
    expect(away.x).toBeLessThan(VIEWPORT.width);
    expect(away.y).toBeLessThan(VIEWPORT.height);
    expect(clampPanel('scoreRecord', { x: -5000, y: 100, w: 300, h: 200, visible: true, z: 1 }, VIEWPORT).x + 300).toBeGreaterThan(0);
  });

  it('bring the last clicked panel to the front', () => {
    const layout = defaultPanels(VIEWPORT, CORNER);
    const raised = bringToFront(layout, 'areaInfo');
    expect(raised.areaInfo.z).toBeGreaterThan(Math.max(...Object.values(layout).map((box) => box.z)));
    expect(bringToFront(raised, 'areaInfo')).toBe(raised);
  });

  it.each([
    [1366, 768],
    [1920, 1080],
  ])("leave the corner kept clear (the canvas licence mark) of the paper view free at %i × %i", (width, height) => {
    const layout = defaultPanels({ width, height }, CORNER);
    // the paper view ends above the footer; the mark sits in its bottom-right corner
    const corner = { left: width - CORNER.width, top: height - FOOTER_HEIGHT - CORNER.height, right: width, bottom: height - FOOTER_HEIGHT };
    for (const [id, box] of Object.entries(layout).filter(([, box]) => box.visible)) {
      const overlaps = box.x < corner.right && box.x + box.w > corner.left && box.y < corner.bottom && box.y + box.h > corner.top;
      expect(overlaps, id).toBe(false);
    }
  });

  it('default to a right-hand column that stays inside the window, and read a stored layout back on screen', () => {
    const layout = defaultPanels(VIEWPORT, CORNER);
    expect(layout.scoreColumn.x + layout.scoreColumn.w).toBeLessThanOrEqual(VIEWPORT.width);
    expect(layout.scoreRecord.y + layout.scoreRecord.h).toBeLessThanOrEqual(VIEWPORT.height);
    expect(readPanels('[', layout, VIEWPORT)).toEqual(layout);
    expect(readPanels(null, layout, VIEWPORT)).toBe(layout);
    expect(readPanels(JSON.stringify({ areaInfo: { y: 0, visible: false } }), layout, VIEWPORT).areaInfo).toMatchObject({ y: PANEL_TOP_LIMIT, visible: false });
  });
});
