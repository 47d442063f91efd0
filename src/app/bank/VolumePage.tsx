/**
 * 组卷选题 (/teachers/volume, issue 20): the question bank searched by subject, type, difficulty
 * level, knowledge tag, source and a keyword of 2 to 50 characters (spec 001 §5); each question
 * goes into the paper basket, whose count shows on the basket button. 导入Word reads a .docx into
 * questions for the teacher to check (WordImportDialog) before they join the school's bank.
 */
import { useState } from 'react';
import { App, Badge, Button, Input, Pagination, Select, Space } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { DIFFICULTY_LEVELS } from '../../domain/bank-question.ts';
import { SubjectId, SUBJECTS } from '../../domain/enums.ts';
import { BANK_QUESTION_TYPES, isValidKeyword, KEYWORD_MAX_LENGTH, KEYWORD_MIN_LENGTH } from '../../domain/question-bank.ts';
import { DIFFICULTY_LEVEL_TEXTS } from '../../i18n/zh-CN/domain/bank-question.ts';
import { t } from '../../i18n/zh-CN.ts';
import { addToBasket, basket } from '../../state/basket.ts';
import { LoadEmpty } from '../common/LoadStatus.tsx';
import { PageHead } from '../common/PageHead.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { BankQuestionCard } from './BankQuestionCard.tsx';
import { WordImportDialog } from './WordImportDialog.tsx';
import { browseBank, importWord, tagTree, type BrowseQuery, type ImportedQuestion } from './bank-calls.ts';
import './bank.css';
import { FileButton } from '../common/FileButton.tsx';

const texts = t.bank;
const PAGE_SIZE = 10;
/** The score a question gets when it goes into the basket; the teacher sets the real one there. */
const DEFAULT_SCORE = 5;

export function VolumePage() {
  const { message } = App.useApp();
  const action = useAction();
  const { items } = useSnapshot(basket);
  const [subjectId, setSubjectId] = useState<number>(SubjectId.math);
  const [filter, setFilter] = useState<Omit<BrowseQuery, 'subject_id'>>({ page_no: 1 });
  const [keyword, setKeyword] = useState('');
  const [imported, setImported] = useState<ImportedQuestion[]>();
  const query: BrowseQuery = { ...filter, subject_id: subjectId, page_size: PAGE_SIZE };
  const load = useLoad(`bank:${JSON.stringify(query)}`, () => browseBank(query), { keepWithin: 'bank' });
  const tags = useLoad(`bank-tags:${subjectId}`, () => tagTree(subjectId));
  const tagOptions = (tags.data?.result.find((s) => s.id === subjectId)?.children ?? []).map((tag) => ({ value: tag.id, label: tag.name }));
  const picked = new Set(items.map((item) => item.question.question_id));

  const refine = (patch: Omit<BrowseQuery, 'subject_id'>) => setFilter((f) => ({ ...f, ...patch, page_no: patch.page_no ?? 1 }));
  const search = () => {
    const trimmed = keyword.trim();
    if (trimmed !== '' && !isValidKeyword(trimmed)) {
      void message.warning(texts.keywordLength(KEYWORD_MIN_LENGTH, KEYWORD_MAX_LENGTH));
      return;
    }
    refine({ keyword: trimmed || undefined });
  };
  const read = (file: File) =>
    action.run(async () => {
      setImported((await importWord(subjectId, file)).questions);
    });

  return (
    <div className="page bank-page">
      <PageHead title={texts.volumeTitle} hint={texts.volumeHint}>
        <Space>
          <FileButton accept=".docx" busy={action.busy} onFile={read}>
            {texts.importWord}
          </FileButton>
          <Link href="/teachers/basket">
            <Badge count={items.length} showZero data-testid="basket-count">
              <Button icon={<ShoppingCartOutlined />}>{texts.basket}</Button>
            </Badge>
          </Link>
        </Space>
      </PageHead>
      <Space wrap className="bank-filters">
        <Select
          aria-label={texts.subject}
          value={subjectId}
          style={{ width: 110 }}
          options={SUBJECTS.map((s) => ({ value: s.id, label: s.name }))}
          onChange={(id: number) => {
            setSubjectId(id);
            refine({ tag_ids: undefined });
          }}
        />
        <Select
          aria-label={texts.type}
          value={filter.type_id ?? 0}
          style={{ width: 120 }}
          options={[{ value: 0, label: texts.anyType }, ...BANK_QUESTION_TYPES.map((type) => ({ value: type.id, label: type.name }))]}
          onChange={(typeId: number) => refine({ type_id: typeId })}
        />
        <Select
          aria-label={texts.difficulty}
          value={filter.difficulty_level ?? 0}
          style={{ width: 120 }}
          options={[{ value: 0, label: texts.anyDifficulty }, ...Array.from({ length: DIFFICULTY_LEVELS }, (_, i) => ({ value: i + 1, label: DIFFICULTY_LEVEL_TEXTS[i] }))]}
          onChange={(level: number) => refine({ difficulty_level: level })}
        />
        <Select
          aria-label={texts.tag}
          allowClear
          placeholder={texts.anyTag}
          value={filter.tag_ids?.[0]}
          style={{ width: 160 }}
          options={tagOptions}
          onChange={(tagId: number | undefined) => refine({ tag_ids: tagId ? [tagId] : undefined })}
        />
        <Select
          aria-label={texts.scope}
          value={filter.scope ?? 'all'}
          style={{ width: 120 }}
          options={Object.entries(texts.scopes).map(([value, label]) => ({ value, label }))}
          onChange={(scope: BrowseQuery['scope']) => refine({ scope })}
        />
        <Input.Search aria-label={texts.keyword} placeholder={texts.keyword} value={keyword} onChange={(e) => setKeyword(e.target.value)} onSearch={search} enterButton={texts.search} style={{ width: 300 }} />
      </Space>
      {load.data && load.data.result.length > 0 && <div className="bank-found">{texts.found(load.data.total, load.data.total_exact, filter.keyword !== undefined)}</div>}
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="bank-questions">
        {load.data?.result.map((question) => (
          <BankQuestionCard
            key={question.question_id}
            question={question}
            extra={
              <Button size="small" type="primary" disabled={picked.has(question.question_id)} onClick={() => addToBasket(question, question.type_name, DEFAULT_SCORE)}>
                {picked.has(question.question_id) ? texts.added : texts.add}
              </Button>
            }
          />
        ))}
        {load.data?.result.length === 0 || load.error ? <LoadEmpty load={load} empty={texts.empty} /> : null}
      </Space>
      {load.data && load.data.total > PAGE_SIZE && (
        <Pagination current={filter.page_no ?? 1} pageSize={PAGE_SIZE} total={load.data.total} showSizeChanger={false} onChange={(page) => refine({ page_no: page })} />
      )}
      {imported && (
        <WordImportDialog
          subjectId={subjectId}
          imported={imported}
          onClose={(saved) => {
            setImported(undefined);
            if (saved) load.reload();
          }}
        />
      )}
    </div>
  );
}
