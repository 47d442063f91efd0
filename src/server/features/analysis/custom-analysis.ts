/**
 * Custom analysis (自定义分析, /v1/examanalysis/custom-analysis[/{id}], spec 001 §2.1
 * customAnalysis): a teacher picks the classes (none: the whole exam), the papers (0: the exam
 * total) and the figures, saves the choice under a name and reopens it; the figures are computed
 * from the stored marks each time it is opened. A saved analysis belongs to its author: others get
 * 404, as for an id that does not exist.
 */
import { DEFAULT_ANALYSIS_CONFIG, scoreLinesOf } from '../../../domain/exam-setup/analysis-config.ts';
import { CUSTOM_ANALYSIS_NAME_MAX, customFigures, type CustomFigure } from '../../../domain/statistics/custom-figures.ts';
import { requireClassView, type Viewer } from '../../access/analysis-viewer.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { analysisConfigOf } from '../exams/analysis-config-repository.ts';
import * as repo from './analysis-repository.ts';
import type { ExamRow } from './analysis-targets.ts';
import * as saved from './custom-analysis-repository.ts';
import { positionsIn } from './analysis-targets.ts';
import { examScores, openExam } from './exam-scores.ts';
import { msg } from '../../../i18n/server.ts';

export interface CustomAnalysisBody {
  examination_id: number;
  name: string;
  class_ids: number[];
  test_ids: number[];
  figures: CustomFigure[];
}

const unique = <T>(xs: readonly T[]) => [...new Set(xs)];

/** The classes must be of the exam's school and visible to the caller; answers their names. */
async function checkClasses(db: Db, exam: ExamRow, viewer: Viewer, classIds: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const id of classIds) {
    const klass = await repo.classById(db, id);
    if (!klass) throw notFound(msg.organisation.classNotFound);
    if (klass.schoolId !== exam.schoolId) throw notFound(msg.analysis.scopeNotInExam);
    requireClassView(viewer, id);
    names.set(id, klass.name);
  }
  return names;
}

function describe(row: saved.CustomAnalysisRow) {
  return { id: row.id, examination_id: row.examId, name: row.name, class_ids: row.classIds, test_ids: row.testIds, figures: row.figures, created_at: row.createdAt.toISOString() };
}

export class CustomAnalysis {
  constructor(private readonly database: Database) {}

  async create(auth: AuthContext, body: CustomAnalysisBody) {
    const name = body.name.trim();
    if (!name) throw badRequest(msg.analysis.custom.nameRequired);
    if (name.length > CUSTOM_ANALYSIS_NAME_MAX) throw badRequest(msg.analysis.custom.nameTooLong(CUSTOM_ANALYSIS_NAME_MAX));
    const testIds = unique(body.test_ids);
    const figures = unique(body.figures);
    const classIds = unique(body.class_ids);
    if (testIds.length === 0) throw badRequest(msg.analysis.custom.papersRequired);
    if (figures.length === 0) throw badRequest(msg.analysis.custom.figuresRequired);
    return this.database.tx(async (db) => {
      const { exam, viewer } = await openExam(db, auth, body.examination_id);
      const papers = new Set((await repo.testsOfExams(db, [exam.id])).map((t) => t.id));
      if (testIds.some((id) => id !== 0 && !papers.has(id))) throw badRequest(msg.analysis.testNotInExam);
      await checkClasses(db, exam, viewer, classIds);
      const id = await saved.insertCustomAnalysis(db, { examId: exam.id, userId: auth.userId, name, classIds, testIds, figures });
      return { id };
    });
  }

  async list(auth: AuthContext, examId: number) {
    return this.database.read(async (db) => {
      const { exam } = await openExam(db, auth, examId);
      return { list: (await saved.customAnalysesOf(db, exam.id, auth.userId)).map(describe) };
    });
  }

  private async own(db: Db, auth: AuthContext, id: number) {
    const row = await saved.customAnalysisById(db, id);
    if (!row || row.userId !== auth.userId) throw notFound(msg.analysis.custom.notFound);
    return row;
  }

  async remove(auth: AuthContext, id: number) {
    await this.database.tx(async (db) => {
      await this.own(db, auth, id);
      await saved.deleteCustomAnalysis(db, id);
    });
    return null;
  }

  /** The saved choice with its figures: per paper, one row per class chosen and one for them all. */
  async open(auth: AuthContext, id: number) {
    const { row, scores, config, classNames } = await this.database.read(async (db) => {
      const row = await this.own(db, auth, id);
      const { exam, viewer } = await openExam(db, auth, row.examId);
      // a class teacher's classes may have changed since it was saved
      const classNames = await checkClasses(db, exam, viewer, row.classIds);
      return { row, scores: await examScores(db, exam.id), config: (await analysisConfigOf(db, exam.id)) ?? DEFAULT_ANALYSIS_CONFIG, classNames };
    });
    const lines = scoreLinesOf(config);
    const chosen = new Set(row.classIds);
    const everyone = positionsIn(scores.students, (s) => chosen.size === 0 || chosen.has(s.classId));
    const groups = [
      ...row.classIds.map((classId) => ({ group_id: classId, name: classNames.get(classId)!, positions: positionsIn(scores.students, (s) => s.classId === classId) })),
      { group_id: 0, name: row.classIds.length === 0 ? msg.analysis.wholeExam : msg.analysis.custom.chosenClasses, positions: everyone },
    ];
    const columns = row.testIds
      .map((testId) => {
        if (testId === 0) return { test_id: 0, name: msg.reports.total, subject_id: 0, full_mark_score: scores.fullMark, column: scores.totals };
        const at = scores.papers.findIndex((p) => p.testId === testId);
        if (at === -1) return undefined;
        const paper = scores.papers[at];
        return { test_id: testId, name: paper.name, subject_id: paper.subjectId, full_mark_score: paper.fullMark, column: scores.paperTotals[at] };
      })
      .filter((c) => c !== undefined);
    let counted = 0;
    const papers = columns.map(({ column, ...paper }) => ({
      ...paper,
      groups: groups.map((g) => {
        const figures = customFigures(
          Float64Array.from(g.positions, (p) => column[p]),
          paper.full_mark_score,
          lines,
        );
        counted += figures.student_count ?? 0;
        return { group_id: g.group_id, name: g.name, values: row.figures.map((f) => figures[f]) };
      }),
    }));
    return { has_data: counted > 0, analysis: describe(row), papers };
  }
}
