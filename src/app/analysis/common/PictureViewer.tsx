/**
 * The picture viewer (spec 001 §2.9): one picture at a time over the page, with close, rotate,
 * zoom, previous and next. At either end a warning says there is no picture further. The picture
 * is sized to at most 85 % of the window's height and 70 % of its width; zoomed in, it grows past
 * that and the stage scrolls (a whole answer sheet is read this way).
 */
import { useState } from 'react';
import { App, Button, Modal, Space, Spin, Typography } from 'antd';
import { CloseOutlined, LeftOutlined, RightOutlined, RotateRightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { t } from '../../../i18n/zh-CN.ts';
import { useProtectedImage } from './protected-image.ts';
import './pictures.css';

const texts = t.analysis.viewer;

/** "viewer 85% of height or 70% of width" (spec 001 §9) */
export const VIEWER_MAX_HEIGHT = '85vh';
export const VIEWER_MAX_WIDTH = '70vw';
const QUARTER_TURN = 90;
/** The zoom steps: the fitted picture, then larger. */
export const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

export interface ViewerPicture {
  url: string;
  caption?: string;
}

export interface PictureViewerProps {
  open: boolean;
  pictures: readonly ViewerPicture[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  title?: string;
}

/**
 * The CSS width of the picture's own (unturned) box: fitted to the viewer's limits without growing
 * past its natural size, turned limits swapped when it lies on its side, then times the zoom.
 */
export function pictureWidth(natural: { width: number; height: number }, sideways: boolean, zoom: number): string {
  const aspect = natural.width / natural.height;
  const [across, up] = sideways ? [VIEWER_MAX_HEIGHT, VIEWER_MAX_WIDTH] : [VIEWER_MAX_WIDTH, VIEWER_MAX_HEIGHT];
  return `calc(min(${natural.width}px, ${across}, ${up} * ${aspect}) * ${zoom})`;
}

function ViewerImage({ url, rotation, zoom, caption }: { url: string; rotation: number; zoom: number; caption?: string }) {
  const image = useProtectedImage(url);
  const [natural, setNatural] = useState<{ width: number; height: number }>();
  if (image.state === 'loading') return <Spin />;
  if (image.state !== 'loaded') return <Typography.Text type="danger">{t.analysis.image.failed}</Typography.Text>;
  const sideways = rotation % 180 !== 0;
  const width = natural ? pictureWidth(natural, sideways, zoom) : undefined;
  const height = natural && width ? `calc(${width} * ${natural.height / natural.width})` : undefined;
  // the box holds the turned picture's outline, so the stage centres and scrolls what is seen
  return (
    <div
      className="picture-viewer-frame"
      data-testid="viewer-frame"
      style={natural ? { width: sideways ? height : width, height: sideways ? width : height } : { visibility: 'hidden' }}
    >
      <img
        src={image.src}
        alt={caption ?? t.analysis.image.alt}
        data-testid="viewer-image"
        onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth || 1, height: event.currentTarget.naturalHeight || 1 })}
        style={{ width, transform: `translate(-50%, -50%) rotate(${rotation}deg)` }}
      />
    </div>
  );
}

/** The viewer's content: made anew each time the viewer opens, so it opens unturned and unzoomed. */
function ViewerBody({ pictures, index, onIndex, onClose, title }: Omit<PictureViewerProps, 'open'>) {
  const { message } = App.useApp();
  const [rotation, setRotation] = useState(0);
  const [zoomStep, setZoomStep] = useState(0);
  const picture = pictures[index];
  const zoomBy = (by: 1 | -1) => setZoomStep((z) => Math.min(ZOOM_STEPS.length - 1, Math.max(0, z + by)));

  const move = (step: 1 | -1) => {
    const next = index + step;
    if (next < 0) return void message.warning(texts.noPrevious);
    if (next >= pictures.length) return void message.warning(texts.noNext);
    setRotation(0);
    setZoomStep(0);
    onIndex(next);
  };

  return (
    <>
      <div className="picture-viewer-bar">
        <Typography.Text strong>{title ?? picture?.caption}</Typography.Text>
        <Space>
          {pictures.length > 1 && <Typography.Text type="secondary">{texts.counter(index + 1, pictures.length)}</Typography.Text>}
          <Button icon={<LeftOutlined />} onClick={() => move(-1)} aria-label={texts.previous}>
            {texts.previous}
          </Button>
          <Button icon={<RightOutlined />} onClick={() => move(1)} aria-label={texts.next}>
            {texts.next}
          </Button>
          <Button icon={<ZoomOutOutlined />} disabled={zoomStep === 0} onClick={() => zoomBy(-1)} aria-label={texts.zoomOut} data-testid="viewer-zoom-out" />
          <Button icon={<ZoomInOutlined />} disabled={zoomStep === ZOOM_STEPS.length - 1} onClick={() => zoomBy(1)} aria-label={texts.zoomIn} data-testid="viewer-zoom-in" />
          <Button icon={<RotateRightOutlined />} data-testid="viewer-rotate" onClick={() => setRotation((r) => (r + QUARTER_TURN) % 360)}>
            {texts.rotate}
          </Button>
          <Button icon={<CloseOutlined />} onClick={onClose} data-testid="viewer-close">
            {texts.close}
          </Button>
        </Space>
      </div>
      <div className={zoomStep > 0 ? 'picture-viewer-stage picture-viewer-zoomed' : 'picture-viewer-stage'}>
        {picture ? <ViewerImage key={picture.url} url={picture.url} rotation={rotation} zoom={ZOOM_STEPS[zoomStep]} caption={picture.caption} /> : null}
      </div>
    </>
  );
}

export function PictureViewer({ open, onClose, ...body }: PictureViewerProps) {
  // each opening shows a fresh body, even while the last one is still fading out
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((n) => n + 1);
  }
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      width="auto"
      centered
      destroyOnHidden
      className="picture-viewer"
      styles={{ body: { padding: 0 } }}
    >
      <ViewerBody key={openings} onClose={onClose} {...body} />
    </Modal>
  );
}
