/**
 * The demo school itself: two campuses, the classes of one senior-one grade with about forty
 * students each, and the accounts a visitor signs in with.
 */
import { GRADE_NAMES, SubjectId, subjectName } from '../../domain/enums.ts';
import { Position, POSITION_NAMES } from '../../domain/roles.ts';
import type { Db } from '../db/database.ts';
import { campuses, classes, schools, students, teacherClasses, userGroups, users, userSchools } from '../db/schema.ts';
import { distinctNames } from './names.ts';
import type { Random } from './random.ts';

export const DEMO_SCHOOL_NAME = '云溪市第一中学';
export const DEMO_CAMPUS_NAMES = ['本部校区', '东湖校区'] as const;
/** 高一 */
export const DEMO_GRADE = 10;
/** "about 40 per class": a class grows to this size before the grade opens another class */
export const STUDENTS_PER_CLASS = 40;
/** the grade has at least six classes, three per campus */
export const MIN_CLASSES = 6;
/** Year of entry printed at the front of every exam number. */
const EXAM_NUMBER_PREFIX = '2610';

export interface DemoClass {
  id: number;
  number: number;
  name: string;
  campusId: number;
}

export interface DemoStudent {
  id: number;
  /** position in the school's student list, which seeds everything about the student */
  index: number;
  classId: number;
  name: string;
  examNumber: string;
}

export interface DemoSchool {
  id: number;
  name: string;
  campusIds: number[];
  classes: DemoClass[];
  students: DemoStudent[];
}

export interface DemoAccount {
  username: string;
  realName: string;
  role: string;
}

export interface DemoAccounts {
  list: DemoAccount[];
  idOf: Record<string, number>;
  mathMarkers: number[];
  chineseMarkers: number[];
  arbiter: number;
}

export const MATH_MARKERS = ['marker01', 'marker02', 'marker03'] as const;
export const CHINESE_MARKERS = ['marker04', 'marker05', 'marker06'] as const;
export const DEMO_USERNAMES = ['admin', 'schooladmin', ...MATH_MARKERS, ...CHINESE_MARKERS, 'arbiter01', 'teacher01'] as const;

const CHUNK = 1000;

export function className(number: number): string {
  return `${GRADE_NAMES[DEMO_GRADE]}(${number})班`;
}

/** Class sizes: as even as possible, never more than STUDENTS_PER_CLASS. */
export function classSizes(studentCount: number): number[] {
  const count = Math.max(MIN_CLASSES, Math.ceil(studentCount / STUDENTS_PER_CLASS));
  const base = Math.floor(studentCount / count);
  return Array.from({ length: count }, (_, i) => base + (i < studentCount % count ? 1 : 0));
}

export async function insertSchool(db: Db, random: Random, studentCount: number): Promise<DemoSchool> {
  const [school] = await db.insert(schools).values({ name: DEMO_SCHOOL_NAME, gradeIds: [DEMO_GRADE] }).returning({ id: schools.id });
  const campusRows = await db
    .insert(campuses)
    .values(DEMO_CAMPUS_NAMES.map((name) => ({ schoolId: school.id, name })))
    .returning({ id: campuses.id });
  const sizes = classSizes(studentCount);
  const firstCampusClasses = Math.ceil(sizes.length / 2);
  const classRows = await db
    .insert(classes)
    .values(sizes.map((_, i) => ({ schoolId: school.id, campusId: campusRows[i < firstCampusClasses ? 0 : 1].id, gradeId: DEMO_GRADE, name: className(i + 1) })))
    .returning({ id: classes.id, name: classes.name, campusId: classes.campusId });
  const demoClasses = classRows.map((row, i) => ({ ...row, number: i + 1 }));

  const names = distinctNames(random.fork('students'), studentCount);
  const planned: Omit<DemoStudent, 'id'>[] = [];
  demoClasses.forEach((klass, c) => {
    for (let seat = 1; seat <= sizes[c]; seat++) {
      const index = planned.length;
      planned.push({ index, classId: klass.id, name: names[index], examNumber: `${EXAM_NUMBER_PREFIX}${String(klass.number).padStart(3, '0')}${String(seat).padStart(2, '0')}` });
    }
  });
  const idByNumber = new Map<string, number>();
  const campusOf = new Map(demoClasses.map((k) => [k.id, k.campusId]));
  for (let i = 0; i < planned.length; i += CHUNK) {
    const rows = await db
      .insert(students)
      .values(planned.slice(i, i + CHUNK).map((s) => ({ schoolId: school.id, campusId: campusOf.get(s.classId)!, classId: s.classId, name: s.name, examNumber: s.examNumber })))
      .returning({ id: students.id, examNumber: students.examNumber });
    for (const row of rows) idByNumber.set(row.examNumber, row.id);
  }
  return {
    id: school.id,
    name: DEMO_SCHOOL_NAME,
    campusIds: campusRows.map((c) => c.id),
    classes: demoClasses,
    students: planned.map((s) => ({ ...s, id: idByNumber.get(s.examNumber)! })),
  };
}

interface AccountPlan {
  username: string;
  realName: string;
  role: string;
  groups: number[];
  subjectIds: number[];
  /** class index (0-based) and subject taught there; subject 0 is the class head */
  teaches: { classIndex: number; subjectId: number }[];
}

/** The i-th of n contiguous shares of the classes. */
function share(classCount: number, i: number, n: number): number[] {
  const from = Math.floor((i * classCount) / n);
  const to = Math.floor(((i + 1) * classCount) / n);
  return Array.from({ length: to - from }, (_, k) => from + k);
}

function classList(indices: number[]): string {
  if (indices.length <= 3) return indices.map((i) => className(i + 1)).join('、');
  return `${className(indices[0] + 1)}至${className(indices[indices.length - 1] + 1)}`;
}

function planAccounts(classCount: number, names: string[]): AccountPlan[] {
  const teacher = POSITION_NAMES[Position.subjectTeacher];
  const head = POSITION_NAMES[Position.classHead];
  const markers = (usernames: readonly string[], subjectId: number, headOf: number, nameOffset: number): AccountPlan[] =>
    usernames.map((username, i) => {
      const taught = share(classCount, i, usernames.length);
      const isHead = i === 0;
      const role = `${subjectName(subjectId)}${teacher}（${classList(taught)}）· 阅卷${isHead ? ` · ${className(headOf + 1)}${head}` : ''}`;
      return {
        username,
        realName: names[nameOffset + i],
        role,
        groups: isHead ? [Position.subjectTeacher, Position.classHead] : [Position.subjectTeacher],
        subjectIds: [subjectId],
        teaches: [...taught.map((classIndex) => ({ classIndex, subjectId })), ...(isHead ? [{ classIndex: headOf, subjectId: 0 }] : [])],
      };
    });
  return [
    { username: 'admin', realName: '系统管理员', role: POSITION_NAMES[Position.superAdmin], groups: [Position.superAdmin], subjectIds: [], teaches: [] },
    { username: 'schooladmin', realName: names[0], role: `${POSITION_NAMES[Position.infoAdmin]}（学校管理员）`, groups: [Position.infoAdmin], subjectIds: [], teaches: [] },
    ...markers(MATH_MARKERS, SubjectId.math, 0, 1),
    ...markers(CHINESE_MARKERS, SubjectId.chinese, 3, 4),
    { username: 'arbiter01', realName: names[7], role: `${subjectName(SubjectId.math)}${teacher} · 双评题仲裁`, groups: [Position.subjectTeacher], subjectIds: [SubjectId.math], teaches: [] },
    {
      username: 'teacher01',
      realName: names[8],
      role: `${className(2)}${head} · ${subjectName(SubjectId.english)}${teacher}（${classList([1, 2])}）`,
      groups: [Position.classHead, Position.subjectTeacher],
      subjectIds: [SubjectId.english],
      teaches: [
        { classIndex: 1, subjectId: 0 },
        { classIndex: 1, subjectId: SubjectId.english },
        { classIndex: 2, subjectId: SubjectId.english },
      ],
    },
  ];
}

/** The demo accounts; every one has the same password, hashed once by the caller. */
export async function insertAccounts(db: Db, school: DemoSchool, passwordHash: string, random: Random): Promise<DemoAccounts> {
  const plans = planAccounts(school.classes.length, distinctNames(random.fork('teachers'), 9));
  const idOf: Record<string, number> = {};
  for (const plan of plans) {
    // everyone but the platform's super administrator works in the demo grade
    const gradeIds = plan.groups.includes(Position.superAdmin) ? [] : [DEMO_GRADE];
    const [user] = await db
      .insert(users)
      .values({ username: plan.username, realName: plan.realName, passwordHash, gradeIds, subjectIds: plan.subjectIds })
      .returning({ id: users.id });
    idOf[plan.username] = user.id;
    await db.insert(userGroups).values(plan.groups.map((groupId) => ({ userId: user.id, groupId })));
    await db.insert(userSchools).values({ userId: user.id, schoolId: school.id });
    if (plan.teaches.length > 0) {
      await db.insert(teacherClasses).values(plan.teaches.map((t) => ({ userId: user.id, classId: school.classes[t.classIndex].id, subjectId: t.subjectId })));
    }
  }
  return {
    list: plans.map((p) => ({ username: p.username, realName: p.realName, role: p.role })),
    idOf,
    mathMarkers: MATH_MARKERS.map((u) => idOf[u]),
    chineseMarkers: CHINESE_MARKERS.map((u) => idOf[u]),
    arbiter: idOf.arbiter01,
  };
}
