// @vitest-environment jsdom
import '../../../test/jsdom-setup.ts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from 'tldraw';
import { createMarkingEditor } from '../../../test/marking-test-kit.ts';
import { blankScores } from '../../../shapes/blank-box/blank-scores.ts';
import { getScanPieces } from '../../../shapes/scan-piece/place-scan-pieces.ts';
import { markingSession, type PartitionRow, type StudentToMark } from '../../../state/marking-session.ts';
import { setToken } from '../../../state/session.ts';
import { paper } from '../paper-controller.ts';
import { startGroup } from './group.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { submitBy, submitCurrent } from './submit.ts';

/** Question 17 of the demo maths paper: one region of 10 points. */
const QUESTION = {
  question_id: 101,
  show_order: 17,
  label: '17',
  full_mark: 10,
  question_type: 'big_spaces',
  answer: ['(1) 3；(2) 4/5'],
  emptys: [{ key: '1', label: '17', full_mark: 10, step: 1, x: 0, y: 0, width: 800, height: 220 }],
};

const ROW: PartitionRow = {
  id: 12,
  name: '第17题',
  alias: '',
  partition_name: '第17题',
  scoring_time_label: '',
  noStutents: false,
  test_correct_type: 1,
  marking_show_student: 0,
  marking_policy: 'single',
  divided: true,
  progress: { mark_num: 0, mark_total: 240, mark_rate: 0, wrong_num: 0, blank_volume_num: 0, judge_total: 0, decided_num: 0, decided_rate: 0 },
  teacher_progress: { mark_num: 0, mark_task: 80, mark_ended: false },
  questions: [QUESTION],
  analyzed_class: {},
};

const student = (id: number): StudentToMark => ({
  student_id: id,
  marking_log_id: 0,
  version: 0,
  student_name: '***',
  partition_pics: [{ url: `/v1/files/scans/t3-p12-s${id}-0.png`, width: 800, height: 220, x: 0, y: 0 }],
  question_score: {},
  score_marks: [],
  feedback_ids: '',
  marking_history: [],
});

const PROGRESS = {
  mark_rate: 0,
  mark_num: 0,
  mark_total: 240,
  mark_average: 0,
  wrong_num: 0,
  previous: false,
  after: false,
  teacher_progress: { mark_average: 0, mark_num: 0, mark_task: 80 },
  marking_warn: { warn: false, ended: false, content: '' },
};

const envelope = (status: number, data: unknown, code = status, msg = '成功') =>
  new Response(JSON.stringify({ code, msg, data }), { status, headers: { 'content-type': 'application/json' } });

/** The server as the marking calls see it; `submitAnswer` decides what a submit answers. */
let submitAnswer: (body: { student_id: number; question_score: unknown }) => Response;
let submits: { student_id: number; question_score: unknown; total_score: number; idempotency_key?: string }[];
/** the Idempotency-Key header of each submit request, null when it had none */
let submitHeaders: (string | null)[];
/** the texts of the messages the actions left for the marker */
const messages = () => markingSession.notices.map((notice) => notice.text);
let editor: Editor;

function serve(request: Request): Promise<Response> | Response {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/v1/files/scans/')) return new Response(new Blob([url.pathname], { type: 'image/png' }));
  if (url.pathname === '/v1/examination/marking' && request.method === 'GET') {
    return envelope(200, { students: [student(1), student(2), student(3)], questions: [QUESTION], feedback_list: [], mark_progress: PROGRESS });
  }
  if (url.pathname === '/v1/examination/marking/3' && request.method === 'POST') {
    submitHeaders.push(request.headers.get('idempotency-key'));
    return request.json().then((body: { student_id: number; question_score: unknown; total_score: number }) => {
      submits.push(body);
      return submitAnswer(body);
    });
  }
  if (url.pathname.startsWith('/v1/examination/test-partition-occupy/')) return envelope(200, { released: 0 });
  return envelope(404, null, 404, '没有这个接口');
}

/** What the paper shows: the student whose scan is on it. */
function studentOnPaper(): string {
  return getScanPieces(editor)[0]?.props.url ?? '';
}

let objectUrls = 0;
beforeAll(() => {
  URL.createObjectURL = () => `blob:http://localhost/${++objectUrls}`;
  URL.revokeObjectURL = () => undefined;
  vi.stubGlobal('fetch', (request: Request) => Promise.resolve(serve(request)));
});

afterAll(() => {
  vi.unstubAllGlobals();
});

beforeEach(async () => {
  setToken('marking', 'marking-token');
  submits = [];
  submitHeaders = [];
  markingSession.notices = [];
  editor = createMarkingEditor();
  paper.useTool('score-point');
  paper.attach(editor);
  submitAnswer = (body) =>
    envelope(200, {
      marking_log_id: 900 + body.student_id,
      version: 1,
      total_score: 0,
      // the server answers every student I hold, the one already on screen among them
      students: [student(2), student(3), student(4)].filter((s) => s.student_id !== body.student_id),
      finished: false,
      mark_progress: { ...PROGRESS, mark_num: 1, teacher_progress: { ...PROGRESS.teacher_progress, mark_num: 1 } },
    });
  await startGroup(3, ROW, 0);
  await vi.waitFor(() => expect(markingSession.image).toBe('loaded'));
});

afterEach(() => {
  editor.dispose();
});

describe('submitting a student', () => {
  it('shows the next claimed student before the server answers, then keeps the server’s queue', async () => {
    const first = studentOnPaper();
    paper.setScore('17:1', 7);

    const pending = submitCurrent();
    // at once: the next student is on the paper, unscored
    expect(markingSession.queue[0].student_id).toBe(2);
    expect(studentOnPaper()).not.toBe(first);
    expect(blankScores(editor).get('17:1')).toBeUndefined();

    await expect(pending).resolves.toBe(true);
    expect(submits).toEqual([expect.objectContaining({ student_id: 1, question_score: { '17': { '1': 7 } }, total_score: 7 })]);
    expect(markingSession.queue.map((s) => s.student_id)).toEqual([2, 3, 4]);
    expect(markingSession.group?.markProgress?.teacher_progress.mark_num).toBe(1);
  });

  it('brings the student back with the marker’s score when the server refuses', async () => {
    submitAnswer = () => envelope(400, null, 400, '分数超过满分 10（第17题）');
    paper.setScore('17:1', 7);

    await expect(submitCurrent()).resolves.toBe(false);

    expect(messages()).toContain('分数超过满分 10（第17题）');
    expect(markingSession.queue[0].student_id).toBe(1);
    await vi.waitFor(() => expect(blankScores(editor).get('17:1')).toBe(7));
    expect(getScanPieces(editor)).toHaveLength(1);
  });

  it('sends the idempotency key in the body only, and the same key again when the refused student is submitted again', async () => {
    submitAnswer = () => envelope(503, null, 503, '服务暂不可用');
    paper.setScore('17:1', 6);
    await expect(submitCurrent()).resolves.toBe(false);
    submitAnswer = () => envelope(200, { marking_log_id: 901, version: 1, total_score: 6, students: [student(2)], finished: false, mark_progress: PROGRESS });
    await vi.waitFor(() => expect(blankScores(editor).get('17:1')).toBe(6));
    await expect(submitCurrent()).resolves.toBe(true);

    expect(submitHeaders).toEqual([null, null]);
    const [first, retry] = submits;
    expect(first.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry.idempotency_key).toBe(first.idempotency_key);
  });

  it('refuses to send a paper with an unscored region, unless quick submit gives it 0', async () => {
    await expect(submitCurrent()).resolves.toBe(false);
    expect(submits).toHaveLength(0);
    expect(messages()).toContain('还有题组未打分，请打分');

    await expect(submitCurrent('quick')).resolves.toBe(true);
    expect(submits[0]).toMatchObject({ student_id: 1, question_score: { '17': { '1': 0 } }, total_score: 0 });
  });

  it('lets every gesture through the one rule: the right button does nothing in plain marking by region, Enter submits', async () => {
    paper.setScore('17:1', 8);
    expect(submitBy('right-click')).toEqual({ kind: 'none' });
    expect(submitBy('all-scored')).toEqual({ kind: 'none' });
    expect(submits).toHaveLength(0);

    expect(submitBy('enter')).toEqual({ kind: 'submit', submit: 'normal' });
    await vi.waitFor(() => expect(submits).toHaveLength(1));
    expect(submits[0]).toMatchObject({ student_id: 1, total_score: 8 });
  });

  it('asks for the submit button when Enter is pressed in history by blank, and sends nothing', () => {
    markingSession.group!.row = { ...ROW, test_correct_type: 2 };
    markingSession.history.active = true;
    paper.setScore('17:1', 2);
    expect(submitBy('enter')).toEqual({ kind: 'ask-for-button' });
    expect(messages()).toContain(t.marking.messages.blankHistorySubmit);
    expect(submits).toHaveLength(0);
  });

  it('is refused while the screen is locked', async () => {
    paper.setScore('17:1', 3);
    markingSession.locked = true;
    await expect(submitCurrent()).resolves.toBe(false);
    markingSession.locked = false;
    expect(submits).toHaveLength(0);
    expect(messages()).toContain('屏幕已锁定');
  });

  it('ends in the empty state with the finished message when no student is left', async () => {
    submitAnswer = () => envelope(200, { marking_log_id: 901, version: 1, total_score: 5, students: [], finished: true, mark_progress: PROGRESS });
    paper.setScore('17:1', 5);
    await submitCurrent();
    expect(markingSession.queue).toEqual([]);
    expect(markingSession.finished).toBe(true);
    expect(messages()).toContain('该题组已阅完或已仲裁完');
  });
});
