/** A school bank question as the bank calls answer it, for the screens' component tests. */
import { BANK_QUESTION_TYPES } from '../../domain/question-bank.ts';
import type { BankQuestion } from './bank-calls.ts';

export function bankQuestionFixture(id: number, patch: Partial<BankQuestion>): BankQuestion {
  return {
    question_id: id,
    subject_id: 1,
    grade_type: 0,
    type_id: 1,
    type_name: BANK_QUESTION_TYPES[0].name,
    question_type: 'multiple_one',
    text: '',
    options: [],
    answer: [],
    jieda: '',
    tags: [],
    difficulty: 5,
    source: '',
    public: false,
    school_id: 1,
    children: [],
    open_type: 3,
    open_targets: [],
    difficulty_level: 3,
    editable: true,
    ...patch,
  };
}
