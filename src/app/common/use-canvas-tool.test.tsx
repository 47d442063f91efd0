// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import type { Editor } from 'tldraw';
import { describe, expect, it } from 'vitest';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { useCanvasTool } from './use-canvas-tool.ts';

const root = freshRootPerTest();

function Canvas({ editor, tool }: { editor: Editor | null; tool: string }) {
  useCanvasTool(editor, tool);
  return null;
}

describe('useCanvasTool', () => {
  it('sets nothing before the canvas is mounted, then follows each tool the screen chooses', async () => {
    const chosen: string[] = [];
    const editor = { setCurrentTool: (id: string) => void chosen.push(id) } as unknown as Editor;
    await root.render(<Canvas editor={null} tool="question-cut" />);
    expect(chosen).toEqual([]);
    await root.render(<Canvas editor={editor} tool="question-cut" />);
    await root.render(<Canvas editor={editor} tool="question-cut" />);
    await root.render(<Canvas editor={editor} tool="select" />);
    expect(chosen).toEqual(['question-cut', 'select']);
  });
});
