/** Every dialog of the marking window, one open at a time (markingSession.dialog). */
import { useSnapshot } from 'valtio';
import { markingApi } from '../../../api/client.ts';
import { markingSession, openDialog } from '../../../state/marking-session.ts';
import { ChangePasswordDialog } from '../../shell/ChangePasswordDialog.tsx';
import { BlankPaperDialog } from './BlankPaperDialog.tsx';
import { ExamTreeDialog } from './ExamTreeDialog.tsx';
import { MarkingReferenceAnswer } from './MarkingReferenceAnswer.tsx';
import { OccupiedDialog } from './OccupiedDialog.tsx';
import { ProblemPaperDialog } from './ProblemPaperDialog.tsx';
import { ProgressDialog } from './ProgressDialog.tsx';
import { QualityDialog } from './QualityDialog.tsx';
import { RecordDialog } from './RecordDialog.tsx';
import { WrongCauseDialog } from './WrongCauseDialog.tsx';

export function MarkingDialogs() {
  const { dialog } = useSnapshot(markingSession);
  const close = () => openDialog(undefined);
  return (
    <>
      <RecordDialog open={dialog === 'records'} onClose={close} />
      <WrongCauseDialog open={dialog === 'wrongCause'} onClose={close} />
      <ProblemPaperDialog open={dialog === 'problem'} onClose={close} />
      <QualityDialog open={dialog === 'quality'} onClose={close} />
      <ProgressDialog open={dialog === 'progress'} onClose={close} />
      <MarkingReferenceAnswer open={dialog === 'reference'} onClose={close} />
      <BlankPaperDialog open={dialog === 'blank'} onClose={close} />
      <OccupiedDialog open={dialog === 'occupied'} onClose={close} />
      <ExamTreeDialog open={dialog === 'examTree'} onClose={close} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={close} client={markingApi} />
    </>
  );
}
