/**
 * The analysis settings of one exam, opened from its row of the exam list: read through
 * analysis-config/{id} (the defaults until the exam sets its own), saved whole; a refusal of the
 * server is shown with its message and the dialog stays open.
 */
import { App, Modal } from 'antd';
import { t } from '../../i18n/zh-CN.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { AnalysisConfigForm } from './AnalysisConfigForm.tsx';
import { analysisConfig, saveAnalysisConfig, type AnalysisConfigBody, type SetupExam } from './exam-calls.ts';

const texts = t.exams.analysisConfig;

export function AnalysisConfigDialog({ exam, onClose }: { exam: SetupExam | null; onClose: () => void }) {
  const { message } = App.useApp();
  const load = useLoad(exam ? `analysis-config:${exam.id}` : null, () => analysisConfig(exam!.id));
  const action = useAction();
  const save = (body: AnalysisConfigBody) =>
    action.run(async () => {
      await saveAnalysisConfig(exam!.id, body);
      void message.success(texts.saved);
      onClose();
    });
  return (
    <Modal open={exam !== null} title={exam ? texts.title(exam.name) : ''} footer={null} width={640} destroyOnHidden onCancel={onClose}>
      {load.data && exam && load.data.examination_id === exam.id ? (
        <AnalysisConfigForm key={exam.id} config={load.data} busy={action.busy} onSave={(body) => void save(body)} onCancel={onClose} />
      ) : (
        <LoadPending load={load} />
      )}
    </Modal>
  );
}
