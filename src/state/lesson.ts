/**
 * The Lesson screen (spec 001 §2.3): what is shown for the question on screen, the zoom, the
 * drawing board and its pen, and the drawing each question keeps. A drawing stays with its
 * question: moving to another question files the board's strokes under the one left and puts
 * back those of the one arrived at.
 */
import { proxy, ref } from 'valtio';
import type { TLShape } from 'tldraw';
import { LESSON_ZOOM_MIN } from '../domain/analysis-view.ts';
import { DEFAULT_BOARD_PEN, type BoardPen } from '../domain/board.ts';

export type MasteryGroupKey = 'all' | 'no_passed' | 'passed' | 'outstanding';

export interface LessonState {
  /** the show order of the question on screen; 0 until the questions are known */
  showOrder: number;
  showAnswer: boolean;
  showAnalysis: boolean;
  /** percent, 100 and up in steps of 25 */
  zoom: number;
  cardCollapsed: boolean;
  boardOpen: boolean;
  pen: BoardPen;
  openGroups: MasteryGroupKey[];
  /** the strokes drawn on each question, by question key; kept out of valtio's tracking */
  boards: Record<string, readonly TLShape[]>;
}

function initialState(): LessonState {
  return {
    showOrder: 0,
    showAnswer: false,
    showAnalysis: false,
    zoom: LESSON_ZOOM_MIN,
    cardCollapsed: false,
    boardOpen: false,
    pen: { ...DEFAULT_BOARD_PEN },
    openGroups: ['all'],
    boards: {},
  };
}

export const lesson = proxy<LessonState>(initialState());

/** A fresh lesson (another paper or target): nothing drawn, nothing shown. */
export function resetLesson(): void {
  Object.assign(lesson, initialState());
}

/** Moves to a question; its answer and analysis start hidden (spec 001 §4). */
export function showQuestion(showOrder: number): void {
  if (lesson.showOrder === showOrder) return;
  lesson.showOrder = showOrder;
  lesson.showAnswer = false;
  lesson.showAnalysis = false;
}

export function saveBoard(questionKey: string, shapes: readonly TLShape[]): void {
  lesson.boards[questionKey] = ref([...shapes]);
}

export function boardOf(questionKey: string): readonly TLShape[] {
  return lesson.boards[questionKey] ?? [];
}

export function setPen(pen: BoardPen): void {
  lesson.pen = { ...pen };
}
