/** The loading overlay of spec 000 §7, shown while counted requests are in flight. */
import { Spin } from 'antd';
import { useSnapshot } from 'valtio';
import { ui } from '../../state/ui.ts';

/** Quick answers do not flash the overlay: it appears only for requests slower than this. */
const OVERLAY_DELAY_MS = 300;

export function LoadingOverlay() {
  const { pendingRequests } = useSnapshot(ui);
  return <Spin fullscreen spinning={pendingRequests > 0} delay={OVERLAY_DELAY_MS} />;
}
