/**
 * Subject management (spec 001 §2.1 /divided/progress/{examinationid}/{testId}): the screen on
 * which a school administrator assigns each question group's markers, quotas, adjudicators and
 * double-marking policy.
 */
export const assignment = {
  title: '阅卷分配',
  hint: '为每个题组设置阅卷老师、任务量、仲裁老师和评阅方式。阅卷进行中移除老师时，其占用的试卷会立即退回给其他老师，已给出的分数保留。',
  edit: '设置',
  save: '保存',
  cancel: '取消',
  columns: {
    group: '题组',
    policy: '评阅方式',
    tolerance: '误差分',
    markers: '阅卷老师',
    judges: '仲裁老师',
    quota: '任务量',
    progress: '已阅',
  },
  policies: { single: '单评', '1+1': '双评（1+1，取平均分）', '2+1': '双评（2+1，超误差由第三人评阅）', '2+1+1': '双评（2+1+1，第三人仍超误差时仲裁）' } as Record<string, string>,
  quotaModes: { even: '平均分配', manual: '手动设置', unlimited: '不限' } as Record<string, string>,
  form: {
    title: (group: string) => `题组「${group}」的阅卷分配`,
    policy: '评阅方式',
    tolerance: (fullMark: number) => `误差分（满分 ${fullMark} 分）`,
    blind: '盲评（阅卷老师看不到考生姓名和考号）',
    occupy: '每位老师一次占用的试卷数',
    quotaMode: '任务量',
    owed: (students: number, perStudent: number) => `共 ${students} 名考生，每名考生评阅 ${perStudent} 次，共需 ${students * perStudent} 份`,
    pickBy: '挑选方式',
    bySubject: '按学科和年级',
    byClass: '按班级（班主任阅本班）',
    subject: '学科',
    grade: '年级',
    klass: '班级',
    anySubject: '全部学科',
    anyGrade: '全部年级',
    anyClass: '全部班级',
    markers: '阅卷老师',
    markTask: '任务量',
    judges: '仲裁老师',
    judgesOnlyFor: '只有 2+1+1 双评的题组会产生仲裁',
    unlimited: '不限',
    marked: (n: number, held: number) => `已阅 ${n} 份，占用 ${held} 份`,
  },
  none: '该试卷还没有题组',
  saved: '已保存',
} as const;
