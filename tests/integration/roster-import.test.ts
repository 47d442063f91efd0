/**
 * Importing classes and students from xlsx (POST /v1/admin/roster-import/{kind}) on the demo
 * school: the workbooks are written here with exceljs the way an administrator fills in the
 * template; what was written is read back through the organisation calls (school-class,
 * class-user). Bad rows are refused with their row numbers and nothing written, unless the good
 * rows are asked for alone; re-importing updates by exam number without duplicating.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/seed.ts';
import { signIn } from '../support/api.ts';
import { openDemoTestApp, sharedByFile } from './helpers.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface SchoolClass {
  id: number;
  name: string;
  grade_id: number;
  campus_name: string;
  student_count: number;
}

const server = sharedByFile(() => openDemoTestApp(6));
let schoolId: number;
const tokens: Record<string, string> = {};

async function workbook(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('名单');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The refusals an import names for consecutive bad rows from row `first` on (row 1 is the header), one reason a row. */
const errorsFrom = (first: number, reasons: string[]) => reasons.map((reason, i) => ({ row: first + i, reason }));
const upload = (kind: 'classes' | 'students' | 'teachers', bytes: Buffer, query = '', token = tokens.schooladmin) =>
  server.call('importRoster', { method: 'POST', url: `/v1/admin/roster-import/${kind}?school_id=${schoolId}${query}`, token, payload: bytes, headers: { 'content-type': XLSX } });

const classList = async () => (await server.call<{ result: SchoolClass[] }>('listSchoolClasses', { url: `/v1/admin/school-class?school_id=${schoolId}`, token: tokens.schooladmin })).body.data.result;
const roster = async (classId: number) =>
  (await server.call<{ students: { exam_number: string; name: string; seat: number | null }[] }>('getClassRoster', { url: `/v1/admin/class-user/${classId}`, token: tokens.schooladmin })).body
    .data.students;

beforeAll(async () => {
  for (const username of ['schooladmin', 'teacher01', 'admin']) tokens[username] = (await signIn(server.call, username, DEMO_PASSWORD)).token;
  const info = await server.call('getUserInfo', { url: `/v1/user/login/${(await signIn(server.call, 'schooladmin', DEMO_PASSWORD)).uid}`, token: tokens.schooladmin });
  schoolId = info.body.data.schools[0].id;
});

describe('roster import', () => {
  it('imports classes (creating a new campus) and updates a class grade on re-import', async () => {
    const before = await classList();
    const header = ['校区', '年级', '班级'];
    const first = await upload('classes', await workbook(header, [['本部校区', '高二', '高二(1)班'], ['西山校区', 11, '高二(2)班']]));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ created: 2, updated: 0, skipped: 0, errors: [] });
    const again = await upload('classes', await workbook(header, [['本部校区', '高三', '高二(1)班']]));
    expect(again.body.data).toMatchObject({ created: 0, updated: 1 });
    const after = await classList();
    expect(after.length).toBe(before.length + 2);
    expect(after.find((k) => k.name === '高二(1)班')).toMatchObject({ grade_id: 12, campus_name: '本部校区', student_count: 0 });
    expect(after.find((k) => k.name === '高二(2)班')).toMatchObject({ grade_id: 11, campus_name: '西山校区' });
  });

  it('refuses a student file with bad rows, naming every row, and writes nothing', async () => {
    const target = (await classList()).find((k) => k.name === '高二(1)班')!;
    const bytes = await workbook(
      ['考号', '姓名', '班级', '座号'],
      [
        ['30000001', '李雷', '高二(1)班', 1],
        ['30000002', '', '高二(1)班', 2],
        ['30000001', '韩梅梅', '高二(1)班', 3],
        ['30000004', '王芳', '不存在的班', 4],
        ['3000x005', '赵强', '高二(1)班', 5],
        ['30000006', '李雷', '高二(1)班', 6],
        ['30000007', '周杰', '高二(1)班', 0],
      ],
    );
    const answer = await upload('students', bytes);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    expect(answer.body.msg).toBe('6 行有误，未导入任何数据。第 3 行：姓名不能为空');
    expect(answer.body.data.errors).toEqual(
      errorsFrom(3, [
        '姓名不能为空',
        '考号 30000001 与第 2 行重复',
        '班级「不存在的班」不存在，请先导入班级',
        '考号「3000x005」应为 4 到 20 位数字',
        '学生「李雷」在「高二(1)班」的名单中已出现在第 2 行',
        '座号「0」应为 1 到 999 的整数',
      ]),
    );
    expect(await roster(target.id)).toEqual([]);

    const good = await upload('students', bytes, '&good_rows_only=1');
    expect(good.status).toBe(200);
    expect(good.body.msg).toBe('已导入 1 行，跳过 6 行有误的数据');
    expect(good.body.data).toMatchObject({ created: 1, updated: 0, skipped: 6 });
    expect(good.body.data.errors).toHaveLength(6);
    expect(await roster(target.id)).toEqual([{ id: expect.any(Number), exam_number: '30000001', name: '李雷', seat: 1 }]);
  });

  it('re-imports by exam number: moves and renames students without duplicating them', async () => {
    const classes = await classList();
    const one = classes.find((k) => k.name === '高二(1)班')!;
    const two = classes.find((k) => k.name === '高二(2)班')!;
    const header = ['考号', '姓名', '校区', '班级', '座号'];
    const first = await upload('students', await workbook(header, [['30000001', '李雷', '', '高二(1)班', 1], ['30000002', '韩梅梅', '', '高二(1)班', 2], ['30000003', '王芳', '', '高二(2)班', '']]));
    expect(first.body.data).toMatchObject({ created: 2, updated: 1, errors: [] });
    expect(first.body.msg).toBe('导入完成：新增 2 行，更新 1 行');
    const second = await upload('students', await workbook(header, [['30000002', '韩梅', '西山校区', '高二(2)班', 7], ['30000003', '王芳', '', '高二(2)班', 3]]));
    expect(second.body.data).toMatchObject({ created: 0, updated: 2 });
    expect((await roster(one.id)).map((s) => s.exam_number)).toEqual(['30000001']);
    expect(await roster(two.id)).toEqual([
      { id: expect.any(Number), exam_number: '30000003', name: '王芳', seat: 3 },
      { id: expect.any(Number), exam_number: '30000002', name: '韩梅', seat: 7 },
    ]);
    const sizes = await classList();
    expect(sizes.find((k) => k.id === one.id)!.student_count).toBe(1);
    expect(sizes.find((k) => k.id === two.id)!.student_count).toBe(2);
  });

  it('refuses files it cannot read or that lack a column, and callers who do not administer the school', async () => {
    const garbage = await upload('students', Buffer.from('not a workbook'));
    expect(garbage).toMatchObject({ status: 400, body: { msg: '无法读取文件，请上传由模板填写的 xlsx 文件' } });
    const noColumn = await upload('students', await workbook(['考号', '姓名'], [['30000009', '某人']]));
    expect(noColumn).toMatchObject({ status: 400, body: { msg: '第 1 行缺少列「班级」，请使用下载的模板' } });
    const teacher = await upload('students', await workbook(['考号', '姓名', '班级'], [['30000009', '某人', '高二(1)班']]), '', tokens.teacher01);
    expect(teacher).toMatchObject({ status: 403, body: { msg: '只有该学校的管理员可以导入名单' } });
    const roster403 = await server.call('getClassRoster', { url: `/v1/admin/class-user/${(await classList())[0].id}`, token: tokens.teacher01 });
    expect(roster403.status).toBe(403);
  });

  it('imports teachers: bad rows refused with nothing written, then accounts added with one initial password and updated by user name', async () => {
    const header = ['用户名', '姓名', '职务', '学科', '任教年级', '任教班级', '班主任班级'];
    const bad = await upload(
      'teachers',
      await workbook(header, [
        ['13900139000', '周老师', '任课老师', '数学', '高二', '高二(1)班', ''],
        ['1390013900', '吴老师', '任课老师', '数学', '', '', ''],
        ['13900139000', '郑老师', '任课老师', '', '', '', ''],
        ['wang_t', '王老师', '门卫', '', '', '', ''],
        ['li_t', '', '班主任', '', '', '', ''],
        ['zhao_t', '赵老师', '任课老师', '数学', '', '火星班', ''],
        ['admin', '管理员', '信息管理员', '', '', '', ''],
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual(
      errorsFrom(3, [
        '用户名「1390013900」不可用：应为 3 到 30 位字母、数字或 _ . -，纯数字时须为 11 位手机号',
        '用户名 13900139000 与第 2 行重复',
        '职务「门卫」不存在，可填：校长、年级主任、教研组长、备课组长、班主任、任课老师、信息管理员、教务主任',
        '姓名不能为空',
        '班级「火星班」不存在，请先导入班级',
        '用户名 admin 是超级管理员账号，不能通过导入修改',
      ]),
    );
    // nothing was written: the first row's account does not exist, so it cannot sign in
    await expect(signIn(server.call, '13900139000', DEMO_PASSWORD)).rejects.toThrow(/sign-in of 13900139000 failed/);

    const good = await workbook(header, [
      ['13900139000', '周老师', '任课老师、班主任', '数学、物理', '高二', '高二(1)班 高二(2)班', '高二(1)班'],
      ['wang_t', '王老师', '教务主任', '', '', '', ''],
      ['teacher01', '陈老师', '班主任', '', '', '', ''],
    ]);
    const first = await upload('teachers', good);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ created: 2, updated: 1, skipped: 0, errors: [] });
    const password = first.body.data.initial_password as string;
    expect(password).toMatch(/^[A-Za-z2-9]{10}$/);
    expect(first.body.msg).toBe(`导入完成：新增 2 行，更新 1 行。新账号的初始密码为 ${password}，请通知老师登录后修改`);

    const zhou = await signIn(server.call, '13900139000', password);
    const info = (await server.call('getUserInfo', { url: `/v1/user/login/${zhou.uid}`, token: zhou.token })).body.data;
    expect(info).toMatchObject({ real_name: '周老师', grade_ids: [11], subject_ids: [1, 2] });
    expect(info.groups.map((g: { group_id: number }) => g.group_id).sort()).toEqual([11, 12]);
    expect(info.schools.map((s: { id: number }) => s.id)).toEqual([schoolId]);
    // an updated account keeps its password
    const head = await signIn(server.call, 'teacher01', DEMO_PASSWORD);
    expect((await server.call('getUserInfo', { url: `/v1/user/login/${head.uid}`, token: head.token })).body.data.real_name).toBe('陈老师');

    const again = await upload('teachers', good);
    expect(again.body.data).toMatchObject({ created: 0, updated: 3, initial_password: null });
    expect(again.body.msg).toBe('导入完成：新增 0 行，更新 3 行');
  });

  it('serves the template, which imports as it is', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/v1/admin/roster-template/classes', headers: { authorization: `Bearer ${tokens.schooladmin}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, '校区', '年级', '班级']);
    // its example row is a class the demo school has: it matches and nothing is added
    const imported = await upload('classes', response.rawPayload);
    expect(imported.body.data).toMatchObject({ created: 0, updated: 1, errors: [] });
  });
});
