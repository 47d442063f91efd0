/**
 * The picture viewer (spec 001 §2.9): one picture at a time over the page, with close, rotate,
 * previous and next. At either end a warning says there is no picture further. The picture is
 * sized to at most 85 % of the window's height and 70 % of its width.
 */
import { useState } from 'react';
import { App, Button, Modal, Space, Spin, Typography } from 'antd';
import { CloseOutlined, LeftOutlined, RightOutlined, RotateRightOutlined } from '@ant-design/icons';
import { t } from '../../../i18n/zh-CN.ts';
import { useProtectedImage } from './protected-image.ts';

const texts = t.analysis.viewer;

/** "viewer 85% of height or 70% of width" (spec 001 §9) */
export const VIEWER_MAX_HEIGHT = '85vh';
export const VIEWER_MAX_WIDTH = '70vw';
const QUARTER_TURN = 90;

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

function ViewerImage({ url, rotation, caption }: { url: string; rotation: number; caption?: string }) {
  const image = useProtectedImage(url);
  if (image.state === 'loading') return <Spin />;
  if (image.state !== 'loaded') return <Typography.Text type="danger">{t.analysis.image.failed}</Typography.Text>;
  const sideways = rotation % 180 !== 0;
  return (
    <img
      src={image.src}
      alt={caption ?? t.analysis.image.alt}
      data-testid="viewer-image"
      style={{
        // turned a quarter, the picture's width runs up the screen: swap the limits
        maxHeight: sideways ? VIEWER_MAX_WIDTH : VIEWER_MAX_HEIGHT,
        maxWidth: sideways ? VIEWER_MAX_HEIGHT : VIEWER_MAX_WIDTH,
        transform: `rotate(${rotation}deg)`,
      }}
    />
  );
}

export function PictureViewer({ open, pictures, index, onIndex, onClose, title }: PictureViewerProps) {
  const { message } = App.useApp();
  const [rotation, setRotation] = useState(0);
  const picture = pictures[index];

  const move = (step: 1 | -1) => {
    const next = index + step;
    if (next < 0) return void message.warning(texts.noPrevious);
    if (next >= pictures.length) return void message.warning(texts.noNext);
    setRotation(0);
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
          <Button icon={<RotateRightOutlined />} onClick={() => setRotation((r) => (r + QUARTER_TURN) % 360)}>
            {texts.rotate}
          </Button>
          <Button icon={<CloseOutlined />} onClick={onClose} data-testid="viewer-close">
            {texts.close}
          </Button>
        </Space>
      </div>
      <div className="picture-viewer-stage">{picture ? <ViewerImage key={picture.url} url={picture.url} rotation={rotation} caption={picture.caption} /> : null}</div>
    </Modal>
  );
}
