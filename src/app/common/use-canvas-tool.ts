import { useEffect } from 'react';
import type { Editor } from 'tldraw';

/** Keeps the mounted canvas on the tool the screen has chosen (a drawing tool of its own, or tldraw's `select` to move, resize and delete). */
export function useCanvasTool(editor: Editor | null, toolId: string): void {
  useEffect(() => {
    if (editor) editor.setCurrentTool(toolId);
  }, [editor, toolId]);
}
