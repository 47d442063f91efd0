import { HTMLContainer } from 'tldraw';
import { DrawnBoxShapeUtil } from '../drawn-box-shape.ts';
import { t } from '../../i18n/zh-CN.ts';
import { questionCutMigrations } from './question-cut-migrations.ts';
import { QUESTION_CUT_TYPE, questionCutProps, type QuestionCutProps, type QuestionCutShape } from './question-cut-props.ts';

const PLACEHOLDER_SIDE = 100;
/** A few colours in turn, so that neighbouring questions' cuts are told apart; a question's cuts share one. */
const COLOURS = ['#1f6feb', '#d46b08', '#389e0d', '#c41d7f', '#531dab', '#08979c'] as const;

export const questionCutColour = (questionId: number) => COLOURS[questionId % COLOURS.length];

/**
 * One rectangle of a printed question paper cut out for one of its questions (原卷切题): the
 * teacher draws it with the question-cut tool and moves and resizes it with tldraw's own
 * handles; a question may have several (a second column, the next page). Not rotated, not
 * edited as text, bound to nothing.
 */
export class QuestionCutShapeUtil extends DrawnBoxShapeUtil<QuestionCutShape> {
  static override type = QUESTION_CUT_TYPE;
  static override props = questionCutProps;
  static override migrations = questionCutMigrations;

  getDefaultProps(): QuestionCutProps {
    return { w: PLACEHOLDER_SIDE, h: PLACEHOLDER_SIDE, questionId: 1, label: '' };
  }

  override getAriaDescriptor(shape: QuestionCutShape) {
    return t.originalPaper.cutOf(shape.props.label);
  }

  component(shape: QuestionCutShape) {
    const { w, h, label, questionId } = shape.props;
    const colour = questionCutColour(questionId);
    return (
      <HTMLContainer
        data-question-cut={questionId}
        style={{ width: w, height: h, boxSizing: 'border-box', border: `2px solid ${colour}`, background: `${colour}14`, pointerEvents: 'none' }}
      >
        <span style={{ position: 'absolute', left: 0, top: 0, padding: '0 6px', fontSize: 14, lineHeight: '20px', color: '#fff', background: colour, whiteSpace: 'nowrap' }}>{label}</span>
      </HTMLContainer>
    );
  }
}
