/**
 * The dialog in which a school administrator tags the paper's questions with knowledge points of
 * the subject's tag tree (POST test-tag). Every question's tags are sent together, so what the
 * dialog shows is what is saved.
 */
import { useState } from 'react';
import { App, Button, Modal, Select, Typography } from 'antd';
import { t } from '../../../i18n/zh-CN.ts';
import { useAction } from '../../common/use-action.ts';
import { analysisApi, type TestTagsData } from '../analysis-api.ts';
import type { AnalysisScope } from '../analysis-address.ts';
import { CompactTable } from '../../common/CompactTable.tsx';

const own = t.analysis.testQuestions;

type Question = TestTagsData['questions'][number];

export function TagEditor({ scope, tagging, onSaved }: { scope: AnalysisScope; tagging: TestTagsData; onSaved: () => void }) {
  const { message } = App.useApp();
  const action = useAction();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Map<number, number[]>>(new Map());
  const start = () => {
    setChosen(new Map(tagging.questions.map((q) => [q.question_id, q.tags.map((tag) => tag.id)])));
    setOpen(true);
  };
  const save = () =>
    action.run(async () => {
      await analysisApi.saveTestTags(scope, [...chosen].map(([question_id, tag_ids]) => ({ question_id, tag_ids })));
      void message.success(own.saved);
      setOpen(false);
      onSaved();
    });
  return (
    <>
      <Button size="small" data-testid="tag-editor-open" onClick={start}>
        {own.edit}
      </Button>
      <Modal open={open} title={own.editTitle} width={760} onCancel={() => setOpen(false)} onOk={() => void save()} okText={own.save} confirmLoading={action.busy} okButtonProps={{ 'data-testid': 'tag-editor-save' } as Record<`data-${string}`, string>}>
        <Typography.Paragraph type="secondary">{own.editHint}</Typography.Paragraph>
        <CompactTable<Question>
          rowKey="question_id"
          scroll={{ y: 420 }}
          dataSource={tagging.questions}
          data-testid="tag-editor"
          columns={[
            { title: own.label, key: 'label', width: 80, dataIndex: 'label' },
            {
              title: own.tags,
              key: 'tags',
              render: (_: unknown, q: Question) => (
                <Select
                  mode="multiple"
                  allowClear
                  style={{ width: '100%' }}
                  placeholder={own.pickTags}
                  data-testid={`tag-select-${q.question_id}`}
                  value={chosen.get(q.question_id) ?? []}
                  options={tagging.tags.map((tag) => ({ value: tag.id, label: tag.name }))}
                  optionFilterProp="label"
                  onChange={(ids: number[]) => setChosen((before) => new Map(before).set(q.question_id, ids))}
                />
              ),
            },
          ]}
        />
      </Modal>
    </>
  );
}
