// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { recordObjectUrlsPerTest } from '../../test/object-urls.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { QuestionBody } from '../analysis/question/QuestionBody.tsx';
import { QuestionPicture, useQuestionPictures } from './QuestionPicture.tsx';

recordObjectUrlsPerTest('picture');
stubFetchPerTest(async (input: Request | string) => {
  const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
  const path = new URL(request.url).pathname;
  if (path === '/v1/examination/test-paper-extend') {
    return json({ code: 200, msg: '成功', data: { test_id: 31, may_edit: false, pages: [], cuts: [], pictures: [{ question_id: 51, width: 700, height: 300, url: '/v1/pymt/test-paper-images/9' }] } });
  }
  if (path === '/v1/pymt/test-paper-images/9') return new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
  return json({ code: 404, msg: '资源不存在', data: null }, 404);
});

/** A question as the lesson shows it, with the paper's cut picture offered. */
function Shown({ questionId, text }: { questionId: number; text: string }) {
  const pictures = useQuestionPictures(31);
  const url = pictures.get(questionId);
  return (
    <QuestionBody
      question={{ text, options: [], answer: [], jieda: '' }}
      label="1"
      font={20}
      showAnswer={false}
      showExplanation={false}
      picture={url && text === '' && <QuestionPicture url={url} label="1" />}
    />
  );
}

const root = freshRootPerTest();

describe("a question's picture cut from the printed original", () => {
  it('shows in place of a question without text', async () => {
    await root.renderScreen(<Shown questionId={51} text="" />);
    await waitUntil(() => root.container.querySelector('[data-testid="question-picture"]') !== null);
    const picture = root.container.querySelector('[data-testid="question-picture"]');
    expect(picture?.getAttribute('alt')).toBe('第 1 题原卷切图');
    expect(picture?.getAttribute('src')).toBe('blob:picture-1');
  });

  it('leaves a question with text, or without a cut, as it is', async () => {
    await root.renderScreen(<Shown questionId={51} text="已知函数 f(x)=x²，求 f(2)。" />);
    await waitUntil(() => root.container.textContent?.includes('f(2)') ?? false);
    expect(root.container.querySelector('[data-testid="question-picture"]')).toBeNull();
    await root.renderScreen(<Shown questionId={52} text="" />);
    expect(root.container.querySelector('[data-testid="question-picture"]')).toBeNull();
  });
});
