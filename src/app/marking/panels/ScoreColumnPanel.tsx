/**
 * The score column (spec 000 §2–§5): the settings, the point values for step, bonus and reduce
 * marks, one row per blank (or region) with its typed score and value buttons, the total and
 * the submit buttons. Everything it shows is read from the paper; everything it does goes to it.
 */
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Divider, Input, Popover, Segmented, Slider, Switch, Tooltip, type InputRef } from 'antd';
import { SendOutlined, SettingOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import {
  allScored,
  formatScore,
  markValue,
  nextUnscored,
  pointValues,
  readTypedScore,
  SCORE_SLIDER,
  scoreButtons,
  totalScoreOf,
  type ScoreBlank,
  type ScoreType,
} from '../../../domain/score-entry.ts';
import { markingSession, updateSettings } from '../../../state/marking-session.ts';
import type { ScoreSettings } from '../../../domain/marking/settings.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { PanelFrame } from '../PanelFrame.tsx';
import { changeScoreType, pickPoint } from '../actions/paper-view.ts';
import { inRegionMode, inStepMode, submitBy } from '../actions/submit.ts';
import { showScoreMessage } from '../actions/notices.ts';
import { paper } from '../paper-controller.ts';
import { holdTypedScore } from '../typed-score.ts';
import { useActiveBlank, useGroupBlanks, useShownActiveBlank, useShownScores } from '../use-paper.ts';
import { useMarking } from '../use-marking-state.ts';

const texts = t.marking;

/** Slider marks every whole point ("marks at 0.5 up to 10"): labelled at 0.5, 5 and 10. */
const SLIDER_MARKS = { 0.5: '0.5', 5: '5', 10: '10' };

export function ScoreColumnPanel() {
  const isBar = useMarking((state) => state.settings.isBar);
  const title = isBar ? texts.panels.scoreColumnBar : texts.panels.scoreColumn;
  return (
    <PanelFrame
      id="scoreColumn"
      title={title}
      className={isBar ? 'mk-score-column mk-score-column-bar' : 'mk-score-column'}
      closable={false}
      extra={
        <Popover trigger="click" placement="leftTop" title={texts.column.settings} content={<ScoreSettingsForm />}>
          <Tooltip title={texts.column.settings}>
            <Button type="text" size="small" icon={<SettingOutlined />} aria-label={texts.column.settings} data-testid="score-settings" />
          </Tooltip>
        </Popover>
      }
    >
      <ScoreColumnBody />
    </PanelFrame>
  );
}

export function ScoreSettingsForm() {
  const { settings } = useSnapshot(markingSession);
  const toggle = (key: keyof Pick<ScoreSettings, 'stepPoint' | 'autoSubmit' | 'floatPanel' | 'floatSubmitBtn' | 'isBar'>, label: string) => (
    <label className="mk-setting-row">
      <span>{label}</span>
      <Switch size="small" checked={settings[key]} onChange={(checked) => updateSettings({ [key]: checked })} aria-label={label} />
    </label>
  );
  return (
    <div className="mk-settings" data-testid="score-settings-form">
      <div className="mk-setting-row">
        <span>{texts.column.scoreType}</span>
        <Segmented
          size="small"
          value={settings.scoreType}
          onChange={(value) => changeScoreType(value as ScoreType)}
          options={[
            { label: texts.column.common, value: 'common' },
            { label: texts.column.bonus, value: 'bonus_points' },
            { label: texts.column.reduce, value: 'reduce_points' },
          ]}
        />
      </div>
      {toggle('stepPoint', texts.column.stepPoint)}
      {toggle('autoSubmit', texts.column.autoSubmit)}
      <div className="mk-setting-row">
        <span>{texts.column.habit}</span>
        <Segmented
          size="small"
          value={settings.habit}
          onChange={(value) => updateSettings({ habit: value as ScoreSettings['habit'] })}
          options={[
            { label: texts.column.habitFull, value: 'full' },
            { label: texts.column.habitZero, value: 'zero' },
          ]}
        />
      </div>
      <div className="mk-setting-slider">
        <span>
          {texts.column.listMax} <b>{formatScore(settings.listMax)}</b>
        </span>
        <Slider
          min={SCORE_SLIDER.min}
          max={SCORE_SLIDER.max}
          step={SCORE_SLIDER.step}
          marks={SLIDER_MARKS}
          value={settings.listMax}
          onChange={(value) => updateSettings({ listMax: value })}
          aria-label={texts.column.listMax}
        />
      </div>
      <Divider style={{ margin: '6px 0' }} />
      {toggle('floatPanel', texts.column.floatPanel)}
      {toggle('floatSubmitBtn', texts.column.floatSubmit)}
      {toggle('isBar', texts.column.barMode)}
    </div>
  );
}

/** The point values of step, bonus and reduce marking, for the blank being scored. */
export function PointValues({ compact = false }: { compact?: boolean }) {
  const snap = useSnapshot(markingSession);
  const blanks = useGroupBlanks();
  const active = useActiveBlank();
  const blank = blanks.find((b) => b.id === active) ?? blanks[0];
  const { scoreType, listMax } = snap.settings;
  const values = pointValues(listMax, blank?.step ?? 1).filter((v) => v > 0);
  const sign = scoreType === 'reduce_points' ? '-' : '+';
  const pick = (value: number) => {
    if (scoreType === 'common') {
      if (blank) paper.addMark(blank.id, markValue('common', value));
      return;
    }
    pickPoint(value);
  };
  return (
    <div className={compact ? 'mk-points mk-points-compact' : 'mk-points'} data-testid="point-values">
      {!compact && <div className="mk-points-hint">{scoreType === 'common' ? texts.column.stepHint : texts.column.pickHint(sign)}</div>}
      <div className="mk-points-grid">
        {values.map((value) => (
          <button
            key={value}
            type="button"
            className={`mk-value${snap.picked === value && scoreType !== 'common' ? ' mk-value-on' : ''}`}
            aria-label={texts.column.points(`${sign}${formatScore(value)}`)}
            aria-pressed={scoreType !== 'common' ? snap.picked === value : undefined}
            onClick={() => pick(value)}
          >
            {sign}
            {formatScore(value)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Gives a blank a value from a button: the score (plain) and on to the next unscored blank. */
export function giveValue(blank: ScoreBlank, value: number, order: readonly string[], scores: ReadonlyMap<string, number | undefined>): void {
  paper.setScore(blank.id, value);
  const after = new Map(scores).set(blank.id, value);
  const next = nextUnscored(order, after, blank.id);
  if (next) paper.selectBlank(next);
}

/** The scores on the paper now, as the column's buttons and boxes act on them. */
function scoresNow(): ReadonlyMap<string, number | undefined> {
  return paper.scores(markingSession.settings.scoreType);
}

function ScoreColumnBody() {
  const { hasStudent, pushing, stepMode } = useMarking((state) => ({ hasStudent: state.queue.length > 0, pushing: state.pushing, stepMode: inStepMode() }));
  const blanks = useGroupBlanks();
  const scores = useShownScores();
  const active = useShownActiveBlank();
  const inputs = useRef(new Map<string, InputRef>());
  const fullMark = blanks.reduce((sum, b) => sum + b.fullMark, 0);
  const total = totalScoreOf(blanks.map((b) => scores.get(b.id)));

  // the rows' handlers read the paper when they run, so they stay the same from score to score
  // and a row is drawn again only when what it shows changes
  const registerInput = useCallback((id: string, input: InputRef | null) => {
    if (input) inputs.current.set(id, input);
    else inputs.current.delete(id);
  }, []);

  const onPick = useCallback((blank: ScoreBlank, value: number) => giveValue(blank, value, paper.blankOrder(), scoresNow()), []);

  /** Enter in a score box: the typed score counts, then the next blank, then submit. */
  const onEnter = useCallback((blank: ScoreBlank, value: number | undefined) => {
    const now = scoresNow();
    if (value === undefined && now.get(blank.id) === undefined) {
      showScoreMessage(texts.messages.wrongScore);
      return;
    }
    const order = paper.blankOrder();
    const after = new Map(now);
    if (value !== undefined) after.set(blank.id, value);
    const next = nextUnscored(order, after, blank.id);
    if (next) {
      paper.selectBlank(next);
      inputs.current.get(next)?.focus({ cursor: 'all' });
      return;
    }
    submitBy('enter-in-box', allScored(order, after));
  }, []);

  /** Tab in a score box: the typed score counts and the next (Shift: previous) blank's box takes the cursor. */
  const onTab = useCallback((blank: ScoreBlank, step: 1 | -1): boolean => {
    const order = paper.blankOrder();
    const target = order[order.indexOf(blank.id) + step];
    const input = target === undefined ? undefined : inputs.current.get(target);
    if (!target || !input) return false;
    paper.selectBlank(target);
    input.focus({ cursor: 'all' });
    return true;
  }, []);

  return (
    <div className="mk-column">
      {stepMode && <PointValues />}
      <div className="mk-blank-list" data-testid="blank-list">
        {blanks.map((blank) => (
          <BlankRow
            key={blank.id}
            blank={blank}
            score={scores.get(blank.id)}
            active={blank.id === active}
            stepMode={stepMode}
            disabled={!hasStudent}
            registerInput={registerInput}
            onPick={onPick}
            onEnter={onEnter}
            onTab={onTab}
          />
        ))}
      </div>
      <footer className="mk-column-foot">
        <div className="mk-column-total">
          {texts.column.total}
          <b data-testid="column-total">{formatScore(total)}</b>
          <span>/ {formatScore(fullMark)}</span>
        </div>
        <ColumnActions hasStudent={hasStudent} pushing={pushing} />
      </footer>
    </div>
  );
}

/** Quick submit and submit; drawn again only when they change, not with every score. */
const ColumnActions = memo(function ColumnActions({ hasStudent, pushing }: { hasStudent: boolean; pushing: boolean }) {
  return (
    <div className="mk-column-actions">
      <Tooltip title="F1">
        <Button icon={<ThunderboltOutlined />} disabled={!hasStudent} onClick={() => submitBy('quick')} aria-label={texts.column.quickSubmit}>
          {texts.column.quickSubmit}
        </Button>
      </Tooltip>
      <Button type="primary" icon={<SendOutlined />} disabled={!hasStudent} loading={pushing} onClick={() => submitBy('button')} data-testid="submit-score" aria-label={texts.column.submit}>
        {texts.column.submit}
      </Button>
    </div>
  );
});

interface BlankRowProps {
  blank: ScoreBlank;
  score: number | undefined;
  active: boolean;
  stepMode: boolean;
  disabled: boolean;
  registerInput: (id: string, input: InputRef | null) => void;
  onPick: (blank: ScoreBlank, value: number) => void;
  onEnter: (blank: ScoreBlank, value: number | undefined) => void;
  /** answers whether another box took the cursor */
  onTab: (blank: ScoreBlank, step: 1 | -1) => boolean;
}

const BlankRow = memo(function BlankRow({ blank, score, active, stepMode, disabled, registerInput, onPick, onEnter, onTab }: BlankRowProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [typing, setTyping] = useState(false);
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // the blank being scored stays in sight in a long column
    if (active) row.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  const shown = draft ?? (score === undefined ? '' : formatScore(score));
  const regionMode = inRegionMode();

  const onChange = (typed: string) => {
    const read = readTypedScore(typed, blank.fullMark, blank.step);
    if (read.problem === 'above-full') {
      showScoreMessage(regionMode ? texts.messages.regionAboveFull : texts.messages.blankAboveFull);
    } else if (read.problem === 'off-step') {
      showScoreMessage(texts.messages.offStep(formatScore(blank.step)));
    }
    setDraft(read.text);
  };
  const commit = (): number | undefined => {
    if (draft === null) return score;
    const read = readTypedScore(draft, blank.fullMark, blank.step);
    setDraft(null);
    // compared with the paper, not the last render: Tab and Enter commit, then the blur again
    if (read.value !== undefined && read.value !== scoresNow().get(blank.id)) paper.setScore(blank.id, read.value);
    return read.value;
  };
  // a submit that starts while the cursor is in this box (F1) accepts the typed score first
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  useEffect(() => {
    if (!typing) return;
    holdTypedScore(() => latestCommit.current());
    return () => holdTypedScore(undefined);
  }, [typing]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Tab') {
      commit();
      if (onTab(blank, event.shiftKey ? -1 : 1)) event.preventDefault();
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    onEnter(blank, commit());
  };

  return (
    <div ref={row} className={`mk-blank${active ? ' mk-blank-active' : ''}`} data-blank-row={blank.id} onClick={() => paper.selectBlank(blank.id)}>
      <div className="mk-blank-head">
        <span className="mk-blank-label">{blank.label}</span>
        <span className="mk-blank-full">{texts.column.fullShort(formatScore(blank.fullMark))}</span>
        <Input
          ref={(input) => registerInput(blank.id, input)}
          size="small"
          className="mk-blank-input"
          value={shown}
          disabled={disabled}
          placeholder={texts.column.inputPlaceholder}
          aria-label={`${blank.label} ${texts.record.score}`}
          inputMode="decimal"
          onFocus={() => {
            paper.selectBlank(blank.id);
            setDraft(shown);
            setTyping(true);
          }}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            commit();
            setTyping(false);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {typing && (
        <div className="mk-blank-hint" role="note" data-testid="score-input-hint">
          {texts.column.inputHint}
        </div>
      )}
      {!stepMode && (
        <div className="mk-score-buttons">
          {scoreButtons(blank.fullMark, blank.step).map((value) => (
            <button
              key={value}
              type="button"
              disabled={disabled}
              className={`mk-value${score === value ? ' mk-value-on' : ''}`}
              aria-label={`${blank.label} ${texts.column.points(formatScore(value))}`}
              onClick={(event) => {
                event.stopPropagation();
                onPick(blank, value);
              }}
            >
              {formatScore(value)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
});
