/**
 * Subject management (spec 001 §2.1 /divided/progress/{examinationid}/{testId}, PUT
 * examination-teacher/{id}): who marks and adjudicates each question group of a paper, under
 * which double-marking policy, tolerance and quotas. A group's assignment is saved whole or not
 * at all; every refusal names the group.
 *
 * Changing markers while marking runs never loses or doubles a mark: marks already given stay
 * (they belong to the answer, not to the assignment), and the students a removed marker holds go
 * back to the queue in the same transaction (their claims are released, bumping the units'
 * versions, so a late submit of theirs is decided again and refused for want of a claim).
 */
import { initialMarksNeeded, type MarkingPolicy } from '../../../domain/double-marking.ts';
import { mayHaveAdjudicators, marksOwed, minimumMarkers, quotasCover, quotasFor, usableMarks, type QuotaMode } from '../../../domain/marking-assignment.ts';
import { OCCUPY_STUDENT_COUNT } from '../../../domain/marking-rules.ts';
import { msg } from '../../../i18n/server.ts';
import { firstOutsider, requirePartitionAssigner, requireTestAssigner } from '../../access/assignment-access.ts';
import type { Principal } from '../../access/principal.ts';
import type { Database, Db } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import { releaseClaims } from '../marking/claim-repository.ts';
import { classesOfTest, classMarkingOfTest, groupsOf, peopleOf, schoolTeachers, setMarksNeeded, writeAssignment, type GroupPersonRow, type GroupRow } from './assignment-repository.ts';

const texts = msg.assignment;

export interface AssignmentBody {
  marking_policy: MarkingPolicy;
  tolerance: number;
  blind_marking: boolean;
  occupy_count: number;
  quota_mode: QuotaMode;
  /** the quota ends the marker's marking in the group (false when left out) */
  quota_strict?: boolean;
  markers: { user_id: number; mark_task?: number }[];
  judges: number[];
  /** how the markers were picked: by subject and grade, or by class (class-teacher marking) */
  pick?: 'subject' | 'class';
}


function describeGroup(group: GroupRow, people: GroupPersonRow[]) {
  const mine = people.filter((p) => p.partitionId === group.id);
  return {
    partition_id: group.id,
    name: group.name,
    full_mark: group.fullMark,
    marking_policy: group.policy,
    tolerance: group.tolerance,
    blind_marking: !group.showStudent,
    occupy_count: group.occupyCount > 0 ? group.occupyCount : OCCUPY_STUDENT_COUNT,
    quota_mode: group.quotaMode,
    quota_strict: group.quotaStrict,
    students: group.students,
    marks_per_student: initialMarksNeeded(group.policy),
    marked: group.marked,
    markers: mine
      .filter((p) => p.role === 'marker')
      .map((p) => ({ user_id: p.userId, username: p.username, real_name: p.realName, mark_task: p.markTask, marked: p.marked, held: p.held })),
    judges: mine.filter((p) => p.role === 'judge').map((p) => ({ user_id: p.userId, username: p.username, real_name: p.realName })),
  };
}

export type DescribedGroup = ReturnType<typeof describeGroup>;

export class AssignmentService {
  /**
   * @param changed told after a group's assignment is saved, with the users whose assignment
   *   changed, so that the marking engine reads the group and those assignments again
   */
  constructor(
    private readonly database: Database,
    private readonly changed: (partitionId: number, userIds: number[]) => void = () => undefined,
  ) {}

  /** Every question group of a test with its people, and the school's teachers to pick from. */
  async ofTest(who: Principal, testId: number) {
    return this.database.run(async (db) => {
      const place = await requireTestAssigner(db, who, testId);
      const groups = await groupsOf(db, { testId });
      const people = await peopleOf(
        db,
        groups.map((g) => g.id),
      );
      const teachers = await schoolTeachers(db, place.schoolId);
      return {
        test_id: testId,
        class_teacher_marking: (await classMarkingOfTest(db, testId)).classTeacherMarking,
        classes: await classesOfTest(db, testId),
        groups: groups.map((g) => describeGroup(g, people)),
        teachers: teachers.map((t) => ({
          user_id: t.userId,
          username: t.username,
          real_name: t.realName,
          subject_ids: t.subjectIds,
          grade_ids: t.gradeIds,
          class_ids: t.classIds,
          head_class_ids: t.headClassIds,
        })),
      };
    });
  }

  /** Saves one group's assignment, or refuses it whole (400 naming the group). */
  async save(who: Principal, partitionId: number, given: AssignmentBody): Promise<DescribedGroup> {
    const { described, touched } = await this.database.tx(async (db) => {
      const place = await requirePartitionAssigner(db, who, partitionId);
      const [group] = await groupsOf(db, { partitionId });
      const before = await peopleOf(db, [partitionId]);
      const body = await this.picked(db, place.testId, group, given);
      const markers = await this.checked(db, place.schoolId, group, body);
      await writeAssignment(
        db,
        partitionId,
        { policy: body.marking_policy, tolerance: body.tolerance, showStudent: !body.blind_marking, occupyCount: body.occupy_count, quotaMode: body.quota_mode, quotaStrict: body.quota_strict ?? false },
        markers,
        body.judges,
      );
      const keptMarkers = new Set(markers.map((m) => m.userId));
      const keptJudges = new Set(body.judges);
      const goneMarkers = before.filter((p) => p.role === 'marker' && !keptMarkers.has(p.userId)).map((p) => p.userId);
      const goneJudges = before.filter((p) => p.role === 'judge' && !keptJudges.has(p.userId)).map((p) => p.userId);
      if (body.marking_policy !== group.policy) {
        // nobody has marked yet (checked): every answer needs the new policy's blind marks, and
        // anything held under the old policy is handed out again under the new one
        await setMarksNeeded(db, partitionId, initialMarksNeeded(body.marking_policy));
        await releaseClaims(db, { testId: place.testId, partitionIds: [partitionId] });
      } else {
        if (goneMarkers.length > 0) await releaseClaims(db, { testId: place.testId, partitionIds: [partitionId], teacherIds: goneMarkers, judge: 0 });
        if (goneJudges.length > 0) await releaseClaims(db, { testId: place.testId, partitionIds: [partitionId], teacherIds: goneJudges, judge: 1 });
      }
      const [saved] = await groupsOf(db, { partitionId });
      const people = await peopleOf(db, [partitionId]);
      return { described: describeGroup(saved, people), touched: [...new Set([...before.map((p) => p.userId), ...markers.map((m) => m.userId), ...body.judges])] };
    });
    this.changed(partitionId, touched);
    return described;
  }

  /**
   * Markers picked by class are class-teacher marking, which the exam's flag must allow (else a
   * 400 naming the group); picked by class with nobody named, they are the class heads of the
   * exam's classes.
   */
  private async picked(db: Db, testId: number, group: GroupRow, body: AssignmentBody): Promise<AssignmentBody> {
    if (body.pick !== 'class') return body;
    const marking = await classMarkingOfTest(db, testId);
    if (!marking.classTeacherMarking) throw badRequest(texts.classPickOff(group.name));
    if (body.markers.length > 0) return body;
    return { ...body, markers: marking.classHeadIds.map((userId) => ({ user_id: userId, mark_task: 0 })) };
  }

  /** The markers with their quotas once the body passes every rule; otherwise a 400 naming the group. */
  private async checked(db: Db, schoolId: number, group: GroupRow, body: AssignmentBody) {
    const policy = body.marking_policy;
    const policyName = texts.policyNames[policy] ?? policy;
    const markerIds = body.markers.map((m) => m.user_id);
    const repeated = markerIds.find((id, i) => markerIds.indexOf(id) !== i) ?? body.judges.find((id, i) => body.judges.indexOf(id) !== i);
    if (repeated !== undefined) throw badRequest(texts.duplicateMarker(group.name, repeated));
    const outsider = await firstOutsider(db, schoolId, [...markerIds, ...body.judges]);
    if (outsider !== undefined) throw badRequest(texts.outsider(group.name, outsider));
    if (policy !== group.policy && group.marked > 0) throw badRequest(texts.policyLocked(group.name));
    if (body.tolerance > group.fullMark) throw badRequest(texts.toleranceAboveFullMark(group.name, body.tolerance, group.fullMark));
    if (body.judges.length > 0 && !mayHaveAdjudicators(policy)) throw badRequest(texts.noAdjudication(group.name, policyName));
    if (markerIds.length < minimumMarkers(policy)) throw badRequest(texts.tooFewMarkers(group.name, policyName, minimumMarkers(policy)));
    const quotas = quotasFor(
      body.quota_mode,
      policy,
      group.students,
      body.markers.map((m) => m.mark_task ?? 0),
    );
    if (!quotasCover(policy, group.students, quotas)) throw badRequest(texts.quotaShort(group.name, usableMarks(group.students, quotas), marksOwed(policy, group.students)));
    return body.markers.map((m, i) => ({ userId: m.user_id, markTask: quotas[i] }));
  }
}
