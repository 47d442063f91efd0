/**
 * An exam's analysis settings (spec 002 §7 analysis-config/{id}): the score lines of 优秀, 良好,
 * 及格 and 低分 as percentages of the full mark, N of the top-N lists and the margin in points
 * below a score line for potential students. The lines must fall strictly from 优秀 to 低分 (the
 * domain's scoreLineProblem, the rule the server applies too): the lower line of a pair out of
 * order is marked with both lines named, and nothing is sent until the form is clean.
 */
import { Alert, Form, InputNumber, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { scoreLineProblem } from '../../domain/exam-setup/analysis-config.ts';
import type { ScoreRangeKey } from '../../domain/statistics/segments.ts';
import { t } from '../../i18n/zh-CN.ts';
import { FormButtons } from '../common/FormButtons.tsx';
import type { AnalysisConfig, AnalysisConfigBody } from './exam-calls.ts';

const texts = t.exams.analysisConfig;

type LineField = 'excellent_rate' | 'good_rate' | 'pass_rate' | 'low_rate';

/** The score lines from the highest down, each with the field that holds it. */
const LINES: readonly [ScoreRangeKey, LineField][] = [
  ['excellent', 'excellent_rate'],
  ['good', 'good_rate'],
  ['pass', 'pass_rate'],
  ['low', 'low_rate'],
];

type FormValues = Partial<AnalysisConfigBody>;

/** The pair of lines out of order when this field holds the lower of them, else nothing. */
export function lineOrderError(values: FormValues, field: LineField): string | undefined {
  const [excellentPercent, goodPercent, passPercent, lowPercent] = LINES.map(([, name]) => values[name]);
  if ([excellentPercent, goodPercent, passPercent, lowPercent].some((v) => typeof v !== 'number')) return undefined;
  const problem = scoreLineProblem({ excellentPercent: excellentPercent!, goodPercent: goodPercent!, passPercent: passPercent!, lowPercent: lowPercent!, topN: 1, potentialMargin: 0 });
  if (!problem || LINES.find(([key]) => key === problem.lower)![1] !== field) return undefined;
  return texts.outOfOrder(texts.lines[problem.lower], texts.lines[problem.higher]);
}

export interface AnalysisConfigFormProps {
  config: AnalysisConfig;
  busy?: boolean;
  onSave: (body: AnalysisConfigBody) => void;
  onCancel: () => void;
}

export function AnalysisConfigForm({ config, busy, onSave, onCancel }: AnalysisConfigFormProps) {
  const [form] = Form.useForm<FormValues>();
  // the dialog mounts the form once the settings are read, so they are its initial values
  const { examination_id: _exam, custom: _custom, ...initial } = config;

  const lineRules = (key: ScoreRangeKey, field: LineField): Rule[] => [
    { required: true, type: 'number', min: 1, max: 100, message: texts.lineRequired(texts.lines[key]) },
    ({ getFieldsValue }) => ({
      validator: async () => {
        const error = lineOrderError(getFieldsValue(), field);
        if (error) throw new Error(error);
      },
    }),
  ];

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => onSave(values as AnalysisConfigBody)}
      data-testid="analysis-config-form"
    >
      <Typography.Paragraph type="secondary">{texts.hint}</Typography.Paragraph>
      {!config.custom && <Alert type="info" showIcon title={texts.defaults} className="exam-form-locked" data-testid="analysis-config-defaults" />}
      <Space size="large" wrap align="start">
        {LINES.map(([key, field], index) => (
          <Form.Item
            key={field}
            name={field}
            label={texts.lines[key]}
            rules={lineRules(key, field)}
            // a change to one line can put the next one (or itself) out of order
            dependencies={LINES.filter((_, i) => Math.abs(i - index) === 1).map(([, name]) => name)}
          >
            <InputNumber min={1} max={100} step={1} suffix="%" style={{ width: 120 }} data-testid={`analysis-config-${key}`} />
          </Form.Item>
        ))}
      </Space>
      <Space size="large" wrap align="start">
        <Form.Item name="top_n" label={texts.topN} rules={[{ required: true, type: 'integer', min: 1, max: 1000, message: texts.topNRequired }]}>
          <InputNumber min={1} max={1000} precision={0} style={{ width: 120 }} data-testid="analysis-config-top-n" />
        </Form.Item>
        <Form.Item name="potential_margin" label={texts.margin} tooltip={texts.marginHint} rules={[{ required: true, type: 'number', min: 0, max: 100, message: texts.marginRequired }]}>
          <InputNumber min={0} max={100} step={0.5} suffix={texts.points} style={{ width: 120 }} data-testid="analysis-config-margin" />
        </Form.Item>
      </Space>
      <Form.Item>
        <FormButtons busy={busy} saveTestId="analysis-config-save" onCancel={onCancel} />
      </Form.Item>
    </Form>
  );
}
