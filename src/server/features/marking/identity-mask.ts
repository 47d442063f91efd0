/**
 * Blind marking on a whole answer sheet: the template's areas that say who the student is
 * (name, exam number, barcode) and blacking them out on a scanned side, so that the page never
 * reaches a marker unmasked.
 */
import sharp from 'sharp';
import type { Rect } from '../../../domain/rect.ts';

/** A rectangle of the template that identifies the student, on side 1 (A) or 2 (B). */
export interface IdentityRect extends Rect {
  side: number;
}

const IDENTITY_KEYS = ['nameRect', 'numberRect', 'barcodeRect'] as const;

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/**
 * The identifying rectangles of a stored template, in template pixels. A designed card's
 * template keeps them under template_info with a page counted from 0; an imported one keeps
 * them at the top with side 'a' or 'b'.
 */
export function identityRects(templateInfo: unknown): { rects: IdentityRect[]; width: number; height: number } | undefined {
  const info = asRecord(templateInfo);
  if (!info) return undefined;
  const width = Number(info.temp_width);
  const height = Number(info.temp_height);
  if (!(width > 0 && height > 0)) return undefined;
  const holder = asRecord(info.template_info) ?? info;
  const rects = IDENTITY_KEYS.flatMap((key) => {
    const rect = asRecord(holder[key]);
    if (!rect) return [];
    const [x, y, w, h] = [rect.x, rect.y, rect.width, rect.height].map(Number);
    if (![x, y, w, h].every(Number.isFinite) || w <= 0 || h <= 0) return [];
    const side = rect.side === 'b' ? 2 : rect.side === 'a' ? 1 : Number.isInteger(rect.page) ? Number(rect.page) + 1 : 1;
    return [{ side, x, y, width: w, height: h }];
  });
  return { rects, width, height };
}

/** Blacks out the identifying rectangles of this side, scaled from the template to the scan. */
export async function maskIdentity(page: Buffer, template: ReturnType<typeof identityRects>, side: number): Promise<Buffer> {
  const image = sharp(page);
  const meta = await image.metadata();
  const onSide = template?.rects.filter((r) => r.side === side) ?? [];
  if (!meta.width || !meta.height || onSide.length === 0 || !template) return image.jpeg({ quality: 85 }).toBuffer();
  const sx = meta.width / template.width;
  const sy = meta.height / template.height;
  const boxes = onSide.flatMap((r) => {
    const left = Math.max(0, Math.round(r.x * sx));
    const top = Math.max(0, Math.round(r.y * sy));
    const width = Math.min(meta.width! - left, Math.round(r.width * sx));
    const height = Math.min(meta.height! - top, Math.round(r.height * sy));
    if (width <= 0 || height <= 0) return [];
    return [{ input: { create: { width, height, channels: 3 as const, background: { r: 40, g: 40, b: 40 } } }, left, top }];
  });
  return image.composite(boxes).jpeg({ quality: 85 }).toBuffer();
}
