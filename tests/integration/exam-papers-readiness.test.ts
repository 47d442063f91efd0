/**
 * The papers of an exam and how ready each is to be marked (examination-test/{id}), on the demo
 * school through the calls only: a new exam whose paper has questions but no card template names
 * what is missing, word for word what the start step refuses with; the running exam is ready
 * paper by paper. Markers may not look.
 */
import { describe, expect, it } from 'vitest';
import { createPaperWithQuestions, openExamSetupSchool } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

interface Readiness {
  ready: boolean;
  result: { test_id: number; subject_name: string; questions: number; groups: number; groups_without_markers: number; unready_reason: string | null }[];
}

const demo = sharedByFile(() => openExamSetupSchool(4));

const readinessOf = (examId: number, token = demo.admin) => demo.call('listExamPapersReadiness', { url: `/v1/examination/examination-test/${examId}`, token });

describe('how ready the papers of an exam are', () => {
  it('names what keeps a new paper from being marked, as starting the exam does', async () => {
    const questions = [
      { label: '1', section: '一、解答题', question_type: 'big_spaces', full_mark: 6 },
      { label: '2', section: '一、解答题', question_type: 'big_spaces', full_mark: 4 },
    ];
    const testId = await createPaperWithQuestions(demo, demo.admin, { name: '周测', examination_type: 4, paper: { subject_id: 1, total_score: 10 } }, questions);
    const exams = (await demo.call('listSetupExams', { url: '/v1/examination/examination-public-list?page_size=100', token: demo.admin })).body.data.result as { id: number; name: string }[];
    const examId = exams.find((e) => e.name === '周测')!.id;
    const answer = await readinessOf(examId);
    expect(answer.status).toBe(200);
    const readiness = answer.body.data as Readiness;
    expect(readiness.ready).toBe(false);
    expect(readiness.result).toEqual([expect.objectContaining({ test_id: testId, questions: 2, groups: 0, groups_without_markers: 0 })]);
    const started = await demo.call('updateExam', { method: 'PATCH', url: `/v1/examination/examination-info/${examId}`, token: demo.admin, payload: { status: 1 } });
    expect(started.status).toBe(400);
    expect(readiness.result[0].unready_reason).toBe(started.body.msg);
  });

  it('finds every paper of the running exam ready, and is for administrators only', async () => {
    const readiness = (await readinessOf(demo.runningExamId)).body.data as Readiness;
    expect(readiness.result.length).toBeGreaterThan(1);
    expect(readiness.ready).toBe(true);
    for (const paper of readiness.result) expect(paper).toMatchObject({ unready_reason: null, groups_without_markers: 0 });
    expect(readiness.result.every((p) => p.groups > 0)).toBe(true);
    expect((await readinessOf(demo.runningExamId, demo.web.marker01)).status).toBe(403);
  });
});
