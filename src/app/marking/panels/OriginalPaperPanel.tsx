/**
 * The original paper (spec 000 §2): the student's answer sheet, side A or B. A side with a
 * whole-sheet scan shows that scan (in blind marking the server blacks out the name and exam
 * number) with this group's answer regions outlined. Until sheets are scanned, the student's
 * pieces of every group the marker may see are placed where their regions lie on the template,
 * with a note saying so, and the template's identifying areas blacked out in blind marking. The
 * layout call says which sides were scanned, so no page that is not there is ever asked for.
 */
import { useEffect, useState } from 'react';
import { Empty, Segmented, Spin } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import { PanelFrame } from '../PanelFrame.tsx';
import { useMarking, useShownMarking } from '../use-marking-state.ts';
import { useLoad } from '../../common/use-load.ts';
import { useFetchedObjectUrl } from '../../common/use-fetched-object-url.ts';
import { fetchOriginalPaper, fetchScan, originalPaperLayout, type OriginalPaperLayout } from '../marking-api.ts';

const texts = t.marking.panels;

/** The layout of the paper on screen, loaded while the panel is open; null when it could not be loaded. */
function usePaperLayout(visible: boolean, q: { testId?: number; partitionId?: number; studentId?: number }): OriginalPaperLayout | null | undefined {
  const { testId, partitionId, studentId } = q;
  const wanted = visible && testId !== undefined && partitionId !== undefined && studentId !== undefined;
  const load = useLoad(wanted ? `original-layout:${testId}:${partitionId}:${studentId}` : null, () =>
    originalPaperLayout({ testId: testId ?? 0, partitionId: partitionId ?? 0, studentId: studentId ?? 0 }),
  );
  return load.error ? null : load.data;
}

/*
 * The scanned page and the pieces below are object URLs this panel makes and must give back
 * when the student changes or the panel closes, so they are fetched by effects that own them
 * rather than through useLoad, which keeps answers without a way to release them.
 */

/** The scanned page of a side, fetched only when the layout says it exists: its object URL, undefined while loading. */
function useScannedPage(wanted: boolean, q: { testId?: number; partitionId?: number; studentId?: number; side: 1 | 2 }): string | null | undefined {
  const { testId, partitionId, studentId, side } = q;
  const key = wanted && testId !== undefined && partitionId !== undefined && studentId !== undefined ? `${testId}:${partitionId}:${studentId}:${side}` : null;
  return useFetchedObjectUrl(key, (signal) =>
    fetchOriginalPaper({ testId: testId ?? 0, partitionId: partitionId ?? 0, studentId: studentId ?? 0, side }, signal),
  );
}

/**
 * The pictures of the pieces shown, as object URLs: a scan address answers only with the marking
 * token, which an <img> cannot send. Pictures of an earlier set are given back when it changes.
 */
function usePieceImages(urls: readonly string[]): ReadonlyMap<string, string> {
  const key = urls.join('\n');
  const [images, setImages] = useState<{ key: string; byUrl: ReadonlyMap<string, string> }>({ key: '', byUrl: new Map() });
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const made: string[] = [];
    for (const url of key.split('\n')) {
      fetchScan(url, controller.signal).then(
        (blob) => {
          if (controller.signal.aborted) return;
          const objectUrl = URL.createObjectURL(blob);
          made.push(objectUrl);
          setImages((shown) => ({ key, byUrl: new Map(shown.key === key ? shown.byUrl : []).set(url, objectUrl) }));
        },
        // a piece that cannot be fetched stays an empty frame at its place
        () => undefined,
      );
    }
    return () => {
      controller.abort();
      made.forEach((objectUrl) => URL.revokeObjectURL(objectUrl));
    };
  }, [key]);
  return images.key === key ? images.byUrl : EMPTY_IMAGES;
}

const EMPTY_IMAGES: ReadonlyMap<string, string> = new Map();

export function OriginalPaperPanel() {
  const box = useMarking((state) => ({ visible: state.panels.originalPaper.visible, w: state.panels.originalPaper.w }));
  // the sheet of the student on screen follows their paper: the paper is painted first
  const ids = useShownMarking((state) => ({ testId: state.group?.testId, partitionId: state.group?.partitionId, studentId: state.queue[0]?.student_id }));
  const [chosenSide, setSide] = useState<1 | 2 | undefined>(undefined);
  const layout = usePaperLayout(box.visible, ids);

  // the side this group was cut from, until the marker turns the sheet
  const sides = layout?.sides ?? [{ side: 1 as const, scanned: false }];
  const groupSide = layout?.pieces.find((p) => p.current)?.side ?? 1;
  const side: 1 | 2 = sides.some((s) => s.side === chosenSide) ? chosenSide! : groupSide;
  const scannedSide = Boolean(sides.find((s) => s.side === side)?.scanned);
  const scan = useScannedPage(box.visible && scannedSide, { ...ids, side });
  const onSide = (layout?.pieces ?? []).filter((p) => p.side === side);
  // on a scanned page only this group's regions are outlined; without one, every piece is drawn
  const shown = scan ? onSide.filter((p) => p.current) : onSide;
  const images = usePieceImages(box.visible && !scannedSide ? shown.map((p) => p.url) : []);

  if (!box.visible) return null;
  const scale = layout && layout.template.width > 0 ? Math.max(100, box.w - 24) / layout.template.width : 1;

  return (
    <PanelFrame
      id="originalPaper"
      title={texts.originalPaper}
      className="mk-original"
      extra={
        <Segmented
          size="small"
          value={side}
          onChange={(value) => setSide(value as 1 | 2)}
          options={sides.map((s) => ({ label: s.side === 2 ? texts.sideB : texts.sideA, value: s.side }))}
        />
      }
    >
      {layout === undefined ? (
        <Spin />
      ) : layout === null || layout.template.width <= 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={layout === null ? texts.originalFailed : texts.originalEmpty} />
      ) : (
        <div className="mk-original-body">
          <div className="mk-muted mk-original-hint" data-testid="original-note">
            {scannedSide ? texts.originalScanHint : texts.originalPiecesNote}
          </div>
          <div className="mk-sheet" style={{ width: layout.template.width * scale, height: layout.template.height * scale }} data-testid="original-sheet">
            {scan && <img className="mk-sheet-scan" src={scan} alt={texts.originalPaper} draggable={false} data-testid="original-scan" />}
            {shown.map((piece) => (
              <div
                key={piece.url}
                className={scan ? 'mk-sheet-region' : piece.current ? 'mk-sheet-piece' : 'mk-sheet-piece mk-sheet-piece-other'}
                style={{ left: piece.x * scale, top: piece.y * scale, width: piece.width * scale, height: piece.height * scale }}
                title={texts.originalPieceTitle(piece.partition_name, piece.current)}
                data-testid={piece.current ? 'original-piece-current' : 'original-piece'}
              >
                {!scan && images.has(piece.url) && <img src={images.get(piece.url)} alt={t.canvas.scanAlt} draggable={false} />}
              </div>
            ))}
            {!scannedSide &&
              layout.masked
                .filter((m) => m.side === side)
                .map((m, i) => (
                  <div key={i} className="mk-sheet-mask" style={{ left: m.x * scale, top: m.y * scale, width: m.width * scale, height: m.height * scale }}>
                    {texts.originalMasked}
                  </div>
                ))}
            {scannedSide && scan === undefined && <Spin className="mk-sheet-loading" />}
            {!scannedSide && onSide.length === 0 && <div className="mk-sheet-empty">{texts.originalEmpty}</div>}
          </div>
        </div>
      )}
    </PanelFrame>
  );
}
