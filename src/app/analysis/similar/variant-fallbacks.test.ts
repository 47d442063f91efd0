import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/request-errors.ts';
import type { Attempt } from '../../../api/client.ts';
import { firstVariant, type VariantCalls } from './variant-fallbacks.ts';

const question = { testId: 1, questionId: 2, classId: 3, subjectId: 1 };
const bank = (id: number) => ({
  question_id: id,
  subject_id: 1,
  grade_type: 512,
  type_id: 1,
  type_name: '单选题',
  question_type: 'multiple_one',
  text: `题${id}`,
  options: [],
  answer: ['A'],
  jieda: '',
  tags: [],
  difficulty: 3,
  source: '公共题库',
  public: true,
});
const variant = (id: number) => ({ ...bank(id), variant_id: id, test_id: 1, original_question_id: 2, class_id: 0, picked_from: 'suggested' as const, created_by: 9 });
const failed = (status: number, msg: string): Attempt<never> => ({ ok: false, error: new ApiError({ kind: 'answer', status, code: status, msg }, 'web') });
const page = (ids: number[]) => ({ ok: true as const, data: { total: ids.length, result: ids.map(variant) } });

function calls(over: Partial<Record<keyof VariantCalls, () => Promise<unknown>>>, asked: string[]): VariantCalls {
  const log = (name: keyof VariantCalls, fallback: () => Promise<unknown>) => async () => {
    asked.push(name);
    return (over[name] ?? fallback)();
  };
  return {
    setList: log('setList', async () => page([])),
    publicList: log('publicList', async () => page([])),
    single: log('single', async () => failed(404, '该题暂无相似变式')),
  } as unknown as VariantCalls;
}

describe('the variant dialog fallbacks', () => {
  it('shows the similar questions set for the question first, with their total', async () => {
    const asked: string[] = [];
    const shown = await firstVariant(calls({ setList: async () => ({ ok: true, data: { total: 4, result: [variant(7)] } }) }, asked), question, null);
    expect(shown).toMatchObject({ source: 1, total: 4, page: 0, question: { question_id: 7 } });
    expect(asked).toEqual(['setList']);
  });

  it('falls back to the public similar questions on a 400 or an empty list', async () => {
    for (const setList of [async () => failed(400, '参数错误'), async () => page([])]) {
      const asked: string[] = [];
      const shown = await firstVariant(calls({ setList, publicList: async () => page([5, 6]) }, asked), question, null);
      expect(shown).toMatchObject({ source: 3, total: 2, question: { question_id: 5 } });
      expect(asked).toEqual(['setList', 'publicList']);
    }
  });

  it('reports any other failure of the list with the server message', async () => {
    const asked: string[] = [];
    const shown = await firstVariant(calls({ setList: async () => failed(403, '您只能查看自己任教班级的分析') }, asked), question, null);
    expect(shown).toBe('您只能查看自己任教班级的分析');
    expect(asked).toEqual(['setList']);
  });

  it('falls back to a single variant when the public call fails, and says so when there is none', async () => {
    const asked: string[] = [];
    const single = async () => ({ ok: true, data: { ...bank(9), similarity: 0.8 } });
    expect(await firstVariant(calls({ publicList: async () => failed(500, '服务器错误'), single }, asked), question, null)).toMatchObject({ source: 2, total: 1, question: { question_id: 9 } });
    expect(asked).toEqual(['setList', 'publicList', 'single']);
    expect(await firstVariant(calls({}, []), question, null)).toBe('该题暂无相似变式');
  });

  it('asks a knowledge tag straight for its precise training', async () => {
    const asked: string[] = [];
    expect(await firstVariant(calls({}, asked), question, { id: 106, name: '解三角形' })).toBe('该知识点暂无精准训练');
    expect(asked).toEqual(['single']);
  });
});
