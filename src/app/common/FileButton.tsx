/**
 * A button that opens the browser's file chooser and hands each chosen file to `onFile`. The
 * screen sends the file itself (its own call, its own message), so the upload widget never
 * posts anything and keeps no list of files.
 */
import type { ReactNode } from 'react';
import { Button, Upload, type UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';

/** what the chooser offers (accept: e.g. ".docx" or "image/png,application/pdf"), whether it takes several files, whether it opens at all */
export interface FileButtonProps extends Pick<UploadProps, 'accept' | 'multiple' | 'disabled'> {
  /** spins the button while the chosen file is under way */
  busy?: boolean;
  primary?: boolean;
  /** the upload arrow unless named; null for none */
  icon?: ReactNode;
  testId?: string;
  onFile: (file: File) => unknown;
  children: ReactNode;
}

export function FileButton({ busy, primary, icon = <UploadOutlined />, testId, onFile, children, ...chooser }: FileButtonProps) {
  const send = (file: File) => {
    void onFile(file);
    return false;
  };
  return (
    <Upload {...chooser} showUploadList={false} beforeUpload={send}>
      <Button type={primary ? 'primary' : 'default'} icon={icon} loading={busy} disabled={chooser.disabled} data-testid={testId}>
        {children}
      </Button>
    </Upload>
  );
}
