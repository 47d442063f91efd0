import { describe, expect, it } from 'vitest';
import { canTaskViewAnalysis, errorRateBounds, inErrorWindow, isClosable, isTaskType, TaskState, TaskType } from './tasks.ts';

describe('task types and states', () => {
  it('knows every task type of the specification and no other', () => {
    expect([1, 2, 8, 11, 17, 22, 26].every(isTaskType)).toBe(true);
    expect(isTaskType(0)).toBe(false);
  });

  it.each([
    [TaskType.examAnalysis, true],
    [TaskType.scores, true],
    [TaskType.analysisReport, true],
    [TaskType.answerSheets, true],
    [TaskType.studentWrongBook, false],
    [TaskType.classWrongBook, false],
    [TaskType.wrongToExam, false],
  ])('task type %i can view analysis: %s', (type, expected) => {
    expect(canTaskViewAnalysis(type)).toBe(expected);
  });

  it('closes only waiting or running tasks', () => {
    expect([TaskState.queued, TaskState.generating].every(isClosable)).toBe(true);
    expect([TaskState.done, TaskState.cancelled, TaskState.failed].some(isClosable)).toBe(false);
  });
});

describe('the error-rate window of wrong-question tasks', () => {
  it('defaults to 0 … 100 and puts the bounds in order', () => {
    expect(errorRateBounds(undefined, undefined)).toEqual({ lower: 0, upper: 100 });
    expect(errorRateBounds(80, 20)).toEqual({ lower: 20, upper: 80 });
    expect(errorRateBounds(-5, 140)).toEqual({ lower: 0, upper: 100 });
  });

  it('takes questions whose error rate lies within, never one answered fully', () => {
    const bounds = errorRateBounds(50, 100);
    expect(inErrorWindow(33.33, bounds)).toBe(true);
    expect(inErrorWindow(50, bounds)).toBe(true);
    expect(inErrorWindow(61.9, bounds)).toBe(false);
    expect(inErrorWindow(100, errorRateBounds(0, 100))).toBe(false);
    expect(inErrorWindow(0, errorRateBounds(0, 100))).toBe(true);
  });
});
