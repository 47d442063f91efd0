/**
 * The zh-CN catalogue: every text the interface shows. One module per area under ./zh-CN/,
 * gathered here so that components import a single `t` object.
 */
import { common } from './zh-CN/common.ts';
import { shell } from './zh-CN/shell.ts';
import { request } from './zh-CN/request.ts';
import { canvas } from './zh-CN/canvas.ts';

export const t = {
  common,
  shell,
  request,
  canvas,
} as const;

export type Catalogue = typeof t;
