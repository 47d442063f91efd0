/**
 * Dialogs about the student on screen: wrong-cause tags and the problem paper (spec 000 §2, §5).
 */
import { useState } from 'react';
import { Checkbox, Input, Modal, Tag } from 'antd';
import { useSnapshot } from 'valtio';
import { CUSTOM_FEEDBACK_MAX, customFeedbackText, PROBLEM_COMMENT_MAX } from '../../../domain/marking-rules.ts';
import { markingSession } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { currentFeedbackIds, tagWrongCause } from '../actions/wrong-cause.ts';
import { reportProblemPaper } from '../actions/problem-paper.ts';

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
    <Modal open onCancel={onClose} onOk={() => void submit()} confirmLoading={saving} title={texts.wrongCauseTitle} okText={t.common.confirm} cancelText={t.common.cancel} destroyOnHidden>
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
    </Modal>
  );
}

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
    <Modal open onCancel={onClose} onOk={() => void submit()} confirmLoading={saving} title={texts.problemTitle} okText={t.common.confirm} cancelText={t.common.cancel} destroyOnHidden>
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
    </Modal>
  );
}
