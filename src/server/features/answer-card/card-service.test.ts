import { describe, expect, it } from 'vitest';
import { buildTemplate, layoutCard } from '../../../domain/answer-card/index.ts';
import { cardOfQuestions, sampleCard } from '../../../domain/answer-card/sample-cards.ts';
import { shareFullMark, templateProblem, type TemplateBody } from './card-service.ts';
import { msg } from '../../../i18n/server.ts';

const templateOf = (card: ReturnType<typeof sampleCard>) => buildTemplate(card, layoutCard(card)) as unknown as TemplateBody;

describe('templateProblem', () => {
  it.each([
    ['A4, 2 columns', sampleCard({ pageSize: 'A4', blockCount: 2 })],
    ['A3, 2 columns', sampleCard({ pageSize: 'A3', blockCount: 2 })],
    ['A3, 3 columns', sampleCard({ pageSize: 'A3', blockCount: 3 })],
    ['a long card over several pages', cardOfQuestions(100, { pageSize: 'A4', blockCount: 2 })],
  ])('accepts what the designer makes (%s)', (_, card) => {
    const template = templateOf(card);
    expect(template.partitions.length).toBeGreaterThan(0);
    expect(templateProblem(template)).toBeNull();
  });

  it('refuses a question number given twice', () => {
    const template = templateOf(sampleCard());
    const repeated = { ...template, partitions: [template.partitions[0], template.partitions[0]] };
    expect(templateProblem(repeated)).toBe(msg.answerCard.duplicateQuestion(template.partitions[0].question_config[0].show_order));
  });

  it('refuses a region past the edge of the page or on a page the card does not have', () => {
    const template = templateOf(sampleCard());
    const [first, ...rest] = template.partitions;
    const moved = (rect: (typeof first.rect_divide)[number]) => ({ ...template, partitions: [{ ...first, rect_divide: [rect] }, ...rest] });
    const rect = first.rect_divide[0];
    expect(templateProblem(moved({ ...rect, x: template.temp_width - rect.width + 1 }))).toBe(msg.answerCard.offPage(first.name));
    expect(templateProblem(moved({ ...rect, y: template.temp_height - rect.height + 1 }))).toBe(msg.answerCard.offPage(first.name));
    expect(templateProblem(moved({ ...rect, page: template.pageCount }))).toBe(msg.answerCard.offPage(first.name));
    expect(templateProblem(moved({ ...rect, x: template.temp_width - rect.width }))).toBeNull();
  });

  it('refuses a blank off the page', () => {
    const template = templateOf(sampleCard());
    const index = template.partitions.findIndex((p) => p.question_config.some((q) => q.emptys.length > 0));
    const part = template.partitions[index];
    const question = part.question_config.find((q) => q.emptys.length > 0)!;
    const off = { ...question, emptys: [{ ...question.emptys[0], page: template.pageCount }] };
    const broken = { ...template, partitions: template.partitions.map((p, i) => (i === index ? { ...p, question_config: p.question_config.map((q) => (q === question ? off : q)) } : p)) };
    expect(templateProblem(broken)).toBe(msg.answerCard.offPage(part.name));
  });
});

describe('shareFullMark', () => {
  it('shares a question among its blanks on the half-point grid, adding up to the question', () => {
    expect(shareFullMark(10, 1)).toEqual([10]);
    expect(shareFullMark(10, 4)).toEqual([2.5, 2.5, 2.5, 2.5]);
    expect(shareFullMark(10, 3)).toEqual([3, 3, 4]);
    expect(shareFullMark(5, 3)).toEqual([1.5, 1.5, 2]);
  });
});
