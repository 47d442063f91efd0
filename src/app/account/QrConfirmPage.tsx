/**
 * /auth/qrcode/:token — the page a change-password QR code opens on a phone. Opening it tells
 * the desktop the code was scanned. A phone signed in as the code's user sets the new password
 * here, after entering the current one (a signed-in session alone may be a stolen one); any other
 * phone is told to sign in as that user first (or to use the old password on the computer), and
 * the desktop learns that the phone was not the user's.
 */
import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Input, Result, Spin, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { api, call } from '../../api/client.ts';
import { QrScene } from '../../domain/qr-password.ts';
import { t } from '../../i18n/zh-CN.ts';
import { useAction } from '../common/use-action.ts';
import { encryptPasswordChange } from '../shell/encrypted-password.ts';
import { useLoad } from '../common/use-load.ts';
import type { RouteParams } from '../shell/routes.tsx';
import { goToLogin } from '../shell/navigation.ts';
import { oldPasswordProblem } from '../shell/password-form.ts';
import { NewPasswordFields, validatorOf } from '../common/NewPasswordFields.tsx';
import './account.css';

const texts = t.account.confirm;

type Phase =
  | { kind: 'checking' }
  | { kind: 'failed'; message: string }
  | { kind: 'scanned' | 'unbound'; userName: string; realName: string; expireSeconds: number }
  | { kind: 'done' };

type ScanAnswer = Awaited<ReturnType<typeof scanCode>>;

/** Opening the page is the scan: the server tells the desktop and says whose code it is. */
const scanCode = (token: string) => call(api.POST('/v1/wechat/scan-qrcode/{token}/scan', { params: { path: { token } } }));

function phaseOf(scan: { data?: ScanAnswer; error?: Error }, done: boolean): Phase {
  if (done) return { kind: 'done' };
  if (scan.error) return { kind: 'failed', message: scan.error.message };
  if (!scan.data) return { kind: 'checking' };
  const { scene, account, expire_seconds } = scan.data;
  return { kind: scene === QrScene.scanned ? 'scanned' : 'unbound', userName: account.user_name, realName: account.real_name, expireSeconds: expire_seconds ?? 0 };
}

interface Fields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function QrConfirmPage({ params }: { params: RouteParams }) {
  const token = params.token ?? '';
  const { message } = App.useApp();
  const scan = useLoad(`scan:${token}`, () => scanCode(token));
  const [done, setDone] = useState(false);
  const phase = phaseOf(scan, done);
  const saving = useAction();
  const [form] = Form.useForm<Fields>();

  const submit = async () => {
    const fields = await form.validateFields().catch(() => null);
    if (!fields) return;
    await saving.run(async () => {
      const body = await encryptPasswordChange(api, fields.oldPassword, fields.newPassword);
      if (!body) return void message.error(t.shell.login.encryptFailed);
      await call(api.PUT('/v1/wechat/scan-qrcode/{token}/password', { params: { path: { token } }, body }));
      setDone(true);
    });
  };

  return (
    <div className="account-confirm" data-testid="qr-confirm-page">
      <Card className="account-confirm-card" variant="borderless">
        <Typography.Title level={4} className="account-confirm-title">
          <LockOutlined /> {texts.title}
        </Typography.Title>
        {phase.kind === 'checking' && (
          <Spin tip={texts.checking}>
            <div className="account-confirm-wait" />
          </Spin>
        )}
        {phase.kind === 'failed' && <Result status="warning" title={texts.failed} subTitle={phase.message} />}
        {phase.kind === 'done' && <Result status="success" title={t.account.qr.operated} subTitle={texts.done} />}
        {(phase.kind === 'scanned' || phase.kind === 'unbound') && (
          <>
            <Descriptions column={1} size="small" className="account-confirm-who">
              <Descriptions.Item label={texts.account}>{phase.userName}</Descriptions.Item>
              {phase.realName && <Descriptions.Item label={texts.realName}>{phase.realName}</Descriptions.Item>}
            </Descriptions>
            {phase.kind === 'unbound' ? (
              <>
                <Alert type="warning" showIcon title={texts.unboundTitle} description={texts.unboundText} />
                <Button type="primary" block className="account-confirm-button" onClick={() => goToLogin()}>
                  {texts.signIn}
                </Button>
              </>
            ) : (
              <Form form={form} layout="vertical" requiredMark={false} autoComplete="off">
                <Typography.Paragraph type="secondary">{texts.oldPasswordHint}</Typography.Paragraph>
                <Form.Item name="oldPassword" label={texts.oldPassword} rules={[{ validator: validatorOf(oldPasswordProblem) }]} validateFirst>
                  <Input.Password autoComplete="current-password" />
                </Form.Item>
                <NewPasswordFields name="newPassword" confirmName="confirmPassword" label={texts.newPassword} confirmLabel={texts.confirmPassword} />
                {phase.expireSeconds > 0 && <Typography.Paragraph type="secondary">{texts.expiresIn(phase.expireSeconds)}</Typography.Paragraph>}
                <Button type="primary" block loading={saving.busy} onClick={() => void submit()}>
                  {texts.submit}
                </Button>
              </Form>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
