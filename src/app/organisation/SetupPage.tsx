/**
 * /setup?token=… — the page a one-time setup link opens (first run without the demo): it asks
 * for the school's name and the first administrator's account, unless the link fixed them, and
 * creates both; then the administrator signs in. A used or expired link says so.
 */
import { useState } from 'react';
import { Button, Card, Form, Input, Result, Spin, Typography } from 'antd';
import { encryptPassword, fetchPublicKey } from '../../api/encrypt-password.ts';
import { t } from '../../i18n/zh-CN.ts';
import { NewPasswordFields } from '../common/NewPasswordFields.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { completeSetup, setupLink } from './organisation-calls.ts';
import './organisation.css';

const texts = t.organisation.setup;

interface Fields {
  school_name: string;
  username: string;
  real_name: string;
  password: string;
  confirm: string;
}

export function SetupPage() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const link = useLoad(token ? `setup:${token}` : null, () => setupLink(token));
  const saving = useAction();
  const [done, setDone] = useState<string | null>(null);

  const submit = (fields: Fields) =>
    saving.run(async () => {
      const encrypted = encryptPassword(await fetchPublicKey(), fields.password);
      if (!encrypted) throw new Error(texts.invalid);
      const created = await completeSetup({ token, school_name: fields.school_name, username: fields.username, real_name: fields.real_name, password: encrypted });
      setDone(created.username);
    });

  let body;
  if (!token || link.error) body = <Result status="warning" title={texts.invalid} subTitle={link.error?.message} />;
  else if (!link.data) body = <Spin tip={texts.checking} />;
  else if (done)
    body = (
      <Result
        status="success"
        title={texts.done}
        subTitle={done}
        extra={
          <Button type="primary" href="/login">
            {texts.toLogin}
          </Button>
        }
      />
    );
  else {
    const fixed = link.data;
    const required = { required: true, whitespace: true, message: texts.required };
    body = (
      <Card title={texts.title}>
        <Typography.Paragraph type="secondary">{texts.intro}</Typography.Paragraph>
        <Form<Fields> layout="vertical" initialValues={{ school_name: fixed.school_name ?? '', username: fixed.username ?? '' }} onFinish={(fields) => void submit(fields)}>
          <Form.Item name="school_name" label={texts.schoolName} rules={[required]}>
            <Input disabled={fixed.school_name !== null} maxLength={50} />
          </Form.Item>
          <Form.Item name="username" label={texts.username} extra={texts.usernameHint} rules={[required]}>
            <Input disabled={fixed.username !== null} maxLength={30} autoComplete="username" />
          </Form.Item>
          <Form.Item name="real_name" label={texts.realName} rules={[required]}>
            <Input maxLength={50} />
          </Form.Item>
          <NewPasswordFields name="password" confirmName="confirm" label={texts.password} confirmLabel={texts.confirm} />
          <Button type="primary" htmlType="submit" block loading={saving.busy}>
            {texts.submit}
          </Button>
        </Form>
      </Card>
    );
  }
  return (
    <div className="setup-page" data-testid="setup-page">
      {body}
    </div>
  );
}
