/**
 * What a teacher reads for the reference enumerations of src/domain/enums.ts (spec 002 §9),
 * keyed by each member's name in code; the domain's enumeration tables put these names next
 * to the numbers the API and the database carry.
 */

export const STAGE_TEXTS = { primary: '小学', junior: '初中', senior: '高中' } as const;

/**
 * Grade names by grade number: 1–6 the primary years, 7–9 junior (初一…初三), 10–12 senior
 * (高一…高三), 13 the repeat year after senior three (复读班).
 */
export const GRADE_TEXTS: Readonly<Record<number, string>> = {
  1: '一年级', 2: '二年级', 3: '三年级', 4: '四年级', 5: '五年级', 6: '六年级',
  7: '初一', 8: '初二', 9: '初三', 10: '高一', 11: '高二', 12: '高三', 13: '复读',
};

/** A subject's full name and the one character that stands for it in narrow columns. */
export const SUBJECT_TEXTS = {
  math: { name: '数学', shortName: '数' }, physics: { name: '物理', shortName: '物' }, chemistry: { name: '化学', shortName: '化' }, english: { name: '英语', shortName: '英' },
  chinese: { name: '语文', shortName: '语' }, history: { name: '历史', shortName: '史' }, politics: { name: '政治', shortName: '政' }, geography: { name: '地理', shortName: '地' },
  biology: { name: '生物', shortName: '生' }, sports: { name: '体育', shortName: '体' }, art: { name: '美术', shortName: '美' }, music: { name: '音乐', shortName: '音' },
  infoTech: { name: '信息技术', shortName: '信' }, labourTech: { name: '劳动技术', shortName: '劳' }, generalTech: { name: '通用技术', shortName: '通' }, selfAssessment: { name: '自我评价', shortName: '评' },
} as const;

export const PAPER_TYPE_TEXTS = {
  realExam: '真题', mock: '模拟题', specialTest: '专题测试', unitTest: '单元测试', midTerm: '期中', final: '期末', other: '其他',
} as const;

export const EXAM_TYPE_TEXTS = {
  precisionHomework: '精准作业', startOfTerm: '开学考', midTerm: '期中考试', final: '期末考试', mock: '模拟考试', monthly: '月考',
  bookAssessment: '教辅测评', special: '专项测试', weakPointTest: '薄弱点测试', weekly: '周考',
} as const;

export const CORRECTION_MODE_TEXTS = { byRegion: '按区域批改', byBlank: '按空批改', byRegionThenBlank: '先按区域后按空批改' } as const;

export const EXAM_STATUS_TEXTS = {
  notStarted: '未开始', inProgress: '进行中', endedAnalysisClosed: '已结束（分析未开放）', analysisViewable: '可查看分析',
} as const;

export const SCOPE_LEVEL_TEXTS = { district: '学区', school: '学校', campus: '校区', group: '分组', class: '班级', student: '学生' } as const;

export const OPEN_SCOPE_TEXTS = { everyone: '所有人', namedSchools: '指定学校', namedCampuses: '指定校区', notOpen: '不公开' } as const;

export const IMPROVEMENT_TAG_TEXTS = { canRaiseScore: '可提分', wrongAnswer: '答案错误' } as const;

/** The five labels the nine difficulty levels are grouped into, easiest first. */
export const DIFFICULTY_TEXTS = { easy: '容易', fairlyEasy: '较易', medium: '中等', fairlyHard: '较难', hard: '困难' } as const;

export const EXCEPTION_TYPE_TEXTS = {
  blankPage: '空白页', anchorAbnormal: '定位点异常', examNumberAbnormal: '考号异常', examNumberDuplicate: '考号重复', absent: '缺考',
  allIgnored: '全部忽略', foldedCorner: '折角', unrecognised: '无法识别', paperUnmatched: '试卷不匹配', recognitionError: '识别错误',
  storageError: '存储错误',
} as const;

export const ANALYSIS_TYPE_TEXTS = { scoreEvaluate: '四率分析', formerN: '尖子生分析', tag: '标签分析' } as const;

/** What is shown for an id outside a list (a grade, subject, exam type or exception type not in it). */
export const UNKNOWN_MEMBER_TEXTS = {
  grade: (grade: number) => `${grade}年级`,
  subject: (id: number) => `科目${id}`,
  examType: (id: number) => `考试类型${id}`,
  exceptionType: (id: number) => `异常类型${id}`,
} as const;
