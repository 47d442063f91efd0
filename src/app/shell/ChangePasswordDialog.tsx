/**
 * The change-password dialog (spec 002 §2): two tabs. With the old password (spec 002 §5): old,
 * new and confirmation, 6 to 30 characters each; both passwords travel RSA-encrypted to
 * PUT /v1/user/password. By QR code: a phone signed in as the same user sets the new password
 * (account/QrPasswordTab.tsx). The marking window passes its own client for the first tab.
 */
import { useState } from 'react';
import { App, Form, Input, Tabs } from 'antd';
import { SubmitDialog } from '../common/SubmitDialog.tsx';
import { LockOutlined } from '@ant-design/icons';
import { api, call, type ApiClient } from '../../api/client.ts';
import { QrPasswordTab } from '../account/QrPasswordTab.tsx';
import { useAction } from '../common/use-action.ts';
import { encryptPasswordChange } from './encrypted-password.ts';
import { t } from '../../i18n/zh-CN.ts';
import {
  confirmPasswordProblem,
  newPasswordProblem,
  oldPasswordProblem,
  passwordChangeProblem,
  type PasswordChangeFields,
} from './password-form.ts';

const texts = t.shell.password;

/**
 * One password box of the form: required, then checked by `problem` (which may read the other
 * boxes), its hint the same words as the required message.
 */
function PasswordItem(props: {
  name: keyof PasswordChangeFields;
  label: string;
  required: string;
  problem: (value: string, fieldValue: (name: keyof PasswordChangeFields) => unknown) => string | null;
  autoComplete: 'current-password' | 'new-password';
  dependencies?: (keyof PasswordChangeFields)[];
}) {
  return (
    <Form.Item
      name={props.name}
      label={props.label}
      dependencies={props.dependencies}
      validateFirst
      rules={[
        { required: true, message: props.required },
        ({ getFieldValue }) => ({
          validator: async (_: unknown, value: string | undefined) => {
            const found = props.problem(value ?? '', getFieldValue);
            if (found) throw new Error(found);
          },
        }),
      ]}
    >
      <Input.Password prefix={<LockOutlined />} autoComplete={props.autoComplete} placeholder={props.required} />
    </Form.Item>
  );
}

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  client?: ApiClient;
}

export function ChangePasswordDialog({ open, onClose, client = api }: ChangePasswordDialogProps) {
  const [form] = Form.useForm<PasswordChangeFields>();
  const saving = useAction();
  const [tab, setTab] = useState<'old' | 'qr'>('old');
  const { message } = App.useApp();

  const close = () => {
    form.resetFields();
    setTab('old');
    onClose();
  };

  const submit = async () => {
    const fields = await form.validateFields().catch(() => null);
    if (!fields) return;
    const problem = passwordChangeProblem(fields);
    if (problem) {
      void message.warning(problem);
      return;
    }
    await saving.run(async () => {
      const body = await encryptPasswordChange(client, fields.oldPassword, fields.newPassword);
      if (!body) return void message.error(t.shell.login.encryptFailed);
      await call(client.PUT('/v1/user/password', { body }));
      void message.success(texts.success);
      close();
    });
  };

  return (
    <SubmitDialog
      title={texts.title}
      open={open}
      onSubmit={submit}
      onClose={close}
      submitText={texts.submit}
      busy={saving.busy}
      // the QR tab has nothing to submit: the phone does
      okButtonProps={{ style: tab === 'qr' ? { display: 'none' } : undefined }}
      forceRender
      width={440}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'old' | 'qr')}
        items={[
          {
            key: 'old',
            label: t.account.oldPasswordTab,
            forceRender: true,
            children: (
              <Form form={form} layout="vertical" requiredMark={false} autoComplete="off" className="shell-password-form">
                <PasswordItem name="oldPassword" label={texts.oldPassword} required={texts.oldRequired} problem={oldPasswordProblem} autoComplete="current-password" />
                <PasswordItem name="newPassword" label={texts.newPassword} required={texts.newRequired} problem={newPasswordProblem} autoComplete="new-password" />
                <PasswordItem
                  name="confirmPassword"
                  label={texts.confirmPassword}
                  required={texts.confirmRequired}
                  problem={(value, fieldValue) => confirmPasswordProblem(value, String(fieldValue('newPassword') ?? ''))}
                  autoComplete="new-password"
                  dependencies={['newPassword']}
                />
              </Form>
            ),
          },
          {
            key: 'qr',
            label: t.account.qr.tab,
            children: <QrPasswordTab active={open && tab === 'qr'} onOperated={close} onUseOldPassword={() => setTab('old')} />,
          },
        ]}
      />
    </SubmitDialog>
  );
}
