/**
 * The task list of My downloads and of the My-tasks dialog (spec 002 §2, §4, §5, §8): filters
 * (type, state, operation state, name, query), columns title / state / actions, the creator when
 * the list is not limited to one's own tasks, pages of 10, closing with confirmation, marking
 * read, downloading in batches of 10, opening the analysis, and a progress bar on running tasks.
 */
import { useState } from 'react';
import { App, Button, Checkbox, Input, Pagination, Progress, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CloseCircleOutlined, DownloadOutlined, EyeOutlined, FileDoneOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { Role } from '../../domain/roles.ts';
import { ALL, TASK_TYPE_IDS, TaskState } from '../../domain/tasks.ts';
import { session } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { errorText } from '../common/error-text.ts';
import { LoadEmpty } from '../common/LoadStatus.tsx';
import { useSchoolTime } from '../shell/use-school-time.ts';
import { closeTask, markRead, saveTaskFile, type Task } from './task-calls.ts';
import { actionsOf, analysisUrl, DOWNLOAD_BATCH_SIZE, downloadingName, hasFile, inBatches, stateColour, stateLabel, TASK_PAGE_SIZE } from './task-model.ts';
import { DEFAULT_FILTERS, useTaskList, type TaskFilters } from './useTaskList.ts';

const texts = t.downloads;

export interface TaskListProps {
  /** the type filter to start with (the route's type_id) */
  initialTypeId?: number;
  /** a smaller layout for the dialog */
  compact?: boolean;
}

const STATE_OPTIONS = [ALL, TaskState.queued, TaskState.generating, TaskState.done, TaskState.cancelled, TaskState.failed];

export function TaskList({ initialTypeId = 0, compact = false }: TaskListProps) {
  const { message, modal } = App.useApp();
  const { user } = useSnapshot(session);
  const schoolTime = useSchoolTime();
  const isAdmin = user?.role === Role.superAdmin || user?.role === Role.admin;
  const [draft, setDraft] = useState<TaskFilters>({ ...DEFAULT_FILTERS, typeId: initialTypeId });
  const [filters, setFilters] = useState<TaskFilters>(draft);
  const list = useTaskList(filters);
  const [selected, setSelected] = useState<number[]>([]);

  const query = () => {
    list.setPageNo(1);
    setFilters({ ...draft });
  };

  const announceDownload = (task: Task) => void message.info(texts.downloadingFile(downloadingName(task.name)));

  const download = async (tasks: Task[]) => {
    const withFiles = tasks.filter((task) => task.state === TaskState.done && hasFile(task));
    if (withFiles.length === 0) {
      void message.warning(texts.nothingToDownload);
      return;
    }
    const saved: number[] = [];
    await inBatches(withFiles, DOWNLOAD_BATCH_SIZE, async (task) => {
      announceDownload(task);
      try {
        await saveTaskFile(task);
        saved.push(task.id);
      } catch (error) {
        void message.error(texts.downloadFailed(task.name, errorText(error)));
      }
    });
    // spec 002 §4: downloading a file marks the task read afterwards
    const unread = saved.filter((id) => withFiles.find((task) => task.id === id)?.user_state === 0);
    if (unread.length > 0) {
      try {
        await markRead(unread);
      } catch {
        // the file is saved; the next list load shows the state the server keeps
      }
    }
    list.reload();
  };

  const confirmClose = (task: Task) => {
    modal.confirm({
      title: texts.closeConfirm.title,
      content: texts.closeConfirm.content,
      okText: texts.closeConfirm.ok,
      cancelText: texts.closeConfirm.cancel,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          void message.success(await closeTask(task.id));
        } catch (error) {
          void message.error(errorText(error));
        }
        list.reload();
      },
    });
  };

  const read = async (ids: number[]) => {
    try {
      void message.success(await markRead(ids));
    } catch (error) {
      void message.error(errorText(error));
    }
    setSelected([]);
    list.reload();
  };

  const columns: TableColumnsType<Task> = [
    {
      title: texts.columns.title,
      key: 'title',
      render: (_, task) => (
        <div className="downloads-title">
          <Space size={6} wrap>
            <Typography.Text strong={task.user_state === 0} className="downloads-name">
              {task.name}
            </Typography.Text>
            <Tag color="blue">{texts.types[task.type_id] ?? task.type_name}</Tag>
          </Space>
          <div className="downloads-meta">
            <span data-testid={`task-created-${task.id}`}>{texts.createdAt(schoolTime(task.create_time))}</span>
            {!filters.oneself && task.create_user && <span>{texts.creator(task.create_user.real_name || task.create_user.user_name || '')}</span>}
          </div>
          {task.message && task.state === TaskState.failed && <Typography.Text type="danger">{texts.failedReason(task.message)}</Typography.Text>}
          {task.state === TaskState.done && task.param && 'created_exam' in task.param && (
            <Typography.Text type="secondary">
              {task.param.created_exam ? texts.createdExam((task.param.created_exam as { name: string }).name) : texts.noWrongQuestions}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: texts.columns.state,
      key: 'state',
      width: compact ? 170 : 200,
      render: (_, task) => (
        <div className="downloads-state" data-testid={`task-state-${task.id}`} data-state={task.state}>
          <Space size={4}>
            <Tag color={stateColour(task.state)}>{stateLabel(task.state)}</Tag>
            {task.user_state === 1 && task.state === TaskState.done && <Typography.Text type="secondary">{texts.userStates[1]}</Typography.Text>}
          </Space>
          {task.state === TaskState.queued && <div className="downloads-meta">{texts.waiting(task.waiting_number)}</div>}
          {task.state === TaskState.generating && <Progress percent={Math.round(task.progress ?? 0)} size="small" status="active" />}
        </div>
      ),
    },
    {
      title: texts.columns.actions,
      key: 'actions',
      width: compact ? 230 : 330,
      render: (_, task) => (
        <Space size={4} wrap>
          {actionsOf(task).map((action) => {
            switch (action) {
              case 'close':
                return (
                  <Button key={action} size="small" danger icon={<CloseCircleOutlined />} onClick={() => confirmClose(task)}>
                    {texts.actions.close}
                  </Button>
                );
              case 'download':
                return (
                  <Button key={action} size="small" type="primary" icon={<DownloadOutlined />} onClick={() => void download([task])}>
                    {texts.actions.download}
                  </Button>
                );
              case 'viewAnalysis': {
                const url = analysisUrl(task);
                return (
                  <Button key={action} size="small" icon={<EyeOutlined />} onClick={() => url && window.open(url, '_blank', 'noopener')}>
                    {texts.actions.viewAnalysis}
                  </Button>
                );
              }
              case 'markRead':
                return (
                  <Button key={action} size="small" type="text" icon={<FileDoneOutlined />} onClick={() => void read([task.id])}>
                    {texts.actions.markRead}
                  </Button>
                );
              default:
                return null;
            }
          })}
        </Space>
      ),
    },
  ];

  const selectedTasks = list.tasks.filter((task) => selected.includes(task.id));

  return (
    <div className={compact ? 'downloads-list downloads-list-compact' : 'downloads-list'} data-testid="task-list">
      <div className="downloads-filters">
        <Select
          aria-label={texts.filters.type}
          className="downloads-filter"
          value={draft.typeId}
          onChange={(typeId) => setDraft({ ...draft, typeId })}
          options={[{ value: 0, label: texts.allTypes }, ...TASK_TYPE_IDS.map((id) => ({ value: id, label: texts.types[id] }))]}
          popupMatchSelectWidth={false}
        />
        <Select
          aria-label={texts.filters.state}
          className="downloads-filter"
          value={draft.state}
          onChange={(state) => setDraft({ ...draft, state })}
          options={STATE_OPTIONS.map((value) => ({ value, label: value === ALL ? texts.allStates : stateLabel(value) }))}
        />
        <Select
          aria-label={texts.filters.userState}
          className="downloads-filter"
          value={draft.userState}
          onChange={(userState) => setDraft({ ...draft, userState })}
          options={[ALL, 0, 1].map((value) => ({ value, label: value === ALL ? `${texts.filters.userState}：${texts.allUserStates}` : texts.userStates[value] }))}
        />
        <Input
          aria-label={texts.filters.name}
          className="downloads-name-input"
          allowClear
          placeholder={texts.filters.namePlaceholder}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          onPressEnter={query}
        />
        {isAdmin && (
          <Checkbox checked={draft.oneself} onChange={(event) => setDraft({ ...draft, oneself: event.target.checked })}>
            {texts.filters.onlyMine}
          </Checkbox>
        )}
        <Button type="primary" icon={<SearchOutlined />} onClick={query}>
          {texts.filters.query}
        </Button>
        <Button icon={<ReloadOutlined />} aria-label={t.common.reset} onClick={() => void list.reload()} loading={list.loading} />
      </div>

      {selected.length > 0 && (
        <div className="downloads-bulk">
          <Button icon={<DownloadOutlined />} onClick={() => void download(selectedTasks)}>
            {texts.actions.downloadSelected(selected.length)}
          </Button>
          <Button icon={<FileDoneOutlined />} onClick={() => void read(selected)}>
            {texts.actions.markSelectedRead(selected.length)}
          </Button>
        </div>
      )}

      <Table<Task>
        rowKey="id"
        size={compact ? 'small' : 'middle'}
        columns={columns}
        dataSource={list.tasks}
        loading={list.loading && list.tasks.length === 0}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        rowClassName={(task) => (task.user_state === 0 ? 'downloads-row-unread' : '')}
        locale={{ emptyText: <LoadEmpty load={list.load} empty={texts.empty} /> }}
      />
      <div className="downloads-pager">
        <Pagination
          current={list.pageNo}
          pageSize={TASK_PAGE_SIZE}
          total={list.total}
          showSizeChanger={false}
          showTotal={texts.pagerTotal}
          onChange={(page) => list.setPageNo(page)}
          hideOnSinglePage={false}
        />
      </div>
    </div>
  );
}

/** The first task type of a route query (?type_id=17), 0 when absent or unknown. */
export function typeIdFromSearch(search: string): number {
  const value = Number(new URLSearchParams(search).get('type_id'));
  return TASK_TYPE_IDS.includes(value as never) ? value : 0;
}

