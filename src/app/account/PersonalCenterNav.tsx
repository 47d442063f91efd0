/** The tabs of the personal centre: my classes, personal information, my downloads. */
import { Segmented } from 'antd';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/zh-CN.ts';

const ENTRIES = [
  { value: '/personalCenter/myClass', label: t.account.info.myClasses },
  { value: '/personalCenter/personalInformation', label: t.account.info.title },
  { value: '/personalCenter/myDownload', label: t.account.info.myDownloads },
];

export function PersonalCenterNav({ current }: { current: string }) {
  return <Segmented value={current} options={ENTRIES} onChange={(path) => navigate(path)} />;
}
