/**
 * The original paper (spec 000 §2): the student's answer sheet, side A or B, as scanned (in
 * blind marking the server blacks out the name and exam number), with this group's answer
 * regions outlined where the block division cut them, so that the marker sees the whole page
 * and where on it the answer was written. Without a scanned sheet, the group's pieces are
 * placed on the template instead.
 */
import { useEffect, useState } from 'react';
import { Empty, Segmented, Spin } from 'antd';
import { useSnapshot } from 'valtio';
import { markingSession } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { FloatingPanel } from '../FloatingPanel.tsx';
import { division, fetchOriginalPaper } from '../marking-api.ts';
import { scans } from '../marking-actions.ts';

const texts = t.marking.panels;

interface SheetRect {
  x: number;
  y: number;
  width: number;
  height: number;
  page: number;
}

interface SheetLayout {
  width: number;
  height: number;
  rects: SheetRect[];
}

const layouts = new Map<string, Promise<SheetLayout | undefined>>();

function readRect(value: Record<string, unknown>): SheetRect | undefined {
  const [x, y, width, height] = [value.x, value.y, value.width, value.height].map(Number);
  if (![x, y, width, height].every(Number.isFinite)) return undefined;
  return { x, y, width, height, page: Number(value.page) || 1 };
}

/** The template size and this group's rectangles on the sheet, fetched once per group. */
function sheetLayout(testId: number, partitionId: number): Promise<SheetLayout | undefined> {
  const key = `${testId}:${partitionId}`;
  let pending = layouts.get(key);
  if (!pending) {
    pending = division(testId).then(
      (data) => {
        const part = data.partitions.find((p) => p.id === partitionId);
        const info = (data.template_info ?? {}) as Record<string, unknown>;
        const width = Number(info.temp_width);
        const height = Number(info.temp_height);
        if (!part || !Number.isFinite(width) || !Number.isFinite(height)) return undefined;
        const rects = (part.config.rect_divide ?? []).map(readRect).filter((r): r is SheetRect => r !== undefined);
        return { width, height, rects };
      },
      () => undefined,
    );
    layouts.set(key, pending);
  }
  return pending;
}

export function OriginalPaperPanel() {
  const snap = useSnapshot(markingSession);
  const box = snap.panels.originalPaper;
  const group = snap.group;
  const student = snap.queue[0];
  const [chosenSide, setSide] = useState<1 | 2 | undefined>(undefined);
  const [layout, setLayout] = useState<SheetLayout | undefined | null>(null);

  const testId = group?.testId;
  const partitionId = group?.partitionId;
  const studentId = student?.student_id;
  // the side the group was cut from, until the marker turns the sheet
  const side: 1 | 2 = chosenSide ?? (layout?.rects[0]?.page === 2 ? 2 : 1);
  /** the scanned page on screen: its object URL, for which student and side; null while none is here */
  const [page, setPage] = useState<{ key: string; url: string | null } | null>(null);
  const pageKey = `${testId}:${partitionId}:${studentId}:${side}`;
  useEffect(() => {
    if (!box.visible || testId === undefined || partitionId === undefined || studentId === undefined) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void fetchOriginalPaper({ testId, partitionId, studentId, side }, controller.signal)
      .catch(() => null)
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = blob ? URL.createObjectURL(blob) : null;
        setPage({ key: pageKey, url: objectUrl });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [box.visible, testId, partitionId, studentId, side, pageKey]);
  useEffect(() => {
    if (!box.visible || testId === undefined || partitionId === undefined) return;
    let live = true;
    void sheetLayout(testId, partitionId).then((found) => {
      if (live) setLayout(found);
    });
    return () => {
      live = false;
    };
  }, [box.visible, testId, partitionId]);

  if (!box.visible) return null;
  const scanned = page?.key === pageKey ? page.url : undefined;
  const innerWidth = Math.max(100, box.w - 24);
  const scale = layout ? innerWidth / layout.width : 1;
  const pieces = (student?.partition_pics ?? []).map((piece, i) => ({ url: scans.peek(piece.url), rect: layout?.rects[i] }));
  const onSide = pieces.filter((p) => p.rect && p.rect.page === side);

  return (
    <FloatingPanel
      id="originalPaper"
      title={texts.originalPaper}
      className="mk-original"
      extra={
        <Segmented
          size="small"
          value={side}
          onChange={(value) => setSide(value as 1 | 2)}
          options={[
            { label: texts.sideA, value: 1 },
            { label: texts.sideB, value: 2 },
          ]}
        />
      }
    >
      {layout === null ? (
        <Spin />
      ) : !layout || !student ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div className="mk-original-body">
          <div className="mk-muted mk-original-hint">{scanned ? texts.originalScanHint : texts.originalHint}</div>
          <div className="mk-sheet" style={{ width: layout.width * scale, height: layout.height * scale }} data-testid="original-sheet">
            {scanned && <img className="mk-sheet-scan" src={scanned} alt={texts.originalPaper} draggable={false} data-testid="original-scan" />}
            {onSide.map((piece, i) => (
              <div
                key={i}
                className={scanned ? 'mk-sheet-region' : 'mk-sheet-piece'}
                style={{ left: piece.rect!.x * scale, top: piece.rect!.y * scale, width: piece.rect!.width * scale, height: piece.rect!.height * scale }}
              >
                {!scanned && piece.url && <img src={piece.url} alt={t.canvas.scanAlt} draggable={false} />}
              </div>
            ))}
            {scanned === undefined && <Spin className="mk-sheet-loading" />}
            {scanned === null && onSide.length === 0 && <div className="mk-sheet-empty">{texts.originalEmpty}</div>}
          </div>
        </div>
      )}
    </FloatingPanel>
  );
}
