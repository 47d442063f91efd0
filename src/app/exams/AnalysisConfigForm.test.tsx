// @vitest-environment jsdom
import '../../test/jsdom-setup.ts';
import { App } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { clickAndSettle, freshRootPerTest, typeInto as type } from '../../test/test-root.tsx';
import { AnalysisConfigForm, lineOrderError } from './AnalysisConfigForm.tsx';
import type { AnalysisConfig, AnalysisConfigBody } from './exam-calls.ts';

const root = freshRootPerTest();
let saved: AnalysisConfigBody[];

const defaults: AnalysisConfig = { examination_id: 4, excellent_rate: 85, good_rate: 70, pass_rate: 60, low_rate: 40, top_n: 50, potential_margin: 5, custom: false };

const show = (config: AnalysisConfig) =>
  root.render(
    <App>
      <AnalysisConfigForm config={config} onSave={(body) => saved.push(body)} onCancel={() => undefined} />
    </App>,
  );

const input = (name: string) => root.container.querySelector(`[data-testid="analysis-config-${name}"] input, input[data-testid="analysis-config-${name}"]`) as HTMLInputElement;
const submit = () => clickAndSettle(root, '[data-testid="analysis-config-save"]', 30);

beforeEach(() => {
  saved = [];
});

describe('analysis settings form', () => {
  it('names the lower line of a pair out of order, and only that one', () => {
    const values = { excellent_rate: 85, good_rate: 90, pass_rate: 60, low_rate: 40 };
    expect(lineOrderError(values, 'good_rate')).toBe('良好线须低于优秀线');
    expect(lineOrderError(values, 'excellent_rate')).toBeUndefined();
    expect(lineOrderError({ ...values, good_rate: 70, low_rate: 60 }, 'low_rate')).toBe('低分线须低于及格线');
    expect(lineOrderError({ ...values, good_rate: undefined }, 'good_rate')).toBeUndefined();
  });

  it('says the exam still has the defaults and saves them as edited', async () => {
    await show(defaults);
    expect(root.container.querySelector('[data-testid="analysis-config-defaults"]')).not.toBeNull();
    await type(input('top-n'), '30');
    await type(input('margin'), '3.5');
    await submit();
    expect(saved).toEqual([{ excellent_rate: 85, good_rate: 70, pass_rate: 60, low_rate: 40, top_n: 30, potential_margin: 3.5 }]);
  });

  it('refuses lines that do not fall, naming both, and an empty N, saving nothing', async () => {
    await show({ ...defaults, custom: true });
    expect(root.container.querySelector('[data-testid="analysis-config-defaults"]')).toBeNull();
    await type(input('pass'), '75');
    await type(input('top-n'), '');
    await submit();
    expect(saved).toEqual([]);
    expect(root.container.textContent).toContain('及格线须低于良好线');
    expect(root.container.textContent).toContain('请输入前 N 名的 N');
    await type(input('pass'), '65');
    await type(input('top-n'), '20');
    await submit();
    expect(saved).toEqual([{ excellent_rate: 85, good_rate: 70, pass_rate: 65, low_rate: 40, top_n: 20, potential_margin: 5 }]);
  });
});
