/**
 * The assignment form's state and the rules the screen applies before asking the server: who
 * may be picked (by subject and grade, or by class for class-teacher marking), whether the
 * policy takes adjudicators, and the body the form saves.
 */
import type { MarkingPolicy } from '../../domain/double-marking.ts';
import { initialMarksNeeded } from '../../domain/double-marking.ts';
import { mayHaveAdjudicators, type QuotaMode } from '../../domain/marking-assignment.ts';
import type { AssignmentCandidate, GroupAssignment, GroupAssignmentBody } from './assignment-calls.ts';

export interface AssignmentDraft {
  policy: MarkingPolicy;
  tolerance: number;
  blind: boolean;
  occupy: number;
  quotaMode: QuotaMode;
  /** the quota ends a marker's marking in the group (no more students, later marks refused) */
  quotaStrict: boolean;
  /** marker user ids in the order picked, with their manual quotas */
  markers: { userId: number; markTask: number }[];
  judges: number[];
}

export function draftOf(group: GroupAssignment): AssignmentDraft {
  return {
    policy: group.marking_policy,
    tolerance: group.tolerance,
    blind: group.blind_marking,
    occupy: group.occupy_count,
    quotaMode: group.quota_mode,
    quotaStrict: group.quota_strict,
    markers: group.markers.map((m) => ({ userId: m.user_id, markTask: m.mark_task })),
    judges: group.judges.map((j) => j.user_id),
  };
}

/** How candidates are filtered: by subject and grade, or by the classes they head or teach. */
export type CandidateFilter = { by: 'subject'; subjectId?: number; gradeId?: number } | { by: 'class'; classId?: number };

export function candidatesOf(teachers: readonly AssignmentCandidate[], filter: CandidateFilter): AssignmentCandidate[] {
  if (filter.by === 'subject') {
    return teachers.filter(
      (t) => (filter.subjectId === undefined || t.subject_ids.includes(filter.subjectId)) && (filter.gradeId === undefined || t.grade_ids.includes(filter.gradeId)),
    );
  }
  return teachers.filter((t) => filter.classId === undefined || t.head_class_ids.includes(filter.classId) || t.class_ids.includes(filter.classId));
}

/** Picks the markers, keeping the quotas already typed for those who stay. */
export function withMarkers(draft: AssignmentDraft, userIds: readonly number[]): AssignmentDraft {
  const kept = new Map(draft.markers.map((m) => [m.userId, m.markTask]));
  return { ...draft, markers: userIds.map((userId) => ({ userId, markTask: kept.get(userId) ?? 0 })) };
}

/** A new policy drops the adjudicators when it never ends in adjudication. */
export function withPolicy(draft: AssignmentDraft, policy: MarkingPolicy): AssignmentDraft {
  return { ...draft, policy, judges: mayHaveAdjudicators(policy) ? draft.judges : [] };
}

export function marksPerStudent(draft: AssignmentDraft): number {
  return initialMarksNeeded(draft.policy);
}

/** The body the form saves; `pick` tells the server the markers were picked by class (class-teacher marking). */
export function bodyOf(draft: AssignmentDraft, pick: CandidateFilter['by'] = 'subject'): GroupAssignmentBody {
  return {
    pick,
    marking_policy: draft.policy,
    tolerance: draft.tolerance,
    blind_marking: draft.blind,
    occupy_count: draft.occupy,
    quota_mode: draft.quotaMode,
    // without quotas there is nothing to hold a marker to
    quota_strict: draft.quotaMode !== 'unlimited' && draft.quotaStrict,
    // quotas are read in manual mode only; the others are worked out by the server
    markers: draft.markers.map((m) => ({ user_id: m.userId, mark_task: draft.quotaMode === 'manual' ? m.markTask : 0 })),
    judges: mayHaveAdjudicators(draft.policy) ? draft.judges : [],
  };
}
