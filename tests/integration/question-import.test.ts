/**
 * Word import of questions (question/upload, issue 20) on the demo school: a .docx written here
 * with the docx package — a title, section headings, a choice question with a Word equation, a
 * question with a picture and options one a paragraph, a worked question with sub-questions — is
 * read back split by its numbering with the equation as $LaTeX$ and the picture inline; a question
 * already in the school's bank is offered for merging; files that are not a .docx, a damaged one
 * and one over the limit are refused by a clear message, and an import never saves anything.
 */
import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { openDemoSchool } from '../support/demo-school.ts';
import { paperDocx, WORKED } from '../support/question-docx.ts';
import { sharedByFile } from './helpers.ts';
import { transcriptOf } from '../../src/server/features/question-bank/bank-repository.ts';

const MATHS = 1;

const school = sharedByFile(() => openDemoSchool(2));
const upload = (bytes: Buffer) =>
  school.call('importWordQuestions', {
    method: 'POST',
    url: `/v1/question/upload?subject_id=${MATHS}`,
    token: school.web.teacher01,
    payload: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
const bankSize = async () => (await school.call('listSchoolQuestions', { url: '/v1/question/upload-question', token: school.web.teacher01 })).body.data.total as number;

interface Imported {
  number: number;
  type_id: number;
  text: string;
  options: { key: string; value: string }[];
  answer: string[];
  jieda: string;
  children: { text: string }[];
  problem: string | null;
  duplicates: { question_id: number; similarity: number }[];
}

describe('importing questions from a Word file', () => {
  it('splits the paper by its numbering, keeping the equation and the picture, and offers the duplicate', async () => {
    const saved = await school.call('createSchoolQuestions', {
      method: 'POST',
      url: '/v1/question/upload-question',
      token: school.web.teacher01,
      payload: { subject_id: MATHS, questions: [{ type_id: 5, text: `<p>${WORKED}？</p>` }] },
    });
    const existing = saved.body.data.result[0].question_id as number;
    const before = await bankSize();

    const answer = await upload(await paperDocx());
    expect(answer.status, answer.body.msg).toBe(200);
    expect(answer.body.msg).toBe('识别出3道题，请核对后保存');
    const questions = answer.body.data.questions as Imported[];
    expect(questions.map((q) => [q.number, q.type_id])).toEqual([
      [1, 1],
      [2, 1],
      [3, 5],
    ]);
    expect(questions[0].text).toContain('$\\frac{1}{2}+1$');
    expect(questions[0].options.map((o) => [o.key, o.value])).toEqual([
      ['A', '1.5'],
      ['B', '2'],
      ['C', '0.5'],
      ['D', '3'],
    ]);
    expect(questions[0]).toMatchObject({ answer: ['A'], problem: null });
    expect(questions[0].jieda).toContain('通分后相加');
    expect(questions[1].text).toMatch(/<img src="data:image\/png;base64,/);
    expect(questions[1].options.map((o) => o.value)).toEqual(['2', '4', '6', '8']);
    expect(questions[1].answer).toEqual(['B']);
    expect(questions[2].children.map((c) => c.text)).toEqual(['<p>写出利润关于售价的函数；</p>', '<p>求最大利润。</p>']);
    expect(questions[2].duplicates[0].question_id).toBe(existing);
    expect(questions[2].duplicates[0].similarity).toBeGreaterThanOrEqual(0.6);
    expect(questions[0].duplicates).toEqual([]);
    expect(await bankSize()).toBe(before);

    const merged = await school.call('mergeSchoolQuestion', {
      method: 'PATCH',
      url: `/v1/question/upload-question-replace/${existing}`,
      token: school.web.teacher01,
      payload: { question: { type_id: questions[2].type_id, text: questions[2].text, children: questions[2].children } },
    });
    expect(merged.body.data.children).toHaveLength(2);
    expect(await bankSize()).toBe(before);
  });

  it("offers as duplicates the bank's most similar questions by the database's own pg_trgm similarity", async () => {
    const variants = [`${WORKED}？`, `${WORKED}，并说明理由。`, `某商店销售一种进价为每件30元的商品，售价定为多少时利润最大？`, `${WORKED}？`, '某工厂生产一种零件，求每天的产量'];
    const saved = await school.call('createSchoolQuestions', {
      method: 'POST',
      url: '/v1/question/upload-question',
      token: school.web.teacher01,
      payload: { subject_id: MATHS, questions: variants.map((text) => ({ type_id: 5, text: `<p>${text}</p>` })) },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const schoolId = saved.body.data.result[0].school_id as number;
    const answer = await upload(await paperDocx());
    expect(answer.status, answer.body.msg).toBe(200);
    const questions = answer.body.data.questions as Imported[];
    for (const question of questions) {
      const expected = await school.testApp.database.query<{ id: number; similarity: number }>(
        `SELECT id, similarity(search_text, $1)::float8 AS similarity FROM question_bank
          WHERE subject_id = $2 AND (school_id IS NULL OR school_id = $3) AND similarity(search_text, $1) >= 0.6
          ORDER BY 2 DESC, id DESC LIMIT 3`,
        [transcriptOf(question.text), MATHS, schoolId],
      );
      expect(question.duplicates.map((d) => [d.question_id, d.similarity])).toEqual(expected.map((e) => [e.id, Math.round(Number(e.similarity) * 100) / 100]));
    }
    expect(questions[2].duplicates).toHaveLength(3);
  });

  it('refuses what is not a readable .docx with a clear message and saves nothing', async () => {
    const before = await bankSize();
    const text = await upload(Buffer.from('1. 这不是Word文件'));
    expect([text.status, text.body.msg]).toEqual([400, '文件不是Word文档(.docx)，请用Word另存为.docx后再导入']);
    const docx = await paperDocx();
    const damaged = await upload(docx.subarray(0, Math.floor(docx.length / 2)));
    expect([damaged.status, damaged.body.msg]).toEqual([400, 'Word文档已损坏，无法读取']);
    const large = Buffer.concat([docx, Buffer.alloc(7 * 1024 * 1024)]);
    const tooLarge = await upload(large);
    expect([tooLarge.status, tooLarge.body.msg]).toEqual([400, 'Word文档不能超过6MB']);
    const letter = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('致家长的一封信')] }] }));
    const none = await upload(letter);
    expect([none.status, none.body.msg]).toEqual([400, '没有识别出题目：请按“1.”“2.”的格式给题目编号']);
    expect(await bankSize()).toBe(before);
  });
});
