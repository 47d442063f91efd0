/**
 * The pieces of a scan a marker sees: each question group's rectangles (found by
 * recognisePage) cut out of the upright scan as PNG.
 */
import type { CropRect, GrayImage } from '../../domain/recognition/index.ts';
import { msg } from '../../i18n/server.ts';
import { badRequest } from '../http/app-error.ts';
import { grayInput } from './decode.ts';

export async function cropPng(image: GrayImage, rect: CropRect): Promise<Buffer> {
  const inside = rect.x >= 0 && rect.y >= 0 && rect.width > 0 && rect.height > 0 && rect.x + rect.width <= image.width && rect.y + rect.height <= image.height;
  if (!inside) throw badRequest(msg.recognition.cropOutside, { rect, width: image.width, height: image.height });
  return grayInput(image).extract({ left: rect.x, top: rect.y, width: rect.width, height: rect.height }).png().toBuffer();
}

/** Every rectangle of every question group, in order, as PNG. */
export async function partitionCrops(image: GrayImage, crops: readonly { partition: number; rects: readonly CropRect[] }[]): Promise<{ partition: number; pngs: Buffer[] }[]> {
  const result: { partition: number; pngs: Buffer[] }[] = [];
  for (const crop of crops) result.push({ partition: crop.partition, pngs: await Promise.all(crop.rects.map((rect) => cropPng(image, rect))) });
  return result;
}
