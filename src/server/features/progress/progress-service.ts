/**
 * The marking-progress pages outside the marking window (spec 000 §2: /marking, subject list,
 * workload, question-group list, adjudication records): progress of exams and papers, the
 * adjudication records of a paper and the progress of each class.
 *
 * Who sees what: the super administrator everything; administrators and school leaders every
 * exam of their schools; other teachers the exams and papers they mark or adjudicate in.
 */
import { mayReadAdjudications, progressPagesOf } from '../../../domain/progress-access.ts';
import { ExamStatus, subjectName } from '../../../domain/enums.ts';
import { relationOf, studentAsSeen } from '../../../domain/student-visibility.ts';
import { rate } from '../../../domain/marking-rules.ts';
import { Judge } from '../../../domain/double-marking.ts';
import { accessOf } from '../../access/access-service.ts';
import { seesClass } from '../../access/analysis-viewer.ts';
import { mayFollowExam, mayFollowTest, paperStanding } from '../../access/progress-reach.ts';
import type { Database, Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { examClassesOf } from '../analysis/analysis-repository.ts';
import type { AuthContext } from '../auth/auth-service.ts';
import { partitionCounts, type PartitionCounts } from '../marking/marking-progress-repository.ts';
import * as repo from './progress-repository.ts';
import { msg } from '../../../i18n/server.ts';


type Counts = PartitionCounts;

const EMPTY: Counts = { markTotal: 0, markNum: 0, markSum: 0, wrongNum: 0, judgeTotal: 0, decidedNum: 0, units: 0 };

function sumCounts(list: Counts[]): Counts {
  return list.reduce(
    (a, c) => ({
      markTotal: a.markTotal + c.markTotal,
      markNum: a.markNum + c.markNum,
      markSum: a.markSum + c.markSum,
      wrongNum: a.wrongNum + c.wrongNum,
      judgeTotal: a.judgeTotal + c.judgeTotal,
      decidedNum: a.decidedNum + c.decidedNum,
      units: a.units + c.units,
    }),
    EMPTY,
  );
}

function describeCounts(c: Counts) {
  return { mark_num: c.markNum, mark_total: c.markTotal, mark_rate: rate(c.markNum, c.markTotal), wrong_num: c.wrongNum, judge_total: c.judgeTotal, decided_num: c.decidedNum };
}

export class ProgressService {
  constructor(private readonly database: Database) {}

  private async countsOfTests(db: Db, testIds: number[]): Promise<Map<number, { counts: Counts; partitions: number }>> {
    const parts = await repo.partitionsOfTests(db, testIds);
    const counts = await partitionCounts(db, parts.map((p) => p.id));
    return new Map(
      testIds.map((id) => {
        const mine = parts.filter((p) => p.testId === id);
        return [id, { counts: sumCounts(mine.map((p) => counts.get(p.id)!)), partitions: mine.length }];
      }),
    );
  }

  private describeExam(exam: repo.ExamRow, testIds: number[], byTest: Map<number, { counts: Counts }>) {
    return {
      id: exam.id,
      name: exam.name,
      status: exam.status,
      start_date: exam.startDate,
      examination_type: exam.examinationType,
      class_teacher_marking: exam.classTeacherMarking ? 1 : 0,
      test_count: testIds.length,
      progress: describeCounts(sumCounts(testIds.map((id) => byTest.get(id)?.counts ?? EMPTY))),
    };
  }

  async exams(auth: AuthContext, q: { marking_status?: number; examination_name?: string; page_no?: number; page_size?: number }) {
    return this.database.run(async (db) => {
      const reach = await accessOf(db, auth).progressReach();
      const markedExamIds = [...(await repo.examIdsOfTests(db, [...reach.testIds])), ...reach.classExamIds];
      if (!reach.all && reach.schoolIds.length === 0 && markedExamIds.length === 0) return { result: [], total: 0 };
      const all = await repo.visibleExams(db, { all: reach.all, schoolIds: reach.schoolIds, examIds: markedExamIds }, { markingStatus: q.marking_status, name: q.examination_name });
      const pageSize = q.page_size ?? 10;
      const page = all.slice(((q.page_no ?? 1) - 1) * pageSize, (q.page_no ?? 1) * pageSize);
      const testRows = await repo.testIdsOfExams(db, page.map((e) => e.id));
      const byTest = await this.countsOfTests(db, testRows.map((t) => t.id));
      const result = page.map((exam) => this.describeExam(exam, testRows.filter((t) => t.examId === exam.id).map((t) => t.id), byTest));
      return { result, total: all.length };
    });
  }

  async tests(auth: AuthContext, examId: number) {
    return this.database.run(async (db) => {
      const exam = await repo.examById(db, examId);
      if (!exam) throw notFound(msg.exam.notFound);
      const reach = await accessOf(db, auth).progressReach();
      const testRows = await repo.testsOfExam(db, examId);
      if (!mayFollowExam(reach, exam, testRows.map((t) => t.id))) throw forbidden(msg.access.noProgress);
      const visible = testRows.filter((t) => mayFollowTest(reach, exam, t.id));
      const byTest = await this.countsOfTests(db, visible.map((t) => t.id));
      const spotChecks = await accessOf(db, auth).spotChecksExam(exam);
      return {
        exam: this.describeExam(exam, visible.map((t) => t.id), byTest),
        result: visible.map((t) => ({
          id: t.id,
          name: t.name,
          subject_id: t.subjectId,
          subject_name: subjectName(t.subjectId),
          status: t.status,
          partition_count: byTest.get(t.id)!.partitions,
          progress: describeCounts(byTest.get(t.id)!.counts),
          // the pages of a paper the caller may open, by the rules their calls apply
          may_open: { ...progressPagesOf(paperStanding(auth, reach, exam, t.id)), spot_check: spotChecks },
        })),
      };
    });
  }

  /**
   * Adjudication records are part of the marking: for the test's markers and adjudicators, the
   * school's leaders and administrators — not for teachers who only follow their classes. What
   * each reader sees of the student follows the blind-marking rule (src/domain/student-visibility.ts).
   */
  async judgeRecords(auth: AuthContext, testId: number, q: { partition_id?: number; state?: 'all' | 'waiting' | 'decided'; page_no?: number; page_size?: number }) {
    return this.database.run(async (db) => {
      const access = accessOf(db, auth);
      const paper = await access.requireTest(testId, 'follow');
      const standing = paperStanding(auth, paper.reach, paper, testId);
      const { administrator } = standing;
      if (!mayReadAdjudications(standing)) throw forbidden(msg.access.noJudgeRecords);
      const groups = await access.partitionsInTest(testId);
      const viewer = paper.examStatus === ExamStatus.analysisViewable ? await access.analysisViewer(paper.schoolId) : undefined;
      const judged = await repo.adjudicatedPartitions(db, testId);
      const pageSize = q.page_size ?? 10;
      const { total, rows } = await repo.judgeRecords(db, testId, { partitionId: q.partition_id, state: q.state }, { limit: pageSize, offset: ((q.page_no ?? 1) - 1) * pageSize });
      const logs = await repo.marksOfUnits(db, rows.map((r) => Number(r.id)));
      return {
        partitions: judged,
        total,
        result: rows.map((r) => {
          const marksOf = logs.filter((l) => Number(l.unit_id) === Number(r.id));
          const decision = marksOf.find((l) => Number(l.judge) === Judge.adjudication);
          const partitionId = Number(r.partition_id);
          const classId = Number(r.class_id);
          const relation = relationOf({
            administrator,
            classTeacher: Boolean(viewer && seesClass(viewer, classId)),
            marker: groups.marker.has(partitionId),
            judge: groups.judge.has(partitionId),
            colleague: true,
          })!;
          const seen = studentAsSeen(relation, { showsStudent: Boolean(r.show_student) }, { id: Number(r.student_id), name: r.student_name, examNumber: r.exam_number, classId, className: '' });
          return {
            unit_id: Number(r.id),
            partition_id: Number(r.partition_id),
            partition_name: r.partition_name,
            student_name: seen.name,
            exam_number: seen.examNumber,
            state: decision ? ('decided' as const) : ('waiting' as const),
            full_mark: Number(r.full_mark),
            final_score: r.final_score === null ? null : Number(r.final_score),
            ...(decision ? { judge_teacher: decision.teacher, finished_time: new Date(decision.finished_time).toISOString() } : {}),
            marks: marksOf.map((l) => ({ round: Number(l.round), teacher_name: l.teacher, score: Number(l.total_score) })),
          };
        }),
      };
    });
  }

  async classProgress(auth: AuthContext, testId: number) {
    return this.database.run(async (db) => {
      const paper = await accessOf(db, auth).requireTest(testId, 'follow');
      // a class head or subject teacher sees the classes they teach
      const classRows = (await examClassesOf(db, paper.examId)).filter((c) => !paper.reach.classIds || paper.reach.classIds.has(c.id));
      const stats = await repo.classStatistics(db, testId, classRows.map((c) => c.id));
      const analysed = await repo.analysedClassIds(db, testId);
      return {
        result: classRows.map((c) => {
          const row = stats.find((s) => Number(s.class_id) === c.id);
          const students = Number(row?.students ?? 0);
          const uploaded = Number(row?.uploaded ?? 0);
          return {
            class_id: c.id,
            class_name: c.name,
            student_count: students,
            uploaded,
            student_not_upload: students - uploaded,
            corrected: Number(row?.corrected ?? 0),
            analysed: analysed.has(c.id) || paper.examStatus >= ExamStatus.analysisViewable,
          };
        }),
      };
    });
  }
}
