/** The score column's settings (spec 000 §3), kept in the browser between sessions. */
import { DEFAULT_SCORE_LIST_MAX, DEFAULT_SCORING_HABIT, SCORE_SLIDER, SCORE_TYPES, type ScoreType, type ScoringHabit } from '../score-entry.ts';

export interface ScoreSettings {
  scoreType: ScoreType;
  stepPoint: boolean;
  autoSubmit: boolean;
  habit: ScoringHabit;
  /** the largest point value offered (the slider, 0.5 to 10) */
  listMax: number;
  floatPanel: boolean;
  floatSubmitBtn: boolean;
  isBar: boolean;
}

export const DEFAULT_SCORE_SETTINGS: ScoreSettings = {
  scoreType: 'common',
  stepPoint: false,
  autoSubmit: false,
  habit: DEFAULT_SCORING_HABIT,
  listMax: DEFAULT_SCORE_LIST_MAX,
  floatPanel: false,
  floatSubmitBtn: true,
  isBar: false,
};

type Switch = 'stepPoint' | 'autoSubmit' | 'floatPanel' | 'floatSubmitBtn' | 'isBar';

/** Stored settings, each accepted only in the shape it should have (else its default). */
export function readSettings(raw: string | null): ScoreSettings {
  if (!raw) return { ...DEFAULT_SCORE_SETTINGS };
  let stored: Partial<Record<keyof ScoreSettings, unknown>>;
  try {
    stored = JSON.parse(raw) as typeof stored;
  } catch {
    return { ...DEFAULT_SCORE_SETTINGS };
  }
  if (!stored || typeof stored !== 'object') return { ...DEFAULT_SCORE_SETTINGS };
  const bool = (key: Switch) => (typeof stored[key] === 'boolean' ? (stored[key] as boolean) : DEFAULT_SCORE_SETTINGS[key]);
  const listMax = Number(stored.listMax);
  return {
    scoreType: SCORE_TYPES.includes(stored.scoreType as ScoreType) ? (stored.scoreType as ScoreType) : DEFAULT_SCORE_SETTINGS.scoreType,
    stepPoint: bool('stepPoint'),
    autoSubmit: bool('autoSubmit'),
    habit: stored.habit === 'zero' || stored.habit === 'full' ? stored.habit : DEFAULT_SCORE_SETTINGS.habit,
    listMax:
      Number.isFinite(listMax) && listMax >= SCORE_SLIDER.min && listMax <= SCORE_SLIDER.max
        ? Math.round(listMax / SCORE_SLIDER.step) * SCORE_SLIDER.step
        : DEFAULT_SCORE_SETTINGS.listMax,
    floatPanel: bool('floatPanel'),
    floatSubmitBtn: bool('floatSubmitBtn'),
    isBar: bool('isBar'),
  };
}
