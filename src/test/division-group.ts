/**
 * A question group as GET divide-partition answers it, for the division tests: question 13 with
 * two blanks of 4 points, in marking mode `mode` (test_correct_type) with the regions `rects`
 * drawn, and the second blank placed at `secondBlankAt` when given. Its name is a placeholder:
 * the names shown are the catalogue's business.
 */
import type { DivisionGroup } from '../app/division/division-model.ts';

export function question13Group(mode: number, rects: Record<string, unknown>[], secondBlankAt?: { x: number; y: number; width: number; height: number }): DivisionGroup {
  return {
    id: 7,
    name: 'Question 13',
    test_correct_type: mode,
    config: {
      rect_divide: rects,
      question_config: [
        {
          question_id: 41,
          show_order: 13,
          label: '13',
          full_mark: 8,
          question_type: 'big_spaces',
          emptys: [
            { key: '1', label: '(1)', full_mark: 4, step: 1 },
            { key: '2', label: '(2)', full_mark: 4, step: 1, ...secondBlankAt },
          ],
        },
      ],
    },
  };
}
