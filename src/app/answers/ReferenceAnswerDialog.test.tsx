// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { ReferenceAnswerDialog, type ReferenceAnswerDialogProps, type ReferenceQuestion } from './ReferenceAnswerDialog.tsx';

interface GroupQuestion extends ReferenceQuestion {
  full_mark: number;
}

const QUESTIONS: GroupQuestion[] = [
  { show_order: 13, label: '13', full_mark: 10, answer: ['$x = \\frac{1}{2}$'], jieda: '由 $2x = 1$ 得' },
  { show_order: 14, label: '14', full_mark: 6, answer: ['', ' '] },
];

const root = freshRootPerTest();

async function open(props: Partial<ReferenceAnswerDialogProps<GroupQuestion>> = {}) {
  await root.render(<ReferenceAnswerDialog open onClose={() => undefined} questions={QUESTIONS} {...props} />);
  const dialog = document.querySelector('[data-testid="reference-answer"]');
  if (!dialog) throw new Error('the dialog is not open');
  return dialog;
}

const section = (dialog: Element, showOrder: number) => dialog.querySelector(`[data-testid="reference-question-${showOrder}"]`);

describe('the reference-answer dialog', () => {
  it('typesets the formulas of answers and explanations', async () => {
    const dialog = await open();
    const answered = section(dialog, 13);
    expect(answered?.querySelectorAll('.katex').length).toBe(2);
    expect(answered?.textContent).toContain('第13题');
  });

  it('lists only the answered questions unless asked for every question', async () => {
    expect(section(await open(), 14)).toBeNull();
    const unanswered = section(await open({ everyQuestion: true }), 14);
    expect(unanswered?.textContent).toBe('第14题无');
  });

  it('puts what a screen adds after each heading', async () => {
    const dialog = await open({ everyQuestion: true, questionExtra: (q) => <span className="full-mark">（{q.full_mark}分）</span> });
    expect([...dialog.querySelectorAll('h5 .full-mark')].map((mark) => mark.textContent)).toEqual(['（10分）', '（6分）']);
  });

  it('says none when no question has an answer', async () => {
    const dialog = await open({ questions: [QUESTIONS[1]] });
    expect(dialog.querySelector('.ant-empty-description')?.textContent).toBe('无');
  });
});
