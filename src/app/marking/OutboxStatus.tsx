/**
 * What the marker sees of the outbox: in the footer, a calm count of the marks still to be sent
 * and, while the server cannot be reached, that they are kept and will be sent; the marks the
 * server refused, each against its student with what to do; and in place of the paper, when no
 * held student is left while marks wait, why marking pauses.
 */
import { Button, Popover, Result } from 'antd';
import { CloudSyncOutlined, DisconnectOutlined, WarningOutlined } from '@ant-design/icons';
import { snapshot, subscribe, useSnapshot } from 'valtio';
import { refusalAdvice } from '../../domain/marking/outbox.ts';
import { formatScore } from '../../domain/score-entry.ts';
import { t } from '../../i18n/zh-CN.ts';
import { outboxView } from '../../state/marking-outbox.ts';
import { dismissRefusal } from './actions/outbox.ts';
import { useShownValue } from './use-shown.ts';

const texts = t.marking.outbox;

const subscribeOutbox = (onChange: () => void) => subscribe(outboxView, onChange);
const readOutbox = () => snapshot(outboxView);

function RefusedMarks() {
  const { refused } = useSnapshot(outboxView);
  return (
    <ul className="mk-outbox-refused" data-testid="outbox-refused-list">
      {refused.map((mark) => (
        <li key={mark.key} data-testid="outbox-refused">
          <div>
            <b>{texts.paper(mark.studentName ?? '', mark.studentId)}</b>
            {mark.history && <span className="mk-muted"> · {texts.edit}</span>}
            <span className="mk-muted"> · {texts.total(formatScore(mark.body.total_score))}</span>
          </div>
          <div>{mark.refusal?.msg}</div>
          <div className="mk-muted">{texts.advice[refusalAdvice(mark)]}</div>
          <Button size="small" onClick={() => dismissRefusal(mark.key)}>
            {texts.dismiss}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The footer's indicator: nothing while every mark is stored. */
export function OutboxIndicator() {
  // a mark held by a submit shows up after the next student is painted
  const { pending, offline, refused } = useShownValue(subscribeOutbox, readOutbox);
  if (pending === 0 && !offline && refused.length === 0) return null;
  return (
    <span className="mk-outbox" data-testid="outbox-indicator">
      {(pending > 0 || offline) && (
        <span className={`mk-outbox-state${offline ? ' mk-outbox-offline' : ''}`}>
          {offline ? <DisconnectOutlined /> : <CloudSyncOutlined />}
          {pending > 0 && <b data-testid="outbox-pending">{texts.pending(pending)}</b>}
          {offline && <span data-testid="outbox-offline">{texts.offline}</span>}
        </span>
      )}
      {refused.length > 0 && (
        <Popover trigger="click" placement="topLeft" title={texts.refusedTitle} content={<RefusedMarks />}>
          <Button type="text" size="small" danger icon={<WarningOutlined />} data-testid="outbox-refused-button">
            {texts.refused(refused.length)}
          </Button>
        </Popover>
      )}
    </span>
  );
}

/** In place of the paper when no held student is left and marks still wait to be sent. */
export function OutboxWaiting() {
  const { pending, offline } = useSnapshot(outboxView);
  if (pending === 0) return null;
  return (
    <div className="mk-empty" data-testid={offline ? 'outbox-stopped' : 'outbox-waiting'}>
      {offline ? <Result status="warning" title={texts.stoppedTitle} subTitle={texts.stoppedText(pending)} /> : <Result icon={<CloudSyncOutlined />} title={texts.waiting(pending)} />}
    </div>
  );
}
