/**
 * The division screen (spec 001 §2.1 /teachers/divided, 考试列表（划题）): a paper's question
 * groups with their questions, and each group's division edited by hand.
 */
export const division = {
  title: '题块划分',
  listHint: '选择一张试卷，查看它的题组和各题组在答题卡模板上的划分区域。',
  hint: '按区域批改的题组至少需要一个区域；按空批改的题组每个空都需要区域。坐标和尺寸以答题卡模板的像素为单位。',
  back: '返回考试列表',
  noGroups: '这张试卷还没有题组：请先在答题卡中提交模板',
  noExams: '暂无考试',
  papers: '科目试卷',
  exam: '考试',
  complete: '划分完成',
  incomplete: '划分未完成',
  templateSize: (width: number, height: number) => `模板尺寸 ${width} × ${height}`,
  correctType: '批改方式',
  questions: '题目',
  questionColumns: { label: '题号', type: '题型', fullMark: '满分', blanks: '空' },
  blankList: (blanks: { label: string; full_mark: number }[]) =>
    blanks.length === 1 ? '1 个空' : `${blanks.length} 个空：${blanks.map((b) => `${b.label} ${b.full_mark}分`).join('，')}`,
  regions: '区域',
  regionName: (n: number) => `区域 ${n}`,
  blankName: (question: string, blank: string | null) => (blank === null ? `第 ${question} 题` : `第 ${question} 题的空 ${blank}`),
  blanks: '各空区域',
  rectColumns: { name: '名称', x: 'X', y: 'Y', width: '宽', height: '高', page: '页' },
  addRegion: '添加区域',
  removeRegion: '删除区域',
  place: '设置区域',
  unplace: '清除',
  notPlaced: '未设置',
  save: '保存划分',
  saved: (group: string) => `题组「${group}」的划分已保存`,
  badPosition: (name: string, max: number) => `${name} 的 X、Y 须为 0 到 ${max} 的整数`,
  badSize: (name: string, max: number) => `${name} 的宽和高须为 1 到 ${max} 的整数`,
  badPage: (name: string, max: number) => `${name} 的页码须为 1 到 ${max} 的整数`,
} as const;
