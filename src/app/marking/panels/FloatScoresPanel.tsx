/** The floating score list (spec 000 §2): the point values or score buttons of the blank being scored, over the paper. */
import { Button } from 'antd';
import { formatScore, scoreButtons } from '../../../domain/score-entry.ts';
import { updateSettings } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { PanelFrame } from '../PanelFrame.tsx';
import { inStepMode } from '../actions/submit.ts';
import { useActiveBlank, useGroupBlanks, usePaperScores } from '../use-paper.ts';
import { useMarking } from '../use-marking-state.ts';
import { giveValue, PointValues } from './ScoreColumnPanel.tsx';

const texts = t.marking;

export function FloatScoresPanel() {
  const shown = useMarking((state) => state.settings.floatPanel && state.queue.length > 0);
  return shown ? <FloatScores /> : null;
}

function FloatScores() {
  const blanks = useGroupBlanks();
  const scores = usePaperScores();
  const active = useActiveBlank();
  const blank = blanks.find((b) => b.id === active) ?? blanks[0];
  const order = blanks.map((b) => b.id);
  return (
    <PanelFrame
      id="floatScores"
      title={blank ? `${texts.panels.floatScores} · ${blank.label}` : texts.panels.floatScores}
      className="mk-float-scores"
      closable={false}
      extra={
        <Button type="text" size="small" onClick={() => updateSettings({ floatPanel: false })} aria-label={texts.panels.close}>
          {texts.panels.close}
        </Button>
      }
    >
      {inStepMode() ? (
        <PointValues compact />
      ) : (
        <div className="mk-points-grid mk-points-row">
          {blank &&
            scoreButtons(blank.fullMark, blank.step).map((value) => (
              <button
                key={value}
                type="button"
                className={`mk-value${scores.get(blank.id) === value ? ' mk-value-on' : ''}`}
                aria-label={`${blank.label} ${texts.column.points(formatScore(value))}`}
                onClick={() => giveValue(blank, value, order, scores)}
              >
                {formatScore(value)}
              </button>
            ))}
        </div>
      )}
    </PanelFrame>
  );
}
