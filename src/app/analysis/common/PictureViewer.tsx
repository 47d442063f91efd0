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

function ViewerImage({ url, rotation, zoom, caption }: { url: string; rotation: number; zoom: number; caption?: string }) {
  const image = useProtectedImage(url);
  if (image.state === 'loading') return <Spin />;
  if (image.state !== 'loaded') return <Typography.Text type="danger">{t.analysis.image.failed}</Typography.Text>;
  const sideways = rotation % 180 !== 0;
  return (
    <img
      src={image.src}
      alt={caption ?? t.analysis.image.alt}
      data-testid="viewer-image"
      style={
        zoom > 1
          ? // zoomed: as wide as the fitted limit times the zoom, whatever the picture's own size
            { width: `calc(${sideways ? VIEWER_MAX_HEIGHT : VIEWER_MAX_WIDTH} * ${zoom})`, transform: `rotate(${rotation}deg)` }
          : {
              // turned a quarter, the picture's width runs up the screen: swap the limits
              maxHeight: sideways ? VIEWER_MAX_WIDTH : VIEWER_MAX_HEIGHT,
              maxWidth: sideways ? VIEWER_MAX_HEIGHT : VIEWER_MAX_WIDTH,
              transform: `rotate(${rotation}deg)`,
            }
      }
    />
  );
}

export function PictureViewer({ open, pictures, index, onIndex, onClose, title }: PictureViewerProps) {
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
          <Button icon={<RotateRightOutlined />} onClick={() => setRotation((r) => (r + QUARTER_TURN) % 360)}>
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
    </Modal>
  );
}
