/**
 * A stored scan shown from a blob fetched with the caller's token (a scan address answers only
 * to the user it was made for, which an <img> alone cannot say). With `crop`, only that part of
 * the image shows, at its own pixels: the bubbles of one question on a whole sheet.
 */
import { Image } from 'antd';
import { useScanObjectUrl } from '../assignment/use-scan-object-url.ts';

export interface ScanImageProps {
  url: string;
  alt: string;
  width?: number;
  crop?: { x: number; y: number; width: number; height: number } | null;
}

export function ScanImage({ url, alt, width = 160, crop }: ScanImageProps) {
  const src = useScanObjectUrl(url);
  if (!src) return <div className="scan-image-empty" style={{ width, height: crop ? crop.height : width * 1.4 }} aria-label={alt} />;
  if (crop) {
    return (
      <div
        className="scan-image-crop"
        role="img"
        aria-label={alt}
        data-testid="bubble-crop"
        style={{ width: crop.width, height: crop.height, backgroundImage: `url(${src})`, backgroundPosition: `-${crop.x}px -${crop.y}px` }}
      />
    );
  }
  return <Image src={src} width={width} alt={alt} data-testid="exception-image" />;
}
