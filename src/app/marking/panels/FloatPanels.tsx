/** The floating score list and the floating, draggable submit button (spec 000 §2). */
import { Button } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { formatScore, scoreButtons } from '../../../domain/score-entry.ts';
import { updateSettings } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { FloatingPanel } from '../FloatingPanel.tsx';
import { inStepMode, submitBy } from '../actions/submit.ts';
import { useActiveBlank, useGroupBlanks, useMarking, usePaperScores } from '../hooks.ts';
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
    <FloatingPanel
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
    </FloatingPanel>
  );
}

export function FloatSubmitButton() {
  const { shown, pushing } = useMarking((state) => ({ shown: state.settings.floatSubmitBtn && state.queue.length > 0, pushing: state.pushing }));
  if (!shown) return null;
  return (
    <FloatingPanel id="floatSubmit" bare closable={false} className="mk-float-submit">
      <Button
        type="primary"
        size="large"
        icon={<SendOutlined />}
        loading={pushing}
        onClick={() => submitBy('button')}
        aria-label={texts.panels.floatSubmit}
        data-testid="float-submit"
      >
        {texts.column.submit}
      </Button>
      <button type="button" className="mk-float-close" aria-label={texts.panels.close} onClick={() => updateSettings({ floatSubmitBtn: false })}>
        ×
      </button>
    </FloatingPanel>
  );
}
