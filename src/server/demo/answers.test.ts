import { describe, expect, it } from 'vitest';
import { answerPartition, writtenFor } from './answers.ts';
import { canWrite } from './glyphs.ts';
import { CHINESE_PAPER, DEMO_PAPERS, MATH_PAPER } from './papers.ts';
import { Random } from './random.ts';

const blanksOf = (paper: typeof MATH_PAPER) => paper.partitions.flatMap((p) => p.questions.flatMap((q) => q.blanks.map((blank) => ({ question: q.showOrder, blank }))));

describe('what demo students write', () => {
  it('has, for every blank, a full-mark answer and one that earns nothing, all in characters the scans can write', () => {
    for (const paper of DEMO_PAPERS) {
      for (const { question, blank } of blanksOf(paper)) {
        const shares = blank.responses.map((r) => r.share);
        expect(shares, `${paper.name} ${question} ${blank.label}`).toContain(1);
        expect(shares, `${paper.name} ${question} ${blank.label}`).toContain(0);
        for (const { text } of blank.responses) {
          expect(text.trim(), `${paper.name} ${question}`).not.toBe('');
          for (const char of text.replace(/\n/g, '')) expect(canWrite(char), `${char} in ${text}`).toBe(true);
        }
      }
    }
  });

  it('writes the right answer for full marks and a wrong one for none', () => {
    const random = new Random(1);
    const recitation = CHINESE_PAPER.partitions[0].questions[0];
    const [first] = recitation.blanks;
    expect(writtenFor(first, first.fullMark, random)).toBe(recitation.answer[0]);
    expect(writtenFor(first, 0, random)).not.toBe(recitation.answer[0]);
    const cosine = MATH_PAPER.partitions[0].questions[0].blanks[0];
    for (let i = 0; i < 20; i++) expect(writtenFor(cosine, cosine.fullMark, random)).toMatch(/-4\/5/);
    for (let i = 0; i < 20; i++) expect(writtenFor(cosine, 0, random).split('\n')[0]).not.toMatch(/^(cosα=)?-4\/5$/);
  });

  it('writes more of the right answer the more the work deserves', () => {
    const worked = MATH_PAPER.partitions[3].questions[0].blanks[0];
    const random = new Random(2);
    const shareOf = (text: string) => worked.responses.find((r) => r.text === text)!.share;
    const written = [0, 3, 6, 9, 12].map((score) => shareOf(writtenFor(worked, score, random)));
    expect(written).toEqual([...written].sort((a, b) => a - b));
    expect(written[0]).toBe(0);
    expect(written[4]).toBe(1);
  });

  it('gives strong students answers that deserve more, and keeps each text to what its blank deserves', () => {
    const partition = CHINESE_PAPER.partitions[1];
    const blanks = partition.questions.flatMap((q) => q.blanks);
    const average = (ability: number) => {
      let total = 0;
      for (let s = 0; s < 200; s++) {
        const { plan, deserved } = answerPartition(partition, ability, new Random(s));
        plan.texts.forEach((text, i) => {
          if (text === '') return expect(deserved[i]).toBe(0);
          const share = blanks[i].responses.find((r) => r.text === text)!.share;
          expect(Math.abs(share - deserved[i] / blanks[i].fullMark)).toBeLessThanOrEqual(0.25);
          total += share;
        });
      }
      return total;
    };
    expect(average(1.5)).toBeGreaterThan(average(-1.5) * 1.5);
  });
});
