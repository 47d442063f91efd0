/**
 * Browser features a real tldraw Editor touches that jsdom does not provide. Import this first in
 * a test file that starts with `// @vitest-environment jsdom`. Each stand-in does the least the
 * editor needs and nothing a test could mistake for real rendering.
 */

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (typeof window !== 'undefined' && !window.PointerEvent) {
  class JsdomPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly pressure: number;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
      this.pressure = init.pressure ?? 0;
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  window.PointerEvent = JsdomPointerEvent as unknown as typeof PointerEvent;
}

// jsdom loads no images; tldraw decodes its icon sprite before first paint
if (typeof HTMLImageElement !== 'undefined' && !HTMLImageElement.prototype.decode) {
  HTMLImageElement.prototype.decode = () => Promise.resolve();
}

// jsdom has no font loading: a face "loads" at once and is only remembered by the document
if (typeof document !== 'undefined' && !('fonts' in document)) {
  class JsdomFontFace {
    readonly status = 'loaded';
    readonly family: string;
    readonly style: string;
    readonly weight: string;
    readonly stretch: string;
    readonly unicodeRange: string;
    readonly featureSettings: string;
    readonly display: string;
    constructor(family: string, _source: string, descriptors: FontFaceDescriptors = {}) {
      this.family = family;
      this.style = descriptors.style ?? 'normal';
      this.weight = descriptors.weight ?? 'normal';
      this.stretch = descriptors.stretch ?? 'normal';
      this.unicodeRange = descriptors.unicodeRange ?? 'U+0-10FFFF';
      this.featureSettings = descriptors.featureSettings ?? 'normal';
      this.display = descriptors.display ?? 'auto';
    }
    load(): Promise<this> {
      return Promise.resolve(this);
    }
  }
  class JsdomFontFaceSet extends Set<JsdomFontFace> {
    readonly ready = Promise.resolve(this);
    readonly status = 'loaded';
    check(): boolean {
      return true;
    }
    load(): Promise<JsdomFontFace[]> {
      return Promise.resolve([]);
    }
    addEventListener(): void {}
    removeEventListener(): void {}
  }
  globalThis.FontFace ??= JsdomFontFace as unknown as typeof FontFace;
  Object.defineProperty(document, 'fonts', { value: new JsdomFontFaceSet(), configurable: true });
}

// jsdom has no 2D canvas and says so loudly on every call; answer as a browser without one would
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}
