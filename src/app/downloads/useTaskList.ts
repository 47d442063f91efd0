/**
 * The task list's data: one page of tasks for the filters, reloaded every 10 s after each
 * successful load while the list is shown (spec 002 §4), with the progress of queued and running
 * tasks read more often so that their bars move. A failed load empties the list, which says why
 * (LoadEmpty) and offers to load again.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLoad } from '../common/use-load.ts';
import { ALL, DOWNLOAD_COUNT_TYPE_IDS } from '../../domain/tasks.ts';
import { listTasks, taskProgress, type TaskQuery } from './task-calls.ts';
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

type TaskProgressRow = Awaited<ReturnType<typeof taskProgress>>[number];

export function useTaskList(filters: TaskFilters) {
  const [pageNo, setPageNo] = useState(1);
  const query = queryOf(filters, pageNo);
  // the rows shown stay while the list is read again (a refresh, another page, other filters)
  const load = useLoad(JSON.stringify(query), () => listTasks(query), { keepWithin: 'tasks' });
  const { reload } = load;
  const page = load.data;
  /** the latest progress of the page's open tasks, read between two loads of the page */
  const [progress, setProgress] = useState<{ of: typeof page; rows: TaskProgressRow[] } | null>(null);

  // the next refresh is counted from each successful load
  useEffect(() => {
    if (!page || load.loading) return undefined;
    const timer = setTimeout(reload, TASK_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [page, load.loading, reload]);

  const tasks = useMemo(() => {
    const rows = progress && progress.of === page ? progress.rows : [];
    return (page?.result ?? []).map((task) => {
      const row = rows.find((r) => r.id === task.id);
      return row ? { ...task, state: row.state, progress: row.progress, waiting_number: row.waiting_number } : task;
    });
  }, [page, progress]);

  const openKey = tasks.filter(isOpen).map((t) => t.id).join(',');
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
        setProgress({ of: page, rows });
      } catch {
        // the next full reload reports what is wrong
      }
    }, TASK_PROGRESS_POLL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [openKey, page, reload]);

  return { tasks, total: page?.total ?? 0, pageNo, setPageNo, loading: load.loading, reload, load };
}
