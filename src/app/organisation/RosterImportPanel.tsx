/**
 * Importing a school's classes, students or teachers: pick what the file holds, download its template,
 * choose whether the good rows may go in alone, then upload; the outcome and every bad row show
 * below (ImportErrorTable). After a written upload the screen reloads its class list.
 */
import { useState } from 'react';
import { Button, Card, Checkbox, Segmented, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { t } from '../../i18n/zh-CN.ts';
import { useAction } from '../common/use-action.ts';
import { ImportErrorTable } from './ImportErrorTable.tsx';
import { importRoster, saveTemplate, type ImportResult, type RosterKind } from './organisation-calls.ts';
import { FileButton } from '../common/FileButton.tsx';

const texts = t.organisation;
const KINDS: RosterKind[] = ['classes', 'students', 'teachers'];

export function RosterImportPanel({ schoolId, onImported }: { schoolId: number; onImported: () => void }) {
  const [kind, setKind] = useState<RosterKind>('classes');
  const [goodRowsOnly, setGoodRowsOnly] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const upload = useAction();
  const template = useAction();

  const send = (file: File) =>
    upload.run(async () => {
      setResult(null);
      const outcome = await importRoster(schoolId, kind, file, goodRowsOnly);
      setResult(outcome);
      if (outcome.ok) onImported();
    });

  return (
    <Card title={texts.importTitle} size="small" data-testid="roster-import">
      <Typography.Paragraph type="secondary">{texts.importHint}</Typography.Paragraph>
      <Space wrap>
        <span>{texts.kindLabel}</span>
        <Segmented<RosterKind>
          value={kind}
          options={KINDS.map((value) => ({ value, label: texts.kinds[value] }))}
          onChange={(value) => {
            setKind(value);
            setResult(null);
          }}
        />
        <Button icon={<DownloadOutlined />} loading={template.busy} onClick={() => void template.run(() => saveTemplate(kind, texts.templateFile(texts.kinds[kind])))}>
          {texts.downloadTemplate}
        </Button>
        <Checkbox checked={goodRowsOnly} onChange={(event) => setGoodRowsOnly(event.target.checked)}>
          {texts.goodRowsOnly}
        </Checkbox>
        <FileButton accept=".xlsx" primary busy={upload.busy} onFile={send}>
          {texts.chooseFile}
        </FileButton>
      </Space>
      {result && (
        <div className="organisation-import-result">
          <ImportErrorTable result={result} />
        </div>
      )}
    </Card>
  );
}
