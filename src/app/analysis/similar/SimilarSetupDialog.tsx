/**
 * 'Set similar questions for question N' (spec 001 §2.5): system suggestions ranked by
 * similarity, a whole-bank search (question type, keyword of 2–50 characters with a counter,
 * chapter/knowledge or whole-bank mode) and public similar questions; each with a total, a
 * show-answer switch, pages of 10 and, per question, report error, set and remove.
 */
import { useState } from 'react';
import { App, Button, Empty, Input, Modal, Pagination, Radio, Select, Space, Tabs, Typography } from 'antd';
import { isShowableQuestion, isValidKeyword, KEYWORD_MAX_LENGTH, SIMILAR_PAGE_SIZE } from '../../../domain/question-bank.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { ThrottledButton } from '../common/ThrottledButton.tsx';
import { useLoad } from '../../common/use-load.ts';
import { LoadEmpty, LoadPending } from '../../common/LoadStatus.tsx';
import { errorText } from '../../common/error-text.ts';
import { ReportErrorDialog } from './ReportErrorDialog.tsx';
import { SimilarQuestionCard, useShownAnswers } from './SimilarQuestionCard.tsx';
import { similarApi, type BankQuestion, type PickedFrom, type QuestionRef } from './similar-api.ts';

const texts = t.analysis.similar;

type Tab = PickedFrom;
type SearchMode = 'knowledge' | 'all';

interface BankSearch {
  keyword: string;
  typeId: number;
  mode: SearchMode;
}

export interface SimilarSetupDialogProps {
  open: boolean;
  onClose: () => void;
  label: string;
  question: QuestionRef;
  /** the original's knowledge tags, for the chapter/knowledge search */
  tagIds: number[];
  gradeType: number;
  /** something was set or removed: counts elsewhere are stale */
  onChanged: () => void;
}

interface Page {
  total: number;
  result: (BankQuestion & { similarity?: number })[];
}

export function SimilarSetupDialog({ open, onClose, label, question, tagIds, gradeType, onChanged }: SimilarSetupDialogProps) {
  const { message } = App.useApp();
  const [tab, setTab] = useState<Tab>('suggested');
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [typeId, setTypeId] = useState(0);
  const [mode, setMode] = useState<SearchMode>('all');
  const [search, setSearch] = useState<BankSearch | null>(null);
  const { answerOf, showAllSwitch } = useShownAnswers();
  const [variantIds, setVariantIds] = useState<Record<number, number>>({});
  const [reporting, setReporting] = useState<number | null>(null);

  const types = useLoad(open ? `types:${question.subjectId}:${gradeType}` : null, () => similarApi.types(question.subjectId, gradeType));

  const key = open ? JSON.stringify({ tab, page, search: tab === 'search' ? search : null, q: question }) : null;
  const loadPage = async (): Promise<Page> => {
    let found: Page;
    if (tab === 'suggested') found = await similarApi.suggested(question, page);
    else if (tab === 'search') found = await similarApi.search(question.subjectId, search!.keyword, search!.typeId, search!.mode === 'knowledge' ? tagIds : [], page);
    else {
      const listed = await similarApi.publicList(question, page, SIMILAR_PAGE_SIZE);
      if (!listed.ok) throw listed.error;
      found = listed.data;
    }
    const ids = found.result.map((q) => q.question_id);
    if (ids.length > 0) {
      const flags = await similarApi.flags(question, ids);
      setVariantIds((known) => ({ ...known, ...Object.fromEntries(flags.list.map((f) => [f.question_id, f.variant_id])) }));
    }
    return found;
  };

  const load = useLoad<Page>(tab === 'search' && !search ? null : key, async () => {
    try {
      return await loadPage();
    } catch (error) {
      // spec 001 §8: a similar-question list that fails shows the server's message as an error
      void message.error(errorText(error));
      throw error;
    }
  });

  const switchTab = (next: Tab) => {
    setTab(next);
    setPage(1);
  };

  const runSearch = () => {
    if (!isValidKeyword(keyword)) return void message.warning(texts.keywordLength);
    setSearch({ keyword: keyword.trim(), typeId, mode });
    setPage(1);
  };

  const clearSearch = () => {
    setKeyword('');
    setTypeId(0);
    setSearch(null);
    setPage(1);
  };

  const set = async (q: BankQuestion) => {
    const result = await similarApi.set(question, q.question_id, tab);
    if (!result.ok) return void message.error(result.error.message);
    setVariantIds((known) => ({ ...known, [q.question_id]: result.data.variant_id }));
    void message.success(texts.setSuccess);
    onChanged();
  };

  const remove = async (q: BankQuestion) => {
    const variantId = variantIds[q.question_id];
    if (!variantId) return void message.info(texts.emptyVariantId);
    const result = await similarApi.remove(variantId, question.subjectId);
    if (!result.ok) return void message.info(result.error.message);
    setVariantIds((known) => ({ ...known, [q.question_id]: 0 }));
    void message.success(texts.removeSuccess);
    onChanged();
  };

  const rows = (load.data?.result ?? []).filter(isShowableQuestion);

  const list = !load.data ? (
    load.loading ? (
      <LoadPending load={load} />
    ) : (
      <LoadEmpty load={load} empty={texts.empty} />
    )
  ) : rows.length === 0 ? (
    <Empty description={texts.empty} data-testid="similar-empty" />
  ) : (
    <Space orientation="vertical" size={12} className="analysis-stack">
      {rows.map((q, i) => {
        const setAlready = (variantIds[q.question_id] ?? 0) > 0;
        return (
          <SimilarQuestionCard
            key={q.question_id}
            question={q}
            index={(page - 1) * SIMILAR_PAGE_SIZE + i + 1}
            {...answerOf(q.question_id)}
            actions={
              <>
                <Button size="small" type="link" onClick={() => setReporting(q.question_id)}>
                  {texts.reportError}
                </Button>
                {setAlready ? (
                  <ThrottledButton size="small" danger onClick={() => void remove(q)} data-testid="similar-remove">
                    {texts.removeSimilar}
                  </ThrottledButton>
                ) : (
                  <ThrottledButton size="small" type="primary" onClick={() => void set(q)} data-testid="similar-set">
                    {texts.setAsSimilar}
                  </ThrottledButton>
                )}
              </>
            }
          />
        );
      })}
    </Space>
  );

  const searchBar =
    tab === 'search' ? (
      <div className="similar-search">
        <Space wrap>
          <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as SearchMode)} optionType="button" buttonStyle="solid" size="small">
            <Radio.Button value="knowledge" disabled={tagIds.length === 0}>
              {texts.byChapter}
            </Radio.Button>
            <Radio.Button value="all">{texts.wholeBank}</Radio.Button>
          </Radio.Group>
          <Select
            className="similar-type-select"
            value={typeId}
            onChange={setTypeId}
            options={[{ value: 0, label: texts.allTypes }, ...(types.data?.result ?? []).map((x) => ({ value: x.id, label: x.name }))]}
            aria-label={texts.questionType}
          />
          <Input
            className="similar-keyword"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onPressEnter={runSearch}
            maxLength={KEYWORD_MAX_LENGTH}
            showCount
            placeholder={texts.keywordPlaceholder}
            aria-label={texts.keyword}
            data-testid="similar-keyword"
          />
          <Button type="primary" onClick={runSearch} data-testid="similar-search">
            {texts.search}
          </Button>
          <Button onClick={clearSearch}>{texts.clear}</Button>
        </Space>
      </div>
    ) : null;

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={texts.setTitle(label)} width={960} destroyOnHidden data-testid="similar-setup">
      <Tabs
        activeKey={tab}
        onChange={(next) => switchTab(next as Tab)}
        items={[
          { key: 'suggested', label: texts.tabSuggested },
          { key: 'search', label: texts.tabBank },
          { key: 'public', label: texts.tabPublic },
        ]}
      />
      {searchBar}
      <div className="similar-toolbar">
        <Typography.Text data-testid="similar-total">{texts.total(load.data?.total ?? 0)}</Typography.Text>
        {showAllSwitch}
      </div>
      <div className="similar-list">{list}</div>
      {(load.data?.total ?? 0) > SIMILAR_PAGE_SIZE && (
        <Pagination className="analysis-pager" current={page} pageSize={SIMILAR_PAGE_SIZE} total={load.data?.total ?? 0} onChange={setPage} showSizeChanger={false} />
      )}
      <ReportErrorDialog questionId={reporting} onClose={() => setReporting(null)} />
    </Modal>
  );
}
