/** /login: user name and password (spec 002 §4). */
import { useState } from 'react';
import { Alert, App, Button, Form, Input, Typography } from 'antd';
import { LockOutlined, ReadOutlined, UserOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { session } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { errorText } from '../common/error-text.ts';
import { nextPathAfterSignIn, signIn } from './sign-in.ts';

const texts = t.shell.login;

interface LoginFields {
  username: string;
  password: string;
}

export function LoginPage() {
  const { message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  const { markingTokenMissing, loggedInElsewhere } = useSnapshot(session);

  const onFinish = async ({ username, password }: LoginFields) => {
    setSubmitting(true);
    try {
      const user = await signIn(username, password);
      navigate(nextPathAfterSignIn(user), { replace: true });
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="shell-login">
      <section className="shell-login-brand">
        <ReadOutlined className="shell-login-logo" />
        <h1>{t.shell.productName}</h1>
        <p>{t.shell.productSlogan}</p>
      </section>
      <section className="shell-login-panel">
        <div className="shell-login-card">
          <Typography.Title level={3}>{texts.title}</Typography.Title>
          {(markingTokenMissing || loggedInElsewhere) && (
            <Alert className="shell-login-alert" type="warning" showIcon title={texts.signedOutNotice} />
          )}
          <Form<LoginFields> layout="vertical" size="large" requiredMark={false} onFinish={(v) => void onFinish(v)}>
            <Form.Item name="username" label={texts.username} rules={[{ required: true, whitespace: true, message: texts.usernameRequired }]}>
              <Input prefix={<UserOutlined />} autoComplete="username" placeholder={texts.usernameRequired} autoFocus />
            </Form.Item>
            <Form.Item name="password" label={texts.password} rules={[{ required: true, message: texts.passwordRequired }]}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder={texts.passwordRequired} />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {texts.submit}
            </Button>
          </Form>
          <Typography.Paragraph type="secondary" className="shell-login-footer">
            {texts.footer}
          </Typography.Paragraph>
        </div>
      </section>
    </div>
  );
}
