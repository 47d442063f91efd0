/**
 * Which variant the full-screen dialog opens with (spec 001 §4, §8): the similar questions set
 * for the question (data source 1, with a pager); without any — or on a 400 — the public similar
 * questions (source 3); when those fail or there are none, a single variant of the question
 * (source 2). A knowledge tag goes straight to that tag's single variant, its precise training.
 * Any other failure of the first list is reported with the server's words.
 */
import { VARIANT_DIALOG_PAGE_SIZE, VariantDialogSource } from '../../../domain/question-bank.ts';
import { t } from '../../../i18n/zh-CN.ts';
import type { BankQuestion, QuestionRef, similarApi } from './similar-api.ts';

const texts = t.analysis.variant;

export interface VariantTag {
  id: number;
  name: string;
}

export interface Shown {
  source: VariantDialogSource;
  question: BankQuestion & { variant_id?: number };
  /** 0-based page of the list */
  page: number;
  total: number;
}

export type VariantCalls = Pick<typeof similarApi, 'setList' | 'publicList' | 'single'>;

/** The first variant to show, or the warning to give instead. */
export async function firstVariant(calls: VariantCalls, q: QuestionRef, tag: VariantTag | null): Promise<Shown | string> {
  if (!tag) {
    const listed = await calls.setList(q, 1, VARIANT_DIALOG_PAGE_SIZE);
    if (listed.ok && listed.data.total > 0) return { source: VariantDialogSource.platformList, question: listed.data.result[0], page: 0, total: listed.data.total };
    if (!listed.ok && listed.error.status !== 400) return listed.error.message;
    const publicOnes = await calls.publicList(q, 1, VARIANT_DIALOG_PAGE_SIZE);
    if (publicOnes.ok && publicOnes.data.total > 0) return { source: VariantDialogSource.public, question: publicOnes.data.result[0], page: 0, total: publicOnes.data.total };
  }
  const single = await calls.single(q, tag?.id ?? 0);
  if (single.ok) return { source: VariantDialogSource.single, question: single.data, page: 0, total: 1 };
  return tag ? texts.noPreciseTraining : texts.noVariant;
}
