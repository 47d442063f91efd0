/**
 * The answer-sheet preview, route /answerCard/preview (spec 002 §2): every page of the card in
 * design as a picture at the preview resolution (100 dpi), read from the session's design. Back
 * returns to the page before (the designer), or opens the designer when the tab has no page before.
 */
import { useMemo } from 'react';
import { Button, Empty, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { layoutCard, mmToPx, PREVIEW_DPI } from '../../domain/answer-card/index.ts';
import { designer } from '../../state/designer.ts';
import { session } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import type { RouteParams } from '../shell/routes.tsx';
import { ADMIN_DESIGNER_PATH } from './card-paths.ts';
import { goBack } from './go-back.ts';
import { pageImageUrl } from './page-image.tsx';
import './designer.css';

const texts = t.answerCard;

export function PreviewPage(_props: { params: RouteParams }) {
  const snap = useSnapshot(designer);
  const [, navigate] = useLocation();
  const card = snap.card;
  const layout = useMemo(() => layoutCard(designer.card), [card]); // eslint-disable-line react-hooks/exhaustive-deps
  const urls = useMemo(() => layout.pages.map((page) => pageImageUrl(page, PREVIEW_DPI)), [layout]);

  return (
    <div className="card-preview" data-testid="answer-card-preview">
      <Space style={{ marginBottom: 16 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => goBack(session.user?.role, ADMIN_DESIGNER_PATH, navigate)}>
          {texts.back}
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {texts.previewTitle} · {snap.card.title} · {texts.pagesCount(layout.pages.length)}
        </Typography.Title>
      </Space>
      {layout.pages.length === 0 ? (
        <Empty description={texts.noDesign} />
      ) : (
        <div className="card-preview-pages">
          {urls.map((url, i) => (
            <img
              key={i}
              src={url}
              alt={texts.previewPage(i + 1)}
              width={Math.round(mmToPx(layout.pages[i].width, PREVIEW_DPI))}
              height={Math.round(mmToPx(layout.pages[i].height, PREVIEW_DPI))}
            />
          ))}
        </div>
      )}
    </div>
  );
}
