// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { answeredQuestions } from './ReferenceAnswerDialog.tsx';
import { hasMarkup, sanitizeRichText, splitMath } from './rich-text.ts';

describe('rich answer text', () => {
  it('keeps the markup of an answer and drops what could run', () => {
    const clean = sanitizeRichText('<p onclick="steal()">x<sup>2</sup> <b>正确</b></p><script>alert(1)</script><img src="javascript:alert(1)"><img src="/v1/files/a.png" onerror="x()">');
    expect(clean).toBe('<p>x<sup>2</sup> <b>正确</b></p><img><img src="/v1/files/a.png">');
  });

  it('reduces unknown tags to their text', () => {
    expect(sanitizeRichText('<font color="red">答案</font><a href="http://x">链接</a>')).toBe('答案链接');
  });

  it('finds inline and display formulas', () => {
    expect(splitMath('面积为 $\\pi r^2$，即 $$S=\\pi r^2$$')).toEqual([
      { kind: 'text', value: '面积为 ' },
      { kind: 'math', value: '\\pi r^2', display: false },
      { kind: 'text', value: '，即 ' },
      { kind: 'math', value: 'S=\\pi r^2', display: true },
    ]);
    expect(hasMarkup('a < b 且 c > d')).toBe(false);
    expect(hasMarkup('<p>a</p>')).toBe(true);
  });

  it("leaves out questions with neither answer nor analysis, so an empty group shows 'none'", () => {
    const questions = [
      { show_order: 13, label: '13', answer: ['', ' '], jieda: '' },
      { show_order: 14, label: '14', answer: [], jieda: '由余弦定理得 $c=\\sqrt{13}$' },
    ];
    expect(answeredQuestions(questions).map((q) => q.label)).toEqual(['14']);
    expect(answeredQuestions([questions[0]])).toEqual([]);
  });
});
