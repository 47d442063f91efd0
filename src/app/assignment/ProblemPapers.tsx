/**
 * The problem papers of a paper (spec 000 §3: a marker sets an answer aside): the school
 * administrator returns one to the marking queue or gives it the final score, blank by blank.
 */
import { useState } from 'react';
import { App, Button, InputNumber, Modal, Segmented, Space, Table, Typography } from 'antd';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { loadTableProps } from '../common/LoadStatus.tsx';
import { pagedTableProps } from '../common/paged-table.ts';
import { t } from '../../i18n/zh-CN.ts';
import { groupQuestions } from '../progress/progress-calls.ts';
import { problemPapers, resolveProblem, type ProblemPaper, type ProblemState } from './monitoring-calls.ts';
import { blankId, blanksOf, questionScoreOf } from './problem-score.ts';

const texts = t.assignment.problems;
const STATES: ProblemState[] = ['open', 'returned', 'scored', 'all'];

function ScoreDialog({ testId, paper, onDone, onCancel }: { testId: number; paper: ProblemPaper; onDone: () => void; onCancel: () => void }) {
  const questions = useLoad(`group-questions:${testId}`, () => groupQuestions(testId));
  const group = questions.data?.find((g) => g.id === paper.partition_id);
  const blanks = blanksOf(group?.questions ?? []);
  const [values, setValues] = useState<Record<string, number | null>>({});
  const score = questionScoreOf(blanks, values);
  const action = useAction();
  const { message } = App.useApp();
  return (
    <Modal
      open
      title={texts.scoreTitle(paper.partition_name)}
      onCancel={onCancel}
      okButtonProps={{ disabled: score === undefined || blanks.length === 0, loading: action.busy }}
      onOk={() =>
        void action.run(async () => {
          await resolveProblem(paper.id, { action: 'score', question_score: score });
          void message.success(texts.scored);
          onDone();
        })
      }
    >
      <Space orientation="vertical">
        {blanks.map((blank) => (
          <Space key={blankId(blank)}>
            <span>{texts.blank(blank.showOrder, blank.key, blank.fullMark)}</span>
            <InputNumber min={0} max={blank.fullMark} step={blank.step} value={values[blankId(blank)]} onChange={(v) => setValues((old) => ({ ...old, [blankId(blank)]: v }))} />
          </Space>
        ))}
        {score === undefined && <Typography.Text type="secondary">{texts.scoreIncomplete}</Typography.Text>}
      </Space>
    </Modal>
  );
}

export function ProblemPapers({ testId }: { testId: number }) {
  const [state, setState] = useState<ProblemState>('open');
  const [page, setPage] = useState(1);
  const load = useLoad(`problems:${testId}:${state}:${page}`, () => problemPapers(testId, state, page), { keepWithin: `problems:${testId}:${state}` });
  const [scoring, setScoring] = useState<ProblemPaper>();
  const action = useAction();
  const { message } = App.useApp();
  const giveBack = (paper: ProblemPaper) =>
    void action.run(async () => {
      await resolveProblem(paper.id, { action: 'return' });
      void message.success(texts.returned);
      load.reload();
    });
  return (
    <div data-testid="problem-papers">
      <Segmented<ProblemState>
        value={state}
        onChange={(value) => {
          setState(value);
          setPage(1);
        }}
        options={STATES.map((value) => ({ value, label: texts.states[value] }))}
      />
      <Table<ProblemPaper>
        rowKey="id"
        size="small"
        {...loadTableProps(load, texts.none)}
        {...pagedTableProps(load.data, page, 20, setPage)}
        columns={[
          { title: texts.group, dataIndex: 'partition_name' },
          { title: texts.student, dataIndex: 'student_name' },
          { title: texts.reporter, dataIndex: 'teacher_name' },
          { title: texts.comment, dataIndex: 'comment' },
          { title: texts.time, dataIndex: 'create_time' },
          { title: texts.state, render: (_, p) => texts.states[p.state] },
          {
            render: (_, p) =>
              p.state === 'open' ? (
                <Space>
                  <Button size="small" loading={action.busy} onClick={() => giveBack(p)}>
                    {texts.giveBack}
                  </Button>
                  <Button size="small" type="primary" onClick={() => setScoring(p)}>
                    {texts.score}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      {scoring && (
        <ScoreDialog
          testId={testId}
          paper={scoring}
          onCancel={() => setScoring(undefined)}
          onDone={() => {
            setScoring(undefined);
            load.reload();
          }}
        />
      )}
    </div>
  );
}
