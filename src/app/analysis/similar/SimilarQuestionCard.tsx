/** One bank question in a similar-question list: its text and options, the answer on demand, and its actions. */
import { useState, type ReactNode } from 'react';
import { Button, Card, Space, Switch, Tag, Typography } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import { QuestionBody } from '../question/QuestionBody.tsx';
import type { BankQuestion } from './similar-api.ts';

const texts = t.analysis.similar;
const CARD_FONT = 15;

export interface SimilarQuestionCardProps {
  question: BankQuestion & { similarity?: number };
  index: number;
  showAnswer: boolean;
  onToggleAnswer: () => void;
  tag?: ReactNode;
  actions: ReactNode;
}

export function SimilarQuestionCard({ question, index, showAnswer, onToggleAnswer, tag, actions }: SimilarQuestionCardProps) {
  return (
    <Card size="small" className="similar-card" data-testid="similar-card" data-question-id={question.question_id}>
      <QuestionBody question={question} label={String(index)} font={CARD_FONT} showAnswer={showAnswer} showExplanation={showAnswer} highlightAnswer />
      <div className="similar-card-foot">
        <Space size={6} wrap>
          {tag}
          <Tag>{question.type_name}</Tag>
          {question.tags.map((k) => (
            <Tag key={k.id} color="geekblue">
              {k.name}
            </Tag>
          ))}
          {question.similarity !== undefined && <Typography.Text type="secondary">{texts.similarity(`${Math.round(question.similarity * 100)}%`)}</Typography.Text>}
          <Typography.Text type="secondary">{texts.source(question.source)}</Typography.Text>
        </Space>
        <Space size={4}>
          <Button size="small" type="link" onClick={onToggleAnswer}>
            {texts.toggleAnswer}
          </Button>
          {actions}
        </Space>
      </div>
    </Card>
  );
}

/**
 * Which answers a list of similar questions shows: the switch shows or hides them all, and
 * each card's own button turns its answer over until the switch is used again.
 */
export function useShownAnswers() {
  const [showAll, setShowAll] = useState(false);
  const [shownRows, setShownRows] = useState<Record<number, boolean>>({});
  const isShown = (id: number) => shownRows[id] ?? showAll;
  const toggle = (id: number) => setShownRows((rows) => ({ ...rows, [id]: !isShown(id) }));
  const showAllSwitch = (
    <Space>
      <span>{texts.showAnswer}</span>
      <Switch
        checked={showAll}
        onChange={(checked) => {
          setShowAll(checked);
          setShownRows({});
        }}
      />
    </Space>
  );
  /** the card's answer props for the question `id` */
  const answerOf = (id: number) => ({ showAnswer: isShown(id), onToggleAnswer: () => toggle(id) });
  return { answerOf, showAllSwitch };
}
