// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { describe, expect, it } from 'vitest';
import { cardFromPaper } from '../../domain/answer-card/from-paper.ts';
import { pageKeyOf } from '../../domain/answer-card/layout.ts';
import { paperQuestion } from '../../domain/exam-setup/sample-questions.ts';
import { designer, startDesign } from '../../state/designer.ts';
import { jsonResponse, stubFetchPerTest, waitUntil } from '../../test/fetch-stub.ts';
import { freshRootPerTest } from '../../test/test-root.tsx';
import { ServerDesignButtons } from './ServerDesignButtons.tsx';

const SAVED = { ...cardFromPaper([paperQuestion('1', { questionType: 'big_spaces', fullMark: 10, section: '一、解答题' })], '旧卡'), cardId: 0 };

let design: object | null = null;
let questions: object[] = [];
stubFetchPerTest((request) => {
  const path = new URL(request.url).pathname;
  if (path === '/v1/examination/answer-card-design/31') return jsonResponse({ code: 200, msg: '成功', data: design });
  if (path === '/v1/examination/test-question') return jsonResponse({ code: 200, msg: '成功', data: { paper_name: '数学', result: questions } });
  return jsonResponse({ code: 404, msg: '试卷不存在', data: null }, 404);
});

const root = freshRootPerTest();
const open = async () => {
  await root.renderScreen(<ServerDesignButtons testId={31} layout={() => undefined} />);
  await waitUntil(() => !root.container.querySelector('[data-testid="designer-save"]')?.hasAttribute('disabled'));
};

describe('the page codes of a test’s card', () => {
  it('name the test on a card started for it, so its pages are told from another paper’s', async () => {
    design = null;
    questions = [];
    startDesign({ ...SAVED, cardId: 99 });
    await open();
    expect(designer.card.cardId).toBe(31);
    expect(pageKeyOf(designer.card, 1)).toBe('31-2');
  });

  it('stay as saved on a card opened again, matching the sheets already printed from it', async () => {
    design = { card: SAVED, version: 2, updated_at: '2026-11-20T02:30:00Z', updated_by: '王老师' };
    await open();
    expect(designer.card.title).toBe('旧卡');
    expect(designer.card.cardId).toBe(0);
  });
});
