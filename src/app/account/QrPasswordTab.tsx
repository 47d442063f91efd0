/**
 * The second tab of the change-password dialog: a QR code to change the password on a phone
 * (spec 002 §2, §4). The code's scene is polled every second — scanned: success, continue on the
 * phone; expired: a new code; unbound: success, and a prompt to use the old password instead;
 * operated: the dialog closes. The code is replaced 10 s before it expires (300 000 ms by
 * default). Spec 002 §8 names the two failure messages.
 */
import { useEffect, useState } from 'react';
import { Alert, App, Button, Result, Spin, Typography } from 'antd';
import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import QRCode from 'qrcode';
import { api, call } from '../../api/client.ts';
import { QR_CHANGE_PASSWORD_SCENE, QR_IMAGE_MARGIN, QR_IMAGE_WIDTH, QR_POLL_INTERVAL_MS, qrRefreshDelayMs, QrScene } from '../../domain/qr-password.ts';
import { t } from '../../i18n/zh-CN.ts';
import { useLoad } from '../common/use-load.ts';

const texts = t.account.qr;

interface Code {
  token: string;
  image: string;
  expireSeconds: number;
}

export interface QrPasswordTabProps {
  /** the tab is shown: codes are fetched and polled only then */
  active: boolean;
  /** the password was changed on the phone */
  onOperated: () => void;
  /** the user chose the old-password method */
  onUseOldPassword: () => void;
}

export function QrPasswordTab({ active, onOperated, onUseOldPassword }: QrPasswordTabProps) {
  const { message } = App.useApp();
  // a new code replaces the one shown once it has come (reload keeps the old one meanwhile)
  const codeLoad = useLoad<Code>(active ? 'qr-code' : null, async () => {
    try {
      const data = await call(api.GET('/v1/wechat/scan-qrcode', { params: { query: { scene: QR_CHANGE_PASSWORD_SCENE } }, loading: false }));
      const image = await QRCode.toDataURL(data.url, { width: QR_IMAGE_WIDTH, margin: QR_IMAGE_MARGIN });
      return { token: data.token, image, expireSeconds: data.expire_seconds };
    } catch (error) {
      void message.error(texts.fetchFailed);
      throw error;
    }
  });
  const code = codeLoad.data;
  const renew = codeLoad.reload;
  /** what the phone did with a code, by its token: a new code starts waiting again */
  const [seen, setSeen] = useState<{ token: string; scene: QrScene } | null>(null);
  const scene = code && seen?.token === code.token ? seen.scene : QrScene.waiting;

  // a new code shortly before this one expires
  useEffect(() => {
    if (!active || !code) return undefined;
    const timer = setTimeout(renew, qrRefreshDelayMs(code.expireSeconds));
    return () => clearTimeout(timer);
  }, [active, code, renew]);

  useEffect(() => {
    if (!active || !code || scene === QrScene.operated) return undefined;
    let live = true;
    const timer = setInterval(async () => {
      try {
        const data = await call(api.GET('/v1/wechat/scan-qrcode/{token}', { params: { path: { token: code.token } }, loading: false }));
        if (!live) return;
        if (data.scene === QrScene.expired) {
          renew();
          return;
        }
        setSeen({ token: code.token, scene: data.scene });
        if (data.scene === QrScene.operated) {
          void message.success(texts.operated);
          onOperated();
        }
      } catch {
        if (!live) return;
        clearInterval(timer);
        void message.error(texts.pollFailed);
      }
    }, QR_POLL_INTERVAL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [active, code, scene, renew, message, onOperated]);

  return (
    <div className="account-qr" data-testid="qr-password-tab">
      <Typography.Paragraph type="secondary" className="account-qr-hint">
        {texts.hint}
      </Typography.Paragraph>
      <div className="account-qr-frame">
        {code ? (
          <img src={code.image} width={QR_IMAGE_WIDTH} height={QR_IMAGE_WIDTH} alt={texts.alt} data-testid="qr-code" data-token={code.token} />
        ) : codeLoad.error ? (
          <Result status="warning" subTitle={texts.fetchFailed} />
        ) : (
          <Spin tip={texts.loading}>
            <div className="account-qr-placeholder" />
          </Spin>
        )}
        {(scene === QrScene.scanned || scene === QrScene.unbound) && (
          <div className="account-qr-overlay">
            <CheckCircleFilled className="account-qr-check" />
          </div>
        )}
      </div>
      {scene === QrScene.scanned && <Alert type="success" showIcon title={texts.scanned} data-testid="qr-scene" />}
      {scene === QrScene.unbound && (
        <Alert
          type="success"
          showIcon
          title={texts.unbound}
          data-testid="qr-scene"
          action={
            <Button size="small" onClick={onUseOldPassword}>
              {texts.toOldPassword}
            </Button>
          }
        />
      )}
      <Button type="link" icon={<ReloadOutlined />} onClick={renew}>
        {texts.refresh}
      </Button>
    </div>
  );
}
