// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse as json, settle, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { ClassRosterDialog } from './ClassRosterDialog.tsx';

const KLASS = { id: 12, name: '高一(3)班', grade_id: 10, grade_name: '高一', campus_id: 1, campus_name: '本部校区', student_count: 2 };
const STUDENTS = [
  { id: 101, exam_number: '20260301', name: '林小雨', seat: 1 },
  { id: 102, exam_number: '20260302', name: '陈立', seat: 2 },
];

const root = freshRootPerTest();
const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
});

stubFetchPerTest((request) => {
  const { pathname } = new URL(request.url);
  calls.push(`${request.method} ${pathname}`);
  if (pathname === '/v1/admin/class-user/12') return json({ code: 200, msg: '成功', data: { ...KLASS, students: STUDENTS } });
  if (pathname === '/v1/admin/manage/12') return json({ code: 200, msg: '已将本班 2 名学生的密码重置为初始密码', data: { class_id: 12, reset: 2, had_own_password: 1 } });
  return json({ code: 404, msg: '资源不存在', data: null }, 404);
});

async function openDialog(schoolHasDefaultPassword: boolean): Promise<HTMLElement> {
  await root.renderScreen(<ClassRosterDialog klass={KLASS} schoolHasDefaultPassword={schoolHasDefaultPassword} onClose={() => undefined} />);
  await waitUntil(() => document.body.textContent?.includes('林小雨') ?? false);
  return document.querySelector('[data-testid="reset-class-passwords"]') as HTMLElement;
}

const confirmButton = () => [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm .ant-btn')].find((b) => b.className.includes('ant-btn-primary'));

describe("a class's roster", () => {
  it('resets the class’s student passwords after a confirmation that names the class and the initial password', async () => {
    const button = await openDialog(false);
    expect(button.textContent).toContain('重置本班学生密码');
    await act(async () => button.click());
    await settle();
    const dialog = document.querySelector('.ant-modal-confirm')!;
    expect(dialog.textContent).toContain('重置「高一(3)班」2 名学生的密码？');
    expect(dialog.textContent).toContain('初始密码为各自的考号');
    expect(calls).not.toContain('PATCH /v1/admin/manage/12');

    await act(async () => confirmButton()!.click());
    await waitUntil(() => document.body.textContent?.includes('已将本班 2 名学生的密码重置为初始密码') ?? false);
    expect(calls.filter((c) => c === 'PATCH /v1/admin/manage/12')).toHaveLength(1);
  });

  it('names the school default password as the initial one when the school has one, and sends nothing when cancelled', async () => {
    const button = await openDialog(true);
    await act(async () => button.click());
    await settle();
    expect(document.querySelector('.ant-modal-confirm')!.textContent).toContain('初始密码为学校默认密码');
    const cancel = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm .ant-btn')].find((b) => !b.className.includes('ant-btn-primary'))!;
    await act(async () => cancel.click());
    await settle();
    expect(calls).not.toContain('PATCH /v1/admin/manage/12');
  });
});
