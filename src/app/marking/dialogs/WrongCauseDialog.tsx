/**
 * Wrong-cause tags of the student on screen (spec 000 §2, §5): the school's tags and one custom
 * tag of at most 10 characters, spaces stripped.
 */
import { useState } from 'react';
import { Input, Tag } from 'antd';
import { SubmitDialog } from '../../common/SubmitDialog.tsx';
import { useSnapshot } from 'valtio';
import { CUSTOM_FEEDBACK_MAX, customFeedbackText } from '../../../domain/marking-rules.ts';
import { markingSession } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { currentFeedbackIds, tagWrongCause } from '../actions/wrong-cause.ts';

const texts = t.marking.dialogs;

export function WrongCauseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <WrongCauseBody onClose={onClose} /> : null;
}

function WrongCauseBody({ onClose }: { onClose: () => void }) {
  const { group } = useSnapshot(markingSession);
  const [chosen, setChosen] = useState<number[]>(currentFeedbackIds);
  const [custom, setCustom] = useState('');
  const [saving, setSaving] = useState(false);

  const toggle = (id: number, on: boolean) => setChosen((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
  const submit = async () => {
    setSaving(true);
    const done = await tagWrongCause(chosen, custom);
    setSaving(false);
    if (done) onClose();
  };

  return (
    <SubmitDialog onClose={onClose} onSubmit={submit} busy={saving} title={texts.wrongCauseTitle}>
      <h4 className="mk-dialog-h">{texts.wrongCauseSystem}</h4>
      <div className="mk-tags" data-testid="wrong-cause-tags">
        {(group?.feedbackList ?? []).map((tag) => (
          <Tag.CheckableTag key={tag.id} checked={chosen.includes(tag.id)} onChange={(on) => toggle(tag.id, on)}>
            {tag.name}
          </Tag.CheckableTag>
        ))}
      </div>
      <h4 className="mk-dialog-h">{texts.wrongCauseCustom}</h4>
      <Input
        value={custom}
        placeholder={texts.wrongCauseCustomPlaceholder}
        aria-label={texts.wrongCauseCustom}
        // spaces are stripped as the marker types; at most 10 characters remain
        onChange={(event) => setCustom(customFeedbackText(event.target.value).slice(0, CUSTOM_FEEDBACK_MAX))}
        maxLength={CUSTOM_FEEDBACK_MAX}
        showCount
      />
    </SubmitDialog>
  );
}
