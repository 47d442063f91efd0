// @vitest-environment jsdom
import '../../../test/jsdom-setup.ts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from 'tldraw';
import { createMarkingEditor } from '../../../test/marking-test-kit.ts';
import { markProgress } from '../../../test/mark-progress.ts';
import { blankScores } from '../../../shapes/blank-box/blank-scores.ts';
import { getScanPieces } from '../../../shapes/scan-piece/place-scan-pieces.ts';
import { markingSession, type PartitionRow, type StudentToMark } from '../../../state/marking-session.ts';
import { setToken } from '../../../state/session.ts';
import { paper } from '../paper-controller.ts';
import { picturesOf } from './on-screen.ts';
import { startGroup } from './group.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { outboxView } from '../../../state/marking-outbox.ts';
import { openOutbox } from './outbox.ts';
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

const PROGRESS = markProgress();

const QUOTA_ENDED = '您在本题组的阅卷任务已完成（80/80），请返回选择其他题组。';

const envelope = (status: number, data: unknown, code = status, msg = '成功') =>
  new Response(JSON.stringify({ code, msg, data }), { status, headers: { 'content-type': 'application/json' } });

/** The server as the marking calls see it; `submitAnswer` decides what a submit answers. */
let submitAnswer: (body: { student_id: number; question_score: unknown }) => Response | 'no-answer';
/** the marker's strict quota is met: a load answers no student and the warning that says so */
let quotaMet: boolean;
let submits: { student_id: number; question_score: unknown; total_score: number; idempotency_key?: string }[];
/** the Idempotency-Key header of each submit request, null when it had none */
let submitHeaders: (string | null)[];
/** the texts of the messages the actions left for the marker */
const messages = () => markingSession.notices.map((notice) => notice.text);
let editor: Editor;
let closeOutbox: () => void;

function serve(request: Request): Promise<Response> | Response {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/v1/files/scans/')) return new Response(new Blob([url.pathname], { type: 'image/png' }));
  if (url.pathname === '/v1/examination/marking' && request.method === 'GET') {
    if (quotaMet) return envelope(200, { students: [], feedback_list: [], mark_progress: { ...PROGRESS, marking_warn: { warn: true, ended: true, content: QUOTA_ENDED } } });
    return envelope(200, { students: [student(1), student(2), student(3)], questions: [QUESTION], feedback_list: [], mark_progress: PROGRESS });
  }
  if (url.pathname === '/v1/examination/marking/3' && request.method === 'POST') {
    submitHeaders.push(request.headers.get('idempotency-key'));
    return request.json().then((body: { student_id: number; question_score: unknown; total_score: number }) => {
      submits.push(body);
      const answer = submitAnswer(body);
      // the connection is down: fetch fails without an answer
      if (answer === 'no-answer') throw new TypeError('Failed to fetch');
      return answer;
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
  quotaMet = false;
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
  const opened = openOutbox(7);
  closeOutbox = opened.close;
  await opened.ready;
  await startGroup(3, ROW, 0);
  await vi.waitFor(() => expect(markingSession.image).toBe('loaded'));
});

afterEach(() => {
  closeOutbox();
  editor.dispose();
});

/** Waits for what the outbox does in the background (a retry comes after a pause of 1 s or more). */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 8_000, interval: 20 });

describe('submitting a student', () => {
  it('shows the next claimed student before the server answers, then keeps the server’s queue', async () => {
    const first = studentOnPaper();
    paper.setScore('17:1', 7);
    // the held students' scans are fetched ahead once the first is painted
    await eventually(() => expect(paper.picturesReady(picturesOf(markingSession.queue))).toBe(true));

    const pending = submitCurrent();
    // at once: the next student is on the paper, unscored
    expect(markingSession.queue[0].student_id).toBe(2);
    expect(studentOnPaper()).not.toBe(first);
    expect(blankScores(editor).get('17:1')).toBeUndefined();

    await expect(pending).resolves.toBe(true);
    await eventually(() => expect(markingSession.queue.map((s) => s.student_id)).toEqual([2, 3, 4]));
    expect(submits).toEqual([expect.objectContaining({ student_id: 1, question_score: { '17': { '1': 7 } }, total_score: 7 })]);
    expect(markingSession.group?.markProgress?.teacher_progress.mark_num).toBe(1);
    expect(outboxView.pending).toBe(0);
  });

  it('keeps a mark the server refuses against its student, with the reason and what to do, and goes on with the next', async () => {
    submitAnswer = () => envelope(409, null, 409, '您的占用已超时释放，该学生已由其他老师评分，您的评分未保存，请继续阅下一份');
    paper.setScore('17:1', 7);

    await expect(submitCurrent()).resolves.toBe(true);

    await eventually(() => expect(outboxView.refused).toHaveLength(1));
    expect(outboxView.refused[0]).toMatchObject({ studentId: 1, body: { total_score: 7 }, refusal: { status: 409, msg: expect.stringContaining('已由其他老师评分') } });
    expect(messages()).toContain('您的占用已超时释放，该学生已由其他老师评分，您的评分未保存，请继续阅下一份');
    expect(markingSession.queue[0].student_id).toBe(2);
    expect(submits).toHaveLength(1);
  });

  it('on a refusal for a met quota, keeps the mark with what to do, drops the held students and says the task is done', async () => {
    submitAnswer = () => {
      quotaMet = true;
      return envelope(403, null, 403, '您在本题组的阅卷任务已完成（80/80），本份评分未保存，该试卷已交还给其他老师。');
    };
    paper.setScore('17:1', 7);
    await expect(submitCurrent()).resolves.toBe(true);

    await eventually(() => expect(outboxView.refused).toHaveLength(1));
    expect(outboxView.refused[0]).toMatchObject({ studentId: 1, body: { total_score: 7 }, refusal: { status: 403, msg: expect.stringContaining('本份评分未保存') } });
    expect(messages()).toContain('您在本题组的阅卷任务已完成（80/80），本份评分未保存，该试卷已交还给其他老师。');
    // the students still held are not offered: the window says the task is done
    await eventually(() => expect(markingSession.workloadWarning).toMatchObject({ ended: true, content: QUOTA_ENDED }));
    expect(markingSession.queue).toEqual([]);
    expect(outboxView.pending).toBe(0);
    expect(submits).toHaveLength(1);
  });

  it('sends a mark the server failed on again by itself, under the same key, in the body only', async () => {
    let failures = 1;
    const answer = submitAnswer;
    submitAnswer = (body) => (failures-- > 0 ? envelope(503, null, 503, '服务暂不可用') : answer(body));
    paper.setScore('17:1', 6);
    await expect(submitCurrent()).resolves.toBe(true);
    await eventually(() => expect(submits).toHaveLength(2));
    await eventually(() => expect(outboxView.pending).toBe(0));

    expect(submitHeaders).toEqual([null, null]);
    const [first, retry] = submits;
    expect(first.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry.idempotency_key).toBe(first.idempotency_key);
    expect(markingSession.queue.map((s) => s.student_id)).toEqual([2, 3, 4]);
  });

  it('goes on through the held students while the network is down, stops when none is left, and sends every mark once it is back', async () => {
    submitAnswer = () => 'no-answer';
    for (const score of [1, 2, 3]) {
      await vi.waitFor(() => expect(markingSession.image).toBe('loaded'));
      paper.setScore('17:1', score);
      await expect(submitCurrent()).resolves.toBe(true);
    }
    // no held student is left: the marker is told the marks are kept
    expect(markingSession.queue).toEqual([]);
    await eventually(() => expect(outboxView.offline).toBe(true));
    expect(outboxView.pending).toBe(3);
    expect(markingSession.finished).toBe(false);

    submits = [];
    submitAnswer = (body) =>
      envelope(200, {
        marking_log_id: 900 + body.student_id,
        version: 1,
        total_score: 0,
        // students whose marks have not arrived yet are still held for me
        students: [student(1), student(2), student(3), student(4), student(5)].filter((s) => s.student_id > body.student_id),
        finished: false,
        mark_progress: PROGRESS,
      });
    window.dispatchEvent(new Event('online'));
    await eventually(() => expect(outboxView.pending).toBe(0));
    // once each (a retry already on its way when the network came back may arrive before an
    // earlier student's mark: only one student's marks keep their order), and the scored
    // students are not shown again
    expect(submits.map((b) => [b.student_id, b.total_score]).sort((a, b) => a[0] - b[0])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(outboxView.offline).toBe(false);
    expect(markingSession.queue.map((s) => s.student_id)).toEqual([4, 5]);
    await vi.waitFor(() => expect(markingSession.image).toBe('loaded'));
  });

  it('waits for the server on an edit of a record: a refusal is kept as an edit to redo, a lost connection keeps it to be sent', async () => {
    markingSession.history.active = true;
    submitAnswer = () => envelope(409, null, 409, '该记录已被修改，请刷新后重试');
    paper.setScore('17:1', 4);
    await expect(submitCurrent()).resolves.toBe(false);
    expect(outboxView.refused).toEqual([expect.objectContaining({ studentId: 1, history: true, refusal: { status: 409, msg: '该记录已被修改，请刷新后重试' } })]);
    // the record stays on screen with the marker's score
    expect(markingSession.queue[0].student_id).toBe(1);
    expect(blankScores(editor).get('17:1')).toBe(4);

    submitAnswer = () => 'no-answer';
    paper.setScore('17:1', 5);
    await expect(submitCurrent()).resolves.toBe(false);
    expect(messages()).toContain(t.marking.outbox.keptOffline);
    expect(outboxView.pending).toBe(1);
    expect(markingSession.pushing).toBe(false);
  });

  it('refuses to send a paper with an unscored region, unless quick submit gives it 0', async () => {
    await expect(submitCurrent()).resolves.toBe(false);
    expect(submits).toHaveLength(0);
    expect(messages()).toContain('还有题组未打分，请打分');

    await expect(submitCurrent('quick')).resolves.toBe(true);
    await eventually(() => expect(submits).toHaveLength(1));
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
    await eventually(() => expect(markingSession.finished).toBe(true));
    expect(markingSession.queue).toEqual([]);
    expect(messages()).toContain('该题组已阅完或已仲裁完');
  });
});
