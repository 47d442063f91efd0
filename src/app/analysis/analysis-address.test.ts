import { describe, expect, it } from 'vitest';
import { analysisPath, lessonPath, readQuestion, readScope, rescopedPath, scopeOfLesson, scopeSearch, targetOf, withTarget } from './analysis-address.ts';

describe('the analysis scope in the address', () => {
  it('reads the ids, ignoring what is not a positive whole number', () => {
    const scope = readScope('?examinationid=3&testid=7&classid=12&campusid=x&specialGroupid=-1');
    expect(scope).toEqual({ examinationId: 3, testId: 7, schoolId: 0, campusId: 0, classId: 12, specialGroupId: 0 });
    expect(readQuestion('?question=13')).toBe(13);
  });

  it('writes only the ids given, and round-trips', () => {
    const scope = readScope('examinationid=3&testid=7&classid=12');
    expect(scopeSearch(scope, 5)).toBe('examinationid=3&testid=7&classid=12&question=5');
    expect(readScope(scopeSearch(scope))).toEqual(scope);
    expect(analysisPath('question', scope)).toBe('/analysis/examination/question?examinationid=3&testid=7&classid=12');
  });

  it('names the narrowest target and replaces it', () => {
    const scope = readScope('examinationid=3&testid=7&campusid=2&classid=12');
    expect(targetOf(scope)).toEqual({ kind: 'class', id: 12 });
    expect(targetOf(withTarget(scope, 'campus', 2))).toEqual({ kind: 'campus', id: 2 });
    expect(withTarget(scope, 'school', 0)).toMatchObject({ campusId: 0, classId: 0, specialGroupId: 0 });
  });

  it('keeps the question shown when the target changes, not when the paper does', () => {
    const search = '?examinationid=3&testid=7&classid=12&question=13';
    const scope = readScope(search);
    expect(rescopedPath('question', search, withTarget(scope, 'school', 0))).toBe('/analysis/examination/question?examinationid=3&testid=7&question=13');
    expect(rescopedPath('question', search, withTarget(scope, 'class', 14))).toBe('/analysis/examination/question?examinationid=3&testid=7&classid=14&question=13');
    expect(rescopedPath('question', search, { ...scope, testId: 8 })).toBe('/analysis/examination/question?examinationid=3&testid=8&classid=12');
    expect(rescopedPath('exam', '?examinationid=3&testid=7', withTarget(scope, 'school', 0))).toBe('/analysis/examination/exam?examinationid=3&testid=7');
  });

  it('builds the Lesson address and reads it back', () => {
    const scope = readScope('examinationid=3&testid=7&schoolid=1&classid=12');
    expect(lessonPath(scope, 13)).toBe('/lesson/7/1/0/12/0/3?question=13');
    expect(scopeOfLesson({ testid: '7', schoolid: '1', campusid: '0', classid: '12', specialGroupid: '0', examinationid: '3' })).toEqual(scope);
  });
});
