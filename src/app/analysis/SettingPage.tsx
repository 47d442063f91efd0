/**
 * /analysis/examination/setting: the analysis settings of the exam in the address — score lines,
 * N of the top-N lists and the potential-student margin (analysis-config/{id}). The form is the
 * one of the exam setup screens; saving here changes what every analysis screen of the exam
 * counts. Only the school's administrators may read and save them: others see the server's refusal.
 */
import { useState } from 'react';
import { App, Card } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { AnalysisConfigForm } from '../exams/AnalysisConfigForm.tsx';
import { analysisConfig, saveAnalysisConfig, type AnalysisConfigBody } from '../exams/exam-calls.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { analysisScreen, useAnalysisView } from './AnalysisShell.tsx';

const texts = t.exams.analysisConfig;

function Setting() {
  const { exam } = useAnalysisView();
  const { message } = App.useApp();
  // a new key reads the settings again and mounts a fresh form: after a save, or to drop edits
  const [version, setVersion] = useState(0);
  const load = useLoad(`analysis-config:${exam.id}:${version}`, () => analysisConfig(exam.id));
  const action = useAction();
  const save = (body: AnalysisConfigBody) =>
    action.run(async () => {
      await saveAnalysisConfig(exam.id, body);
      void message.success(texts.saved);
      setVersion((v) => v + 1);
    });
  return (
    <Card variant="borderless" title={t.analysis.menu.setting} data-testid="analysis-setting">
      {load.data ? (
        <AnalysisConfigForm key={version} config={load.data} busy={action.busy} onSave={(body) => void save(body)} onCancel={() => setVersion((v) => v + 1)} />
      ) : (
        <LoadPending load={load} />
      )}
    </Card>
  );
}

export const SettingPage = analysisScreen('setting', Setting);
