// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { createShapeId, type Editor, type TLShapeId } from 'tldraw';
import { createTestEditor, freshEditorPerTest } from '../../test/test-editor.ts';
import {
  getScanPieces,
  pinLockedScanPieces,
  placeScanPieces,
  removeScanPieces,
  type ScanPiecePlacement,
} from './place-scan-pieces.ts';
import { SCAN_PIECE_TYPE, isScanUrl, type ScanPieceShape } from './scan-piece-props.ts';
import { scanPieceVersions } from './scan-piece-migrations.ts';
import { ScanPieceShapeUtil } from './ScanPieceShapeUtil.tsx';

/** Two pieces of one answer sheet, as the marking call describes them. */
const SHEET: ScanPiecePlacement[] = [
  { url: 'blob:http://localhost/0b8c4b7e-piece-1', width: 1240, height: 860, x: 0, y: 0 },
  { url: '/v1/files/scan/1001/2.jpg', width: 1240, height: 430, x: 0, y: 880, rotation: Math.PI / 2 },
];

let editor: Editor;

freshEditorPerTest(() => (editor = createTestEditor({ shapeUtils: [ScanPieceShapeUtil] })));

function piece(id: TLShapeId): ScanPieceShape {
  const shape = editor.getShape(id);
  if (shape?.type !== SCAN_PIECE_TYPE) throw new Error(`no scan piece ${id}`);
  return shape;
}

describe('placeScanPieces', () => {
  it('creates one locked piece per scan at its place and size, in sheet order', () => {
    const ids = placeScanPieces(editor, SHEET);

    expect(ids).toHaveLength(2);
    expect(getScanPieces(editor).map((shape) => shape.id)).toEqual(ids);
    ids.forEach((id, i) => {
      const shape = piece(id);
      expect(shape).toMatchObject({
        x: SHEET[i].x,
        y: SHEET[i].y,
        rotation: SHEET[i].rotation ?? 0,
        isLocked: true,
        props: { url: SHEET[i].url, w: SHEET[i].width, h: SHEET[i].height, pieceIndex: i },
      });
    });
  });

  it('gives each piece the bounds of its scan', () => {
    const [first] = placeScanPieces(editor, SHEET);

    const geometry = editor.getShapeGeometry(first);
    expect(geometry.bounds.w).toBe(1240);
    expect(geometry.bounds.h).toBe(860);
    expect(geometry.isFilled).toBe(true);
    const pageBounds = editor.getShapePageBounds(first);
    expect(pageBounds?.x).toBe(0);
    expect(pageBounds?.y).toBe(0);
    expect(pageBounds?.w).toBe(1240);
    expect(pageBounds?.h).toBe(860);
    // a click in the middle of the scan lands on it
    expect(editor.isPointInShape(first, { x: 620, y: 430 })).toBe(true);
    expect(editor.isPointInShape(first, { x: 1300, y: 430 })).toBe(false);
  });

  it('puts the scan underneath what is already on the page', () => {
    const markId = createShapeId();
    editor.createShape({ id: markId, type: 'geo', x: 100, y: 100, props: { w: 40, h: 40 } });

    const ids = placeScanPieces(editor, SHEET);

    const order = editor.getCurrentPageShapesSorted().map((shape) => shape.id);
    expect(order).toEqual([...ids, markId]);
  });

  it('is not undone together with the marker’s own work', () => {
    editor.markHistoryStoppingPoint('before marking');
    const ids = placeScanPieces(editor, SHEET);
    const markId = createShapeId();
    editor.createShape({ id: markId, type: 'geo', x: 100, y: 100 });

    editor.undo();

    expect(editor.getShape(markId)).toBeUndefined();
    expect(getScanPieces(editor).map((shape) => shape.id)).toEqual(ids);
  });

  it('rejects an address that is not a picture source', () => {
    expect(() => placeScanPieces(editor, [{ ...SHEET[0], url: 'javascript:alert(1)' }])).toThrow();
    expect(getScanPieces(editor)).toHaveLength(0);
  });

  it('places nothing for an empty sheet', () => {
    expect(placeScanPieces(editor, [])).toEqual([]);
    expect(editor.getCurrentPageShapes()).toHaveLength(0);
  });
});

describe('a locked scan piece under normal editing', () => {
  it('does not move, resize or disappear', () => {
    const [first] = placeScanPieces(editor, SHEET);
    const before = piece(first);

    editor.updateShapes([{ id: first, type: SCAN_PIECE_TYPE, x: 500, y: 500 }]);
    editor.updateShapes([{ id: first, type: SCAN_PIECE_TYPE, props: { w: 10, h: 10 } }]);
    editor.nudgeShapes([first], { x: 10, y: 0 });
    editor.rotateShapesBy([first], Math.PI);
    editor.deleteShapes([first]);

    expect(piece(first)).toEqual(before);
  });

  it('cannot be selected by select-all, so the delete key never reaches it', () => {
    placeScanPieces(editor, SHEET);
    editor.selectAll();
    expect(editor.getSelectedShapeIds()).toEqual([]);
  });

  it('offers no editing, resizing or cropping', () => {
    const [first] = placeScanPieces(editor, SHEET);
    const shape = piece(first);
    const util = editor.getShapeUtil(shape);

    expect(editor.canEditShape(shape)).toBe(false);
    expect(util.canResize(shape)).toBe(false);
    expect(util.canCrop(shape)).toBe(false);
    expect(util.hideRotateHandle(shape)).toBe(true);
    expect(util.hideResizeHandles(shape)).toBe(true);
  });

  it('can be unlocked and moved when not pinned (the lesson board)', () => {
    const [first] = placeScanPieces(editor, SHEET);

    editor.toggleLock([first]);
    editor.nudgeShapes([first], { x: 10, y: 0 });

    expect(piece(first)).toMatchObject({ isLocked: false, x: 10 });
  });

  it('stays locked and in place when pinned, whatever asks to change it', () => {
    const lift = pinLockedScanPieces(editor);
    const [first] = placeScanPieces(editor, SHEET);
    const before = piece(first);

    editor.toggleLock([first]);
    editor.updateShapes([{ id: first, type: SCAN_PIECE_TYPE, isLocked: false, x: 300 }]);
    editor.run(() => editor.updateShapes([{ id: first, type: SCAN_PIECE_TYPE, y: 300 }]), { ignoreShapeLock: true });

    expect(piece(first)).toEqual(before);

    lift();
    editor.toggleLock([first]);
    expect(piece(first).isLocked).toBe(false);
  });

  it('is taken off the page when the next sheet comes', () => {
    pinLockedScanPieces(editor);
    placeScanPieces(editor, SHEET);
    const markId = createShapeId();
    editor.createShape({ id: markId, type: 'geo' });

    removeScanPieces(editor);

    expect(getScanPieces(editor)).toHaveLength(0);
    expect(editor.getShape(markId)).toBeDefined();
  });
});

describe('scan-piece migrations', () => {
  it('brings a piece saved before the piece order existed up to date', () => {
    const source = createTestEditor({ shapeUtils: [ScanPieceShapeUtil] });
    const snapshot = source.store.getStoreSnapshot();
    source.dispose();
    const { schema } = snapshot;
    if (schema.schemaVersion !== 2) throw new Error('tldraw writes version 2 schemas');
    const [sequence, version] = scanPieceVersions.AddPieceIndex.split('/');
    expect(schema.sequences[sequence]).toBe(Number(version));

    const id = createShapeId('old-piece');
    const oldRecord = {
      id,
      typeName: 'shape',
      type: SCAN_PIECE_TYPE,
      parentId: editor.getCurrentPageId(),
      index: 'a1',
      x: 12,
      y: 34,
      rotation: 0,
      isLocked: true,
      opacity: 1,
      meta: {},
      props: { url: '/v1/files/scan/7/1.jpg', w: 800, h: 600 },
    };
    const oldSnapshot = {
      schema: { ...schema, sequences: { ...schema.sequences, [sequence]: 0 } },
      store: { ...snapshot.store, [id]: oldRecord },
    } as typeof snapshot;

    const reopened = createTestEditor({ shapeUtils: [ScanPieceShapeUtil], snapshot: oldSnapshot });
    try {
      expect(reopened.getShape(id)).toMatchObject({
        x: 12,
        y: 34,
        isLocked: true,
        props: { url: '/v1/files/scan/7/1.jpg', w: 800, h: 600, pieceIndex: 0 },
      });
    } finally {
      reopened.dispose();
    }
  });
});

describe('isScanUrl', () => {
  it.each([
    ['blob:http://localhost:5173/6f1d', true],
    ['/v1/files/scan/1/1.jpg', true],
    ['https://scans.example.edu.cn/a.jpg', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['//evil.example/a.jpg', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isScanUrl(url)).toBe(expected);
  });
});
