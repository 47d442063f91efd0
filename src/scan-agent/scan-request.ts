/** The body of POST /scan, checked field by field: a bad field is named in the refusal. */
import { scanAgent as text } from '../i18n/zh-CN/scan-agent.ts';
import type { UploadTarget } from './page-upload.ts';
import { MAX_PAGES_PER_SCAN, type ScanSettings } from './sane.ts';

export class ScanRequestError extends Error {
  constructor(field: string, problem: string) {
    super(text.field(field, problem));
    this.name = 'ScanRequestError';
  }
}

/** SANE's resolutions in dpi: below 50 nothing is readable, above 1200 no sheet scanner goes. */
const RESOLUTION = { min: 50, max: 1200 } as const;
const BATCH_ID = { min: 1, max: 2_147_483_647 } as const;
const MAX_DEVICE = 200;
const MAX_CHOICE = 80;
const MAX_TOKEN = 4096;

function textField(body: Record<string, unknown>, field: string, max: number, optional: boolean): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    if (optional) return undefined;
    throw new ScanRequestError(field, text.required);
  }
  if (typeof value !== 'string' || value.length > max) throw new ScanRequestError(field, text.notText(max));
  return value;
}

function integerField(body: Record<string, unknown>, field: string, range: { min: number; max: number }, optional: boolean): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) {
    if (optional) return undefined;
    throw new ScanRequestError(field, text.required);
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < range.min || value > range.max) throw new ScanRequestError(field, text.notInteger(range.min, range.max));
  return value;
}

export function parseScanRequest(body: unknown): { settings: ScanSettings; target: UploadTarget } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ScanRequestError('body', text.malformedJson);
  const fields = body as Record<string, unknown>;
  const device = textField(fields, 'device', MAX_DEVICE, false)!;
  // scanimage would read a device name starting with '-' as one of its own options
  if (device.startsWith('-')) throw new ScanRequestError('device', text.deviceOption);
  const serverUrl = textField(fields, 'serverUrl', 2000, false)!;
  let url: URL;
  try {
    url = new URL(serverUrl);
  } catch {
    throw new ScanRequestError('serverUrl', text.notServerUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ScanRequestError('serverUrl', text.notServerUrl);
  return {
    settings: {
      device,
      resolution: integerField(fields, 'resolution', RESOLUTION, false)!,
      mode: textField(fields, 'mode', MAX_CHOICE, true),
      source: textField(fields, 'source', MAX_CHOICE, true),
      pages: integerField(fields, 'pages', { min: 1, max: MAX_PAGES_PER_SCAN }, true),
    },
    target: { serverUrl: url.origin, token: textField(fields, 'token', MAX_TOKEN, false)!, batchId: integerField(fields, 'batchId', BATCH_ID, false)! },
  };
}
