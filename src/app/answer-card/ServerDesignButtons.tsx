/**
 * The designer's server buttons for a test (/answerCard/create/{subjectId}/{testId}): the saved
 * design is opened when there is one, 保存 saves over the version that was opened (a newer one
 * saved by someone else is refused with the server's message), and 提交模板 saves the design
 * and sends its recognition template, from which the test's question groups are made.
 */
import { useEffect, useState } from 'react';
import { App, Button } from 'antd';
import { CloudUploadOutlined, SaveOutlined } from '@ant-design/icons';
import type { CardLayout } from '../../domain/answer-card/index.ts';
import { designer, startDesign } from '../../state/designer.ts';
import { t } from '../../i18n/zh-CN.ts';
import { loadServerDesign, saveServerDesign, submitTemplate } from './card-calls.ts';
import { cardFromPaper } from '../../domain/answer-card/from-paper.ts';
import { paperQuestionOf } from '../../domain/exam-setup/paper-rules.ts';
import { paperQuestions } from '../exams/exam-calls.ts';

const texts = t.answerCard.server;

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : texts.failed;
}

/**
 * A test without a saved design starts from its paper's questions (its page codes naming the
 * test: `<test id>-<page>`), when exam setup set them
 * (the call answers only the school's administrators; anyone else starts from an empty card).
 */
async function startFromPaper(testId: number, live: () => boolean): Promise<boolean> {
  const paper = await paperQuestions(testId).catch(() => null);
  if (!live() || !paper || paper.result.length === 0) return false;
  const questions = paper.result.map(paperQuestionOf);
  try {
    startDesign({ ...cardFromPaper(questions, paper.paper_name), cardId: testId });
  } catch {
    // a paper the designer cannot lay out (a section it refuses) starts empty, as before
    return false;
  }
  return true;
}

export function ServerDesignButtons({ testId, layout }: { testId: number; layout: () => CardLayout | undefined }) {
  const { message, modal } = App.useApp();
  /** the version the design was opened at; null while it loads */
  const [version, setVersion] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    // one test per mount (the page keys this component by the test)
    let live = true;
    loadServerDesign(testId).then(
      async (saved) => {
        if (!live) return;
        if (saved) {
          startDesign(saved.card);
          void message.info(texts.opened(saved.updatedBy));
        } else if (await startFromPaper(testId, () => live)) void message.info(texts.fromPaper);
        // a card new to this test names it in its page codes, so a page of it is told from any other paper's
        else if (live) startDesign({ ...designer.card, cardId: testId });
        // saving opens only once the card shown is the one loaded, so that nothing typed meanwhile is replaced
        if (live) setVersion(saved?.version ?? 0);
      },
      (error: unknown) => {
        if (!live) return;
        setVersion(0);
        void message.error(messageOf(error));
      },
    );
    return () => {
      live = false;
    };
  }, [testId, message]);

  const save = async () => {
    setSaving(true);
    try {
      setVersion(await saveServerDesign(testId, designer.card, version ?? 0));
      void message.success(texts.saved);
    } catch (error) {
      void message.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const submit = () =>
    modal.confirm({
      title: texts.submitTitle,
      content: texts.submitConfirm,
      okText: texts.submit,
      onOk: async () => {
        try {
          // the design is saved first, so that what is reopened later is what the groups were cut from
          const card = designer.card;
          const shown = layout();
          setVersion(await saveServerDesign(testId, card, version ?? 0));
          const made = await submitTemplate(testId, card, shown);
          void message.success(texts.submitted(made.partitions.length, made.units));
        } catch (error) {
          void message.error(messageOf(error));
        }
      },
    });

  return (
    <>
      <Button icon={<SaveOutlined />} loading={saving} disabled={version === null} onClick={() => void save()} data-testid="designer-save">
        {texts.save}
      </Button>
      <Button icon={<CloudUploadOutlined />} disabled={version === null} onClick={submit} data-testid="designer-submit-template">
        {texts.submit}
      </Button>
    </>
  );
}
