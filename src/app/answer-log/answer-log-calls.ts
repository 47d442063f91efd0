/** The calls of the student answer log: the classes and students to pick from, and one student's log. */
import { api, call } from '../../api/client.ts';
import type { operations } from '../../contract/schema.d.ts';

export type LogClass = NonNullable<operations['listAnswerLogClasses']['responses']['200']['content']['application/json']['data']>['result'][number];
export type AnswerLog = NonNullable<operations['getStudentAnswerLog']['responses']['200']['content']['application/json']['data']>;
export type LogExam = AnswerLog['exams'][number];
export type LogPaper = LogExam['papers'][number];
export type LogQuestion = LogPaper['questions'][number];

export const answerLogClasses = async (): Promise<LogClass[]> => (await call(api.GET('/v1/examanalysis/student-answer-log/classes'))).result;

export const studentAnswerLog = (studentId: number, subjectId: number): Promise<AnswerLog> =>
  call(api.GET('/v1/examanalysis/student-answer-log', { params: { query: { student_id: studentId, subject_id: subjectId } } }));
