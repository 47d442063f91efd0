/**
 * The files attached to a paper (its question paper, answer key, listening audio) on the question
 * editor screen: listed with type, size, who attached them and when, downloaded with the caller's
 * token; the school's administrators (may_upload) attach and remove them. The server tells a file's
 * kind from its bytes and refuses, by name, what it does not keep.
 */
import { App, Button, Card, Popconfirm, Space, Typography } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { useSchoolTime } from '../shell/use-school-time.ts';
import { deletePaperResource, paperResources, savePaperResource, uploadPaperResource, type PaperResource } from './paper-resource-calls.ts';
import { CompactTable } from '../common/CompactTable.tsx';
import { FileButton } from '../common/FileButton.tsx';

const texts = t.paperResources;

export function PaperResources({ testId }: { testId: number }) {
  const { message } = App.useApp();
  const time = useSchoolTime();
  const load = useLoad(`paper-resources:${testId}`, () => paperResources(testId));
  const action = useAction();
  const mayUpload = load.data?.may_upload ?? false;

  const send = (file: File) =>
    action.run(async () => {
      await uploadPaperResource(testId, file);
      void message.success(texts.uploadedName(file.name));
      load.reload();
    });
  const remove = (resource: PaperResource) =>
    action.run(async () => {
      await deletePaperResource(resource.id);
      void message.success(texts.removed);
      load.reload();
    });

  return (
    <Card variant="borderless" title={texts.title} data-testid="paper-resources">
      <Typography.Paragraph type="secondary">{texts.hint}</Typography.Paragraph>
      {mayUpload && (
        <FileButton busy={action.busy} onFile={send}>
          {texts.upload}
        </FileButton>
      )}
      {load.data ? (
        <CompactTable<PaperResource>
          rowKey="id"
          dataSource={load.data.result}
          locale={{ emptyText: texts.empty }}
          columns={[
            { title: texts.columns.name, dataIndex: 'name' },
            { title: texts.columns.type, dataIndex: 'media_type', render: (type: string) => texts.types[type] ?? type },
            { title: texts.columns.size, dataIndex: 'size', render: (size: number) => texts.size(size) },
            { title: texts.columns.uploader, dataIndex: 'uploader_name' },
            { title: texts.columns.time, dataIndex: 'created_time', render: (at: string) => time(at) },
            {
              title: texts.columns.actions,
              key: 'actions',
              render: (_: unknown, resource) => (
                <Space>
                  <Button type="link" size="small" onClick={() => void action.run(() => savePaperResource(resource))}>
                    {texts.download}
                  </Button>
                  {mayUpload && (
                    <Popconfirm title={texts.confirmRemove(resource.name)} onConfirm={() => void remove(resource)}>
                      <Button type="link" size="small" danger>
                        {texts.remove}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      ) : (
        <LoadPending load={load} />
      )}
    </Card>
  );
}
