/**
 * The custom (special) groups of an exam analysed side by side (/v1/examanalysis/special-group):
 * for the exam total and each paper, every group's figures against the whole exam — the same
 * figures as the school report gives a class (school-report.ts). The groups are those made in exam
 * setup (special-group, special-group-student/{id}); their name and students are changed by
 * PATCH special-group/{id} (assignment/special-group-service.ts).
 */
import { DEFAULT_ANALYSIS_CONFIG, scoreLinesOf } from '../../../domain/exam-setup/analysis-config.ts';
import { roundTo, SCORE_STATISTIC_DECIMALS } from '../../../domain/statistics/rates.ts';
import { accessOf } from '../../access/access-service.ts';
import type { Database } from '../../db/database.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { analysisConfigOf } from '../exams/analysis-config-repository.ts';
import * as repo from './analysis-repository.ts';
import { examScores, openExam } from './exam-scores.ts';
import { averageRanks, figures, published } from './school-report.ts';

export class SpecialGroupAnalysis {
  constructor(private readonly database: Database) {}

  async get(auth: AuthContext, examId: number) {
    const { groups, members, scores, config, mayEdit } = await this.database.read(async (db) => {
      const { exam } = await openExam(db, auth, examId);
      const groups = await repo.specialGroupsOfExam(db, exam.id);
      return {
        groups,
        members: await repo.specialGroupMembers(db, groups.map((g) => g.id)),
        scores: await examScores(db, exam.id),
        config: (await analysisConfigOf(db, exam.id)) ?? DEFAULT_ANALYSIS_CONFIG,
        mayEdit: await accessOf(db, auth).administersSchool(exam.schoolId),
      };
    });
    const lines = scoreLinesOf(config);
    const everyone = scores.students.map((_, i) => i);
    const positionsOf = groups.map((g) => everyone.filter((p) => members.get(g.id)!.has(scores.students[p].id)));
    const columns = [
      { test_id: 0, name: '', subject_id: 0, full_mark_score: scores.fullMark, column: scores.totals },
      ...scores.papers.map((paper, pi) => ({ test_id: paper.testId, name: paper.name, subject_id: paper.subjectId, full_mark_score: paper.fullMark, column: scores.paperTotals[pi] })),
    ];
    const subjects = columns.map(({ column, ...paper }) => {
      const grade = figures(column, everyone, paper.full_mark_score, lines);
      const rows = positionsOf.map((positions) => figures(column, positions, paper.full_mark_score, lines));
      const ranks = averageRanks(rows);
      return {
        ...paper,
        grade: published(grade),
        groups: rows.map((row, i) => ({
          group_id: groups[i].id,
          name: groups[i].name,
          ...published(row),
          average_gap: row.mean === row.mean && grade.mean === grade.mean ? roundTo(row.mean - grade.mean, SCORE_STATISTIC_DECIMALS) : null,
          average_rank: ranks[i],
        })),
      };
    });
    return {
      has_data: subjects.some((s) => s.groups.some((g) => g.student_count > 0)),
      may_edit: mayEdit,
      lines: { excellent: lines.excellent, good: lines.good, pass: lines.pass, low: lines.low },
      groups: groups.map((g, i) => ({ id: g.id, name: g.name, member_count: members.get(g.id)!.size, sitting_count: positionsOf[i].length })),
      subjects,
    };
  }
}
