/** The calls of the panels on how classes and subjects stand against the grade, typed from the contract. */
import { api, call } from '../../../api/client.ts';

export const standingApi = {
  supervision: (examId: number, teacherId: number) =>
    call(api.GET('/v1/examanalysis/teaching-supervision/{id}', { params: { path: { id: teacherId }, query: { examination_id: examId } } })),
  power: (examId: number, classId: number) =>
    call(api.GET('/v1/examanalysis/competitive-power/{id}', { params: { path: { id: classId }, query: { examination_id: examId } } })),
};

export type PowerData = Awaited<ReturnType<typeof standingApi.power>>;
export type SupervisionData = Awaited<ReturnType<typeof standingApi.supervision>>;
