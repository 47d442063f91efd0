/**
 * The problem paper (spec 000 §2, §5): the student on screen is reported with an optional
 * comment of at most 100 characters, prefixed by the reload checkbox's text when it is ticked.
 */
import { useState } from 'react';
import { Checkbox, Input } from 'antd';
import { SubmitDialog } from '../../common/SubmitDialog.tsx';
import { PROBLEM_COMMENT_MAX } from '../../../domain/marking-rules.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { reportProblemPaper } from '../actions/problem-paper.ts';

const texts = t.marking.dialogs;

export function ProblemPaperDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <ProblemPaperBody onClose={onClose} /> : null;
}

function ProblemPaperBody({ onClose }: { onClose: () => void }) {
  const [reload, setReload] = useState(false);
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setSaving(true);
    const done = await reportProblemPaper(comment, reload ? texts.problemReload : undefined);
    setSaving(false);
    // spec 000 §4: "Submit problem paper success closes the dialog"
    if (done) onClose();
  };

  return (
    <SubmitDialog onClose={onClose} onSubmit={submit} busy={saving} title={texts.problemTitle}>
      <Checkbox checked={reload} onChange={(event) => setReload(event.target.checked)} style={{ marginBottom: 10 }}>
        {texts.problemReload}
      </Checkbox>
      <Input.TextArea
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={PROBLEM_COMMENT_MAX}
        showCount
        rows={4}
        placeholder={texts.problemPlaceholder}
        aria-label={texts.problemComment}
      />
    </SubmitDialog>
  );
}
