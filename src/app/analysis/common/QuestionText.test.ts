import { describe, expect, it } from 'vitest';
import { splitQuestionText } from './QuestionText.tsx';

describe('question text', () => {
  it('separates words, formulas and pictures', () => {
    expect(splitQuestionText('已知 $x^2=1$，求 x。<img src="/a.png" width="900">见图')).toEqual([
      { kind: 'text', value: '已知 ' },
      { kind: 'math', value: 'x^2=1' },
      { kind: 'text', value: '，求 x。' },
      { kind: 'image', value: '/a.png' },
      { kind: 'text', value: '见图' },
    ]);
    expect(splitQuestionText('sin 210° 的值为')).toEqual([{ kind: 'text', value: 'sin 210° 的值为' }]);
  });
});
