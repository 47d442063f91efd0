/**
 * What a teacher may see of the student behind an answer — the one rule of blind marking
 * (密封阅卷) that every answer showing a student's paper applies: the marking window and its
 * records and history, the original paper, adjudication records, problem papers, blank papers
 * and typical papers.
 *
 * Who may see the paper at all is decided by each call; this rule says what of the student comes
 * with it, from the relation in which the caller sees it:
 * - administrator (role 1, or role 5 of the school): everything;
 * - class teacher: a teacher with analysis rights on the student's class, once the exam's
 *   analysis is open — they see the class's names and scores in the analysis anyway;
 * - marker or judge of the student's question group: in a blind group (the default;
 *   marking_show_student off) nothing that leads to the student — no name, no exam number, no
 *   class, no student id; in a group that shows students, everything;
 * - colleague: another teacher of the school who may see the answer without marking it or
 *   teaching the student's class — a typical paper shared for teaching, the adjudication
 *   records a school leader follows: never who wrote it.
 * A teacher may hold several relations at once; outside the marking window the strongest
 * counts (relationOf), inside it a teacher always marks as the group's marker or judge, so
 * a class teacher marking their own class marks it blind too.
 */

export type PaperRelation = 'administrator' | 'class-teacher' | 'marker' | 'judge' | 'colleague';

/** The masked name and exam number (spec 000 §3: "student_name (shown as *** when empty)"). */
export const MASKED_TEXT = '***';

export interface GroupPrivacy {
  /** the group shows its students to its markers (marking_show_student) */
  showsStudent: boolean;
}

export interface StudentIdentity {
  id: number;
  name: string;
  examNumber: string;
  classId: number;
  className: string;
}

/** The student as a caller sees them: null ids and masked texts where the rule hides them. */
export interface SeenStudent {
  studentId: number | null;
  name: string;
  examNumber: string;
  classId: number | null;
  className: string;
}

/** Whether the caller may know whose answer this is. */
export function mayIdentifyStudent(relation: PaperRelation, group: GroupPrivacy): boolean {
  switch (relation) {
    case 'administrator':
    case 'class-teacher':
      return true;
    case 'marker':
    case 'judge':
      return group.showsStudent;
    case 'colleague':
      return false;
  }
}

export function studentAsSeen(relation: PaperRelation, group: GroupPrivacy, student: StudentIdentity): SeenStudent {
  if (mayIdentifyStudent(relation, group)) {
    return { studentId: student.id, name: student.name || MASKED_TEXT, examNumber: student.examNumber, classId: student.classId, className: student.className };
  }
  return { studentId: null, name: MASKED_TEXT, examNumber: MASKED_TEXT, classId: null, className: '' };
}

/** The relations a teacher holds to one student's paper (outside the marking window). */
export interface PaperRights {
  administrator: boolean;
  classTeacher: boolean;
  marker: boolean;
  judge: boolean;
  /** the teacher may see the answer without marking it or teaching the class (a typical paper, a leader's adjudication records) */
  colleague: boolean;
}

/** The strongest relation held, or undefined when the teacher may not see the paper at all. */
export function relationOf(rights: PaperRights): PaperRelation | undefined {
  if (rights.administrator) return 'administrator';
  if (rights.classTeacher) return 'class-teacher';
  if (rights.judge) return 'judge';
  if (rights.marker) return 'marker';
  if (rights.colleague) return 'colleague';
  return undefined;
}
