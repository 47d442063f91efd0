/**
 * /teachers/testing_edit?test_id= (spec 001 §2.1): a paper's questions and answer keys. Until the
 * paper's answer-card template has grouped its questions they are set here whole; afterwards
 * they are shown as grouped and only an objective question's answer can be corrected. Until then
 * the saved questions can also be restructured (PaperStructure: order, merge, split, remove);
 * after each change the paper is read again.
 */
import { App, Button, Card, Empty } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/zh-CN.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { ExamsHead } from './ExamsHead.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { numberParam } from '../progress/progress-calls.ts';
import {
  mergeQuestions,
  paperBreakdown,
  paperQuestions,
  removeQuestion,
  savePaperQuestions,
  sortQuestions,
  splitQuestion,
  updateAnswerKey,
  type PaperQuestionInput,
} from './exam-calls.ts';
import { PaperResources } from './PaperResources.tsx';
import { PaperStructure } from './PaperStructure.tsx';
import { QuestionEditor } from './QuestionEditor.tsx';
import './exams.css';

const texts = t.exams;

export function PaperEditPage() {
  const { message } = App.useApp();
  const testId = numberParam(useSearch(), 'test_id');
  const load = useLoad(testId ? `paper:${testId}` : null, () => paperQuestions(testId));
  const breakdown = useLoad(testId ? `paper-breakdown:${testId}` : null, () => paperBreakdown(testId));
  const action = useAction();
  const back = (
    <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate('/teachers/examination')}>
      {texts.paper.back}
    </Button>
  );
  if (!testId) return <Empty description={texts.paper.noTest}>{back}</Empty>;
  const paper = load.data;
  const grouped = paper?.result.some((q) => q.partition_id !== null) ?? false;

  const save = (questions: PaperQuestionInput[]) =>
    action.run(async () => {
      await savePaperQuestions(testId, questions);
      void message.success(texts.questionsSaved);
      load.reload();
      breakdown.reload();
    });
  /** One restructuring call, then the paper read again (its questions and its breakdown). */
  const restructure = (change: () => Promise<unknown>, done: string) =>
    void action.run(async () => {
      try {
        await change();
        void message.success(done);
      } finally {
        load.reload();
        breakdown.reload();
      }
    });
  const structure = texts.structure;
  const correctKey = (index: number, answer: string[]) =>
    action.run(async () => {
      await updateAnswerKey(paper!.result[index].id, { answer });
      void message.success(texts.keySaved);
      load.reload();
    });

  return (
    <div className="exams-page" data-testid="paper-edit-page">
      <ExamsHead title={t.shell.routes.testingEdit} hint={grouped ? texts.paper.grouped : texts.paper.hint} above={back} />
      <Card variant="borderless">
        {paper ? (
          <QuestionEditor
            // the paper as read: a restructured paper starts the editor again from its new questions
            key={`${testId}:${grouped}:${paper.total_score}:${paper.result.map((q) => `${q.id}/${q.label}/${q.full_mark}`).join(',')}`}
            questions={paper.result}
            fullScore={paper.total_score}
            readOnly={grouped}
            busy={action.busy}
            onSave={(questions) => void save(questions)}
            onCorrectKey={grouped ? (index, answer) => void correctKey(index, answer) : undefined}
          />
        ) : (
          <LoadPending load={load} />
        )}
      </Card>
      {!grouped && paper && paper.result.length > 0 && breakdown.data && (
        <Card variant="borderless" title={structure.title}>
          <PaperStructure
            breakdown={breakdown.data}
            busy={action.busy}
            onSort={(ids) => restructure(() => sortQuestions(testId, ids), structure.sorted)}
            onMerge={(id, otherId) => restructure(() => mergeQuestions(id, otherId), structure.merged)}
            onSplit={(id, parts) => restructure(() => splitQuestion(id, parts), structure.splitDone)}
            onRemove={(id) => restructure(() => removeQuestion(id), structure.removed)}
          />
        </Card>
      )}
      <PaperResources testId={testId} />
    </div>
  );
}
