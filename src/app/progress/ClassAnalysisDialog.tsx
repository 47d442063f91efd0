/**
 * The classes of a paper with their progress, and starting a class's analysis behind the
 * class-analysis confirmation (spec 002 §2: titled with the class name and 'no answer sheets to
 * mark yet'; after analysis the class's students cannot hand in homework, and teachers can see
 * the class's data). Spec 002 §8: code 200 shows 'test paper analysis has begun...' for 3 s, any
 * other code the interface error for 5 s, a failed call its message for 5 s; the dialog closes
 * after either.
 */
import { useState } from 'react';
import { App, Button, Modal, Tag } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { t } from '../../i18n/zh-CN.ts';
import { errorText } from '../common/error-text.ts';
import { firstLoadTableProps } from '../common/LoadStatus.tsx';
import { useLoad } from '../common/use-load.ts';
import { classProgress, startClassAnalysis, type ClassProgress } from './progress-calls.ts';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.progress;
/** Spec 002 §9: "success message 3000 ms; error message 5000 ms". */
const SUCCESS_SECONDS = 3;
const ERROR_SECONDS = 5;

export function ClassAnalysisConfirm({ className, open, onConfirm, onCancel, busy }: { className: string; open: boolean; onConfirm: () => void; onCancel: () => void; busy: boolean }) {
  return (
    <Modal
      open={open}
      title={
        <span>
          <ExclamationCircleFilled className="progress-warn-icon" /> {texts.classConfirm.title(className)}
        </span>
      }
      okText={texts.classConfirm.ok}
      cancelText={texts.classConfirm.cancel}
      onOk={onConfirm}
      onCancel={onCancel}
      confirmLoading={busy}
      destroyOnHidden
    >
      <p>{texts.classConfirm.intro}</p>
      <ol className="progress-confirm-list">
        <li>{texts.classConfirm.noHomework}</li>
        <li>{texts.classConfirm.teachersSee}</li>
      </ol>
    </Modal>
  );
}

export function ClassAnalysisDialog({ test, open, onClose }: { test: { id: number; name: string } | null; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [confirming, setConfirming] = useState<ClassProgress | null>(null);
  const [busy, setBusy] = useState(false);
  // read again after each analysis started, keeping the rows meanwhile
  const shownTestId = open && test ? test.id : null;
  const load = useLoad(shownTestId === null ? null : `classes:${shownTestId}`, () => classProgress(shownTestId ?? 0));

  const analyse = async () => {
    if (!confirming || !test) return;
    setBusy(true);
    try {
      const answer = await startClassAnalysis([test.id], confirming.class_id);
      if (answer.code === 200) void message.success(texts.analysisStarted, SUCCESS_SECONDS);
      else void message.error(texts.analysisFailed, ERROR_SECONDS);
    } catch (error) {
      void message.error(errorText(error), ERROR_SECONDS);
    } finally {
      setBusy(false);
      setConfirming(null);
      load.reload();
    }
  };

  return (
    <Modal open={open} title={test ? texts.classes.title(test.name) : ''} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <CompactTable<ClassProgress>
        rowKey="class_id"
        {...firstLoadTableProps(load)}
        dataSource={load.data?.result ?? []}
        columns={[
          { title: texts.classes.className, dataIndex: 'class_name' },
          { title: texts.classes.students, dataIndex: 'student_count', align: 'center' },
          { title: texts.classes.uploaded, dataIndex: 'uploaded', align: 'center' },
          { title: texts.classes.notUploaded, dataIndex: 'student_not_upload', align: 'center' },
          { title: texts.classes.corrected, dataIndex: 'corrected', align: 'center' },
          {
            title: texts.actions,
            key: 'analyse',
            align: 'center',
            render: (_, row) =>
              row.analysed ? (
                <Tag color="success">{texts.classes.analysed}</Tag>
              ) : (
                <Button size="small" type="primary" onClick={() => setConfirming(row)}>
                  {texts.classes.analyse}
                </Button>
              ),
          },
        ]}
      />
      <ClassAnalysisConfirm className={confirming?.class_name ?? ''} open={confirming !== null} busy={busy} onConfirm={() => void analyse()} onCancel={() => setConfirming(null)} />
    </Modal>
  );
}
