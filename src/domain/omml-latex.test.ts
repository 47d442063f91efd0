import { describe, expect, it } from 'vitest';
import { equationsAsText, ommlToLatex } from './omml-latex.ts';

const r = (t: string) => `<m:r><m:t>${t}</m:t></m:r>`;

describe('Word equations as LaTeX', () => {
  it('writes fractions, powers, radicals and delimiters', () => {
    expect(ommlToLatex(`<m:oMath><m:f><m:num>${r('1')}</m:num><m:den>${r('2')}</m:den></m:f></m:oMath>`)).toBe('\\frac{1}{2}');
    expect(ommlToLatex(`<m:oMath>${r('y=')}<m:sSup><m:e>${r('x')}</m:e><m:sup>${r('2')}</m:sup></m:sSup>${r('+1')}</m:oMath>`)).toBe('y={x}^{2}+1');
    expect(ommlToLatex(`<m:oMath><m:rad><m:radPr><m:degHide m:val="1"/></m:radPr><m:deg/><m:e>${r('16')}</m:e></m:rad></m:oMath>`)).toBe('\\sqrt{16}');
    expect(ommlToLatex(`<m:oMath><m:d><m:dPr><m:begChr m:val="["/><m:endChr m:val="]"/></m:dPr><m:e>${r('a')}</m:e><m:e>${r('b')}</m:e></m:d></m:oMath>`)).toBe('\\left[a,b\\right]');
    expect(ommlToLatex(`<m:oMath><m:nary><m:naryPr><m:chr m:val="∑"/></m:naryPr><m:sub>${r('i=1')}</m:sub><m:sup>${r('n')}</m:sup><m:e>${r('i')}</m:e></m:nary></m:oMath>`)).toBe('\\sum_{i=1}^{n}{i}');
    expect(ommlToLatex(`<m:oMath>${r('a&lt;b×c')}</m:oMath>`)).toBe('a<b\\times c');
  });

  it('puts each equation of a document in the text as $…$, displayed ones as $$…$$', () => {
    const xml = `<w:p><w:r><w:t>解：</w:t></w:r><m:oMath>${r('x&gt;1')}</m:oMath></w:p><w:p><m:oMathPara><m:oMath>${r('y')}</m:oMath></m:oMathPara></w:p>`;
    expect(equationsAsText(xml)).toBe(
      '<w:p><w:r><w:t>解：</w:t></w:r><w:r><w:t xml:space="preserve">$x&gt;1$</w:t></w:r></w:p><w:p><w:r><w:t xml:space="preserve">$$y$$</w:t></w:r></w:p>',
    );
  });
});
