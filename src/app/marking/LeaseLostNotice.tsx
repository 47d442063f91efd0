/**
 * The notice on the paper when the student on screen is no longer held for the marker (see
 * actions/lease.ts): calm, at the foot of the paper, the marks written so far left
 * in place, and the way on to the next student.
 */
import { Alert, Button } from 'antd';
import { StepForwardOutlined } from '@ant-design/icons';
import { t } from '../../i18n/zh-CN.ts';
import { useThrottled } from './use-throttled.ts';
import { takeNextStudent } from './actions/lease.ts';
import { BUTTON_THROTTLE_MS } from '../../domain/marking/limits.ts';

const texts = t.marking.lease;

export function LeaseLostNotice() {
  const [resting, takeNext] = useThrottled(takeNextStudent, BUTTON_THROTTLE_MS);
  return (
    <div className="mk-lease-notice" data-testid="lease-lost">
      <Alert
        type="info"
        showIcon
        title={texts.lostTitle}
        description={texts.lostText}
        action={
          <Button type="primary" icon={<StepForwardOutlined />} disabled={resting} onClick={takeNext}>
            {texts.takeNext}
          </Button>
        }
      />
    </div>
  );
}
