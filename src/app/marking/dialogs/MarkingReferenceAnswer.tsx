/**
 * The reference answer of the open group in the marking window (spec 000 §2, §5): the shared
 * reference-answer dialog listing every question of the group, each with its full mark and a
 * button to report an error in it.
 */
import { useState } from 'react';
import { Button } from 'antd';
import { useSnapshot } from 'valtio';
import { formatScore } from '../../../domain/score-entry.ts';
import { markingSession, type PartitionQuestion } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { ReferenceAnswerDialog } from '../../answers/ReferenceAnswerDialog.tsx';
import { QuestionErrorDialog } from './QuestionErrorDialog.tsx';

const texts = t.marking.dialogs;

export function MarkingReferenceAnswer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { group } = useSnapshot(markingSession);
  const [reporting, setReporting] = useState<PartitionQuestion | undefined>(undefined);
  const questions = (group?.questions ?? []) as PartitionQuestion[];
  return (
    <>
      <ReferenceAnswerDialog
        open={open}
        onClose={onClose}
        questions={questions}
        everyQuestion
        questionExtra={(q) => (
          <>
            <span className="mk-muted">{t.marking.column.fullShort(formatScore(q.full_mark))}</span>
            <Button size="small" type="link" onClick={() => setReporting(q)}>
              {texts.reportError}
            </Button>
          </>
        )}
      />
      <QuestionErrorDialog question={reporting} onClose={() => setReporting(undefined)} />
    </>
  );
}
