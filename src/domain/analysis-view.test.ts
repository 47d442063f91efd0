import { describe, expect, it } from 'vitest';
import { isChoiceQuestion, panelLineHeight, stepQuestion, zoomLesson, zoomPanelFont } from './analysis-view.ts';

describe('panel font zoom', () => {
  it('steps by 5 between 16 and 60, with the line height 10 above the font', () => {
    expect(zoomPanelFont(16, 1)).toBe(21);
    expect(zoomPanelFont(16, -1)).toBe(16);
    expect(zoomPanelFont(56, 1)).toBe(60);
    expect(zoomPanelFont(60, 1)).toBe(60);
    expect(panelLineHeight(21)).toBe(31);
  });
});

describe('Lesson zoom', () => {
  it('steps by 25 % and never below 100 %', () => {
    expect(zoomLesson(100, 1)).toBe(125);
    expect(zoomLesson(125, -1)).toBe(100);
    expect(zoomLesson(100, -1)).toBe(100);
  });
});

describe('question steps', () => {
  it('moves through the list and reports the edges', () => {
    expect(stepQuestion(3, 0, 1)).toEqual({ index: 1 });
    expect(stepQuestion(3, 2, 1)).toEqual({ edge: 'last' });
    expect(stepQuestion(3, 0, -1)).toEqual({ edge: 'first' });
    expect(stepQuestion(3, 2, -1)).toEqual({ index: 1 });
  });
});

describe('question kinds', () => {
  it('knows the choice questions', () => {
    expect(isChoiceQuestion('multiple_one')).toBe(true);
    expect(isChoiceQuestion('big_spaces')).toBe(false);
  });
});
