import { describe, expect, it } from 'vitest';
import { blankButtons, hasReferenceAnswer, parseBlankImage, questionReportMessage, studentLabel, teacherLabel } from './dialog-rules.ts';

describe('the question error report', () => {
  it('joins the chosen types with a full-width comma and appends the description', () => {
    expect(questionReportMessage(['答案错误', '题目无法显示'], '', '其他', '第二空答案应为 -2')).toBe('答案错误，题目无法显示，第二空答案应为 -2');
    expect(questionReportMessage(['其他'], '图模糊', '其他', '')).toBe('其他：图模糊');
    expect(questionReportMessage([], '', '其他', '  ')).toBe('');
  });
});

describe('blank paper images', () => {
  it('read width and height from the last two comma parts', () => {
    expect(parseBlankImage('/v1/files/scans/t3-p11-s1-0.png,800,220')).toEqual({ url: '/v1/files/scans/t3-p11-s1-0.png', width: 800, height: 220 });
    expect(parseBlankImage('/v1/files/scans/a.png')).toEqual({ url: '/v1/files/scans/a.png', width: 0, height: 0 });
  });

  it('enable batch buttons with a selection and row buttons with at most one', () => {
    expect(blankButtons(0)).toEqual({ batch: false, row: true });
    expect(blankButtons(1)).toEqual({ batch: true, row: true });
    expect(blankButtons(2)).toEqual({ batch: true, row: false });
  });
});

describe('names in lists', () => {
  it('shows *** for a student without a name and the real name of a teacher in brackets', () => {
    expect(studentLabel('')).toBe('***');
    expect(studentLabel('李雷')).toBe('李雷');
    expect(teacherLabel('marker01', '孙阳志')).toBe('marker01（孙阳志）');
    expect(teacherLabel('marker01', '')).toBe('marker01');
  });
});

describe('the reference answer', () => {
  it('exists when some question of the group carries a non-blank answer', () => {
    expect(hasReferenceAnswer([{ answer: ['  '] }, { answer: ['(1) 3；(2) 4/5'] }])).toBe(true);
    expect(hasReferenceAnswer([{ answer: [' '] }, {}])).toBe(false);
    expect(hasReferenceAnswer([])).toBe(false);
  });
});
