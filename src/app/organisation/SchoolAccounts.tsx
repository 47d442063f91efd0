/**
 * A school's accounts on the organisation screen: user name, name, positions and state, with
 * resetting a password (the new one shown once, to tell the teacher) and disabling or enabling
 * an account — never deleting it, so marks keep their author.
 */
import { App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { listTableProps } from '../common/paged-table.ts';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { resetPassword, schoolAccounts, setDisabled, type SchoolAccount } from './organisation-calls.ts';

const texts = t.organisation;

export function SchoolAccounts({ schoolId, version }: { schoolId: number; version: number }) {
  const { modal, message } = App.useApp();
  const accounts = useLoad(`accounts:${schoolId}:${version}`, () => schoolAccounts(schoolId), { keepWithin: `accounts:${schoolId}` });
  const action = useAction();
  const nameOf = (account: SchoolAccount) => account.real_name || account.username;

  const reset = (account: SchoolAccount) =>
    modal.confirm({
      title: texts.resetConfirm(nameOf(account)),
      onOk: () =>
        action.run(async () => {
          const { password } = await resetPassword(account.id);
          modal.info({
            title: texts.newPassword(nameOf(account)),
            content: (
              <Space orientation="vertical">
                <Typography.Text copyable strong data-testid="new-password">
                  {password}
                </Typography.Text>
                <Typography.Text type="secondary">{texts.newPasswordHint}</Typography.Text>
              </Space>
            ),
          });
        }),
    });

  const toggle = (account: SchoolAccount) => {
    const change = () =>
      action.run(async () => {
        await setDisabled(account.id, !account.disabled);
        void message.success(account.disabled ? texts.enabled : texts.disabled);
        accounts.reload();
      });
    if (account.disabled) return void change();
    modal.confirm({ title: texts.disableConfirm(nameOf(account)), okButtonProps: { danger: true }, onOk: change });
  };

  return (
    <Card title={texts.accounts} size="small" data-testid="school-accounts">
      <Table<SchoolAccount>
        size="small"
        rowKey="id"
        {...listTableProps(accounts, accounts.data, 20, texts.noAccounts)}
        columns={[
          { title: texts.accountColumns.username, dataIndex: 'username', width: 160 },
          { title: texts.accountColumns.realName, dataIndex: 'real_name', width: 120 },
          { title: texts.accountColumns.groups, key: 'groups', render: (_, account) => account.groups.map((g) => <Tag key={g.group_id}>{g.group_name}</Tag>) },
          {
            title: texts.accountColumns.state,
            key: 'state',
            width: 90,
            render: (_, account) => (account.disabled ? <Tag color="error">{texts.disabled}</Tag> : <Tag color="success">{texts.enabled}</Tag>),
          },
          {
            title: texts.accountColumns.actions,
            key: 'actions',
            width: 180,
            render: (_, account) => (
              <Space>
                <Button size="small" disabled={action.busy} onClick={() => reset(account)}>
                  {texts.resetPassword}
                </Button>
                <Button size="small" danger={!account.disabled} disabled={action.busy} onClick={() => toggle(account)}>
                  {account.disabled ? texts.enable : texts.disable}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
