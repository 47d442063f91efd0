/**
 * 'Access denied' in place of a screen whose opening reads the server refused (403): the session
 * and the navigation stay, so the user can go back or elsewhere (screen-visit.ts).
 */
import { Button, Result, Space } from 'antd';
import { navigate } from 'wouter/use-browser-location';
import { session } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { HOME_PATH, landingPath } from './nav-model.ts';

const texts = t.shell.accessDenied;

export function AccessDenied({ message }: { message: string }) {
  const home = () => navigate(session.user ? landingPath(session.user.role, null) : HOME_PATH);
  return (
    <div className="shell-access-denied" data-testid="access-denied">
      <Result
        status="403"
        title={texts.title}
        subTitle={
          <>
            {message && <div>{message}</div>}
            <div>{texts.hint}</div>
          </>
        }
        extra={
          <Space>
            <Button onClick={() => window.history.back()}>{texts.back}</Button>
            <Button type="primary" onClick={home}>
              {texts.home}
            </Button>
          </Space>
        }
      />
    </div>
  );
}
