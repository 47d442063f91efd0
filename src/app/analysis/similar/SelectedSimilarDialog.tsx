/**
 * 'Question N selected similar questions' (spec 001 §2.6): the similar questions set for the
 * class (its own and the paper's) or for the paper, ten a page, each tagged as a class or a
 * paper similar question, with remove and report error, and removing all of this level after a
 * 'hint' confirmation.
 */
import { useState } from 'react';
import { App, Button, Empty, Modal, Pagination, Space, Tag, Typography } from 'antd';
import { isClassVariant, isShowableQuestion, SIMILAR_PAGE_SIZE } from '../../../domain/question-bank.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { ThrottledButton } from '../common/ThrottledButton.tsx';
import { useLoad } from '../../common/use-load.ts';
import { LoadEmpty, LoadPending } from '../../common/LoadStatus.tsx';
import { ReportErrorDialog } from './ReportErrorDialog.tsx';
import { SimilarQuestionCard, useShownAnswers } from './SimilarQuestionCard.tsx';
import { similarApi, type QuestionRef, type TestVariant } from './similar-api.ts';

const texts = t.analysis.similar;

export interface SelectedSimilarDialogProps {
  open: boolean;
  onClose: () => void;
  label: string;
  question: QuestionRef;
  onChanged: () => void;
}

export function SelectedSimilarDialog({ open, onClose, label, question, onChanged }: SelectedSimilarDialogProps) {
  const { message, modal } = App.useApp();
  const [page, setPage] = useState(1);
  const { answerOf, showAllSwitch } = useShownAnswers();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [reporting, setReporting] = useState<number | null>(null);

  const load = useLoad(open ? JSON.stringify({ page, question }) : null, async () => {
    const listed = await similarApi.setList(question, page, SIMILAR_PAGE_SIZE);
    // spec 001 §8: a list that fails shows the server's message as an error
    if (!listed.ok) {
      void message.error(listed.error.message);
      throw listed.error;
    }
    return listed.data;
  });

  const variants = (load.data?.result ?? []).filter((v) => !removed.has(v.variant_id) && isShowableQuestion(v));
  const total = Math.max(0, (load.data?.total ?? 0) - [...removed].filter((id) => load.data?.result.some((v) => v.variant_id === id)).length);

  const remove = async (variant: TestVariant) => {
    if (!variant.variant_id) return void message.info(texts.emptyVariantId);
    const result = await similarApi.remove(variant.variant_id, question.subjectId);
    if (!result.ok) return void message.info(result.error.message);
    void message.success(texts.removeSuccess);
    setRemoved((ids) => new Set([...ids, variant.variant_id]));
    onChanged();
  };

  const classLevel = question.classId > 0;
  const removeAll = () => {
    modal.confirm({
      title: texts.confirmTitle,
      content: texts.confirmRemoveAll(classLevel ? texts.removeAllClassWhat : texts.removeAllPaperWhat),
      okText: t.common.confirm,
      cancelText: t.common.cancel,
      onOk: async () => {
        const result = await similarApi.removeAll(question);
        if (!result.ok) return void message.info(result.error.message);
        void message.success(texts.removeSuccess);
        setRemoved(new Set());
        setPage(1);
        load.reload();
        onChanged();
      },
    });
  };

  let list;
  if (!load.data) list = load.loading ? <LoadPending load={load} /> : <LoadEmpty load={load} empty={texts.empty} />;
  else if (variants.length === 0) list = <Empty description={texts.empty} />;
  else {
    list = (
      <Space orientation="vertical" size={12} className="analysis-stack">
        {variants.map((v, i) => (
          <SimilarQuestionCard
            key={v.variant_id}
            question={v}
            index={(page - 1) * SIMILAR_PAGE_SIZE + i + 1}
            {...answerOf(v.variant_id)}
            tag={<Tag color={isClassVariant(v) ? 'orange' : 'blue'}>{isClassVariant(v) ? texts.classTag : texts.paperTag}</Tag>}
            actions={
              <>
                <Button size="small" type="link" onClick={() => setReporting(v.question_id)}>
                  {texts.reportError}
                </Button>
                <ThrottledButton size="small" danger onClick={() => void remove(v)} data-testid="selected-remove">
                  {texts.removeSimilar}
                </ThrottledButton>
              </>
            }
          />
        ))}
      </Space>
    );
  }

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={texts.selectedTitle(label)} width={960} destroyOnHidden data-testid="similar-selected">
      <div className="similar-toolbar">
        <Typography.Text data-testid="selected-total">{texts.total(total)}</Typography.Text>
        <Space size={16}>
          {showAllSwitch}
          <Button type="link" danger disabled={total === 0} onClick={removeAll} data-testid="selected-remove-all">
            {classLevel ? texts.removeAllClass : texts.removeAllPaper}
          </Button>
        </Space>
      </div>
      <div className="similar-list">{list}</div>
      {(load.data?.total ?? 0) > SIMILAR_PAGE_SIZE && (
        <Pagination
          className="analysis-pager"
          current={page}
          pageSize={SIMILAR_PAGE_SIZE}
          total={load.data?.total ?? 0}
          onChange={(next) => {
            setRemoved(new Set());
            setPage(next);
          }}
          showSizeChanger={false}
        />
      )}
      <ReportErrorDialog questionId={reporting} onClose={() => setReporting(null)} />
    </Modal>
  );
}
