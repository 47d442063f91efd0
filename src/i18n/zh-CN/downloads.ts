/**
 * My downloads and the My-tasks dialog (spec 002 §2, §4, §5, §8, §9): the task list, its
 * filters, states and actions, file downloads and the new-task dialog.
 */
/** The name of each task type (spec 002 §9), read by the task list and by the server's task answers. */
const TASK_TYPE_NAMES: Record<number, string> = {
  1: '学生错题变式',
  2: '班级错题变式',
  8: '考试分析',
  11: '错题组卷',
  17: '下载成绩',
  22: '下载考试分析报告',
  26: '学生在线答题卡导出',
};

export const downloads = {
  pageTitle: '我的任务',
  pageHint: '报告、成绩与错题本在后台生成，完成后可在这里下载。列表每 10 秒自动刷新。',
  dialogTitle: '我的任务',
  newTask: '新建任务',

  filters: {
    type: '任务类型',
    state: '任务状态',
    userState: '操作状态',
    name: '任务名称',
    namePlaceholder: '请输入任务名称',
    query: '查询',
    onlyMine: '只看我的任务',
  },

  allTypes: '全部类型',
  allStates: '全部状态',
  allUserStates: '全部',
  types: TASK_TYPE_NAMES,
  /** a type's name; a type this version does not know is named by its number */
  typeName: (typeId: number) => TASK_TYPE_NAMES[typeId] ?? `任务类型${typeId}`,
  states: {
    0: '排队中',
    1: '生成中',
    2: '已完成',
    3: '已关闭',
    4: '生成失败',
  } as Record<number, string>,
  unknownState: '未知状态',
  userStates: { 0: '未操作', 1: '已读' } as Record<number, string>,

  columns: { title: '任务', state: '状态', actions: '操作' },
  createdAt: (time: string) => `创建于 ${time}`,
  creator: (name: string) => `创建人：${name}`,
  waiting: (ahead: number) => (ahead > 0 ? `前面还有 ${ahead} 个任务` : '即将开始'),
  generating: '正在生成',
  failedReason: (reason: string) => `失败原因：${reason}`,
  createdExam: (name: string) => `已创建考试：${name}`,
  noWrongQuestions: '没有符合条件的错题，未创建考试',

  actions: {
    close: '关闭任务',
    download: '下载',
    viewAnalysis: '查看分析',
    markRead: '标记已读',
    downloadSelected: (n: number) => `下载所选（${n}）`,
    markSelectedRead: (n: number) => `标记所选已读（${n}）`,
  },

  /** spec 002 §5: closing a task asks first */
  closeConfirm: {
    title: '确定要关闭该任务吗？',
    content: '关闭后的任务将不会进入队列生成。',
    ok: '确定',
    cancel: '取消',
  },

  /** spec 002 §8: "downloading file: {file name}" */
  downloadingFile: (name: string) => `正在下载文件：${name}`,
  downloadFailed: (name: string, reason: string) => `${name} 下载失败：${reason}`,
  nothingToDownload: '所选任务中没有可下载的文件',
  pagerTotal: (total: number) => `共 ${total} 条`,
  empty: '暂无任务',

  create: {
    title: '新建下载任务',
    exam: '考试',
    examPlaceholder: '请选择考试',
    noExams: '暂无已结束的考试',
    type: '任务类型',
    tests: '试卷',
    testsPlaceholder: '全部试卷',
    classes: '班级',
    classesPlaceholder: '全部班级（任课老师为自己的班级）',
    content: '错题本内容',
    contentOptions: { 0: '错题及变式', 1: '仅错题', 2: '仅变式' } as Record<number, string>,
    errorRate: '错误率范围（%）',
    errorRateHint: '题目的错误率在此范围内才会收入',
    name: '任务名称',
    namePlaceholder: '不填则使用“考试名称-任务类型”',
    submit: '创建任务',
    examRequired: '请选择考试',
    typeRequired: '请选择任务类型',
    created: '任务已创建，正在排队生成',
    openTasks: '查看我的任务',
    typeHints: {
      1: '为所选班级的每位学生生成错题本（PDF）',
      2: '为每个所选班级生成班级错题本（PDF）',
      8: '计算考试分析；整场考试的分析完成后即可查看',
      11: '把错误率范围内的题目组成一场新考试',
      17: '每张试卷一个工作表，含每题得分、总分和排名（Excel）',
      22: '成绩概况、分数段、班级对比和试题分析（PDF）',
      26: '学生答卷扫描图，带阅卷老师的批改痕迹（PDF）',
    } as Record<number, string>,
  },
} as const;
