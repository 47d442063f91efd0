/**
 * A question as the class sees it: text, options, and — when switched on — the answer and the
 * explanation. Showing either scrolls it into view (spec 001 §4). The question's picture cut
 * from the printed original, when the screen passes it, stands in place of the text. The font size is the panel's
 * zoom; the line height follows it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { panelLineHeight } from '../../../domain/analysis-view.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { QuestionText } from '../common/QuestionText.tsx';

const texts = t.analysis.question;

export interface QuestionLike {
  text: string;
  options: readonly { key: string; value: string }[];
  answer: readonly string[];
  jieda: string;
  question_type?: string;
}

export interface QuestionBodyProps {
  question: QuestionLike;
  label?: string;
  font: number;
  showAnswer: boolean;
  showExplanation: boolean;
  /** marks the right options while the answer shows (choice questions) */
  highlightAnswer?: boolean;
  /** the question's picture cut from the printed original, shown in place of its text (which it may lack) */
  picture?: ReactNode;
}

function useScrollWhenShown(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [shown]);
  return ref;
}

export function QuestionBody({ question, label, font, showAnswer, showExplanation, highlightAnswer, picture }: QuestionBodyProps) {
  const answerRef = useScrollWhenShown(showAnswer);
  const explanationRef = useScrollWhenShown(showExplanation);
  const right = new Set(question.answer);
  return (
    <div className="question-body" style={{ fontSize: font, lineHeight: `${panelLineHeight(font)}px` }} data-testid="question-body">
      <div className="question-stem">
        {label && <span className="question-label">{label}.</span>}
        {picture || <QuestionText text={question.text} />}
      </div>
      {question.options.length > 0 && (
        <div className="question-options">
          {question.options.map((option) => (
            <div key={option.key} className={highlightAnswer && showAnswer && right.has(option.key) ? 'question-option question-option-right' : 'question-option'}>
              <span className="question-option-key">{option.key}.</span>
              <QuestionText text={option.value} />
            </div>
          ))}
        </div>
      )}
      {showAnswer && (
        <div ref={answerRef} className="question-answer" data-testid="question-answer">
          <span className="question-section-title">{texts.answer}</span>
          {question.answer.map((line, i) => (
            <div key={i}>
              <QuestionText text={line} />
            </div>
          ))}
        </div>
      )}
      {showExplanation && (
        <div ref={explanationRef} className="question-explanation" data-testid="question-explanation">
          <span className="question-section-title">{texts.explanation}</span>
          {question.jieda ? <QuestionText text={question.jieda} /> : <span className="question-muted">{texts.noExplanation}</span>}
        </div>
      )}
    </div>
  );
}
