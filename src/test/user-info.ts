/**
 * A signed-in teacher's user-info answer (spec 002 §3) for tests that need a session: a subject
 * teacher (role 4) of one school. A test states what it looks at itself (the names shown are the
 * catalogue's business, so the ones here are placeholders).
 */
import type { UserInfoAnswer } from '../state/session.ts';

export function teacherUserInfo(changes: Partial<UserInfoAnswer> = {}): UserInfoAnswer {
  return {
    token: 'web-token',
    uid: 7,
    username: 'marker01',
    real_name: 'Teacher Wang',
    role: 4,
    group_id: 11,
    groups: [{ group_id: 11, group_name: 'subject teacher' }],
    grade_ids: [7],
    subject_ids: [1],
    schools: [{ id: 1, name: 'No. 1 Middle School', type: 1, default_password: '', grade_ids: [7] }],
    locked_screen: 0,
    ...changes,
  };
}
