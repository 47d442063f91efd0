/**
 * The task list's data: one page of tasks for the filters, reloaded every 10 s after each
 * successful load while the list is shown (spec 002 §4), with the progress of queued and running
 * tasks read more often so that their bars move. A failed load empties the list and reports.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ALL, DOWNLOAD_COUNT_TYPE_IDS } from '../../domain/tasks.ts';
import { listTasks, taskProgress, type Task, type TaskQuery } from './task-calls.ts';
import { isOpen, TASK_PAGE_SIZE, TASK_PROGRESS_POLL_MS, TASK_REFRESH_MS } from './task-model.ts';

export interface TaskFilters {
  /** 0 = all types */
  typeId: number;
  state: number;
  userState: number;
  name: string;
  /** only my tasks (administrators may turn this off) */
  oneself: boolean;
}

export const DEFAULT_FILTERS: TaskFilters = { typeId: 0, state: ALL, userState: ALL, name: '', oneself: true };

export function queryOf(filters: TaskFilters, pageNo: number): TaskQuery {
  return {
    oneself: filters.oneself ? 1 : 0,
    examination_id: 0,
    ...(filters.typeId > 0 ? { type_ids: [filters.typeId] } : { type_ids: [...DOWNLOAD_COUNT_TYPE_IDS] }),
    state: filters.state,
    user_state: filters.userState,
    ...(filters.name.trim() ? { task_name: filters.name.trim() } : {}),
    page_no: pageNo,
    page_size: TASK_PAGE_SIZE,
  };
}

export function useTaskList(filters: TaskFilters, onError: (message: string) => void) {
  const [tasks, setTasks] = useState<Task[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  /** bumped to read the page again (refresh timer, after an action) */
  const [nonce, setNonce] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; ok: boolean } | null>(null);
  const errorRef = useRef(onError);
  useEffect(() => {
    errorRef.current = onError;
  });

  const query = queryOf(filters, pageNo);
  const key = JSON.stringify([query, nonce]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);

  useEffect(() => {
    let active = true;
    listTasks(JSON.parse(key)[0] as TaskQuery)
      .then((page) => {
        if (!active) return;
        setTasks(page.result);
        setTotal(page.total);
        setLoaded({ key, ok: true });
      })
      .catch((error: unknown) => {
        if (!active) return;
        setTasks([]);
        setTotal(0);
        setLoaded({ key, ok: false });
        errorRef.current(error instanceof Error ? error.message : String(error));
      });
    return () => {
      active = false;
    };
  }, [key]);

  // the next refresh is counted from each successful load
  useEffect(() => {
    if (!loaded?.ok) return undefined;
    const timer = setTimeout(reload, TASK_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [loaded, reload]);

  const openIds = tasks.filter(isOpen).map((t) => t.id);
  const openKey = openIds.join(',');
  useEffect(() => {
    if (!openKey) return undefined;
    const ids = openKey.split(',').map(Number);
    let active = true;
    const timer = setInterval(async () => {
      try {
        const rows = await taskProgress(ids);
        if (!active) return;
        // a task that left the queue or finished: the whole page is read again
        if (rows.length < ids.length) {
          reload();
          return;
        }
        setTasks((list) =>
          list.map((task) => {
            const row = rows.find((r) => r.id === task.id);
            return row ? { ...task, state: row.state, progress: row.progress, waiting_number: row.waiting_number } : task;
          }),
        );
      } catch {
        // the next full reload reports what is wrong
      }
    }, TASK_PROGRESS_POLL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [openKey, reload]);

  return { tasks, total, pageNo, setPageNo, loading: loaded?.key !== key, reload };
}
