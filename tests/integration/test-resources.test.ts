/**
 * A paper's attached files (test-resource, spec 002 §7) through the product's calls on the demo
 * school and a second school made through a setup link: the school administrator attaches a PDF
 * made by pdf-lib, lists it and downloads the same bytes as application/pdf; a marker of the paper
 * reads it too, the administrator of another school may not; an empty file, a file of an unknown
 * kind (named .pdf) and a file over the limit are refused by name with nothing stored; a removed
 * file is gone from the list, its address and the storage; a teacher of the school who marks none
 * of the paper reads its files only once the exam's analysis is open.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordingStorage } from '../support/recording-storage.ts';
import { openDemoSchool, setupExamOf } from '../support/demo-school.ts';
import { openSecondSchool, sharedByFile } from './helpers.ts';

/** the keys of the attached files the storage holds now, as the app puts and deletes them */
const stored = new Set<string>();
const school = sharedByFile(() => openDemoSchool(3, { storage: recordingStorage('resource-', stored) }));
let otherAdmin: string;

beforeAll(async () => {
  otherAdmin = await openSecondSchool(school.testApp, school.call);
});

async function questionPaperPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawText('Mathematics paper, question 1', { x: 50, y: 780, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

const upload = (name: string, bytes: Buffer, token = school.web.schooladmin) =>
  school.call('uploadTestResource', {
    method: 'POST',
    url: `/v1/examination/test-resource?test_id=${school.mathsTestId}&name=${encodeURIComponent(name)}`,
    token,
    payload: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
const list = (token = school.web.schooladmin) => school.call('listTestResources', { url: `/v1/examination/test-resource?test_id=${school.mathsTestId}`, token });
const download = (url: string, token: string) => school.testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe("a paper's attached files", () => {
  let pdf: Buffer;
  let url: string;
  let id: number;

  it('are attached by the school administrator and listed and downloaded byte for byte', async () => {
    pdf = await questionPaperPdf();
    const attached = await upload('数学试卷.pdf', pdf);
    expect(attached.status).toBe(200);
    expect(attached.body.msg).toBe('附件「数学试卷.pdf」已上传');
    expect(attached.body.data).toMatchObject({ test_id: school.mathsTestId, name: '数学试卷.pdf', media_type: 'application/pdf', size: pdf.length });
    ({ id, url } = attached.body.data);
    expect(stored.size).toBe(1);

    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.body.data.may_upload).toBe(true);
    expect(listed.body.data.result).toEqual([attached.body.data]);

    const file = await download(url, school.web.schooladmin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('数学试卷.pdf'));
    expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);
  });

  it('are read by a marker of the paper, but not attached by them, and not read by another school', async () => {
    const seen = await list(school.marking.marker01);
    expect(seen.status).toBe(200);
    expect(seen.body.data.may_upload).toBe(false);
    expect(seen.body.data.result.map((r: { id: number }) => r.id)).toEqual([id]);
    const file = await download(url, school.web.marker01);
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);

    const byMarker = await upload('答案.pdf', pdf, school.web.marker01);
    expect(byMarker.status).toBe(403);
    expect(byMarker.body.msg).toBe('只有学校管理员可以上传或删除试卷附件');

    const foreign = await list(otherAdmin);
    expect(foreign.status).toBe(403);
    expect(foreign.body.msg).toBe('没有查看该试卷附件的权限');
    const foreignFile = await download(url, otherAdmin);
    expect(foreignFile.statusCode).toBe(403);
    expect((await upload('答案.pdf', pdf, otherAdmin)).status).toBe(403);
  });

  it('refuse an empty file, a file of another kind and a file over 6 MiB by name, storing nothing', async () => {
    const before = (await list()).body.data.result;
    const tooBig = Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024 + 1 - pdf.length)]);
    const cases: [string, Buffer, string][] = [
      ['空白.pdf', Buffer.alloc(0), '文件「空白.pdf」是空文件'],
      ['答案.pdf', Buffer.from('not a pdf, whatever its name says'), '文件「答案.pdf」不是支持的类型（PDF、Word、PNG/JPEG 图片、MP3/WAV 音频）'],
      ['听力.pdf', tooBig, '文件「听力.pdf」超过 6 MB，不能上传'],
    ];
    for (const [name, bytes, message] of cases) {
      const refused = await upload(name, bytes);
      expect(refused.status, name).toBe(400);
      expect(refused.body.msg).toBe(message);
    }
    expect((await list()).body.data.result).toEqual(before);
    expect(stored.size).toBe(1);
  });

  it('are removed by the school administrator with their bytes, not by a marker', async () => {
    expect((await school.call('deleteTestResource', { method: 'DELETE', url: `/v1/examination/test-resource/${id}`, token: school.web.marker01 })).status).toBe(403);
    const removed = await school.call('deleteTestResource', { method: 'DELETE', url: `/v1/examination/test-resource/${id}`, token: school.web.schooladmin });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id });
    expect((await list()).body.data.result).toEqual([]);
    expect(stored.size).toBe(0);
    const gone = await download(url, school.web.schooladmin);
    expect(gone.statusCode).toBe(404);
    expect(JSON.parse(gone.body).msg).toBe('试卷附件不存在');
    expect((await school.call('listTestResources', { url: '/v1/examination/test-resource?test_id=2147483000', token: school.web.schooladmin })).status).toBe(404);
  });

  it('keep their paper in its exam: a paper with files is not removed by an exam edit, which changes nothing', async () => {
    const admin = school.web.schooladmin;
    const running = await setupExamOf(school, school.runningExamId, admin);
    const subjects: number[] = running.tests.slice(0, 2).map((t: { subject_id: number }) => t.subject_id);
    const created = await school.call('createExam', {
      method: 'POST',
      url: '/v1/examination/examination-info',
      token: admin,
      payload: { name: '附件（测试）', examination_type: 3, grade_id: running.grade_id, start_date: '2026-11-20', class_ids: running.class_ids, tests: subjects.map((subject_id) => ({ subject_id, total_score: 20 })) },
    });
    expect(created.status).toBe(200);
    const examId: number = created.body.data.id;
    const papers = (await setupExamOf(school, examId, admin)).tests as { id: number; subject_id: number; subject_name: string }[];
    const attached = await school.call('uploadTestResource', {
      method: 'POST',
      url: `/v1/examination/test-resource?test_id=${papers[1].id}&name=${encodeURIComponent('听力.pdf')}`,
      token: admin,
      payload: pdf,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(attached.status).toBe(200);
    const edited = await school.call('updateExam', { method: 'PATCH', url: `/v1/examination/examination-info/${examId}`, token: admin, payload: { tests: [{ subject_id: subjects[0], total_score: 20 }] } });
    expect(edited.status).toBe(400);
    expect(edited.body.msg).toBe(`「${papers[1].subject_name}」试卷已上传附件，请先删除附件再从考试中移除`);
    expect((await setupExamOf(school, examId, admin)).tests.map((t: { id: number }) => t.id)).toEqual(papers.map((p) => p.id));
    const kept = await school.call('listTestResources', { url: `/v1/examination/test-resource?test_id=${papers[1].id}`, token: admin });
    expect(kept.body.data.result).toEqual([attached.body.data]);
  });

  it('are read by a teacher of the school who is no marker of the paper only once its exam\'s analysis is open', async () => {
    // teacher01 teaches English and heads a class: no maths marker, no leader of the whole school
    expect((await list(school.web.teacher01)).status).toBe(403);
    const endedPaper = `/v1/examination/test-resource?test_id=${school.endedMathsTestId}`;
    const attached = await school.call('uploadTestResource', {
      method: 'POST',
      url: `${endedPaper}&name=${encodeURIComponent('答案.pdf')}`,
      token: school.web.schooladmin,
      payload: pdf,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(attached.status).toBe(200);
    const seen = await school.call('listTestResources', { url: endedPaper, token: school.web.teacher01 });
    expect(seen.status).toBe(200);
    expect(seen.body.data.result).toEqual([attached.body.data]);
    const file = await download(attached.body.data.url, school.web.teacher01);
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);
  });
});

describe("the school's paper library (校本试卷)", () => {
  const library = (query: string, token: string) => school.call('listLibraryResources', { url: `/v1/examination/test-resource-library${query}`, token });
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await questionPaperPdf();
  });

  it("lists every paper's files with their exam and paper to the administrator, and to others only the files they may open", async () => {
    const named = `听力材料 ${Date.now()}.pdf`;
    const attached = await upload(named, pdf);
    expect(attached.status, attached.body.msg).toBe(200);

    const all = await library('?page_size=100', school.web.schooladmin);
    expect(all.status, all.body.msg).toBe(200);
    const row = all.body.data.result.find((file: { id: number }) => file.id === attached.body.data.id);
    expect(row).toMatchObject({ ...attached.body.data, test_id: school.mathsTestId, subject_id: 1, subject_name: '数学' });
    expect(row.examination_name.length).toBeGreaterThan(0);
    expect(all.body.data.total).toBe(all.body.data.result.length);
    // newest first
    expect(all.body.data.result[0].id).toBe(attached.body.data.id);

    // teacher01 marks no maths and reads the analysis of their own classes only: the ended exam's files, not the running one's
    const teacher = await library('?page_size=100', school.web.teacher01);
    expect(teacher.status).toBe(200);
    const papers = new Set(teacher.body.data.result.map((file: { test_id: number }) => file.test_id));
    expect(papers.has(school.endedMathsTestId)).toBe(true);
    expect(papers.has(school.mathsTestId)).toBe(false);
    // a marker of the running maths paper opens its files
    const marker = await library('?page_size=100', school.web.marker01);
    expect(marker.body.data.result.map((file: { id: number }) => file.id)).toContain(attached.body.data.id);
    // another school sees none of them
    expect((await library('', otherAdmin)).body.data).toEqual({ total: 0, result: [] });
  });

  it('narrows by name, subject and grade, a page at a time, and refuses a keyword over 50 characters', async () => {
    const byName = await library(`?keyword=${encodeURIComponent('听力')}`, school.web.schooladmin);
    expect(byName.body.data.result.length).toBeGreaterThan(0);
    expect(byName.body.data.result.every((file: { name: string }) => file.name.includes('听力'))).toBe(true);
    // a % in the keyword is a character of the name, not a wildcard
    expect((await library(`?keyword=${encodeURIComponent('%')}`, school.web.schooladmin)).body.data.total).toBe(0);
    expect((await library('?subject_id=9', school.web.schooladmin)).body.data.total).toBe(0);
    const all = (await library('?page_size=100', school.web.schooladmin)).body.data;
    const grade = all.result[0].grade_id;
    expect((await library(`?grade_id=${grade}&page_size=100`, school.web.schooladmin)).body.data.total).toBe(all.result.filter((f: { grade_id: number }) => f.grade_id === grade).length);
    const second = await library('?page_size=1&page_no=2', school.web.schooladmin);
    expect(second.body.data.result.map((f: { id: number }) => f.id)).toEqual([all.result[1].id]);
    const long = await library(`?keyword=${'题'.repeat(51)}`, school.web.schooladmin);
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('搜索关键词最多 50 个字');
  });
});
