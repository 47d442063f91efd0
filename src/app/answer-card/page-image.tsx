/** A laid-out page as a picture at a given resolution: what the preview shows. */
import { renderToStaticMarkup } from 'react-dom/server';
import { mmToPx, pageElements, type LayoutPage } from '../../domain/answer-card/index.ts';
import { CardElements } from '../../shapes/index.ts';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

export function pageSvgMarkup(page: LayoutPage, dpi: number): string {
  const elements = [...pageElements(page), ...(page.qrCode ? [page.qrCode] : []), ...(page.pageCode ? [page.pageCode] : [])];
  return renderToStaticMarkup(
    <svg
      xmlns={SVG_NAMESPACE}
      width={Math.round(mmToPx(page.width, dpi))}
      height={Math.round(mmToPx(page.height, dpi))}
      viewBox={`0 0 ${page.width} ${page.height}`}
      fontFamily="'Noto Sans SC', 'Microsoft YaHei', 'PingFang SC', sans-serif"
    >
      <rect x={0} y={0} width={page.width} height={page.height} fill="white" />
      <CardElements elements={elements} />
    </svg>,
  );
}

/** The page's picture as a data address an <img> shows. */
export function pageImageUrl(page: LayoutPage, dpi: number): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pageSvgMarkup(page, dpi))}`;
}
