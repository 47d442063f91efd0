/** How the paper is shown and scored: the point value, the score type, layout, rotation, size. */
import type { ScoreType } from '../../../domain/score-entry.ts';
import { markingSession as state, updateSettings } from '../../../state/marking-session.ts';
import { paper } from '../paper-controller.ts';
import { nextRotation, type PaperLayout } from '../paper-layout.ts';

/** The point value of step, bonus and reduce marks; picking it again puts it down. */
export function pickPoint(value: number | null): void {
  state.picked = state.picked === value ? null : value;
}

/** A new score type: the marks of the old one would not add up with it. */
export function changeScoreType(scoreType: ScoreType): void {
  if (scoreType === state.settings.scoreType) return;
  paper.clearMarks();
  state.picked = null;
  updateSettings({ scoreType });
}

export function setPaperLayout(layout: PaperLayout): void {
  state.view.layout = layout;
  paper.setView(layout, state.view.rotation);
}

/** Spec 000 §4: "Rotation cycles 0, 90, 180, 270". */
export function rotatePaper(): void {
  const rotation = nextRotation(state.view.rotation);
  state.view.rotation = rotation;
  paper.setView(state.view.layout, rotation);
}

export function toggleExpanded(): void {
  state.view.expanded = !state.view.expanded;
}

/** The paper view reset: upright, as scanned, fitted. */
export function resetPaperView(): void {
  state.view = { layout: 'vertical', rotation: 0, expanded: false };
  paper.setView('vertical', 0);
  paper.fit();
}
