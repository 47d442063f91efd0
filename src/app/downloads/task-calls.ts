/**
 * The task calls of My downloads, and saving a task's file: the file comes from the server with
 * the session's bearer token, then the browser saves it under its name.
 */
import { api, call, ApiError } from '../../api/client.ts';
import { failureFromAnswer } from '../../api/request-errors.ts';
import { saveFileAs } from '../common/save-file.ts';
import type { components, operations } from '../../contract/schema.d.ts';
import { session, setDownloadCount } from '../../state/session.ts';
import { fileNameOf, lowerCount, type TaskView } from './task-model.ts';

export type Task = components['schemas']['Task'];
export type TaskQuery = NonNullable<operations['listTasks']['parameters']['query']>;
export type CreateTaskBody = components['schemas']['CreateTaskBody'];
export type TaskExamOption = components['schemas']['TaskExamOption'];

export async function listTasks(query: TaskQuery): Promise<{ result: Task[]; total: number }> {
  const data = await call(api.GET('/v1/task/index', { params: { query }, loading: false }));
  return { result: data.result ?? [], total: data.total };
}

export async function taskProgress(ids: number[]) {
  return (await call(api.GET('/v1/task/progress', { params: { query: { task_ids: ids } }, loading: false }))).result;
}

/** Closes a task; the local badge count goes down by one (spec 002 §4). Answers the server's msg. */
export async function closeTask(id: number): Promise<string> {
  const answer = await api.DELETE('/v1/task/index/{taskid}', { params: { path: { taskid: id } } });
  await call(Promise.resolve(answer));
  setDownloadCount(lowerCount(session.downloadCount));
  return answer.data?.msg ?? '';
}

/** Marks tasks read; the local count goes down by how many changed. Answers the server's msg. */
export async function markRead(ids: number[]): Promise<string> {
  const [first, ...more] = ids;
  const answer = await api.PATCH('/v1/task/index/{taskid}', { params: { path: { taskid: first } }, body: { task_ids: more }, loading: false });
  const data = await call(Promise.resolve(answer));
  setDownloadCount(lowerCount(session.downloadCount, data.updated));
  return answer.data?.msg ?? '';
}

export async function createTask(body: CreateTaskBody): Promise<Task> {
  return call(api.POST('/v1/task/index', { body }));
}

export async function examOptions(): Promise<TaskExamOption[]> {
  return (await call(api.GET('/v1/task/exam-options', { params: { query: { page_no: 1, page_size: 100 } } }))).result;
}

/** Fetches a finished task's file and hands it to the browser to save. */
export async function saveTaskFile(task: TaskView): Promise<void> {
  const { data, response, error } = await api.GET('/v1/task/index/{taskid}/file', { params: { path: { taskid: task.id } }, parseAs: 'blob', loading: false });
  if (!response.ok || !(data instanceof Blob)) {
    let body: unknown = error;
    if (error instanceof Blob) {
      try {
        body = JSON.parse(await error.text());
      } catch {
        body = undefined;
      }
    }
    throw new ApiError(failureFromAnswer(response.status, body), 'web');
  }
  const name = fileNameOf(task, response.headers.get('Content-Disposition'), response.headers.get('Content-Type'));
  saveFileAs(data, name);
}
