/**
 * Correcting an answer key after the answers were read: on the demo school's ended exam, the
 * school administrator changes an objective question's key through the calls, and the question's
 * analysis (read through the analysis call) counts the answers against the new key at once;
 * putting the old key back gives the old figures back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';

let demo: DemoSchoolApp;
let admin: string;
let schoolId: number;

beforeAll(async () => {
  demo = await openDemoSchool(12);
  admin = demo.web.schooladmin;
  schoolId = (await demo.call('getSetupExam', { url: `/v1/examination/examination-info/${demo.endedExamId}`, token: admin })).body.data.school_id;
});

afterAll(async () => {
  await demo?.close();
});

interface Figures {
  question_id: number;
  student_count: number;
  full_credit_count: number;
  score: number;
}

const figuresOf = async (questionId: number): Promise<Figures> => {
  const answer = await demo.call('getTestQuestionAnalysis', {
    url: `/v1/examanalysis/test-question?examination_id=${demo.endedExamId}&test_id=${demo.endedMathsTestId}&school_id=${schoolId}`,
    token: admin,
  });
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data.questions.find((q: Figures) => q.question_id === questionId);
};

const setKey = (questionId: number, answer: string[]) => demo.call('updateAnswerKey', { method: 'PATCH', url: `/v1/examination/test-question/${questionId}`, token: admin, payload: { answer } });

describe('a corrected answer key', () => {
  it('scores the answers already read against the new key, and the old key gives the old figures back', async () => {
    const questions = (await demo.call('listPaperQuestions', { url: `/v1/examination/test-question?test_id=${demo.endedMathsTestId}`, token: admin })).body.data.result;
    const choice = questions.find((q: { question_type: string; options: string[] }) => q.question_type === 'multiple_one' && q.options.length > 1);
    expect(choice).toBeDefined();
    const before = await figuresOf(choice.id);
    expect(before.full_credit_count).toBeGreaterThan(0);
    const other = choice.options.find((o: string) => o !== choice.answer[0]);
    expect((await setKey(choice.id, [other])).status).toBe(200);
    const after = await figuresOf(choice.id);
    expect(after.student_count).toBe(before.student_count);
    // the students who chose the old key lose the mark; only those who chose the new one keep it
    expect(after.full_credit_count).toBeLessThan(before.full_credit_count);
    expect((await setKey(choice.id, choice.answer)).status).toBe(200);
    expect(await figuresOf(choice.id)).toEqual(before);
  });
});
