/**
 * The basket's test paper as a file (GET /v1/download/testpaper, issue 20) on the demo school:
 * questions written through the bank calls — one with a picture and a formula, one worked
 * question with sub-questions — come back as a .docx whose text mammoth reads (title, big
 * questions with counts and scores, numbered questions, the picture) and as a PDF in which
 * pdftotext finds the Chinese title; the teachers' version adds answers and explanations, the
 * students' has none; an empty basket, scores not one per question and an unknown question are refused.
 */
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { expectInOrder, pdfText } from '../support/documents.ts';
import { hasPopplerTool } from '../support/poppler.ts';
import { openDemoSchool } from '../support/demo-school.ts';
import { sharedByFile } from './helpers.ts';

const PICTURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const TITLE = '八年级数学单元测试';

const school = sharedByFile(async () => {
  const opened = await openDemoSchool(2);
  const saved = await opened.call('createSchoolQuestions', {
    method: 'POST',
    url: '/v1/question/upload-question',
    token: opened.web.teacher01,
    payload: {
      subject_id: 1,
      questions: [
        {
          type_id: 1,
          text: `<p>如图，$\\frac{1}{2}$ 的倒数是</p><p><img src="${PICTURE}"></p>`,
          options: [
            { key: 'A', value: '2' },
            { key: 'B', value: '-2' },
          ],
          answer: ['A'],
          jieda: '<p>乘积为1的两个数互为倒数</p>',
        },
        { type_id: 5, text: '<p>一次函数的图象经过点(1,3)和(2,5)</p>', children: [{ text: '<p>求函数解析式</p>', answer: ['y=2x+1'] }, { text: '<p>求与x轴的交点</p>' }] },
      ],
    },
  });
  return Object.assign(opened, { ids: saved.body.data.result.map((q: { question_id: number }) => q.question_id) as number[] });
});

function download(query: string, token = school.web.teacher01) {
  return school.testApp.app.inject({ method: 'GET', url: `/v1/download/testpaper?title=${encodeURIComponent(TITLE)}&${query}`, headers: { authorization: `Bearer ${token}` } });
}
const basket = () => `question_ids=${school.ids[0]}&question_ids=${school.ids[1]}&scores=4&scores=12&groups=${encodeURIComponent('选择题')}&groups=${encodeURIComponent('解答题')}`;

describe('downloading the test paper of the basket', () => {
  it('writes a .docx with the title, the big questions, numbered questions and the picture; the teachers add answers', async () => {
    const student = await download(`${basket()}&format=docx&version=student`);
    expect(student.statusCode, student.body.slice(0, 200)).toBe(200);
    expect(student.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(student.headers['content-disposition']).toContain(encodeURIComponent(`${TITLE}.docx`));
    const text = (await mammoth.extractRawText({ buffer: student.rawPayload })).value;
    expectInOrder(text, [TITLE, '本试卷共2题，满分16分', '一、选择题（共1题，4分）', '1.（4分）如图，1/2 的倒数是', '二、解答题（共1题，12分）', '（1）求函数解析式']);
    expect(text).not.toContain('【答案】');
    const html = (await mammoth.convertToHtml({ buffer: student.rawPayload })).value;
    expect(html).toMatch(/<img src="data:image\/png;base64,/);

    const teacher = await download(`${basket()}&format=docx&version=teacher`);
    const teacherText = (await mammoth.extractRawText({ buffer: teacher.rawPayload })).value;
    expectInOrder(teacherText, [`${TITLE}（教师用卷）`, '【答案】A', '【解析】乘积为1的两个数互为倒数', '【答案】(1) y=2x+1']);
  });

  it('writes an A4 PDF in the Chinese font', async () => {
    const pdf = await download(`${basket()}&format=pdf&version=teacher`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (!hasPopplerTool('pdftotext')) return;
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`${TITLE}（教师用卷）`);
    expect(text).toContain('一、选择题（共1题，4分）');
    expect(text).toContain('【答案】A');
  });

  it('refuses an empty basket, scores not one per question and a question the caller may not use', async () => {
    const empty = await download('scores=4');
    expect([empty.statusCode, JSON.parse(empty.body).msg]).toEqual([400, '试题篮是空的，请先选择题目']);
    const scores = await download(`question_ids=${school.ids[0]}&question_ids=${school.ids[1]}&scores=4`);
    expect([scores.statusCode, JSON.parse(scores.body).msg]).toEqual([400, '分值和大题应与题目一一对应']);
    const unknown = await download('question_ids=2147483000&scores=4');
    expect([unknown.statusCode, JSON.parse(unknown.body).msg]).toEqual([404, '题目2147483000不存在']);
  });
});
