/** The calls of the panels on how classes and subjects stand against the grade, typed from the contract. */
import { api, call } from '../../../api/client.ts';

export const standingApi = {
  supervision: (examId: number, teacherId: number) =>
    call(api.GET('/v1/examanalysis/teaching-supervision/{id}', { params: { path: { id: teacherId }, query: { examination_id: examId } } })),
};

export type SupervisionData = Awaited<ReturnType<typeof standingApi.supervision>>;
