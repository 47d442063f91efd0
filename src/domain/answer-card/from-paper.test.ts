import { describe, expect, it } from 'vitest';
import type { PaperQuestion } from '../exam-setup/paper-rules.ts';
import { paperQuestion } from '../exam-setup/sample-questions.ts';
import { cardFromPaper, sectionTitleOf } from './from-paper.ts';
import { buildTemplate } from './template.ts';
import { layoutCard } from './layout.ts';

const q = (label: string, questionType: string, fullMark: number, patch: Partial<PaperQuestion> = {}): PaperQuestion =>
  paperQuestion(label, { questionType, fullMark, ...patch });

const paper: PaperQuestion[] = [
  q('1', 'multiple_one', 3, { section: '一、选择题', options: ['A', 'B', 'C', 'D'], answer: ['A'] }),
  q('2', 'multiple_more', 4, { section: '一、选择题', options: ['A', 'B', 'C', 'D', 'E'], answer: ['A', 'B'], partialScore: 2 }),
  q('3', 'true_false', 2, { section: '二、判断题', answer: ['T'] }),
  q('4', 'empty_spaces', 3, { section: '三、填空题' }),
  q('5', 'empty_spaces', 3, { section: '三、填空题' }),
  q('6(1)', 'big_spaces', 5, { section: '四、解答题' }),
  q('6(2)', 'big_spaces', 7, { section: '四、解答题', step: 0.5 }),
  q('7', 'big_spaces', 10, { section: '五、选做题', optionalGroup: 1, optionalPick: 1 }),
  q('8', 'big_spaces', 10, { section: '五、选做题', optionalGroup: 1, optionalPick: 1 }),
  q('9', 'composition', 40, { section: '六、作文' }),
];

describe('the answer card made from the paper', () => {
  it('has a section per run of questions, in paper order, with their options, scores and 少选', () => {
    const card = cardFromPaper(paper, '期中考试 数学答题卡');
    expect(card.title).toBe('期中考试 数学答题卡');
    // the card numbers its sections itself (一、选择题 on the sheet), so the paper's own numbers are left out
    expect(card.sections.map((s) => [s.kind, s.title])).toEqual([
      ['objective', '选择题'],
      ['objective', '判断题'],
      ['blankFilling', '填空题'],
      ['shortAnswer', '解答题'],
      ['optional', '选做题'],
      ['composition', '作文'],
    ]);
    const [choices, judges, , answers] = card.sections;
    expect(choices.kind === 'objective' && choices.items).toEqual([
      { qNum: 1, opCount: 4, type: 'choice', score: 3, shaoXuan: 0 },
      { qNum: 2, opCount: 5, type: 'choice', score: 4, shaoXuan: 2 },
    ]);
    expect(judges.kind === 'objective' && judges.items[0]).toMatchObject({ qNum: 3, type: 'judge', opCount: 2, score: 2 });
    // 6(1) and 6(2) are sub-questions of a question 6 the paper does not list on its own
    expect(answers.kind === 'shortAnswer' && answers.items.map((i) => [i.qNum, i.level, i.score])).toEqual([
      ['6', 1, 0],
      ['6(1)', 2, 5],
      ['6(2)', 2, 7],
    ]);
  });

  it('makes a template whose marking areas name every marked question of the paper once', () => {
    const card = cardFromPaper(paper, '答题卡');
    const template = buildTemplate(card, layoutCard(card));
    const grouped = template.partitions.flatMap((p) => p.question_config.flatMap((c) => c.qNums));
    expect(grouped.filter((n) => paper.some((p) => p.label === n)).sort()).toEqual(['4', '5', '6(1)', '6(2)', '7', '8', '9']);
  });
});

describe('a big question title as the card shows it', () => {
  it.each([
    ['二、解答题', '解答题'], ['十一、作文', '作文'], ['3. 填空题', '填空题'], ['3．填空题', '填空题'], ['解答题', '解答题'], ['十字路口阅读', '十字路口阅读'],
    ['2019年真题', '2019年真题'], ['一、', '一、'],
  ])('%s → %s', (title, shown) => {
    expect(sectionTitleOf(title)).toBe(shown);
  });
});
