import { useState, type CSSProperties } from 'react';
import { isScanDecoded } from './decoded-scans.ts';
import { HTMLContainer } from 'tldraw';
import { SizedPaperShapeUtil } from '../fixed-box-shape.ts';
import { t } from '../../i18n/zh-CN.ts';
import { scanPieceMigrations } from './scan-piece-migrations.ts';
import { SCAN_PIECE_TYPE, scanPieceProps, type ScanPieceProps, type ScanPieceShape } from './scan-piece-props.ts';

/** Size of a piece created without props; every real piece is placed with its scan's own size. */
const PLACEHOLDER_SIDE = 100;

/**
 * One piece of a student's scanned answer sheet, shown as a picture the size of its box.
 *
 * A scan is evidence, not a drawing: it cannot be resized, cropped, edited, rotated by handle,
 * bound to, aligned or snapped to. Where it sits is decided by whoever places it (see
 * `placeScanPieces`), and on the marking screen it is locked.
 */
export class ScanPieceShapeUtil extends SizedPaperShapeUtil<ScanPieceShape> {
  static override type = SCAN_PIECE_TYPE;
  static override props = scanPieceProps;
  static override migrations = scanPieceMigrations;

  getDefaultProps(): ScanPieceProps {
    return { url: '', w: PLACEHOLDER_SIDE, h: PLACEHOLDER_SIDE, pieceIndex: 0 };
  }

  component(shape: ScanPieceShape) {
    return (
      <HTMLContainer style={{ width: shape.props.w, height: shape.props.h }}>
        {/* keyed by address so a new picture starts in the loading state again */}
        <ScanPieceImage key={shape.props.url} url={shape.props.url} />
      </HTMLContainer>
    );
  }

  override canCrop() {
    return false;
  }
  override isAspectRatioLocked() {
    return true;
  }
  override getAriaDescriptor() {
    return t.canvas.scanAlt;
  }
}

type LoadState = 'loading' | 'loaded' | 'failed';

const fill: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };

const notice: CSSProperties = {
  ...fill,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 14,
  color: '#8c8c8c',
  background: '#fafafa',
  border: '1px dashed #d9d9d9',
  boxSizing: 'border-box',
};

/** The picture itself, with a visible state while it loads and when it cannot be shown. */
function ScanPieceImage({ url }: { url: string }) {
  // a picture decoded ahead shows from the first frame
  const [state, setState] = useState<LoadState>(url === '' ? 'failed' : isScanDecoded(url) ? 'loaded' : 'loading');
  return (
    <>
      {url !== '' && (
        <img
          src={url}
          alt={t.canvas.scanAlt}
          // the browser's own image drag would fight the canvas' pointer handling
          draggable={false}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          style={{ ...fill, objectFit: 'fill', pointerEvents: 'none', visibility: state === 'loaded' ? 'visible' : 'hidden' }}
        />
      )}
      {state !== 'loaded' && (
        <div role="status" data-scan-state={state} style={state === 'failed' ? { ...notice, color: '#cf1322' } : notice}>
          {state === 'failed' ? t.canvas.scanFailed : t.canvas.scanLoading}
        </div>
      )}
    </>
  );
}
