// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect } from 'vitest';
import { PAGE_SIZES_MM } from '../../domain/answer-card/index.ts';
import { sampleCard } from '../../domain/answer-card/sample-cards.ts';
import { designerTest as it, showCard } from '../../test/card-canvas.ts';
import { CANVAS_UNITS_PER_MM, PAGE_GAP_MM } from '../layout-block/card-drawing.tsx';
import { getPageFrames } from '../layout-block/place-card-layout.ts';

describe('page-frame shapes', () => {
  it('shows each A3 page side by side at paper scale, with two columns by default, locked', ({ editor }) => {
    const layout = showCard(editor);
    const frames = getPageFrames(editor);
    expect(frames).toHaveLength(layout.pages.length);
    const { width, height } = PAGE_SIZES_MM.A3;
    frames.forEach((frame, i) => {
      expect(frame.isLocked).toBe(true);
      expect(frame.x).toBeCloseTo(i * (width + PAGE_GAP_MM) * CANVAS_UNITS_PER_MM);
      expect(frame.props.columns).toHaveLength(2);
      const bounds = editor.getShapePageBounds(frame.id);
      expect(bounds?.w).toBeCloseTo(width * CANVAS_UNITS_PER_MM);
      expect(bounds?.h).toBeCloseTo(height * CANVAS_UNITS_PER_MM);
    });
  });

  it('has the sealing strip and the anchors on a secret A4 card in three columns', ({ editor }) => {
    showCard(editor, sampleCard({ pageSize: 'A4', isSecret: 1, blockCount: 3 }));
    const [first] = getPageFrames(editor);
    expect(first.props.wMm).toBe(PAGE_SIZES_MM.A4.width);
    expect(first.props.columns).toHaveLength(3);
    expect(first.props.secretStrip).not.toBeNull();
    expect(first.props.elements.filter((element) => element.type === 'rect' && element.role === 'anchor')).toHaveLength(4);
  });
});
