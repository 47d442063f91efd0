import { describe, expect, it } from 'vitest';
import { splitQuestions } from './question-split.ts';

const paper = [
  '<p>2026年春季期中考试 数学</p>',
  '<p>一、选择题</p>',
  '<p>1. 抛物线 $y=x^{2}+1$ 的顶点是</p>',
  '<p>A. (0,1) B. (1,0) C. (0,-1) D. (1,1)</p>',
  '<p>【答案】A</p>',
  '<p>【解析】代入 $x=0$ 得 $y=1$。</p>',
  '<p>2．下图中阴影部分的面积是</p>',
  '<p><img src="data:image/png;base64,AAAA" /></p>',
  '<p>A．2</p><p>B．4</p><p>C．6</p><p>D．8</p>',
  '<p>答案：B</p>',
  '<p>二、解答题</p>',
  '<p>3、某商店销售一种商品，进价为每件20元。</p>',
  '<p>(1) 求利润 $y$ 关于售价 $x$ 的函数；</p>',
  '<p>答案：y=-x^2+60x-500</p>',
  '<p>（2）售价为多少时利润最大？</p>',
  '<p>答案：30元</p>',
].join('');

describe('splitting a converted question paper by its numbering', () => {
  const questions = splitQuestions(paper);

  it('finds each numbered question, leaving out the title and section headings', () => {
    expect(questions.map((q) => q.number)).toEqual([1, 2, 3]);
    expect(questions.map((q) => q.typeId)).toEqual([1, 1, 5]);
  });

  it('keeps formulas in the text and reads options on one line or one a paragraph', () => {
    expect(questions[0].text).toBe('<p>抛物线 $y=x^{2}+1$ 的顶点是</p>');
    expect(questions[0].options).toEqual([
      { key: 'A', value: '(0,1)' },
      { key: 'B', value: '(1,0)' },
      { key: 'C', value: '(0,-1)' },
      { key: 'D', value: '(1,1)' },
    ]);
    expect(questions[0].answer).toEqual(['A']);
    expect(questions[0].jieda).toBe('<p>代入 $x=0$ 得 $y=1$。</p>');
    expect(questions[1].options.map((o) => o.value)).toEqual(['2', '4', '6', '8']);
    expect(questions[1].answer).toEqual(['B']);
  });

  it('keeps a picture with the question it follows', () => {
    expect(questions[1].text).toContain('<img src="data:image/png;base64,AAAA" />');
  });

  it('reads sub-questions with their own answers', () => {
    expect(questions[2].children.map((c) => [c.text, c.answer])).toEqual([
      ['<p>求利润 $y$ 关于售价 $x$ 的函数；</p>', ['y=-x^2+60x-500']],
      ['<p>售价为多少时利润最大？</p>', ['30元']],
    ]);
  });

  it('finds no question in text without numbering', () => {
    expect(splitQuestions('<p>这是一封信</p><p>没有题号</p>')).toEqual([]);
  });
});
