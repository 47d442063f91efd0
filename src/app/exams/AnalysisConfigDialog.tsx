/**
 * The analysis settings of one exam, opened from its row of the exam list: read through
 * analysis-config/{id} each time it opens (the defaults until the exam sets its own), saved
 * whole; a refusal of the server is shown with its message and the dialog stays open.
 */
import { App, Modal } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { AnalysisConfigForm } from './AnalysisConfigForm.tsx';
import { analysisConfig, saveAnalysisConfig, type AnalysisConfigBody, type SetupExam } from './exam-calls.ts';

const texts = t.exams.analysisConfig;

/** Mounted while open, so that every opening reads the settings as saved. */
export function AnalysisConfigDialog({ exam, onClose }: { exam: SetupExam; onClose: () => void }) {
  const { message } = App.useApp();
  const load = useLoad(`analysis-config:${exam.id}`, () => analysisConfig(exam.id));
  const action = useAction();
  const save = (body: AnalysisConfigBody) =>
    action.run(async () => {
      await saveAnalysisConfig(exam.id, body);
      void message.success(texts.saved);
      onClose();
    });
  return (
    <Modal open title={texts.title(exam.name)} footer={null} width={640} destroyOnHidden onCancel={onClose}>
      {load.data ? (
        <AnalysisConfigForm config={load.data} busy={action.busy} onSave={(body) => void save(body)} onCancel={onClose} />
      ) : (
        <LoadPending load={load} />
      )}
    </Modal>
  );
}
