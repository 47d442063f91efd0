// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect } from 'vitest';
import { sampleCard } from '../../domain/answer-card/sample-cards.ts';
import { designerTest as it, showCard } from '../../test/card-canvas.ts';
import { CANVAS_UNITS_PER_MM } from './card-drawing.tsx';
import { LAYOUT_BLOCK_TYPE } from './layout-block-props.ts';
import { getLayoutBlocks, layoutBlockId, pageOriginMm } from './place-card-layout.ts';

describe('layout-block shapes', () => {
  it('shows every laid-out block at its place and size in mm times the canvas scale', ({ editor }) => {
    const layout = showCard(editor);
    const blocks = getLayoutBlocks(editor);
    expect(blocks).toHaveLength(layout.blocks.length);
    for (const block of layout.blocks) {
      const shape = editor.getShape(layoutBlockId(block.id));
      expect(shape?.type).toBe(LAYOUT_BLOCK_TYPE);
      expect(shape?.x).toBeCloseTo((pageOriginMm(layout, block.page) + block.x) * CANVAS_UNITS_PER_MM);
      expect(shape?.y).toBeCloseTo(block.y * CANVAS_UNITS_PER_MM);
      const bounds = editor.getShapePageBounds(layoutBlockId(block.id));
      expect(bounds?.w).toBeCloseTo(block.width * CANVAS_UNITS_PER_MM);
      expect(bounds?.h).toBeCloseTo(block.height * CANVAS_UNITS_PER_MM);
    }
  });

  it('carries the bubbles of the objective section and outlines the highlighted section only', ({ editor }) => {
    showCard(editor, sampleCard(), 0);
    const blocks = getLayoutBlocks(editor);
    const first = blocks.filter((block) => block.props.sectionPosition === 0);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((block) => block.props.highlighted)).toBe(true);
    expect(first.some((block) => block.props.elements.some((element) => element.type === 'bubble'))).toBe(true);
    expect(blocks.filter((block) => block.props.sectionPosition !== 0).some((block) => block.props.highlighted)).toBe(false);
  });

  it('replaces the previous layout instead of stacking a second one, and the header block stays locked', ({ editor }) => {
    const card = sampleCard();
    showCard(editor, card);
    showCard(editor, { ...card, sections: card.sections.slice(0, 2) });
    const blocks = getLayoutBlocks(editor);
    expect(new Set(blocks.map((block) => block.props.sectionPosition))).toEqual(new Set([-1, 0, 1]));
    const header = blocks.find((block) => block.props.kind === 'cardHeader');
    expect(header?.isLocked).toBe(true);
    editor.deleteShapes(blocks.map((block) => block.id));
    expect(getLayoutBlocks(editor).map((block) => block.props.kind)).toContain('cardHeader');
  });

  it('refuses props that are not layout elements', ({ editor }) => {
    expect(() =>
      editor.createShape({ type: LAYOUT_BLOCK_TYPE, props: { elements: [{ type: 'script' }] as never } }),
    ).toThrow();
  });
});
