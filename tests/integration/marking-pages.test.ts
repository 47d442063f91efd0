/**
 * The paged lists of the marking pages, paged by the database: on the demo school, every page
 * of the workload, the group progress and the exam list is the matching slice of the whole
 * list, in the same order, with the same total; the workload filters keep exactly the rows
 * they name, and its orders sort by marks or average, keeping group-then-username order
 * between equal rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoSchool, type DemoSchoolApp } from '../support/demo-school.ts';
import type { components } from '../../src/contract/schema.d.ts';

let demo: DemoSchoolApp;

type WorkloadRow = components['schemas']['WorkloadRow'];

interface Page<T> {
  result: T[];
  total: number;
}

interface Question {
  show_order: number;
  emptys: { key: string; full_mark: number }[];
}

/** Each blank full, or each blank 0. */
const scoresOf = (questions: Question[], full: boolean) =>
  Object.fromEntries(questions.map((q) => [String(q.show_order), Object.fromEntries(q.emptys.map((b) => [b.key, full ? b.full_mark : 0]))]));

/** A marker takes as many students of a group as they have marks to give (full or 0 each), gives them, and holds nobody afterwards. */
async function mark(account: string, groupId: number, marks: boolean[]) {
  const token = demo.marking[account];
  const load = await demo.call('loadMarking', { url: `/v1/examination/marking?test_id=${demo.mathsTestId}&partition_id=${groupId}&occupy_student_count=${marks.length}`, token });
  expect(load.status).toBe(200);
  const students: { student_id: number }[] = load.body.data.students;
  expect(students).toHaveLength(marks.length);
  for (const [i, full] of marks.entries()) {
    const payload = { partition_id: groupId, student_id: students[i].student_id, question_score: scoresOf(load.body.data.questions, full), return_next_student: 0 };
    expect((await demo.call('submitMarking', { method: 'POST', url: `/v1/examination/marking/${demo.mathsTestId}`, token, payload })).status).toBe(200);
  }
  await demo.call('releaseOccupied', { method: 'DELETE', url: `/v1/examination/test-partition-occupy/${demo.mathsTestId}?partition_ids=[${groupId}]`, token });
}

beforeAll(async () => {
  demo = await openDemoSchool(24);
  const [first, second] = demo.mathsGroups;
  // marker01 reaches the task of 8 with zeros; marker02 and marker03 give 3 marks each, at different averages
  await mark('marker01', first.id, Array<boolean>(8).fill(false));
  await mark('marker02', first.id, [true, true, true]);
  await mark('marker03', first.id, [true, false, true]);
  await mark('marker03', second.id, [true]);
  // marker02 opens the first group again: they hold students now, the others do not
  const load = await demo.call('loadMarking', { url: `/v1/examination/marking?test_id=${demo.mathsTestId}&partition_id=${first.id}`, token: demo.marking.marker02 });
  expect(load.status).toBe(200);
});

afterAll(async () => {
  await demo?.close();
});

/** Every page of a list of `size` rows, read until the total is reached; each page must say the same total. */
async function allPages<T>(read: (pageNo: number, pageSize: number) => Promise<Page<T>>, size: number): Promise<Page<T>> {
  const first = await read(1, size);
  const rows = [...first.result];
  for (let pageNo = 2; rows.length < first.total; pageNo++) {
    const page = await read(pageNo, size);
    expect(page.total).toBe(first.total);
    expect(page.result.length).toBeGreaterThan(0);
    rows.push(...page.result);
  }
  expect((await read(Math.ceil(first.total / size) + 1, size)).result).toEqual([]);
  return { result: rows, total: first.total };
}

const workload = async (query: string, pageNo: number, pageSize: number) => {
  const answer = await demo.call<Page<WorkloadRow>>('getTeacherWorkload', {
    url: `/v1/examination/mark-partition/${demo.mathsTestId}?${query}&page_no=${pageNo}&page_size=${pageSize}`,
    token: demo.web.schooladmin,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

const rowKey = (r: WorkloadRow) => `${r.partition_id}:${r.teacher.user_name}`;

describe('teacher workload', () => {
  it('pages every filter and order as slices of the whole list', async () => {
    const queries = ['order_rule=0', 'order_rule=1', 'order_rule=2', 'order_rule=3', 'order_rule=4', 'standard=1', 'standard=0', 'on_line=1', 'on_line=0', 'standard=0&on_line=0&order_rule=3'];
    for (const query of queries) {
      const whole = await workload(query, 1, 100);
      expect(whole.result).toHaveLength(whole.total);
      for (const size of [1, 2, 5]) expect(await allPages((no, n) => workload(query, no, n), size), `${query}, ${size} a page`).toEqual(whole);
    }
  });

  it('keeps exactly the rows a filter names', async () => {
    const all = await workload('order_rule=0', 1, 100);
    expect(all.total).toBeGreaterThan(3);
    // the data the checks below need: some rows reach their task, some do not; one marker online
    expect(all.result.filter((r) => r.mark_num >= r.mark_task).map(rowKey)).toEqual([`${demo.mathsGroups[0].id}:marker01`]);
    const reached = (r: WorkloadRow) => r.mark_task > 0 && r.mark_num >= r.mark_task;
    const keys = (rows: WorkloadRow[]) => rows.map(rowKey);
    expect(keys((await workload('standard=1', 1, 100)).result)).toEqual(keys(all.result.filter(reached)));
    expect(keys((await workload('standard=0', 1, 100)).result)).toEqual(keys(all.result.filter((r) => !reached(r))));
    const online = await workload('on_line=1', 1, 100);
    expect(online.result.map((r) => r.teacher.user_name)).toContain('marker02');
    expect(keys(online.result)).toEqual(keys(all.result.filter((r) => r.on_line)));
    expect(keys((await workload('on_line=0', 1, 100)).result)).toEqual(keys(all.result.filter((r) => !r.on_line)));
  });

  it('sorts by marks or average, equal rows in group-then-username order', async () => {
    const all = (await workload('order_rule=0', 1, 100)).result;
    expect(new Set(all.map((r) => r.mark_num)).size).toBeGreaterThan(2);
    expect(new Set(all.map((r) => r.mark_average)).size).toBeGreaterThan(2);
    const place = new Map(all.map((r, i) => [rowKey(r), i]));
    const orders: [string, (r: WorkloadRow) => number][] = [
      ['order_rule=1', (r) => -r.mark_num],
      ['order_rule=2', (r) => r.mark_num],
      ['order_rule=3', (r) => -r.mark_average],
      ['order_rule=4', (r) => r.mark_average],
    ];
    for (const [query, measure] of orders) {
      const expected = [...all].sort((a, b) => measure(a) - measure(b) || place.get(rowKey(a))! - place.get(rowKey(b))!);
      expect((await workload(query, 1, 100)).result.map(rowKey), query).toEqual(expected.map(rowKey));
    }
  });
});

describe('group progress and exam list', () => {
  it('pages the workload rows of the group progress', async () => {
    for (const partition of [0, demo.mathsGroups[0].id]) {
      const read = async (pageNo: number, pageSize: number) => {
        const answer = await demo.call<Page<WorkloadRow> & { partitions: unknown[] }>('getPartitionProgress', {
          url: `/v1/examination/test-partition-progress/${demo.mathsTestId}?partition_id=${partition}&page_no=${pageNo}&page_size=${pageSize}`,
          token: demo.web.schooladmin,
        });
        expect(answer.status).toBe(200);
        expect(answer.body.data.partitions).toHaveLength(demo.mathsGroups.length);
        return { result: answer.body.data.result, total: answer.body.data.total };
      };
      const whole = await read(1, 100);
      expect(whole.total).toBeGreaterThan(0);
      expect(await allPages(read, 2)).toEqual(whole);
    }
  });

  it('pages my exams', async () => {
    const read = async (pageNo: number, pageSize: number) => {
      const answer = await demo.call<Page<{ id: number }>>('listMarkingExams', { url: `/v1/examination/mark-list?page_no=${pageNo}&page_size=${pageSize}`, token: demo.marking.marker01 });
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    const whole = await read(1, 100);
    expect(whole.total).toBeGreaterThan(1);
    expect(whole.result.map((e) => e.id)).toEqual([...whole.result.map((e) => e.id)].sort((a, b) => b - a));
    expect(await allPages(read, 1)).toEqual(whole);
  });
});
