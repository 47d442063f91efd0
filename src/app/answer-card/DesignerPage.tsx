/**
 * The answer-sheet designer (spec 002 §2), routes /answerCard/create/{subjectId}/{testId} and
 * /answerCard/admin: a toolbar (add a section of any kind, delete, undo, redo, zoom to fit,
 * export the PDF, preview; for a test also save on the server and submit the template), the
 * card laid out on the canvas page by page, and a side panel that edits the selected section
 * and the card. Blocks are dragged to a new place in the flow.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, ConfigProvider, Dropdown, Space, Tooltip, Typography } from 'antd';
import {
  ArrowLeftOutlined,
  DeleteOutlined,
  EyeOutlined,
  FilePdfOutlined,
  ExpandOutlined,
  PlusOutlined,
  RedoOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { Editor } from 'tldraw';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { isResizable, resizeSection, SECTION_KIND_NAMES, SectionKind, type AnswerCard, type CardLayout } from '../../domain/answer-card/index.ts';
import { zoomToFitClearOfMark } from '../../canvas/licence.ts';
import { PaperCanvas } from '../../canvas/PaperCanvas.tsx';
import { showCardLayout } from '../../shapes/index.ts';
import { setBlockDragHandlers } from '../../tools/index.ts';
import { createLayoutClient } from '../../workers/layout-client.ts';
import {
  addSectionOfKind,
  applyEdit,
  cardWithSectionMoved,
  deleteSelectedSection,
  designer,
  moveSection,
  redo,
  selectSection,
  setRefusalNotice,
  undo,
} from '../../state/designer.ts';
import { session } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import type { RouteParams } from '../shell/routes.tsx';
import { CARD_LIST_PATH, PREVIEW_PATH } from './card-paths.ts';
import { downloadCardPdf } from './card-pdf.ts';
import { goBack } from './go-back.ts';
import { SectionPanel } from './SectionPanel.tsx';
import { ServerDesignButtons } from './ServerDesignButtons.tsx';
import './designer.css';

const texts = t.answerCard;

/** Room around the pages when zooming to fit (screen pixels). */
const FIT_INSET = 24;
/** No opening animation for the add-section menu (see where it is used). */
const ADD_MENU_THEME = { token: { motion: false } };

function zoomToFit(editor: Editor): void {
  const bounds = editor.getCurrentPageBounds();
  // the canvas library's licence mark sits in the bottom-right corner: the card is fitted above it
  if (bounds) zoomToFitClearOfMark(editor, bounds, FIT_INSET);
}

export function DesignerPage({ params }: { params: RouteParams }) {
  const testId = Number(params.testId ?? 0);
  const snap = useSnapshot(designer);
  const { message } = App.useApp();
  const [, navigate] = useLocation();
  const [editor, setEditor] = useState<Editor | null>(null);
  const [exporting, setExporting] = useState(false);
  /** the newest layout shown, with the card it was made for */
  const layoutRef = useRef<{ card: AnswerCard; layout: CardLayout } | undefined>(undefined);
  const fittedRef = useRef(false);

  useEffect(() => {
    setRefusalNotice((text) => void message.error(text));
    return () => setRefusalNotice(() => undefined);
  }, [message]);


  // the layout engine runs in a worker (on the main thread where there is none)
  const [layoutClient] = useState(createLayoutClient);
  useEffect(() => () => layoutClient.dispose(), [layoutClient]);
  const requestRef = useRef(0);

  /** Lays a card out (in the worker) and shows it, unless a newer layout was asked for meanwhile. */
  const show = useCallback(
    (target: Editor, shown: AnswerCard, highlighted: number | null) => {
      const request = ++requestRef.current;
      void layoutClient.layout(shown).then((layout) => {
        if (request !== requestRef.current) return;
        layoutRef.current = { card: shown, layout };
        showCardLayout(target, layout, highlighted);
        if (!fittedRef.current) {
          fittedRef.current = true;
          zoomToFit(target);
        }
      });
    },
    [layoutClient],
  );

  const handleMount = useCallback(
    (mounted: Editor) => {
      setBlockDragHandlers(mounted, {
        select: (position) => selectSection(position === null ? null : (designer.card.sections[position]?.index ?? null)),
        move: moveSection,
        // live reflow while a block is dragged: the card as it would be, not yet an edit
        preview: (from, to) => show(mounted, to === null ? designer.card : cardWithSectionMoved(designer.card, from, to), to === null ? from : to > from ? to - 1 : to),
        resizable: (position) => isResizable(designer.card.sections[position]?.kind ?? ''),
        resize: (position, deltaMm, commit) => {
          const section = designer.card.sections[position];
          const resized = section ? resizeSection(designer.card, section.index, deltaMm) : null;
          if (commit && resized) return void applyEdit(resized);
          // while dragging (or when the edge ends where it began): the card as it would be
          show(mounted, resized?.ok ? resized.card : designer.card, position);
        },
      });
      mounted.setCurrentTool('block-drag');
      setEditor(mounted);
      return () => setEditor(null);
    },
    [show],
  );

  // the canvas follows the card: relayout (reusing what did not change) and show it; an answer
  // for an older card than the newest asked for is dropped
  const card = snap.card;
  const selected = snap.selected;
  /** the layout on screen when it is the given card's (the worker may still be working on a newer one) */
  const layoutOf = (wanted: AnswerCard) => (layoutRef.current?.card === wanted ? layoutRef.current.layout : undefined);
  useEffect(() => {
    if (!editor) return;
    const position = designer.card.sections.findIndex((section) => section.index === selected);
    show(editor, designer.card, position < 0 ? null : position);
  }, [editor, card, selected, show]);

  const exportPdf = async () => {
    setExporting(true);
    try {
      await downloadCardPdf(designer.card, layoutOf(designer.card));
    } catch {
      void message.error(texts.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const addItems = Object.values(SectionKind).map((kind) => ({ key: kind, label: SECTION_KIND_NAMES[kind] }));

  return (
    <div className="designer" data-testid="answer-card-designer">
      <header className="designer-toolbar">
        <Space>
          {/* back where the user came from; with nothing to go back to, the card list (roles 1 and 5, whom the route guard keeps off it, their first screen) */}
          <Tooltip title={texts.back}>
            <Button icon={<ArrowLeftOutlined />} aria-label={texts.back} onClick={() => goBack(session.user?.role, CARD_LIST_PATH, navigate)} />
          </Tooltip>
          <Typography.Text strong className="designer-title" data-testid="designer-card-title">
            {snap.card.title}
          </Typography.Text>
        </Space>
        <Space wrap>
          {/* the menu opens at once: while it slid open, its entries moved under a quick click, which then
              landed between two of them and added nothing */}
          <ConfigProvider theme={ADD_MENU_THEME}>
            <Dropdown menu={{ items: addItems, onClick: ({ key }) => addSectionOfKind(key as SectionKind) }} trigger={['click']}>
              <Button type="primary" icon={<PlusOutlined />}>
                {texts.addSection}
              </Button>
            </Dropdown>
          </ConfigProvider>
          <Button icon={<DeleteOutlined />} disabled={snap.selected === null} onClick={deleteSelectedSection}>
            {texts.deleteSection}
          </Button>
          <Button icon={<UndoOutlined />} disabled={snap.past.length === 0} onClick={undo}>
            {texts.undo}
          </Button>
          <Button icon={<RedoOutlined />} disabled={snap.future.length === 0} onClick={redo}>
            {texts.redo}
          </Button>
          <Button icon={<ExpandOutlined />} disabled={!editor} onClick={() => editor && zoomToFit(editor)}>
            {texts.zoomToFit}
          </Button>
          <Button icon={<EyeOutlined />} onClick={() => navigate(PREVIEW_PATH)}>
            {texts.preview}
          </Button>
          <Button icon={<FilePdfOutlined />} loading={exporting} onClick={() => void exportPdf()}>
            {texts.exportPdf}
          </Button>
          {testId > 0 && <ServerDesignButtons key={testId} testId={testId} layout={() => layoutOf(designer.card)} />}
        </Space>
      </header>
      <div className="designer-body">
        <div className="designer-canvas" data-testid="designer-canvas">
          <PaperCanvas mode="designer" onMount={handleMount} />
        </div>
        <SectionPanel />
      </div>
    </div>
  );
}
