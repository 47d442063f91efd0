/** The screen lock (spec 000 §4, §5): the window is covered until the marker's password unlocks it. */
import { useState } from 'react';
import { Avatar, Button, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { unlock } from './actions/lock.ts';

const texts = t.marking.dialogs;

export function LockScreen() {
  const { user } = useSnapshot(session);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const done = await unlock(password);
    setBusy(false);
    if (done) setPassword('');
  };
  return (
    <div className="mk-lock" role="dialog" aria-modal aria-label={texts.lockTitle} data-testid="lock-screen">
      <div className="mk-lock-card">
        <Avatar size={64} icon={<UserOutlined />} className="mk-lock-avatar" />
        <h2>
          <LockOutlined /> {texts.lockTitle}
        </h2>
        <p>{texts.lockText(user?.real_name || user?.username || '')}</p>
        <Input.Password
          size="large"
          value={password}
          autoFocus
          placeholder={texts.passwordPlaceholder}
          aria-label={texts.passwordPlaceholder}
          onChange={(event) => setPassword(event.target.value)}
          onPressEnter={() => void submit()}
        />
        <Button type="primary" size="large" block loading={busy} onClick={() => void submit()} style={{ marginTop: 12 }}>
          {texts.unlock}
        </Button>
      </div>
    </div>
  );
}
