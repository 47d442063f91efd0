/**
 * A question paper as a teacher writes it in Word, made with the docx package for the import
 * tests: a title, section headings, a choice question with a Word equation (½ + 1), a question
 * with a picture and one option a paragraph, and a worked question with two sub-questions.
 */
import { Document, ImageRun, Math as WordMath, MathFraction, MathRun, Packer, Paragraph, TextRun } from 'docx';

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const WORKED = '某商店销售一种进价为每件20元的商品，售价定为多少时每天的利润最大';

export async function paperDocx(): Promise<Buffer> {
  const line = (text: string) => new Paragraph({ children: [new TextRun(text)] });
  const document = new Document({
    sections: [
      {
        children: [
          line('2026年春季期中考试 数学试卷'),
          line('一、选择题'),
          new Paragraph({
            children: [
              new TextRun('1. 计算 '),
              new WordMath({ children: [new MathFraction({ numerator: [new MathRun('1')], denominator: [new MathRun('2')] }), new MathRun('+1')] }),
              new TextRun(' 的结果是'),
            ],
          }),
          line('A. 1.5    B. 2    C. 0.5    D. 3'),
          line('【答案】A'),
          line('【解析】通分后相加。'),
          line('2．下图中阴影部分的面积是'),
          new Paragraph({ children: [new ImageRun({ type: 'png', data: PNG, transformation: { width: 40, height: 40 } })] }),
          line('A．2'),
          line('B．4'),
          line('C．6'),
          line('D．8'),
          line('答案：B'),
          line('二、解答题'),
          line(`3、${WORKED}？`),
          line('(1) 写出利润关于售价的函数；'),
          line('(2) 求最大利润。'),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
