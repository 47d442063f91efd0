/**
 * The exam tree (spec 000 §2): exams, their papers and groups, opened level by level; a group
 * chosen opens for marking in the mode of the selection (ordinary or adjudication).
 */
import { useState } from 'react';
import { App, Modal, Tree, type TreeDataNode } from 'antd';
import { useSnapshot } from 'valtio';
import { groupName, isGroupComplete, MarkingModes } from '../../../domain/marking/selection.ts';
import { markingSession, type PartitionRow } from '../../../state/marking-session.ts';
import { t } from '../../../i18n/zh-CN.ts';
import { errorText } from '../../common/error-text.ts';
import { LoadPending } from '../../common/LoadStatus.tsx';
import { useLoad } from '../../common/use-load.ts';
import { openGroupFrom } from '../actions/group.ts';
import { selectExam, selectTest } from '../actions/selection.ts';
import { listExams, listPartitions, listTests } from '../marking-api.ts';

const texts = t.marking.dialogs;

type Leaf = { kind: 'exam'; id: number } | { kind: 'test'; id: number; examId: number } | { kind: 'group'; examId: number; testId: number; row: PartitionRow };

export function ExamTreeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <ExamTreeBody onClose={onClose} /> : null;
}

function ExamTreeBody({ onClose }: { onClose: () => void }) {
  const { selection } = useSnapshot(markingSession);
  const { message } = App.useApp();
  const [children, setChildren] = useState<Record<string, TreeDataNode[]>>({});
  const [leaves] = useState(() => new Map<string, Leaf>());
  const mode = selection.mode === MarkingModes.adjudication ? 1 : 0;
  const examTab = selection.examTab;
  const exams = useLoad(`exam-tree:${examTab}`, () => listExams(examTab));
  const roots: TreeDataNode[] = (exams.data?.result ?? []).map((exam) => {
    const key = `exam-${exam.id}`;
    leaves.set(key, { kind: 'exam', id: exam.id });
    return { key, title: exam.name, selectable: false };
  });
  const withChildren = (nodes: TreeDataNode[]): TreeDataNode[] =>
    nodes.map((node) => {
      const below = children[String(node.key)];
      return below ? { ...node, children: withChildren(below) } : node;
    });
  const tree = withChildren(roots);

  // the papers of an exam and the groups of a paper are fetched when the marker opens them
  const loadData = async (node: TreeDataNode) => {
    const leaf = leaves.get(String(node.key));
    if (!leaf || leaf.kind === 'group') return;
    try {
      if (leaf.kind === 'exam') {
        const data = await listTests(leaf.id);
        const below = data.result.map((test) => {
          const key = `test-${test.id}`;
          leaves.set(key, { kind: 'test', id: test.id, examId: leaf.id });
          return { key, title: test.subject_name || test.name, selectable: false };
        });
        setChildren((known) => ({ ...known, [String(node.key)]: below }));
      } else {
        const data = await listPartitions(leaf.id, mode);
        const below = data.result.map((row) => {
          const key = `group-${row.id}`;
          leaves.set(key, { kind: 'group', examId: leaf.examId, testId: leaf.id, row });
          return { key, title: `${groupName(row)}${isGroupComplete(row, mode) ? ' ✓' : ''}`, isLeaf: true, disabled: !row.divided };
        });
        setChildren((known) => ({ ...known, [String(node.key)]: below }));
      }
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  return (
    <Modal open onCancel={onClose} footer={null} width={480} title={texts.examTreeTitle}>
      {exams.data ? (
        <Tree
          treeData={tree}
          loadData={loadData}
          height={440}
          onSelect={(_, info) => {
            const leaf = leaves.get(String(info.node.key));
            if (leaf?.kind !== 'group') return;
            onClose();
            void (async () => {
              await selectExam(leaf.examId);
              if (markingSession.selection.testId !== leaf.testId) await selectTest(leaf.testId);
              await openGroupFrom(leaf.testId, leaf.row, mode);
            })();
          }}
        />
      ) : (
        <LoadPending load={exams} />
      )}
    </Modal>
  );
}
