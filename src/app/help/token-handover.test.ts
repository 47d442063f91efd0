import { describe, expect, it } from 'vitest';
import { readHandover } from './token-handover.ts';

const TOKEN = 'Zk3u9c2T4Jw_8hQb-0pV1rXy5sLmN7aD6eFgHiJkLmA';

describe('reading a hand-over link', () => {
  it('takes the token, the user and a path of this app', () => {
    expect(readHandover(`?token=${TOKEN}&uid=21&redirect=${encodeURIComponent('/marking/workload?test_id=5')}&origin=https://portal.school.cn/home`, 'auth')).toEqual({
      token: TOKEN,
      uid: 21,
      destination: '/marking/workload?test_id=5',
      origin: 'https://portal.school.cn/home',
      dividedExam: null,
    });
  });

  it('refuses a link without a token or a user, or with a user id that is not one', () => {
    expect(readHandover('?uid=21', 'auth')).toBeNull();
    expect(readHandover(`?token=${TOKEN}`, 'auth')).toBeNull();
    expect(readHandover(`?token=${TOKEN}&uid=0`, 'auth')).toBeNull();
    expect(readHandover(`?token=${TOKEN}&uid=21x`, 'auth')).toBeNull();
    expect(readHandover(`?token=${TOKEN}&uid=99999999999`, 'auth')).toBeNull();
    expect(readHandover(`?token=${encodeURIComponent('a b<script>')}&uid=21`, 'auth')).toBeNull();
  });

  it('drops a destination that leaves the app and an origin that is not a web address', () => {
    for (const redirect of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/login', 'teachers']) {
      expect(readHandover(`?token=${TOKEN}&uid=21&redirect=${encodeURIComponent(redirect)}`, 'auth')?.destination, redirect).toBeNull();
    }
    expect(readHandover(`?token=${TOKEN}&uid=21&origin=${encodeURIComponent('javascript:alert(1)')}`, 'auth')?.origin).toBeNull();
  });

  it("opens the named exam paper's division from /dividedAuth, else the list of exams", () => {
    expect(readHandover(`?token=${TOKEN}&uid=5&examinationid=3&testId=4`, 'divided')).toMatchObject({
      destination: '/divided/progress/3/4',
      dividedExam: { examinationid: 3, testId: 4 },
    });
    expect(readHandover(`?token=${TOKEN}&uid=5&examinationid=3&redirect=/teachers`, 'divided')).toMatchObject({
      destination: '/divided/progress',
      dividedExam: null,
    });
  });
});
