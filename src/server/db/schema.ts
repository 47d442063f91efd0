/**
 * The relational model of the platform, one file so that drizzle-kit sees it whole.
 * Names follow the product's glossary: an exam (examination) has tests (papers), a test has
 * partitions (question groups), a partition has questions, a question has blanks (emptys).
 * A marking unit is one student's answer to one partition; marking logs are the scores teachers
 * gave it. Scores are doubles: every allowed step (1, 0.5) is exact in binary floating point.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

// ── Organisation ────────────────────────────────────────────────────────────────────────────
export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: integer('type').notNull().default(1),
  defaultPassword: text('default_password'),
  gradeIds: integer('grade_ids').array().notNull().default(sql`'{}'::integer[]`),
});

export const campuses = pgTable('campuses', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => schools.id),
  name: text('name').notNull(),
});

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').notNull().references(() => schools.id),
    campusId: integer('campus_id').notNull().references(() => campuses.id),
    gradeId: integer('grade_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('classes_school_idx').on(t.schoolId)],
);

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').notNull().references(() => schools.id),
    campusId: integer('campus_id').notNull().references(() => campuses.id),
    classId: integer('class_id').notNull().references(() => classes.id),
    name: text('name').notNull(),
    /** 考号: the exam number printed on the answer sheet. */
    examNumber: text('exam_number').notNull(),
    /** seat number in the class (座号); unknown for students entered without one */
    seat: integer('seat'),
  },
  (t) => [uniqueIndex('students_exam_number_uq').on(t.schoolId, t.examNumber), index('students_class_idx').on(t.classId)],
);

// ── Accounts and sessions ──────────────────────────────────────────────────────────────────
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  realName: text('real_name').notNull().default(''),
  /** scrypt$N$r$p$salt$hash, see server/features/auth/password.ts */
  passwordHash: text('password_hash').notNull(),
  lockedScreen: boolean('locked_screen').notNull().default(false),
  gradeIds: integer('grade_ids').array().notNull().default(sql`'{}'::integer[]`),
  subjectIds: integer('subject_ids').array().notNull().default(sql`'{}'::integer[]`),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
  /**
   * Set on a student's account (src/domain/student-login.ts): the roster student it signs in as.
   * Its password_hash is empty while the student's password is the initial one.
   */
  studentId: integer('student_id')
    .references(() => students.id)
    .unique(),
});

/** A user's positions (groups). group_id is a position id of src/domain/roles.ts. */
export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id').notNull().references(() => users.id),
    groupId: integer('group_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);

export const userSchools = pgTable(
  'user_schools',
  {
    userId: integer('user_id').notNull().references(() => users.id),
    schoolId: integer('school_id').notNull().references(() => schools.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.schoolId] })],
);

/** Which classes a teacher teaches; subject_id 0 marks the class head (班主任). */
export const teacherClasses = pgTable(
  'teacher_classes',
  {
    userId: integer('user_id').notNull().references(() => users.id),
    classId: integer('class_id').notNull().references(() => classes.id),
    subjectId: integer('subject_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.classId, t.subjectId] })],
);

/**
 * Bearer tokens, stored only as SHA-256 hashes. kind 'web' is the ordinary session token,
 * 'marking' the separate token of the marking window. revoked_reason tells a client why a token
 * stopped working: 'logout', 'refreshed' (a newer token replaced it) or 'elsewhere' (a second
 * marking login superseded it, which clients see as code 4000).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    kind: text('kind', { enum: ['web', 'marking'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    groupId: integer('group_id').notNull(),
    appName: text('app_name').notNull().default(''),
    platform: text('platform').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.kind)],
);

/**
 * Password attempts counted per key — 'account:<user name>' for every check of an account's
 * password (sign-in, screen unlock, password change, QR confirmation), 'address:<client
 * address>' for sign-ins — in fixed windows. One statement adds an attempt and answers the count
 * before the password is looked at, so concurrent attempts and several server processes count
 * alike; a refused attempt or one with the right password is given back (see
 * features/auth/password-attempts.ts).
 */
export const passwordAttempts = pgTable('password_attempts', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  attempts: integer('attempts').notNull(),
});

/** Small server-wide settings shared by every server process (the RSA login key pair). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

// ── Exams ─────────────────────────────────────────────────────────────────────────────────
export const exams = pgTable('exams', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => schools.id),
  name: text('name').notNull(),
  /** 0 not started, 1 in progress, 2 ended (analysis not open), 3 analysis viewable */
  status: integer('status').notNull().default(0),
  examinationType: integer('examination_type').notNull().default(3),
  gradeId: integer('grade_id').notNull(),
  totalScore: doublePrecision('total_score').notNull().default(0),
  classTeacherMarking: boolean('class_teacher_marking').notNull().default(false),
  startDate: text('start_date').notNull().default(''),
  createdAt: createdAt(),
});

export const examClasses = pgTable(
  'exam_classes',
  {
    examId: integer('exam_id').notNull().references(() => exams.id),
    classId: integer('class_id').notNull().references(() => classes.id),
  },
  (t) => [primaryKey({ columns: [t.examId, t.classId] })],
);

/**
 * Who sits an exam besides the students of its classes, and who of those sitting it is absent
 * (缺考): a row with added set is a student of another class sitting this exam; a row for a
 * student of the exam's classes records only their absence.
 */
export const examStudents = pgTable(
  'exam_students',
  {
    examId: integer('exam_id').notNull().references(() => exams.id),
    studentId: integer('student_id').notNull().references(() => students.id),
    added: boolean('added').notNull().default(false),
    absent: boolean('absent').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.examId, t.studentId] })],
);

/**
 * The analysis settings of an exam (spec 002 §7 analysis-config/{id}): the score lines of 优秀,
 * 良好, 及格 and 低分 as percentages of the full mark, N of the top-N lists, and the margin in
 * points below a score line within which a student counts as a potential student. An exam
 * without a row uses the defaults of src/domain/exam-setup/analysis-config.ts.
 */
export const examAnalysisConfigs = pgTable('exam_analysis_configs', {
  examId: integer('exam_id')
    .primaryKey()
    .references(() => exams.id),
  excellentPercent: doublePrecision('excellent_percent').notNull(),
  goodPercent: doublePrecision('good_percent').notNull(),
  passPercent: doublePrecision('pass_percent').notNull(),
  lowPercent: doublePrecision('low_percent').notNull(),
  topN: integer('top_n').notNull(),
  potentialMargin: doublePrecision('potential_margin').notNull(),
});

/** A test is one subject's paper in an exam. correct_type 1 = by region, 2 = by blank, 3 = region then blank. */
export const tests = pgTable(
  'tests',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id').notNull().references(() => exams.id),
    subjectId: integer('subject_id').notNull(),
    name: text('name').notNull(),
    status: integer('status').notNull().default(0),
    correctType: integer('correct_type').notNull().default(1),
    totalScore: doublePrecision('total_score').notNull().default(0),
    templateInfo: jsonb('template_info'),
    isSubFinishDivide: boolean('is_sub_finish_divide').notNull().default(false),
    /**
     * The questions were set on the paper in exam setup (test-question): the answer-card
     * template then groups those questions by their paper order and never creates or deletes any.
     */
    questionsFromPaper: boolean('questions_from_paper').notNull().default(false),
  },
  (t) => [index('tests_exam_idx').on(t.examId)],
);

/** The answer sheet designed for a test: the designer's card, saved with a version for safe concurrent edits. */
export const answerCardDesigns = pgTable('answer_card_designs', {
  testId: integer('test_id')
    .primaryKey()
    .references(() => tests.id),
  card: jsonb('card').notNull(),
  version: integer('version').notNull(),
  updatedBy: integer('updated_by')
    .notNull()
    .references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A partition (question group) is what a marker scores at once. marking_policy is the
 * double-marking rule of src/domain/double-marking.ts; tolerance is the allowed gap between
 * two markers before a third (and then an adjudicator) is needed.
 */
export const partitions = pgTable(
  'partitions',
  {
    id: serial('id').primaryKey(),
    testId: integer('test_id').notNull().references(() => tests.id),
    name: text('name').notNull(),
    alias: text('alias').notNull().default(''),
    showOrder: integer('show_order').notNull(),
    testCorrectType: integer('test_correct_type').notNull().default(1),
    scoringTimeLabel: text('scoring_time_label').notNull().default(''),
    markingPolicy: text('marking_policy', { enum: ['single', '1+1', '2+1', '2+1+1'] }).notNull().default('single'),
    tolerance: doublePrecision('tolerance').notNull().default(0),
    /** the answer-region rectangles of this group on the answer-sheet template */
    rectDivide: jsonb('rect_divide').$type<{ x: number; y: number; width: number; height: number; page: number }[]>(),
    markingShowStudent: boolean('marking_show_student').notNull().default(false),
    /** when set, a teacher who met the quota (mark_task) may not mark more in this group */
    quotaStrict: boolean('quota_strict').notNull().default(false),
    /**
     * students a marker holds at once when the marking window names no number; 0 keeps the
     * engine's default (OCCUPY_STUDENT_COUNT)
     */
    occupyCount: integer('occupy_count').notNull().default(0),
    /** how the markers' quotas were set: an even share, by hand, or none (src/domain/marking-assignment.ts) */
    quotaMode: text('quota_mode', { enum: ['even', 'manual', 'unlimited'] }).notNull().default('manual'),
  },
  (t) => [index('partitions_test_idx').on(t.testId)],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    testId: integer('test_id').notNull().references(() => tests.id),
    partitionId: integer('partition_id').references(() => partitions.id),
    showOrder: integer('show_order').notNull(),
    label: text('label').notNull(),
    /** multiple_one, multiple_more, true_false, empty_spaces, big_spaces, composition */
    questionType: text('question_type').notNull(),
    fullMark: doublePrecision('full_mark').notNull(),
    text: text('text').notNull().default(''),
    options: jsonb('options').$type<{ key: string; value: string }[]>(),
    answer: jsonb('answer').$type<string[]>(),
    jieda: text('jieda').notNull().default(''),
    difficulty: integer('difficulty').notNull().default(5),
    tags: jsonb('tags').$type<{ id: number; name: string }[]>(),
    /** the big question (大题) this question is a sub-question of, as the paper titles it */
    section: text('section').notNull().default(''),
    /** the smallest score increment a marker may give: 1 or 0.5 (half points) */
    step: doublePrecision('step').notNull().default(1),
    /** 少选: what a multiple-choice answer earns that picks only right options but not all of them */
    partialScore: doublePrecision('partial_score'),
    /** 选做: questions sharing a group number are alternatives of which a student answers optional_pick */
    optionalGroup: integer('optional_group'),
    optionalPick: integer('optional_pick'),
  },
  (t) => [index('questions_test_idx').on(t.testId), index('questions_partition_idx').on(t.partitionId)],
);

/** A blank (empty) of a question; x/y/width/height are in the partition picture's pixels. */
export const blanks = pgTable(
  'blanks',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id').notNull().references(() => questions.id),
    key: text('key').notNull(),
    label: text('label').notNull(),
    fullMark: doublePrecision('full_mark').notNull(),
    /** the smallest score increment allowed: 1 or 0.5 */
    step: doublePrecision('step').notNull().default(1),
    x: integer('x'),
    y: integer('y'),
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [uniqueIndex('blanks_question_key_uq').on(t.questionId, t.key)],
);

/** Who marks a partition: role 'marker' with a quota (mark_task), or 'judge' (adjudicator). */
export const partitionTeachers = pgTable(
  'partition_teachers',
  {
    partitionId: integer('partition_id').notNull().references(() => partitions.id),
    userId: integer('user_id').notNull().references(() => users.id),
    role: text('role', { enum: ['marker', 'judge'] }).notNull(),
    markTask: integer('mark_task').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partitionId, t.userId, t.role] })],
);

// ── Scans ─────────────────────────────────────────────────────────────────────────────────
export const answerSheets = pgTable(
  'answer_sheets',
  {
    id: serial('id').primaryKey(),
    testId: integer('test_id').notNull().references(() => tests.id),
    studentId: integer('student_id').notNull().references(() => students.id),
    sideA: text('side_a'),
    sideB: text('side_b'),
    /** the sides with the name, exam-number and barcode areas blacked out: what a marker of a blind group is shown */
    sideAMasked: text('side_a_masked'),
    sideBMasked: text('side_b_masked'),
    /** 0 recognised, otherwise an exception type of src/domain/enums.ts */
    exceptionType: integer('exception_type').notNull().default(0),
  },
  (t) => [uniqueIndex('answer_sheets_test_student_uq').on(t.testId, t.studentId)],
);

/** One cut piece of a student's answer region for a partition, placed at x/y in the group picture. */
export const scanPieces = pgTable(
  'scan_pieces',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partitionId: integer('partition_id').notNull().references(() => partitions.id),
    studentId: integer('student_id').notNull().references(() => students.id),
    seq: integer('seq').notNull().default(0),
    /** storage key, served by GET /v1/files/scans/{key} */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    x: integer('x').notNull().default(0),
    y: integer('y').notNull().default(0),
    /** share of dark pixels in the piece, 0–100, computed when the scan is stored */
    blackRate: doublePrecision('black_rate'),
  },
  (t) => [index('scan_pieces_partition_student_idx').on(t.partitionId, t.studentId)],
);

/**
 * One upload session of scanned answer sheets for a paper: the files a person dropped or a scanner
 * sent together. Optionally for one class (scan-class). Its pages are recognised one job each.
 */
export const scanBatches = pgTable(
  'scan_batches',
  {
    id: serial('id').primaryKey(),
    testId: integer('test_id').notNull().references(() => tests.id),
    classId: integer('class_id').references(() => classes.id),
    name: text('name').notNull(),
    /**
     * A batch of mixed papers (AI答题卡扫描): its pages may be of any paper of the exam. Each page
     * whose page code names another paper of the exam goes to that paper's batch of the same
     * upload, made for it on the way (parentBatchId names the batch it was uploaded into).
     */
    mixed: boolean('mixed').notNull().default(false),
    parentBatchId: integer('parent_batch_id').references((): AnyPgColumn => scanBatches.id),
    createdBy: integer('created_by').notNull().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('scan_batches_test_idx').on(t.testId), uniqueIndex('scan_batches_parent_test_uq').on(t.parentBatchId, t.testId)],
);

/**
 * One uploaded file of a batch (an image, a multi-page TIFF or a PDF), kept as uploaded under
 * storageKey. state: stored (received whole, pages not yet split out), split (its pages are rows of
 * scan_pages), refused (not a readable scan: error says why; nothing of it is queued).
 */
export const scanFiles = pgTable(
  'scan_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: integer('batch_id').notNull().references(() => scanBatches.id),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** hex SHA-256 of the whole file: the same file uploaded twice into a batch is stored once */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    state: text('state', { enum: ['stored', 'split', 'refused'] }).notNull().default('stored'),
    error: text('error'),
    pageCount: integer('page_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('scan_files_batch_sha_uq').on(t.batchId, t.sha256)],
);

/**
 * One scanned page image and what recognition made of it. A page is never lost: it is queued,
 * being recognised, recognised (matched to a student and cut into pieces), an open exception
 * (exceptionType of src/domain/enums.ts, shown to people until they resolve it), or ignored by a
 * person. The same page (same image bytes) is stored once per paper.
 */
export const scanPages = pgTable(
  'scan_pages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    testId: integer('test_id').notNull().references(() => tests.id),
    batchId: integer('batch_id').notNull().references(() => scanBatches.id),
    fileId: bigint('file_id', { mode: 'number' }).notNull().references(() => scanFiles.id),
    /** 0-based page of the uploaded file */
    filePage: integer('file_page').notNull(),
    /** hex SHA-256 of the page image as stored */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    state: text('state', { enum: ['queued', 'recognising', 'recognised', 'exception', 'ignored'] }).notNull().default('queued'),
    exceptionType: integer('exception_type').notNull().default(0),
    /** the card page the QR code names, once read */
    cardPage: text('card_page'),
    studentId: integer('student_id').references(() => students.id),
    /** the recognition's findings (exam number, bubbles with their decisions, fit residual), for review and re-scoring */
    result: jsonb('result').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scan_pages_test_sha_uq').on(t.testId, t.sha256),
    index('scan_pages_batch_state_idx').on(t.batchId, t.state),
    index('scan_pages_test_exception_idx').on(t.testId, t.exceptionType).where(sql`state = 'exception'`),
    index('scan_pages_test_student_idx').on(t.testId, t.studentId),
  ],
);

// ── Marking ───────────────────────────────────────────────────────────────────────────────
/**
 * One student's answer to one partition: the unit that is claimed, marked and resolved.
 * state: open (needs marks), problem (sent to admins), blank (recognised as blank, waiting for a
 * decision), judge (needs an adjudicator), done (final score known).
 */
export const markingUnits = pgTable(
  'marking_units',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partitionId: integer('partition_id').notNull().references(() => partitions.id),
    studentId: integer('student_id').notNull().references(() => students.id),
    state: text('state', { enum: ['open', 'problem', 'blank', 'judge', 'done'] }).notNull().default('open'),
    marksNeeded: integer('marks_needed').notNull().default(1),
    marksDone: integer('marks_done').notNull().default(0),
    /**
     * How many teachers hold the unit now (rows of marking_claims). Kept on the row itself so
     * that a claim's room check (marks_done + holders < marks_needed) is re-evaluated by
     * PostgreSQL on the locked row version: two claims can never fill the same slot.
     */
    holders: integer('holders').notNull().default(0),
    finalScore: doublePrecision('final_score'),
    finalQuestionScore: jsonb('final_question_score').$type<Record<string, Record<string, number>>>(),
    version: integer('version').notNull().default(0),
    /** a person looked at it in the blank-paper list and kept it in the normal queue */
    blankIgnored: boolean('blank_ignored').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('marking_units_partition_student_uq').on(t.partitionId, t.studentId),
    /**
     * Units waiting for an adjudicator or set aside (problem and blank papers), for their lists.
     * Partial, so that claims and marks, which move units between 'open' and 'done', never
     * touch it.
     */
    index('marking_units_set_aside_idx').on(t.partitionId, t.state).where(sql`state IN ('judge', 'problem', 'blank')`),
    /**
     * Only the units with a free slot (see FREE_SLOT in hot-statements-repository.ts, which must say
     * the same): a claim finds the next free unit at once, however many others are held.
     */
    index('marking_units_free_idx').on(t.partitionId, t.state, t.id).where(sql`(state = 'open' AND marks_done + holders < marks_needed) OR (state = 'judge' AND holders < 1)`),
  ],
);

/**
 * A teacher's hold on a unit, with a lease; an expired lease returns the unit to the queue.
 * No foreign keys: a claim is only ever inserted for a unit the same statement has just locked
 * and updated, for the authenticated teacher (users are disabled, never deleted), and a claim
 * left on a unit removed meanwhile is swept when its lease ends. The checks cost more than
 * the rest of a claim.
 */
export const markingClaims = pgTable(
  'marking_claims',
  {
    unitId: bigint('unit_id', { mode: 'number' }).notNull(),
    teacherId: integer('teacher_id').notNull(),
    judge: integer('judge').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.teacherId] }),
    /** a teacher's live claims in one lookup (every submit reads them) */
    index('marking_claims_teacher_idx').on(t.teacherId, t.judge, t.expiresAt),
    // no index on expires_at: the table holds only live claims (a few per marker), and the
    // sweep of expired ones reads it once a second, where an index would be written on every claim
  ],
);

/**
 * A claim whose lease ran out and was swept (one row per unit and teacher, the latest). The
 * marker may have scored the student meanwhile with the network down: such a late mark is kept
 * if nobody scored the place since (late-mark-repository.ts), and the row is what shows that the
 * teacher held the student at all. A late mark, or the place taken again for a pending mark,
 * removes it.
 */
export const markingClaimLapses = pgTable(
  'marking_claim_lapses',
  {
    unitId: bigint('unit_id', { mode: 'number' }).notNull(),
    teacherId: integer('teacher_id').notNull(),
    judge: integer('judge').notNull().default(0),
    lapsedAt: timestamp('lapsed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.teacherId] })],
);

export const markingLogs = pgTable(
  'marking_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    unitId: bigint('unit_id', { mode: 'number' }).notNull().references(() => markingUnits.id),
    /**
     * The unit's partition and student, copied for the lists and reports. They have no foreign
     * keys of their own: the unit's keys already guarantee both, and a key on the partition
     * would make every submit share-lock the same partition row. The key on the unit stays: it
     * is what stops a re-division of the test from deleting a unit that was marked meanwhile.
     */
    partitionId: integer('partition_id').notNull(),
    studentId: integer('student_id').notNull(),
    /** the authenticated teacher: users are disabled, never deleted, so no key is checked on every mark */
    teacherId: integer('teacher_id').notNull(),
    judge: integer('judge').notNull().default(0),
    /** 1 and 2 are the blind double marks, 3 the third marker, 4 the adjudicator */
    round: integer('round').notNull(),
    totalScore: doublePrecision('total_score').notNull(),
    questionScore: jsonb('question_score').$type<Record<string, Record<string, number>>>().notNull(),
    scoreMarks: jsonb('score_marks').$type<{ x: number; y: number; score: string }[]>().notNull().default(sql`'[]'::jsonb`),
    spendTime: integer('spend_time').notNull().default(0),
    feedbackIds: text('feedback_ids').notNull().default(''),
    version: integer('version').notNull().default(1),
    idempotencyKey: text('idempotency_key'),
    finishedTime: timestamp('finished_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('marking_logs_unit_teacher_uq').on(t.unitId, t.teacherId),
    uniqueIndex('marking_logs_idempotency_uq').on(t.idempotencyKey),
    index('marking_logs_partition_teacher_idx').on(t.partitionId, t.teacherId, t.judge),
  ],
);

/**
 * Each teacher's marks in a partition (judge 0) or adjudications (judge 1) and the sum of their
 * totals, for the quota and the teacher's progress on every submit. Kept by a trigger on
 * marking_logs (migration 0004), so every writer of marks keeps it right.
 */
export const markingTeacherCounts = pgTable(
  'marking_teacher_counts',
  {
    partitionId: integer('partition_id').notNull(),
    teacherId: integer('teacher_id').notNull(),
    judge: integer('judge').notNull(),
    marks: integer('marks').notNull().default(0),
    scoreSum: doublePrecision('score_sum').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partitionId, t.teacherId, t.judge] })],
);

export const problemPapers = pgTable(
  'problem_papers',
  {
    id: serial('id').primaryKey(),
    unitId: bigint('unit_id', { mode: 'number' }).notNull().references(() => markingUnits.id),
    partitionId: integer('partition_id').notNull().references(() => partitions.id),
    studentId: integer('student_id').notNull().references(() => students.id),
    teacherId: integer('teacher_id').notNull().references(() => users.id),
    comment: text('comment').notNull().default(''),
    state: text('state', { enum: ['open', 'returned', 'scored'] }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('problem_papers_partition_idx').on(t.partitionId, t.state)],
);

/** Wrong-cause tags: system tags have no school, custom ones are a teacher's own words. */
export const feedbackTags = pgTable('feedback_tags', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').references(() => schools.id),
  name: text('name').notNull(),
  system: boolean('system').notNull().default(false),
});

/** A teacher's wrong-cause tags on one answer; counts feed the typical-paper dialogs. */
export const markingFeedback = pgTable(
  'marking_feedback',
  {
    unitId: bigint('unit_id', { mode: 'number' }).notNull().references(() => markingUnits.id),
    teacherId: integer('teacher_id').notNull().references(() => users.id),
    tagIds: integer('tag_ids').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.teacherId] })],
);

/** An error report on a question (题目纠错). */
export const questionReports = pgTable('question_reports', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  subjectId: integer('subject_id').notNull(),
  questionId: integer('question_id').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

// ── Background tasks (My downloads) ───────────────────────────────────────────────────────
/** state 0 queued, 1 generating, 2 done, 3 cancelled; user_state 0 not acted on, 1 read. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    examinationId: integer('examination_id').notNull().default(0),
    name: text('name').notNull(),
    typeId: integer('type_id').notNull(),
    state: integer('state').notNull().default(0),
    userState: integer('user_state').notNull().default(0),
    progress: doublePrecision('progress').notNull().default(0),
    param: jsonb('param').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    resultKey: text('result_key'),
    jobId: text('job_id'),
    /** why the last attempt failed (shown with state 4, failed) */
    message: text('message'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('tasks_user_idx').on(t.userId, t.state)],
);

/**
 * A QR code shown in the change-password dialog (scene wechatQrcodeChangePwd): the code carries
 * a one-time token (stored hashed) that opens the confirmation page on a phone. state follows the
 * scan: waiting → scanned (the phone is signed in as the same user) or unbound (it is not) →
 * operated (the new password was set).
 */
export const qrTickets = pgTable(
  'qr_tickets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id),
    /** the session that showed the code: it stays signed in when the password changes */
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    scene: text('scene').notNull(),
    state: text('state', { enum: ['waiting', 'scanned', 'unbound', 'operated'] }).notNull().default('waiting'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('qr_tickets_user_idx').on(t.userId)],
);

// ── Analysis ──────────────────────────────────────────────────────────────────────────────
/**
 * A student's answer to an objective question (choice, true/false), read from the answer
 * sheet and scored against the key. chosen holds the option keys run together ("AC"), or
 * comma-separated when keys are longer than one character; '' means nothing was filled in.
 */
export const objectiveAnswers = pgTable(
  'objective_answers',
  {
    testId: integer('test_id').notNull().references(() => tests.id),
    studentId: integer('student_id').notNull().references(() => students.id),
    questionId: integer('question_id').notNull().references(() => questions.id),
    chosen: text('chosen').notNull().default(''),
    score: doublePrecision('score').notNull(),
    /** the person who decided the answer in objective review; recognising the sheet again never replaces it */
    decidedBy: integer('decided_by').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.studentId] }), index('objective_answers_test_idx').on(t.testId)],
);

/** A custom (special) group of students an exam is analysed by, besides schools, campuses and classes. */
export const specialGroups = pgTable(
  'special_groups',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id').notNull().references(() => exams.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('special_groups_exam_idx').on(t.examId)],
);

export const specialGroupStudents = pgTable(
  'special_group_students',
  {
    groupId: integer('group_id').notNull().references(() => specialGroups.id),
    studentId: integer('student_id').notNull().references(() => students.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.studentId] })],
);

/**
 * A leader's spot check of a question group (spec 001 §7.5 partition-spot-check): marked papers
 * drawn at random and scored again by the leader, whose scores the markers' marks are held to.
 */
export const spotChecks = pgTable(
  'spot_checks',
  {
    id: serial('id').primaryKey(),
    partitionId: integer('partition_id').notNull().references(() => partitions.id),
    createdBy: integer('created_by').notNull().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('spot_checks_partition_idx').on(t.partitionId)],
);

/** A paper drawn for a spot check, numbered in the order drawn, with the leader's score once given. */
export const spotCheckPapers = pgTable(
  'spot_check_papers',
  {
    spotCheckId: integer('spot_check_id').notNull().references(() => spotChecks.id),
    seq: integer('seq').notNull(),
    studentId: integer('student_id').notNull().references(() => students.id),
    leaderScore: doublePrecision('leader_score'),
    scoredAt: timestamp('scored_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.spotCheckId, t.seq] }), uniqueIndex('spot_check_papers_student_uq').on(t.spotCheckId, t.studentId)],
);

// ── Question bank and similar questions ───────────────────────────────────────────────────
/**
 * The question bank similar questions and variants are drawn from. school_id null is the
 * public bank every school sees; otherwise the question belongs to that school. grade_type is a
 * bit mask of grades (grade g is 2^(g−1)); type_id/type_name are the bank's question types
 * (src/domain/question-bank.ts).
 */
export const questionBank = pgTable(
  'question_bank',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id').notNull(),
    gradeType: integer('grade_type').notNull().default(0),
    typeId: integer('type_id').notNull(),
    typeName: text('type_name').notNull(),
    /** multiple_one, multiple_more, true_false, empty_spaces, big_spaces, composition */
    questionType: text('question_type').notNull(),
    text: text('text').notNull(),
    /**
     * The text as pg_trgm reads it in any database locale (transcript of src/domain/question-bank.ts):
     * a database created without a locale ignores Chinese characters in trigrams.
     */
    searchText: text('search_text').notNull(),
    /**
     * The TRANSCRIPT_VERSION search_text was written with; an older one is written again when the
     * server starts (question-bank/bank-transcripts.ts).
     */
    searchVersion: smallint('search_version').notNull().default(0),
    options: jsonb('options').$type<{ key: string; value: string }[]>().notNull().default(sql`'[]'::jsonb`),
    answer: jsonb('answer').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    jieda: text('jieda').notNull().default(''),
    tags: jsonb('tags').$type<{ id: number; name: string }[]>().notNull().default(sql`'[]'::jsonb`),
    difficulty: integer('difficulty').notNull().default(5),
    source: text('source').notNull().default(''),
    schoolId: integer('school_id').references(() => schools.id),
    /** sub-questions of a material or reading question, in show order (spec 001 §3 children) */
    children: jsonb('children').$type<{ text: string; options: { key: string; value: string }[]; answer: string[]; jieda: string }[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * Who besides its own school may use a school's question (spec 002 §9 open scope): 0 everyone,
     * 1 the schools in open_targets, 2 the campuses in open_targets, 3 not open.
     */
    openType: integer('open_type').notNull().default(3),
    openTargets: jsonb('open_targets').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    createdBy: integer('created_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('question_bank_school_idx').on(t.schoolId, t.subjectId),
    index('question_bank_subject_idx').on(t.subjectId, t.typeId),
    // without a pending list of new entries, which every search would read through (up to 4 MB)
    // until a vacuum merged it: a save writes its entries into the index at once
    index('question_bank_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('question_bank_tags_idx').using('gin', t.tags.op('jsonb_path_ops')).with({ fastupdate: false }),
  ],
);

/**
 * The stamp of the question bank: raised in the transaction of every write to question_bank or
 * campuses (0031_question_bank_stamps.sql), so that a search kept in memory (the ranked matches
 * of a keyword, the count of a filter) is answered again only while nothing it read has changed,
 * whichever server process wrote. Spread over a few rows by the writing connection and added up
 * when read, as analysis_stamps are.
 */
export const questionBankStamps = pgTable('question_bank_stamps', {
  shard: integer('shard').primaryKey(),
  stamp: bigint('stamp', { mode: 'number' }).notNull().default(0),
});

/**
 * A bank question a teacher set as a similar question of a paper's question: for one class
 * (class_id above 0) or for the whole paper (class_id 0).
 */
export const testVariants = pgTable(
  'test_variants',
  {
    id: serial('id').primaryKey(),
    testId: integer('test_id').notNull().references(() => tests.id),
    originalQuestionId: integer('original_question_id').notNull().references(() => questions.id),
    classId: integer('class_id').notNull().default(0),
    questionId: integer('question_id').notNull().references(() => questionBank.id),
    pickedFrom: text('picked_from', { enum: ['suggested', 'search', 'public'] }).notNull().default('suggested'),
    createdBy: integer('created_by').notNull().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('test_variants_uq').on(t.testId, t.originalQuestionId, t.classId, t.questionId),
    index('test_variants_original_idx').on(t.originalQuestionId, t.classId),
  ],
);

/**
 * A paper a teacher assembled in the question basket and saved (试卷篮, /teachers/examinationBasket):
 * its bank questions in paper order, each with its score and big question. Shared papers are
 * listed to the colleagues of its school as well; a question later removed from the bank or no
 * longer open to the school is left out when the paper is opened.
 */
export const basketPapers = pgTable(
  'basket_papers',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').notNull().references(() => schools.id),
    userId: integer('user_id').notNull().references(() => users.id),
    subjectId: integer('subject_id').notNull(),
    title: text('title').notNull(),
    questionIds: integer('question_ids').array().notNull(),
    scores: doublePrecision('scores').array().notNull(),
    groups: text('groups').array().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('basket_papers_school_idx').on(t.schoolId, t.userId)],
);

/** An error report on a bank question (a similar question or variant). */
export const questionBankReports = pgTable('question_bank_reports', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  questionId: integer('question_id').notNull().references(() => questionBank.id),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * A file attached to a paper (the question paper, its answer key, listening audio …) for its
 * markers and teachers to open: the bytes live in the scan storage under storage_key, the row
 * says what they are (media_type as told by the file's first bytes) and who attached them.
 */
export const testResources = pgTable(
  'test_resources',
  {
    id: serial('id').primaryKey(),
    testId: integer('test_id').notNull().references(() => tests.id),
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: integer('uploaded_by').notNull().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('test_resources_test_idx').on(t.testId)],
);

/**
 * The printed question paper of a test (原卷, spec 001 §7.5 test-paper-images): its pages as
 * uploaded (kind `page`, in `sort` order, PDFs rendered to images) and, once cut, one picture per
 * question (kind `picture`, the question's cuts cropped and stacked). Bytes live in the scan
 * storage under storage_key; width and height are the image's pixels.
 */
export const testPaperImages = pgTable(
  'test_paper_images',
  {
    id: serial('id').primaryKey(),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'page' | 'picture'>().notNull(),
    sort: integer('sort').notNull().default(0),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('test_paper_images_test_idx').on(t.testId, t.kind, t.sort)],
);

/**
 * Where the questions were cut from a test's original pages (test-paper-extend): one row per
 * rectangle, in page pixels of the page it lies on. A question may have several cuts (columns,
 * pages); they are stacked in `sort` order into its picture.
 */
export const testPaperCuts = pgTable(
  'test_paper_cuts',
  {
    id: serial('id').primaryKey(),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => testPaperImages.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('test_paper_cuts_test_idx').on(t.testId, t.sort)],
);

/**
 * A custom analysis a teacher saved for an exam (spec 001 §2.1 customAnalysis): the classes it
 * covers (none: the whole exam), the papers (0: the exam total) and the figures to show, in the
 * order chosen. Only the definition is kept; the figures are computed from the marks on opening.
 */
export const customAnalyses = pgTable(
  'custom_analyses',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id').notNull().references(() => exams.id),
    userId: integer('user_id').notNull().references(() => users.id),
    name: text('name').notNull(),
    classIds: integer('class_ids').array().notNull(),
    testIds: integer('test_ids').array().notNull(),
    figures: text('figures').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('custom_analyses_exam_user_idx').on(t.examId, t.userId)],
);
