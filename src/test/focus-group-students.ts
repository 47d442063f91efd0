/**
 * The two critical students the focus-group answers of the component tests list, at the good line
 * (210 of 300, margin 5): 王小明 5.5 below it and weak in maths, 李华 2 above it.
 */
import { examStudent, onBothPapers } from './analysis-screen.tsx';

/** 王小明 (21) of 高一(1)班: 204.5, below the line in maths (92.5, z −0.812), 语文 112 (z 0.405). */
export const BELOW_LINE_STUDENT = {
  ...examStudent(21, '王小明'),
  total_score: 204.5,
  side: 'below',
  distance: -5.5,
  scores: onBothPapers({ score: 92.5, reached: false, z: -0.812 }, { score: 112, reached: true, z: 0.405 }),
  below_line_test_ids: [7],
  weak_test_ids: [7],
};

/** 李华 (22) of the class `classId`: 212, 106 on both papers (z 0.1), nothing pulling them down. */
export const aboveLineStudent = (classId = 3) => ({
  ...examStudent(22, '李华', classId),
  total_score: 212,
  side: 'above',
  distance: 2,
  scores: onBothPapers({ score: 106, reached: true, z: 0.1 }, { score: 106, reached: true, z: 0.1 }),
  below_line_test_ids: [],
  weak_test_ids: [],
});
