/**
 * The image component (spec 001 §2.9): a picture with optional preview (the picture viewer),
 * remove and download, and its three placeholders — not loaded, loading, load failed. A long
 * picture can be capped: wider than the cap, it is shrunk to the cap 300 ms after it loads.
 */
import { useEffect, useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { t } from '../../../i18n/zh-CN.ts';
import { PictureViewer } from './PictureViewer.tsx';
import { useProtectedImage } from './protected-image.ts';
import './pictures.css';

const texts = t.analysis.image;

/** "Images wider than 350 px are shrunk to 350 px, 300 ms after load" (spec 001 §4, §9). */
export const IMAGE_WIDTH_CAP = 350;
export const IMAGE_CAP_DELAY_MS = 300;

export interface ImageBoxProps {
  src?: string;
  alt?: string;
  preview?: boolean;
  onRemove?: () => void;
  /** offers a download under this file name */
  downloadName?: string;
  /** the widest the picture may be shown, in px */
  capWidth?: number;
  className?: string;
}

export function ImageBox({ src, alt, preview, onRemove, downloadName, capWidth, className }: ImageBoxProps) {
  const image = useProtectedImage(src);
  const [naturalWidth, setNaturalWidth] = useState(0);
  const [capped, setCapped] = useState(false);
  const [viewing, setViewing] = useState(false);

  useEffect(() => {
    if (!capWidth || naturalWidth <= capWidth) return;
    const timer = setTimeout(() => setCapped(true), IMAGE_CAP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [capWidth, naturalWidth]);

  let body;
  if (image.state === 'empty') body = <div className="image-box-placeholder">{texts.notLoaded}</div>;
  else if (image.state === 'loading') body = <div className="image-box-placeholder">{texts.loading}</div>;
  else if (image.state === 'failed') body = <div className="image-box-placeholder image-box-failed">{texts.failed}</div>;
  else {
    body = (
      <img
        src={image.src}
        alt={alt ?? texts.alt}
        className="image-box-img"
        style={capped && capWidth ? { width: capWidth } : undefined}
        onLoad={(event) => setNaturalWidth(event.currentTarget.naturalWidth)}
        onClick={preview ? () => setViewing(true) : undefined}
      />
    );
  }

  const loaded = image.state === 'loaded';
  return (
    <div className={['image-box', className].filter(Boolean).join(' ')}>
      {body}
      {loaded && (preview || onRemove || downloadName) && (
        <Space size={4} className="image-box-actions">
          {preview && (
            <Tooltip title={texts.preview}>
              <Button size="small" icon={<EyeOutlined />} aria-label={texts.preview} onClick={() => setViewing(true)} />
            </Tooltip>
          )}
          {downloadName && (
            <Tooltip title={texts.download}>
              <Button size="small" icon={<DownloadOutlined />} aria-label={texts.download} href={image.src} download={downloadName} />
            </Tooltip>
          )}
          {onRemove && (
            <Tooltip title={texts.remove}>
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={texts.remove} onClick={onRemove} />
            </Tooltip>
          )}
        </Space>
      )}
      {preview && src && <PictureViewer open={viewing} pictures={[{ url: src, caption: alt }]} index={0} onIndex={() => undefined} onClose={() => setViewing(false)} />}
    </div>
  );
}
