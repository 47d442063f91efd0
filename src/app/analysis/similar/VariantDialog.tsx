/**
 * The full-screen variant dialog (spec 001 §2.4, §4, §8). It shows the similar questions set for
 * the question one at a time with a pager (data source 1); without any (or on a 400) the public
 * similar questions (source 3); when those fail, a single variant of the question (source 2). A
 * knowledge tag asks directly for that tag's precise training. Answer and analysis switch on
 * separately; 'change question' replaces a set similar question with the next suggestion.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { App, Button, Empty, Modal, Space, Spin, Switch, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { movedVariantPage, VariantDialogSource, variantPager } from '../../../domain/question-bank.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { QuestionBody } from '../question/QuestionBody.tsx';
import { ReportErrorDialog } from './ReportErrorDialog.tsx';
import { useLoad } from '../../common/use-load.ts';
import { similarApi, type QuestionRef } from './similar-api.ts';
import { firstVariant, type Shown, type VariantTag } from './variant-fallbacks.ts';

const texts = t.analysis.variant;
const VARIANT_FONT = 22;

export type { VariantTag } from './variant-fallbacks.ts';

export interface VariantDialogProps {
  open: boolean;
  onClose: () => void;
  question: QuestionRef;
  /** a knowledge tag of the class: ask for its precise training */
  tag: VariantTag | null;
}

export function VariantDialog({ open, onClose, question, tag }: VariantDialogProps) {
  const { message } = App.useApp();
  const key = open ? JSON.stringify({ question, tag }) : null;
  const first = useLoad(key, () => firstVariant(similarApi, question, tag));
  const [moved, setMoved] = useState<{ key: string | null; shown: Shown } | null>(null);
  const [showAnswer, setShowAnswer] = useState(false);
  const [showAnalysis, setShowAnalysis] = useState(false);
  const [reporting, setReporting] = useState<number | null>(null);
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });

  const found = first.data;
  const shown = moved && moved.key === key ? moved.shown : typeof found === 'object' ? found : null;
  const setShown = (next: Shown) => setMoved({ key, shown: next });

  // nothing to show: say why and close (spec 001 §8)
  useEffect(() => {
    const problem = typeof found === 'string' ? found : first.error?.message;
    if (!problem) return;
    void message.warning(problem);
    closeRef.current();
  }, [found, first.error, message]);

  const close = () => {
    setShowAnswer(false);
    setShowAnalysis(false);
    setMoved(null);
    onClose();
  };

  const goTo = async (requested: number) => {
    if (!shown) return;
    const page = movedVariantPage(shown.page, requested, shown.total);
    if (page === shown.page) return;
    const listed = shown.source === VariantDialogSource.platformList ? await similarApi.setList(question, page + 1, 1) : await similarApi.publicList(question, page + 1, 1);
    if (!listed.ok) return void message.warning(listed.error.message);
    const next = listed.data.result[0];
    if (next) setShown({ ...shown, question: next, page, total: listed.data.total });
    setShowAnswer(false);
    setShowAnalysis(false);
  };

  /** Replaces the set similar question shown with the best suggestion not set yet. */
  const changeQuestion = async () => {
    if (!shown) return;
    if (shown.source === VariantDialogSource.public) return void goTo((shown.page + 1) % shown.total);
    const variantId = shown.question.variant_id;
    if (!variantId) return;
    const suggestions = await similarApi.suggested(question, 1);
    const flags = await similarApi.flags(question, suggestions.result.map((s) => s.question_id));
    const taken = new Set(flags.list.filter((f) => f.flag).map((f) => f.question_id));
    const next = suggestions.result.find((s) => !taken.has(s.question_id) && s.question_id !== shown.question.question_id);
    if (!next) return void message.warning(texts.noVariant);
    const changed = await similarApi.change(variantId, next.question_id);
    if (!changed.ok) return void message.warning(changed.error.message);
    setShown({ ...shown, question: changed.data });
    setShowAnswer(false);
    setShowAnalysis(false);
  };

  const pager = shown && shown.source === VariantDialogSource.platformList ? variantPager(shown.page, shown.total) : null;

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      width="100vw"
      className="variant-dialog"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ container: { minHeight: '100vh', borderRadius: 0, padding: '20px 32px' }, body: { paddingTop: 24 } }}
      title={
        <Space>
          <span>{tag ? texts.preciseTraining : texts.similarVariant}</span>
          {tag && <Tag color="orange">{tag.name}</Tag>}
          {shown && <Tag>{texts.sourceLabel[shown.source]}</Tag>}
        </Space>
      }
      destroyOnHidden
      data-testid="variant-dialog"
    >
      {!shown ? (
        open ? <Spin className="analysis-spin" /> : <Empty />
      ) : (
        <div className="variant-body">
          <QuestionBody question={shown.question} font={VARIANT_FONT} showAnswer={showAnswer} showExplanation={showAnalysis} highlightAnswer />
          <div className="variant-bar">
            <Space size={20}>
              <Space>
                <span>{texts.showAnswer}</span>
                <Switch checked={showAnswer} onChange={setShowAnswer} />
              </Space>
              <Space>
                <span>{texts.showAnalysis}</span>
                <Switch checked={showAnalysis} onChange={setShowAnalysis} />
              </Space>
              <Button type="link" onClick={() => setReporting(shown.question.question_id)}>
                {texts.reportError}
              </Button>
              <Button type="link" disabled={shown.source === VariantDialogSource.single || (shown.source === VariantDialogSource.public && shown.total < 2)} onClick={() => void changeQuestion()}>
                {texts.changeQuestion}
              </Button>
            </Space>
            {pager && (
              <Space className="variant-pager" data-testid="variant-pager">
                {pager.arrows && <Button icon={<LeftOutlined />} aria-label={texts.previous} onClick={() => void goTo(shown.page - 1)} />}
                {pager.pages.map((p) => (
                  <Button key={p} type={p === shown.page ? 'primary' : 'default'} onClick={() => void goTo(p)}>
                    {p + 1}
                  </Button>
                ))}
                {pager.arrows && <Button icon={<RightOutlined />} aria-label={texts.next} onClick={() => void goTo(shown.page + 1)} />}
                <Typography.Text type="secondary">{t.analysis.similar.total(shown.total)}</Typography.Text>
              </Space>
            )}
          </div>
        </div>
      )}
      <ReportErrorDialog questionId={reporting} onClose={() => setReporting(null)} />
    </Modal>
  );
}
