/**
 * The scan screen as the route table shows it: the paper's scan batches (ScanAnswerSheetPage)
 * with the local scanner service's panel in its scanner slot.
 */
import type { RouteParams } from '../shell/routes.tsx';
import { ScanAnswerSheetPage } from './ScanAnswerSheetPage.tsx';
import { ScannerPanel } from './scanner-panel.tsx';

export function ScanAnswerSheetScreen({ params }: { params: RouteParams }) {
  return <ScanAnswerSheetPage params={params} scanner={ScannerPanel} />;
}
