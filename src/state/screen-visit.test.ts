import { beforeEach, describe, expect, it } from 'vitest';
import { beginVisit, endOpening, isOpeningRequest, refuseRequest, screenVisit } from './screen-visit.ts';

describe('which refusals replace the screen', () => {
  beforeEach(() => beginVisit('/marking/workload?test_id=5', true, 10));

  it('counts the requests started after the screen was shown as its opening reads', () => {
    expect(isOpeningRequest(screenVisit, 10)).toBe(false);
    expect(isOpeningRequest(screenVisit, 11)).toBe(true);
    expect(isOpeningRequest(screenVisit, 40)).toBe(true);
  });

  it("ends the opening at the user's first input", () => {
    endOpening(14);
    // a second input does not move the end
    endOpening(20);
    expect(isOpeningRequest(screenVisit, 14)).toBe(true);
    expect(isOpeningRequest(screenVisit, 15)).toBe(false);
  });

  it('denies the screen for a refused opening read only', () => {
    endOpening(12);
    expect(refuseRequest(13, '无权')).toBe(false);
    expect(screenVisit.denied).toBeNull();
    expect(refuseRequest(10, '上一页的请求')).toBe(false);
    expect(refuseRequest(12, '您没有该考试的阅卷进度权限')).toBe(true);
    expect(screenVisit.denied).toEqual({ message: '您没有该考试的阅卷进度权限' });
  });

  it('never denies a screen that needs no session, and a new address starts afresh', () => {
    beginVisit('/login', false, 3);
    expect(refuseRequest(4, '拒绝访问')).toBe(false);
    beginVisit('/marking/judge', true, 5);
    expect(refuseRequest(6, '拒绝访问')).toBe(true);
    beginVisit('/marking', true, 7);
    expect(screenVisit.denied).toBeNull();
  });
});
