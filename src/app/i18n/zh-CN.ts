/**
 * The zh-CN catalogue: every text the interface shows. One module per area under ./zh-CN/,
 * gathered here so that components import a single `t` object.
 */
import { common } from './zh-CN/common.ts';

export const t = {
  common,
} as const;

export type Catalogue = typeof t;
