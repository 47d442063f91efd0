import { describe, expect, it } from 'vitest';
import { SubjectId } from '../../domain/enums.ts';
import { isShowableQuestion } from '../../domain/question-bank.ts';
import { DEMO_PAPERS, questionsOf } from './papers.ts';
import { DEMO_VARIANTS } from './question-bank-variants.ts';

const choices = DEMO_VARIANTS.filter((v) => v.questionType === 'multiple_one');
const valueOfAnswer = (text: string) => {
  const variant = DEMO_VARIANTS.find((v) => v.text === text)!;
  return variant.options.find((o) => o.key === variant.answer[0])!.value;
};

describe('the demo variants', () => {
  it('are whole questions: text, an answer, an explanation and knowledge tags', () => {
    for (const variant of DEMO_VARIANTS) {
      expect(isShowableQuestion(variant), variant.text).toBe(true);
      expect(variant.answer.length, variant.text).toBeGreaterThan(0);
      expect(variant.jieda, variant.text).not.toBe('');
      expect(variant.tags.length, variant.text).toBeGreaterThan(0);
    }
    expect(new Set(DEMO_VARIANTS.map((v) => v.text)).size).toBe(DEMO_VARIANTS.length);
  });

  it('offer four different options with the answer among them', () => {
    for (const variant of choices) {
      expect(variant.options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D']);
      expect(new Set(variant.options.map((o) => o.value)).size, variant.text).toBe(4);
      expect(['A', 'B', 'C', 'D']).toContain(variant.answer[0]);
    }
    // the right option does not sit at one letter throughout
    expect(new Set(choices.map((v) => v.answer[0])).size).toBe(4);
  });

  /** A generated question of each family, with the value its numbers give. */
  const generated: [text: string, value: string][] = [
    ['已知集合 A={x|−2<x<4}，B={x|x≥1}，则 A∩B=', '[1,4)'],
    ['复数 z=(3+i)(1−i) 的虚部为', '−2'],
    ['已知向量 a=(2,1)，b=(−4,m)，若 a∥b，则 m=', '−2'],
    ['在△ABC 中，a=4，b=6，C=60°，则 c=', '2√7'],
    ['已知 cos α=−5/13，α∈(π/2,π)，则 tan α=', '−12/5'],
    ['已知 |a|=2，|b|=5，a 与 b 的夹角为 120°，则 a·b=', '−5'],
    ['一个圆锥的底面半径为 1，母线长为 3，则它的侧面积为', '3π'],
    ['函数 f(x)=3sin x+4cos x 的最大值为', '5'],
  ];

  it.each(generated)('compute the answer of “%s” from its own numbers: %s', (text, value) => {
    expect(valueOfAnswer(text)).toBe(value);
  });

  it('tag every question of the demo papers', () => {
    for (const paper of DEMO_PAPERS) {
      for (const q of questionsOf(paper)) expect(q.tags.length, `${paper.name} ${q.showOrder}`).toBeGreaterThan(0);
    }
    expect(DEMO_VARIANTS.some((v) => v.subjectId === SubjectId.chinese)).toBe(true);
  });
});
