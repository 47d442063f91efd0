/** /personalCenter/myDownload: My downloads (spec 002 §2). The route's type_id presets the type filter. */
import { useState } from 'react';
import { Button, Card, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSearch } from 'wouter';
import { PersonalCenterNav } from '../account/PersonalCenterNav.tsx';
import { t } from '../../i18n/zh-CN.ts';
import { PageHead } from '../common/PageHead.tsx';
import { MY_DOWNLOAD_PATH } from '../shell/nav-model.ts';
import { NewTaskDialog } from './NewTaskDialog.tsx';
import { TaskList, typeIdFromSearch } from './TaskList.tsx';
import './downloads.css';

const texts = t.downloads;

export function MyDownloadPage() {
  const search = useSearch();
  const [creating, setCreating] = useState(false);
  // a new list (and a fresh first load) after a task was created
  const [generation, setGeneration] = useState(0);
  return (
    <div className="page-stack" data-testid="my-download-page">
      <PageHead title={texts.pageTitle} hint={texts.pageHint}>
        <Space size={16} wrap>
          <PersonalCenterNav current={MY_DOWNLOAD_PATH} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="new-task">
            {texts.newTask}
          </Button>
        </Space>
      </PageHead>
      <Card variant="borderless">
        <TaskList key={generation} initialTypeId={typeIdFromSearch(search)} />
      </Card>
      <NewTaskDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          setGeneration((n) => n + 1);
        }}
      />
    </div>
  );
}
