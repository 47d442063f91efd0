/** One bank question as the bank screens show it: type, difficulty, text with formulas and pictures, options, answer and explanation. */
import type { ReactNode } from 'react';
import { Card, Space, Tag, Typography } from 'antd';
import { difficultyLevel } from '../../domain/bank-question.ts';
import { DIFFICULTY_LEVEL_TEXTS } from '../../i18n/zh-CN/domain/bank-question.ts';
import { t } from '../../i18n/zh-CN.ts';
import { RichContent } from '../answers/RichContent.tsx';

const texts = t.bank;

export interface ShownQuestion {
  type_name: string;
  difficulty: number;
  text: string;
  options: readonly { key: string; value: string }[];
  answer: readonly string[];
  jieda: string;
  children: readonly { text: string }[];
  tags?: readonly { id: number; name: string }[];
  source?: string;
}

export function BankQuestionCard({ question, title, extra, children }: { question: ShownQuestion; title?: ReactNode; extra?: ReactNode; children?: ReactNode }) {
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          {title}
          <Tag color="blue">{question.type_name}</Tag>
          <Tag>{texts.difficultyOf(DIFFICULTY_LEVEL_TEXTS[difficultyLevel(question.difficulty) - 1], question.difficulty)}</Tag>
          {question.tags?.map((tag) => (
            <Tag key={tag.id} color="green">
              {tag.name}
            </Tag>
          ))}
        </Space>
      }
      extra={extra}
      className="bank-question"
    >
      <RichContent content={question.text} />
      {question.options.map((option) => (
        <div key={option.key} className="bank-option">
          <strong>{option.key}.</strong> <RichContent content={option.value} className="bank-option-value" />
        </div>
      ))}
      {question.children.map((part, i) => (
        <div key={i} className="bank-part">
          {texts.subQuestion(i + 1)}
          <RichContent content={part.text} className="bank-option-value" />
        </div>
      ))}
      {question.answer.length > 0 && (
        <Typography.Paragraph type="secondary">
          {texts.answer}：{question.answer.join('，')}
        </Typography.Paragraph>
      )}
      {question.source && <Typography.Text type="secondary">{texts.source(question.source)}</Typography.Text>}
      {children}
    </Card>
  );
}
