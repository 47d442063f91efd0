// @vitest-environment jsdom
import '../../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { freshRootPerTest } from '../../../test/test-root.tsx';
import { QuestionText } from './QuestionText.tsx';

const root = freshRootPerTest();

describe('a question text on the analysis screens', () => {
  it('shows a bank question stored as markup as the bank does: no tags, entities read, formulas typeset', async () => {
    await root.render(<QuestionText text="<p>已知 <strong>1 &lt; x</strong>，求 $x^2$ 的范围</p><script>alert(1)</script>" />);
    const shown = root.container;
    expect(shown.textContent).toContain('已知 1 < x，求');
    expect(shown.textContent).not.toContain('<p>');
    expect(shown.querySelector('strong')?.textContent).toBe('1 < x');
    expect(shown.querySelector('.katex')).not.toBeNull();
    expect(shown.querySelector('script')).toBeNull();
  });

  it('keeps a plain paper text as it is, a "<" of a formula included', async () => {
    await root.render(<QuestionText text="集合 A={x|1<x<3}，B={x|x>2}" />);
    expect(root.container.textContent).toBe('集合 A={x|1<x<3}，B={x|x>2}');
  });
});
