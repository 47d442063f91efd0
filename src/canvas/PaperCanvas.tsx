import { getAssetUrlsByImport } from '@tldraw/assets/imports.vite';
import { memo, useCallback, type CSSProperties } from 'react';
import { Tldraw, type Editor, type TLComponents, type TLUiOverrides } from 'tldraw';
import 'tldraw/tldraw.css';
import type { CanvasMode } from './canvas-mode.ts';
import { CANVAS_LICENCE_KEY } from './licence.ts';
import { applyModeRules, canvasModes, uiOverridesFor } from './canvas-modes.ts';

/** Fonts, icons and translations come from our own bundle: the canvas never reaches a CDN. */
const assetUrls = getAssetUrlsByImport();

/** tldraw asks for a licence key on production domains; local development runs without one (licence.ts). */
const licenseKey = CANVAS_LICENCE_KEY;

const TLDRAW_LOCALE = 'zh-cn';

/** Our screens bring their own menus; tldraw's right-click menu would offer to unlock a scan. */
const components: TLComponents = { ContextMenu: null };

const overridesByMode: Record<CanvasMode, TLUiOverrides> = {
  marking: uiOverridesFor('marking'),
  designer: uiOverridesFor('designer'),
  board: uiOverridesFor('board'),
  cutting: uiOverridesFor('cutting'),
};

const fill: CSSProperties = { position: 'relative', width: '100%', height: '100%' };

export interface PaperCanvasProps {
  /** picks the shapes, tools, camera and protections (see canvas-modes.ts) */
  mode: CanvasMode;
  /**
   * Receives the editor once it is ready, after the mode's rules are in place. A function it
   * returns runs when the canvas goes away.
   */
  onMount?: (editor: Editor) => void | (() => void);
  className?: string;
}

/**
 * The single tldraw host of the product: the marking view, the answer-sheet designer and the
 * lesson board are this component in different modes. tldraw's own UI is hidden; each screen
 * draws its own Chinese toolbar around it and drives the editor it receives in `onMount`.
 * Changing `mode` mounts a fresh editor, since shapes and tools are fixed at mount. The canvas
 * renders again only when its own props change: the screen around it may re-render freely.
 */
export const PaperCanvas = memo(function PaperCanvas({ mode, onMount, className }: PaperCanvasProps) {
  const config = canvasModes[mode];
  const handleMount = useCallback(
    (editor: Editor) => {
      const liftRules = applyModeRules(editor, mode);
      const cleanUp = onMount?.(editor);
      return () => {
        cleanUp?.();
        liftRules();
      };
    },
    [mode, onMount],
  );

  return (
    <div className={className} style={fill} data-canvas-mode={mode}>
      <Tldraw
        key={mode}
        hideUi
        // tldraw's few own words (screen-reader notices) follow the product's language
        locale={TLDRAW_LOCALE}
        assetUrls={assetUrls}
        licenseKey={licenseKey}
        shapeUtils={config.shapeUtils}
        tools={config.tools}
        options={config.options}
        overrides={overridesByMode[mode]}
        components={components}
        onMount={handleMount}
      />
    </div>
  );
});
