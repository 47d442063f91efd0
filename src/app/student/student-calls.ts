/** The calls of the student's own screen: their exams, and their scores of one paper. */
import { api, call } from '../../api/client.ts';
import type { operations } from '../../contract/schema.d.ts';

export type StudentExam = NonNullable<operations['listStudentExams']['responses']['200']['content']['application/json']['data']>['result'][number];
export type StudentPaper = NonNullable<operations['getStudentPaperScores']['responses']['200']['content']['application/json']['data']>;

export const myExams = async (studentId: number): Promise<StudentExam[]> =>
  (await call(api.GET('/v1/student/examination-list', { params: { query: { student_id: studentId } } }))).result;

export const myPaper = (testId: number, studentId: number): Promise<StudentPaper> =>
  call(api.GET('/v1/examination/student-test-question', { params: { query: { test_id: testId, student_id: studentId } } }));
