/**
 * The one answer to "may this user see or change this school, exam, test, question group or
 * task": the features ask here and never re-derive a rule. Each answer reads what it needs
 * through the access repository; the refusals are the typed 403/404 errors with the texts of
 * msg.access (src/i18n). An Access lives for one database call (one request, or one run of a task),
 * so the user's schools are read once however often they are asked about.
 */
import { ExamStatus } from '../../domain/enums.ts';
import { Role } from '../../domain/roles.ts';
import type { Db } from '../db/database.ts';
import { forbidden, notFound } from '../http/app-error.ts';
import * as repo from './access-repository.ts';
import type { ExamPlace, TestPlace } from './access-repository.ts';
import { EVERY_CLASS, requireClassView, type Viewer } from './analysis-viewer.ts';
import { analysesWholeSchool, hasAdministratorRole, isSuperAdmin, leadsExams, leadsOwnGradesOnly, limitedToTaughtClasses, type Principal } from './principal.ts';
import { mayFollowTest, progressReachOf, type ProgressReach } from './progress-reach.ts';
import { isStudent, requireOwnPaper, requireOwnStudent } from './student-access.ts';
import { msg } from '../../i18n/server.ts';

/** What a caller gets from requireTest, by what they want to do with the test. */
export interface TestAccess {
  /** open and save the test's answer-sheet design: a member of its school */
  design: TestPlace & { administrator: boolean };
  /** replace or delete the recognition template and the question groups made from it: its school's administrators */
  template: TestPlace & { administrator: boolean };
  /** analyse it (similar questions, variants): whoever may open the exam's analysis */
  analyse: TestPlace & { viewer: Viewer };
  /** follow its marking progress (progress pages, adjudication records, class progress) */
  follow: TestPlace & { reach: ProgressReach };
  /** set up its questions and answer keys: its school's administrators (requireExamSetup) */
  setup: TestPlace;
  /** upload its scanned answer sheets and manage the scan batches: its school's administrators */
  scan: TestPlace;
  /**
   * open its attached files (question paper, answer key, audio): its school's administrators, the
   * markers and adjudicators of its question groups, the school's members who analyse the whole
   * school, and once the exam's analysis is open every teacher who may open that analysis
   */
  resources: TestPlace & { administrator: boolean };
  /** attach files to it and remove them: its school's administrators */
  attach: TestPlace;
}

export type TestPurpose = keyof TestAccess;

/** How a reader of a question group's typical papers stands to it. */
export interface TypicalPaperReader {
  administrator: boolean;
  marker: boolean;
  judge: boolean;
  /** the classes whose students they may see by name; no class while marking, unless an administrator */
  classRights: Viewer;
}

export class Access {
  private memberships?: Promise<number[]>;
  /** the papers the user marks or adjudicates, read once for the resource rule of several schools */
  private assignedTests?: Promise<Set<number>>;
  private reach?: Promise<ProgressReach>;

  constructor(
    private readonly db: Db,
    readonly who: Principal,
  ) {}

  /** The schools the user is a member of. */
  schoolIds(): Promise<number[]> {
    this.memberships ??= repo.schoolIdsOf(this.db, this.who.userId);
    return this.memberships;
  }

  /** The schools whose exams, designs and bank questions the user may list; undefined = every school. */
  async visibleSchoolIds(): Promise<number[] | undefined> {
    return isSuperAdmin(this.who) ? undefined : this.schoolIds();
  }

  async isSchoolMember(schoolId: number): Promise<boolean> {
    return isSuperAdmin(this.who) || (await this.schoolIds()).includes(schoolId);
  }

  /** The super administrator, or an administrator (role 5) of this school. */
  async administersSchool(schoolId: number): Promise<boolean> {
    return isSuperAdmin(this.who) || (this.who.role === Role.admin && (await this.schoolIds()).includes(schoolId));
  }

  /**
   * Whether the caller draws and scores spot checks of this exam's question groups: its school's
   * administrators, and the school's exam leaders (principal, research and prep leaders) acting
   * in that position as members of the school — a grade leader only for an exam of their grades.
   */
  async spotChecksExam(exam: { schoolId: number; gradeId: number }): Promise<boolean> {
    if (await this.administersSchool(exam.schoolId)) return true;
    if (!leadsExams(this.who) || !(await this.schoolIds()).includes(exam.schoolId)) return false;
    return !leadsOwnGradesOnly(this.who) || (await repo.gradeIdsOf(this.db, this.who.userId)).includes(exam.gradeId);
  }

  /** The super administrator, or an administrator (role 5) of a school the other user belongs to. */
  async administersUser(userId: number): Promise<boolean> {
    if (isSuperAdmin(this.who)) return true;
    if (this.who.role !== Role.admin) return false;
    const mine = await this.schoolIds();
    return (await repo.schoolIdsOf(this.db, userId)).some((id) => mine.includes(id));
  }

  /**
   * Whether the caller may reset another account's password or disable it: an administrator of
   * the account's school — but the super administrator's own account only by the super administrator.
   */
  async managesAccount(userId: number): Promise<boolean> {
    if (!(await this.administersUser(userId))) return false;
    return isSuperAdmin(this.who) || !(await repo.isSuperAdminAccount(this.db, userId));
  }

  /** The caller's view of a school's analyses, or undefined when they are no member of it. */
  async analysisViewer(schoolId: number): Promise<Viewer | undefined> {
    if (isSuperAdmin(this.who)) return EVERY_CLASS;
    if (!(await this.schoolIds()).includes(schoolId)) return undefined;
    if (limitedToTaughtClasses(this.who)) return { classIds: new Set(await repo.taughtClassIds(this.db, this.who.userId)) };
    return EVERY_CLASS;
  }

  async requireAnalysisViewer(schoolId: number): Promise<Viewer> {
    const viewer = await this.analysisViewer(schoolId);
    if (!viewer) throw forbidden(msg.access.noExamAnalysis);
    return viewer;
  }

  /**
   * A teacher's classes against the grade (教学督导): whoever analyses every class of the school
   * (leaders, administrators) for any teacher; a teacher limited to their own classes only for
   * themselves.
   */
  async requireTeacherSupervision(schoolId: number, teacherId: number): Promise<void> {
    const viewer = await this.requireAnalysisViewer(schoolId);
    if (viewer.classIds && teacherId !== this.who.userId) throw forbidden(msg.access.ownSupervisionOnly);
  }

  /** Which exams and papers the user follows in the progress pages (progress-reach.ts). */
  progressReach(): Promise<ProgressReach> {
    this.reach ??= progressReachOf(this.db, this.who);
    return this.reach;
  }

  /** The caller's part in a question group: its marker, its adjudicator, both or neither. */
  async partitionRoles(partitionId: number): Promise<{ marker: boolean; judge: boolean }> {
    const marker = Boolean(await repo.assignment(this.db, partitionId, this.who.userId, 'marker'));
    const judge = Boolean(await repo.assignment(this.db, partitionId, this.who.userId, 'judge'));
    return { marker, judge };
  }

  /** The question groups of a test the caller marks in, and those they adjudicate. */
  async partitionsInTest(testId: number): Promise<{ marker: Set<number>; judge: Set<number> }> {
    const mine = (await repo.assignmentsOf(this.db, this.who.userId)).filter((a) => a.testId === testId);
    return {
      marker: new Set(mine.filter((a) => a.role === 'marker').map((a) => a.partitionId)),
      judge: new Set(mine.filter((a) => a.role === 'judge').map((a) => a.partitionId)),
    };
  }

  /** Where the test belongs, once the caller may do what they want with it; 404 for an unknown test, else 403. */
  async requireTest<P extends TestPurpose>(testId: number, purpose: P): Promise<TestAccess[P]> {
    const place = await repo.testPlace(this.db, testId);
    if (!place) throw notFound(msg.exam.testNotFound);
    const rules: { [K in TestPurpose]: (place: TestPlace) => Promise<TestAccess[K]> } = {
      design: (p) => this.designOf(p),
      template: async (p) => {
        const design = await this.designOf(p);
        if (!design.administrator) throw forbidden(msg.access.templateAdminOnly);
        return design;
      },
      analyse: async (p) => ({ ...p, viewer: await this.requireAnalysisViewer(p.schoolId) }),
      follow: async (p) => {
        const reach = await this.progressReach();
        if (!mayFollowTest(reach, { id: p.examId, schoolId: p.schoolId }, p.testId)) throw forbidden(msg.access.noProgress);
        return { ...p, reach };
      },
      setup: async (p) => {
        await this.requireSchoolSetup(p.schoolId);
        return p;
      },
      scan: async (p) => {
        if (!(await this.administersSchool(p.schoolId))) throw forbidden(msg.scans.noScanRights);
        return p;
      },
      resources: (p) => this.resourcesOf(p),
      attach: async (p) => {
        if (!(await this.administersSchool(p.schoolId))) throw forbidden(msg.testResources.uploadAdminOnly);
        return p;
      },
    };
    return rules[purpose](place);
  }

  /**
   * Exam setup (spec 001 §2.1 /teachers/examination: exams, their classes, papers, questions
   * and lifecycle) belongs to the school's administrators (role 5) and the super administrator.
   */
  async requireSchoolSetup(schoolId: number): Promise<void> {
    if (!(await this.administersSchool(schoolId))) throw forbidden(msg.exam.setupAdminOnly);
  }

  /** The schools whose exams the caller sets up (undefined: every school); 403 for a caller who sets up none. */
  async requireSetupSchools(): Promise<number[] | undefined> {
    if (isSuperAdmin(this.who)) return undefined;
    const schoolIds = this.who.role === Role.admin ? await this.schoolIds() : [];
    if (schoolIds.length === 0) throw forbidden(msg.exam.setupAdminOnly);
    return schoolIds;
  }

  /** A student's school once the caller sets up its exams (its administrators); 404 for an unknown student, else 403. */
  async requireStudentSetup(studentId: number): Promise<number> {
    const schoolId = await repo.studentSchool(this.db, studentId);
    if (schoolId === undefined) throw notFound(msg.assignment.studentNotFound);
    await this.requireSchoolSetup(schoolId);
    return schoolId;
  }

  /** A student's exams: for the student themselves (student-access.ts) and their school's administrators. */
  async requireStudentReader(studentId: number): Promise<void> {
    if (isStudent(this.who)) await requireOwnStudent(this.db, this.who, studentId);
    else await this.requireStudentSetup(studentId);
  }

  /**
   * A student's scores of a paper: for its school's administrators (purpose setup), and for the
   * student themselves once the exam's results are open; 404 for an unknown test, else 403.
   */
  async requireStudentPaper(testId: number, studentId: number): Promise<TestPlace> {
    if (!isStudent(this.who)) return this.requireTest(testId, 'setup');
    const place = await repo.testPlace(this.db, testId);
    if (!place) throw notFound(msg.exam.testNotFound);
    await requireOwnPaper(this.db, this.who, place.examStatus, studentId);
    return place;
  }

  /**
   * The classes whose students' answers across exams (学生作答记录) the caller may read — the
   * class rule of the exam analysis: subject teachers and class heads the classes they teach or
   * head, school leaders and administrators every class of their schools (`schoolIds` undefined:
   * every school, for the super administrator).
   */
  async answerLogClasses(): Promise<{ schoolIds?: number[]; classIds?: number[] }> {
    if (isSuperAdmin(this.who)) return {};
    if (limitedToTaughtClasses(this.who)) return { classIds: await repo.taughtClassIds(this.db, this.who.userId) };
    return { schoolIds: await this.schoolIds() };
  }

  /**
   * A student's answers across exams: for whoever may open the analysis of the student's class
   * (analysisViewer); `administrator` when the caller administers the student's school, who sees
   * exams whose analysis is not open yet. 404 for an unknown student, else 403.
   */
  async requireStudentAnswers(studentId: number): Promise<{ schoolId: number; administrator: boolean }> {
    const place = await repo.studentClass(this.db, studentId);
    if (!place) throw notFound(msg.assignment.studentNotFound);
    const viewer = await this.requireAnalysisViewer(place.schoolId);
    requireClassView(viewer, place.classId);
    return { schoolId: place.schoolId, administrator: await this.administersSchool(place.schoolId) };
  }

  /** The exam's school and status once the caller may set the exam up; 404 for an unknown exam, else 403. */
  async requireExamSetup(examId: number): Promise<ExamPlace> {
    const place = await repo.examPlace(this.db, examId);
    if (!place) throw notFound(msg.exam.notFound);
    await this.requireSchoolSetup(place.schoolId);
    return place;
  }

  private async resourcesOf(place: TestPlace): Promise<TestAccess['resources']> {
    const reads = await this.resourceReader(place.schoolId);
    if (!reads(place)) throw forbidden(msg.testResources.noAccess);
    return { ...place, administrator: await this.administersSchool(place.schoolId) };
  }

  /**
   * Which papers of a school the caller opens the attached files of (test-resource): all of
   * them for its administrators; otherwise the papers they mark or adjudicate, and — as readers
   * of the school's analyses — every paper for those who analyse the whole school, else the
   * papers of exams whose analysis is open.
   */
  async resourceReader(schoolId: number): Promise<(paper: { testId: number; examStatus: number }) => boolean> {
    if (await this.administersSchool(schoolId)) return () => true;
    this.assignedTests ??= repo.assignmentsOf(this.db, this.who.userId).then((rows) => new Set(rows.map((a) => a.testId)));
    const assigned = await this.assignedTests;
    const viewer = await this.analysisViewer(schoolId);
    const wholeSchool = analysesWholeSchool(this.who);
    return (paper) => assigned.has(paper.testId) || (viewer !== undefined && (wholeSchool || paper.examStatus === ExamStatus.analysisViewable));
  }

  private async designOf(place: TestPlace): Promise<TestAccess['design']> {
    if (!(await this.isSchoolMember(place.schoolId))) throw forbidden(msg.access.notOfTestSchool);
    return { ...place, administrator: await this.administersSchool(place.schoolId) };
  }

  /**
   * Typical papers of a question group: for the school's administrators, its leaders (who
   * analyse the whole school) and the group's markers and adjudicators, also while the exam is
   * being marked; once the exam's analysis is open, for every teacher of the school (`viewer`:
   * their analysis view of the school, from requireAnalysisViewer).
   */
  async requireTypicalPapers(exam: { schoolId: number; status: number }, partitionId: number, viewer: Viewer): Promise<TypicalPaperReader> {
    const administrator = await this.administersSchool(exam.schoolId);
    const { marker, judge } = await this.partitionRoles(partitionId);
    const analysisOpen = exam.status === ExamStatus.analysisViewable;
    if (!administrator && !analysesWholeSchool(this.who) && !analysisOpen && !marker && !judge) throw forbidden(msg.access.typicalNotOpen);
    // class analysis rights count once the analysis is open; while marking, a class filter would tell a marker whose answers they are
    const classRights = administrator || analysisOpen ? viewer : { classIds: new Set<number>() };
    return { administrator, marker, judge, classRights };
  }

  /**
   * The exam's school and status once the caller oversees its marking (the anomalies a leader
   * must see before and while it is marked): the school's administrators, and its members who
   * analyse the whole school (leaders, academic director); 404 for an unknown exam, else 403.
   */
  async requireExamOversight(examId: number): Promise<ExamPlace> {
    const place = await repo.examPlace(this.db, examId);
    if (!place) throw notFound(msg.exam.notFound);
    const leader = analysesWholeSchool(this.who) && (await this.isSchoolMember(place.schoolId));
    if (!leader && !(await this.administersSchool(place.schoolId))) throw forbidden(msg.exam.oversightLeadersOnly);
    return place;
  }

  /** The exam's school and status once the caller scans for it (its school's administrators); 404 for an unknown exam, else 403. */
  async requireExamScans(examId: number): Promise<ExamPlace> {
    const place = await repo.examPlace(this.db, examId);
    if (!place) throw notFound(msg.exam.notFound);
    if (!(await this.administersSchool(place.schoolId))) throw forbidden(msg.scans.noScanRights);
    return place;
  }

  /** Only administrators list other people's tasks. */
  mayListOthersTasks(): boolean {
    return hasAdministratorRole(this.who);
  }

  /** A task is closed and marked read by the user who created it only. */
  requireTaskOwner(creatorId: number): void {
    if (creatorId !== this.who.userId) throw forbidden(msg.access.taskNotYours);
  }

  /** A task's file: for its creator, the super administrator and administrators of the creator's school. */
  async requireTaskFile(creatorId: number): Promise<void> {
    if (creatorId !== this.who.userId && !(await this.administersUser(creatorId))) throw forbidden(msg.access.taskNotYours);
  }
}

export function accessOf(db: Db, who: Principal): Access {
  return new Access(db, who);
}
