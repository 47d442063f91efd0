import { describe, expect, it } from 'vitest';
import { buildTemplate, layoutCard } from '../../../domain/answer-card/index.ts';
import { sampleCard } from '../../../domain/answer-card/sample-cards.ts';
import type { BatchPage } from './recognition-repository.ts';
import { completeSheet, groupsOfTemplate, pagesAfterFirst, pieceTops, studentBefore } from './sheet-assembly.ts';

const FIRST = '7-1';
const SECOND = '7-2';
const page = (id: number, state: BatchPage['state'], cardPage: string | null, studentId: number | null = null): BatchPage => ({ id, state, cardPage, studentId });

describe('pages of a batch becoming sheets', () => {
  it('gives a first page the later pages after it up to the next first page, passing over exceptions', () => {
    const pages = [page(1, 'recognised', FIRST, 50), page(2, 'exception', null), page(3, 'recognised', SECOND), page(4, 'recognised', FIRST, 51), page(5, 'recognised', SECOND)];
    expect(pagesAfterFirst(pages, 1, FIRST)).toEqual([3]);
    expect(pagesAfterFirst(pages, 4, FIRST)).toEqual([5]);
  });

  it('stops at a page still in the queue: it may be the next sheet, and settles itself', () => {
    const pages = [page(1, 'recognised', FIRST, 50), page(2, 'queued', null), page(3, 'recognised', SECOND)];
    expect(pagesAfterFirst(pages, 1, FIRST)).toEqual([]);
    expect(studentBefore(pages, 3, FIRST)).toBeNull();
  });

  it("gives a later page the student of the first page before it, none when that page is an exception", () => {
    expect(studentBefore([page(1, 'recognised', FIRST, 50), page(2, 'exception', null), page(3, 'recognised', SECOND)], 3, FIRST)).toBe(50);
    expect(studentBefore([page(1, 'exception', FIRST), page(3, 'recognised', SECOND)], 3, FIRST)).toBeNull();
    expect(studentBefore([page(3, 'recognised', SECOND)], 3, FIRST)).toBeNull();
  });
});

describe('a complete sheet', () => {
  const card = sampleCard({ isPageQRcode: 1 });
  const template = buildTemplate(card, layoutCard(card));
  const findings = (pageIndex: number) => ({ page: pageIndex, turned: false, anchorsFound: 4, anchorResidualMm: 0, dpi: 200, examNumber: null, objective: [], noted: [], pieces: [] });

  it('is complete once every card page is there, a page scanned again replacing the earlier one', () => {
    expect(template.pageCount).toBe(2);
    expect(completeSheet([{ id: 1, cardPage: 'x', result: findings(0) }], template)).toBeNull();
    const sheet = completeSheet([{ id: 1, cardPage: 'x', result: findings(0) }, { id: 2, cardPage: 'y', result: findings(1) }, { id: 3, cardPage: 'y', result: findings(1) }], template)!;
    expect([sheet.get(0)!.id, sheet.get(1)!.id]).toEqual([1, 3]);
  });

  it('finds each template partition its group by name, else by place, and stacks its pieces', () => {
    const groups = template.partitions.map((part, i) => ({ id: 100 + i, name: i === 0 ? 'renamed' : part.name, markingPolicy: 'single' as const }));
    const found = groupsOfTemplate(template, groups);
    expect(found.map((group) => group?.id)).toEqual(groups.map((group) => group.id));
    const tops = pieceTops(template, 0);
    expect(tops[0]).toBe(0);
    template.partitions[0].rect_divide.slice(1).forEach((_, i) => expect(tops[i + 1]).toBe(tops[i] + template.partitions[0].rect_divide[i].height));
  });
});
