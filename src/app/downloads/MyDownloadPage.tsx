/** /personalCenter/myDownload: My downloads (spec 002 §2). The route's type_id presets the type filter. */
import { useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSearch } from 'wouter';
import { PersonalCenterNav } from '../account/PersonalCenterNav.tsx';
import { t } from '../../i18n/zh-CN.ts';
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
    <div className="downloads-page" data-testid="my-download-page">
      <div className="downloads-head">
        <div>
          <Typography.Title level={3} className="downloads-heading">
            {texts.pageTitle}
          </Typography.Title>
          <Typography.Text type="secondary">{texts.pageHint}</Typography.Text>
        </div>
        <Space size={16} wrap>
          <PersonalCenterNav current={MY_DOWNLOAD_PATH} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="new-task">
            {texts.newTask}
          </Button>
        </Space>
      </div>
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
