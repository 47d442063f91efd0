import { describe, expect, it } from 'vitest';
import {
  CorrectionMode,
  DIFFICULTY_LABELS,
  EXAM_TYPE_NAMES,
  EXCEPTION_TYPE_NAMES,
  ExamStatus,
  GRADES,
  OPEN_SCOPE_NAMES,
  SUBJECTS,
  ScopeLevel,
  Stage,
  SubjectId,
  difficultyLabel,
  examTypeName,
  exceptionTypeName,
  gradeName,
  gradeTypeOf,
  isExamAnalysisViewable,
  isGrade,
  isScopeWithin,
  stageOfGrade,
  subjectName,
  subjectShortName,
  subjectsOfGrade,
  wrongQuestionContentOf,
  yearOptions,
} from './enums.ts';

describe('stages and grades', () => {
  it.each([
    [1, Stage.primary], [6, Stage.primary], [7, Stage.junior], [9, Stage.junior], [10, Stage.senior],
    [12, Stage.senior], [13, Stage.senior],
  ])('grade %i belongs to stage %i', (grade, stage) => {
    expect(stageOfGrade(grade)).toBe(stage);
  });

  it('lists grades 1 to 13, each with its own name', () => {
    expect(GRADES.map((grade) => grade.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(new Set(GRADES.map((grade) => grade.name)).size).toBe(13);
    expect(gradeName(1)).toBe('一年级');
    expect(gradeName(7)).toBe('初一');
    expect(gradeName(12)).toBe('高三');
    expect(gradeName(13)).toBe('复读');
  });

  it('knows what is a grade', () => {
    expect([1, 13, 0, 14, 2.5].map(isGrade)).toEqual([true, true, false, false, false]);
  });

  it('sends a grade to the question-type call as 2 to the power of grade minus 1', () => {
    expect([1, 2, 7, 12].map(gradeTypeOf)).toEqual([1, 2, 64, 2048]);
  });
});

describe('subjects', () => {
  it('has 16 subjects with distinct ids 1 to 16, names and short names', () => {
    expect(SUBJECTS).toHaveLength(16);
    expect(SUBJECTS.map((subject) => subject.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    expect(new Set(SUBJECTS.map((subject) => subject.name)).size).toBe(16);
    expect(new Set(SUBJECTS.map((subject) => subject.shortName)).size).toBe(16);
  });

  it('maps ids 1 to 10 to math, physics, chemistry, English, Chinese, history, politics, geography, biology, sports', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(subjectName)).toEqual([
      '数学',
      '物理',
      '化学',
      '英语',
      '语文',
      '历史',
      '政治',
      '地理',
      '生物',
      '体育',
    ]);
    expect(subjectShortName(SubjectId.chinese)).toBe('语');
  });

  it('names an unknown subject by its id rather than leaving it blank', () => {
    expect(subjectName(99)).toBe('科目99');
  });

  it('offers only the subjects taught in a grade', () => {
    const firstGrade = subjectsOfGrade(1).map((subject) => subject.id);
    expect(firstGrade).toContain(SubjectId.chinese);
    expect(firstGrade).toContain(SubjectId.math);
    expect(firstGrade).not.toContain(SubjectId.physics);
    expect(firstGrade).not.toContain(SubjectId.generalTech);

    const juniorTwo = subjectsOfGrade(8).map((subject) => subject.id);
    expect(juniorTwo).toContain(SubjectId.physics);
    expect(juniorTwo).not.toContain(SubjectId.chemistry);

    expect(subjectsOfGrade(10)).toHaveLength(16);
  });

  it('gives every subject a minimum grade within grades 1 to 13', () => {
    for (const subject of SUBJECTS) expect(isGrade(subject.minGrade)).toBe(true);
  });
});

describe('exams', () => {
  it('names the ten exam types by their ids', () => {
    expect(Object.keys(EXAM_TYPE_NAMES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(examTypeName(3)).toBe('期中考试');
    expect(examTypeName(6)).toBe('月考');
    expect(examTypeName(42)).toBe('考试类型42');
  });

  it('numbers the correction modes 1 by region, 2 by blank, 3 region then blank', () => {
    expect(CorrectionMode).toEqual({ byRegion: 1, byBlank: 2, byRegionThenBlank: 3 });
  });

  it('opens the analysis only in status 3', () => {
    expect(isExamAnalysisViewable(ExamStatus.analysisViewable)).toBe(true);
    expect(isExamAnalysisViewable(ExamStatus.endedAnalysisClosed)).toBe(false);
    expect(isExamAnalysisViewable(ExamStatus.inProgress)).toBe(false);
    expect(isExamAnalysisViewable(ExamStatus.notStarted)).toBe(false);
  });
});

describe('scope', () => {
  it('orders scope levels from the district down to the student', () => {
    expect(isScopeWithin(ScopeLevel.class, ScopeLevel.school)).toBe(true);
    expect(isScopeWithin(ScopeLevel.school, ScopeLevel.school)).toBe(true);
    expect(isScopeWithin(ScopeLevel.district, ScopeLevel.campus)).toBe(false);
  });

  it('has open scopes 0 everyone to 3 not open', () => {
    expect(OPEN_SCOPE_NAMES).toEqual({ 0: '所有人', 1: '指定学校', 2: '指定校区', 3: '不公开' });
  });
});

describe('difficulty', () => {
  it.each([
    [1, '容易'], [2, '容易'], [3, '较易'], [4, '较易'], [5, '中等'], [6, '较难'], [7, '较难'], [8, '困难'], [9, '困难'],
  ])('level %i is %s', (level, label) => {
    expect(difficultyLabel(level)).toBe(label);
  });

  it('groups the nine levels into five labels, each level once', () => {
    expect(DIFFICULTY_LABELS).toHaveLength(5);
    expect(DIFFICULTY_LABELS.flatMap((label) => label.levels)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('has no label outside 1 to 9', () => {
    expect(difficultyLabel(0)).toBeUndefined();
    expect(difficultyLabel(10)).toBeUndefined();
  });
});

describe('scan exceptions', () => {
  it('uses the exception ids of the scanning service, with gaps at 4, 8 and 9', () => {
    expect(Object.keys(EXCEPTION_TYPE_NAMES).map(Number)).toEqual([1, 2, 3, 5, 6, 7, 10, 11, 12, 13, 14]);
    expect(exceptionTypeName(6)).toBe('缺考');
    expect(exceptionTypeName(4)).toBe('异常类型4');
  });
});

describe('tasks', () => {
  it('reads the wrong-question download content: 0 wrong and variants, 1 wrong, anything else variants', () => {
    expect([0, 1, 2, 7].map(wrongQuestionContentOf)).toEqual([0, 1, 2, 2]);
  });
});

describe('yearOptions', () => {
  it('lists the current year and the ten previous, newest first', () => {
    expect(yearOptions(new Date(2026, 4, 1))).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]);
  });
});
