/**
 * Students' accounts and resetting a class's passwords (PATCH /v1/admin/manage/{id}), on the
 * demo school through the product's calls only: students are imported into a new class through
 * the roster import, then sign in through /v1/user/login as the login page does, with their exam
 * number and the initial password (the demo school has no default password: the exam number).
 * A student is refused every teacher, administrator and marking call, lists only their own exams
 * and reads only their own scores of an exam whose results are open. A second school made by a
 * setup link has a student of the same exam number: the bare number is then ambiguous and the
 * full form 考号@学校编号 signs in.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { encryptForLogin } from '../../src/server/features/auth/rsa.ts';
import { publicKeyOf, signIn } from '../support/api.ts';
import { DEMO_PASSWORD, openExamSetupSchool, type ExamSitting } from '../support/demo-school.ts';
import { rosterWorkbook, XLSX } from '../support/roster-workbook.ts';
import { openSchoolBySetupLink, sharedByFile } from './helpers.ts';

const demo = sharedByFile(() => openExamSetupSchool(4));

const NOT_FOR_STUDENTS = '学生账号不能使用此功能';
const CLASS_NAME = '高二(9)班';
let schoolId: number;
let classId: number;
const roster: Record<string, number> = {};

const login = async (username: string, password: string) => {
  const key = await publicKeyOf(demo.call);
  return demo.call('login', { method: 'POST', url: '/v1/user/login', payload: { username, password: encryptForLogin(key, password) } });
};

const importRows = async (kind: 'classes' | 'students', header: string[], rows: (string | number)[][], school = schoolId, token = demo.admin) => {
  const answer = await demo.call('importRoster', {
    method: 'POST',
    url: `/v1/admin/roster-import/${kind}?school_id=${school}`,
    token,
    payload: await rosterWorkbook(header, rows),
    headers: { 'content-type': XLSX },
  });
  expect(answer.status).toBe(200);
};

const resetClass = (id: number, token: string) => demo.call('resetClassPasswords', { method: 'PATCH', url: `/v1/admin/manage/${id}`, token });

beforeAll(async () => {
  const me = await demo.call('listMySchools', { url: '/v1/user/school', token: demo.admin });
  schoolId = me.body.data.result[0].id;
  await importRows('classes', ['校区', '年级', '班级'], [['本部校区', 11, CLASS_NAME]]);
  await importRows('students', ['考号', '姓名', '班级', '座号'], [
    ['30009001', '林小雨', CLASS_NAME, 1],
    ['30009002', '陈立', CLASS_NAME, 2],
  ]);
  const classes = (await demo.call('listSchoolClasses', { url: `/v1/admin/school-class?school_id=${schoolId}`, token: demo.admin })).body.data.result as { id: number; name: string }[];
  classId = classes.find((k) => k.name === CLASS_NAME)!.id;
  const students = (await demo.call('getClassRoster', { url: `/v1/admin/class-user/${classId}`, token: demo.admin })).body.data.students as { id: number; exam_number: string }[];
  for (const s of students) roster[s.exam_number] = s.id;
});

describe('a student signing in', () => {
  it('signs in with the exam number and the initial password, as the student of the roster', async () => {
    const answer = await login('30009001', '30009001');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      username: `30009001@${schoolId}`,
      real_name: '林小雨',
      role: 2,
      group_id: 2,
      groups: [{ group_id: 2, group_name: '学生' }],
      schools: [],
      student: { id: roster['30009001'], exam_number: '30009001', name: '林小雨', class_id: classId, class_name: CLASS_NAME, school_id: schoolId },
    });
    const info = await demo.call('getUserInfo', { url: `/v1/user/login/${answer.body.data.uid}`, token: answer.body.data.token });
    expect(info.body.data.student.id).toBe(roster['30009001']);
    // signing in again finds the same account
    const again = await login(`30009001@${schoolId}`, '30009001');
    expect(again.body.data.uid).toBe(answer.body.data.uid);
  });

  it('refuses a wrong password and an exam number nobody has', async () => {
    expect((await login('30009002', '30009001')).status).toBe(401);
    expect((await login('39999999', '39999999')).status).toBe(401);
    expect((await login(`30009002@${schoolId + 1000}`, '30009002')).status).toBe(401);
  });

  it('refuses the student every teacher, administrator and marking call with 403', async () => {
    const { token } = await signIn(demo.call, '30009002', '30009002');
    const calls: [string, Parameters<typeof demo.call>[1]][] = [
      ['listSchoolClasses', { url: `/v1/admin/school-class?school_id=${schoolId}` }],
      ['getClassRoster', { url: `/v1/admin/class-user/${classId}` }],
      ['resetClassPasswords', { method: 'PATCH', url: `/v1/admin/manage/${classId}` }],
      ['listMySchools', { url: '/v1/user/school' }],
      ['getClassTree', { url: `/v1/user/class-tree?school_id=${schoolId}` }],
      ['getSetupExam', { url: `/v1/examination/examination-info/${demo.endedExamId}` }],
      ['listAnalysisStudents', { url: `/v1/examanalysis/student-list?examination_id=${demo.endedExamId}&test_id=${demo.endedMathsTestId}` }],
      ['listTasks', { url: '/v1/task/index?oneself=1' }],
      ['issueMarkingToken', { method: 'POST', url: '/v1/examination/marking-verify', payload: {} }],
      ['switchGroup', { method: 'POST', url: '/v1/user/switch-group', payload: { group_id: 2 } }],
    ];
    for (const [operationId, init] of calls) {
      const answer = await demo.call(operationId, { ...init, token });
      expect({ operationId, status: answer.status, msg: answer.body.msg }).toEqual({ operationId, status: 403, msg: NOT_FOR_STUDENTS });
    }
    // their own account stays theirs to manage: the QR code of the password change
    expect((await demo.call('issueQrCode', { url: '/v1/wechat/scan-qrcode?scene=wechatQrcodeChangePwd', token })).status).toBe(200);
    // a marking call with the demo markers' marking token still works for them
    expect((await demo.call('listMarkingExams', { url: '/v1/examination/mark-list?marking_status=1', token: demo.marking.marker01 })).status).toBe(200);
  });
});

describe('what a student sees', () => {
  let sitting: ExamSitting;
  let token: string;

  beforeAll(async () => {
    // a student of the demo school's roster who sat the ended exam, which is marked and has its results open
    const students = (await demo.call('listExamStudents', { url: `/v1/examination/examination-student?examination_id=${demo.endedExamId}&page_size=999`, token: demo.admin })).body.data
      .result as ExamSitting[];
    sitting = students[0];
    token = (await signIn(demo.call, sitting.exam_number, sitting.exam_number)).token;
  });

  it('lists their own exams and no one else’s', async () => {
    const own = await demo.call('listStudentExams', { url: `/v1/student/examination-list?student_id=${sitting.student_id}`, token });
    expect(own.status).toBe(200);
    expect(own.body.data.result.map((e: { examination_id: number }) => e.examination_id)).toContain(demo.endedExamId);
    const other = await demo.call('listStudentExams', { url: `/v1/student/examination-list?student_id=${roster['30009001']}`, token });
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('学生只能查看自己的考试和成绩');
  });

  it('reads their own scores of the exam whose results are open, and not of the running exam or of a classmate', async () => {
    const own = await demo.call('getStudentPaperScores', { url: `/v1/examination/student-test-question?test_id=${demo.endedMathsTestId}&student_id=${sitting.student_id}`, token });
    expect(own.status).toBe(200);
    const asAdmin = await demo.call('getStudentPaperScores', { url: `/v1/examination/student-test-question?test_id=${demo.endedMathsTestId}&student_id=${sitting.student_id}`, token: demo.admin });
    expect(own.body.data).toEqual(asAdmin.body.data);
    const running = await demo.call('getStudentPaperScores', { url: `/v1/examination/student-test-question?test_id=${demo.mathsTestId}&student_id=${sitting.student_id}`, token });
    expect(running.status).toBe(403);
    expect(running.body.msg).toBe('该考试的成绩尚未公布');
    const classmates = (await demo.call('listExamStudents', { url: `/v1/examination/examination-student?examination_id=${demo.endedExamId}&page_size=999`, token: demo.admin })).body.data
      .result as ExamSitting[];
    const other = classmates.find((s) => s.student_id !== sitting.student_id)!;
    const refused = await demo.call('getStudentPaperScores', { url: `/v1/examination/student-test-question?test_id=${demo.endedMathsTestId}&student_id=${other.student_id}`, token });
    expect(refused.status).toBe(403);
  });
});

describe("resetting a class's passwords", () => {
  it('puts a changed password back to the initial one and ends the student’s sessions', async () => {
    const { token } = await signIn(demo.call, '30009001', '30009001');
    const key = await publicKeyOf(demo.call);
    const changed = await demo.call('changePassword', {
      method: 'PUT',
      url: '/v1/user/password',
      token,
      payload: { old_password: encryptForLogin(key, '30009001'), password: encryptForLogin(key, 'MyOwn#2026') },
    });
    expect(changed.status).toBe(200);
    expect((await login('30009001', '30009001')).status).toBe(401);
    const own = await signIn(demo.call, '30009001', 'MyOwn#2026');

    const reset = await resetClass(classId, demo.admin);
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ class_id: classId, reset: 2, had_own_password: 1 });
    expect(reset.body.msg).toBe('已将本班 2 名学生的密码重置为初始密码');

    expect((await demo.call('getUserInfo', { url: `/v1/user/login/${own.uid}`, token: own.token })).status).toBe(401);
    expect((await login('30009001', 'MyOwn#2026')).status).toBe(401);
    expect((await login('30009001', '30009001')).status).toBe(200);
    expect((await login('30009002', '30009002')).status).toBe(200);
  });

  it('is refused to a teacher, to another school’s administrator and for an unknown class', async () => {
    const teacher = await resetClass(classId, demo.web.teacher01);
    expect(teacher.status).toBe(403);
    expect(teacher.body.msg).toBe('只有该学校的管理员可以查看和管理班级名单');
    expect((await resetClass(2147483000, demo.admin)).status).toBe(404);

    await openSchoolBySetupLink(demo.testApp, demo.call, { school_name: '临江中学', username: 'linjiang_admin', real_name: '周老师' });
    const other = await signIn(demo.call, 'linjiang_admin', DEMO_PASSWORD);
    expect((await resetClass(classId, other.token)).status).toBe(403);
    // the class's students keep signing in with the password they have
    expect((await login('30009002', '30009002')).status).toBe(200);
  });

  it('tells a student whose exam number two schools have to sign in with the school', async () => {
    const other = await signIn(demo.call, 'linjiang_admin', DEMO_PASSWORD);
    const otherSchool = (await demo.call('listMySchools', { url: '/v1/user/school', token: other.token })).body.data.result[0].id as number;
    await importRows('classes', ['校区', '年级', '班级'], [['本部', 11, '高二(1)班']], otherSchool, other.token);
    await importRows('students', ['考号', '姓名', '班级'], [['30009002', '王可', '高二(1)班']], otherSchool, other.token);

    const ambiguous = await login('30009002', '30009002');
    expect(ambiguous.status).toBe(401);
    expect(ambiguous.body.msg).toContain('考号@学校编号');
    const here = await login(`30009002@${schoolId}`, '30009002');
    expect(here.body.data.real_name).toBe('陈立');
    const there = await login(`30009002@${otherSchool}`, '30009002');
    expect(there.body.data).toMatchObject({ real_name: '王可', student: { school_id: otherSchool, class_name: '高二(1)班' } });
  });
});
