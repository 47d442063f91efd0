/**
 * The columns of a focus group's critical students (关注群体 and 关注群体详情): name, exam total,
 * how far from the line and on which side, each paper's score (red where the paper's own line is
 * missed, then whatever a panel adds per paper), and the papers that pull the student down.
 */
import { Tag } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import type { ShownExportColumn } from '../common/ExportedTable.tsx';
import { formatScore, paperName } from '../common/format.ts';
import { studentNameColumns } from '../common/student-columns.ts';
import type { FocusData } from './standing-api.ts';

const focus = t.analysis.standing.focus;

export type FocusStudentRow = FocusData['students'][number];
type FocusPaper = FocusData['papers'][number];

export function focusStudentColumns(data: FocusData, perPaper: (paper: FocusPaper, index: number) => ShownExportColumn<FocusStudentRow>[] = () => []): ShownExportColumn<FocusStudentRow>[] {
  const nameOf = new Map(data.papers.map((p) => [p.test_id, paperName(p)]));
  const names = (ids: number[]) => ids.map((id) => nameOf.get(id)).join('、');
  return [
    ...studentNameColumns<FocusStudentRow>(),
    { title: t.analysis.examWide.total, value: (s) => s.total_score },
    { title: focus.distance, value: (s) => s.distance, show: (s) => <Tag color={s.side === 'below' ? 'orange' : 'green'}>{`${focus[s.side]} ${formatScore(s.distance)}`}</Tag> },
    ...data.papers.flatMap((p, i): ShownExportColumn<FocusStudentRow>[] => [
      {
        title: paperName(p),
        value: (s) => s.scores[i].score,
        show: (s) => <span className={s.scores[i].reached ? undefined : 'trend-down'}>{formatScore(s.scores[i].score)}</span>,
      },
      ...perPaper(p, i),
    ]),
    { title: `${focus.pulling}（${focus.belowLine}）`, value: (s) => names(s.below_line_test_ids) },
    { title: `${focus.pulling}（${focus.weak}）`, value: (s) => names(s.weak_test_ids) },
  ];
}
