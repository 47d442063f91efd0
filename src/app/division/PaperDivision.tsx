/**
 * The division of one paper (/teachers/divided?test_id=): its question groups with their
 * questions, each group's division as numbers, and the division canvas above them, where the
 * group being edited has its regions and blanks drawn, moved and resized over the answer card's
 * pages. Numbers and canvas edit one draft per group; a group is saved through PATCH
 * divide-partition/{id} and the paper read again, keeping the other groups' unsaved drafts.
 */
import { useCallback, useMemo, useState } from 'react';
import { App, Button, Empty, Flex, Radio, Select, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { layoutCard } from '../../domain/answer-card/index.ts';
import type { DivisionFrame } from '../../domain/division-geometry.ts';
import { t } from '../../i18n/zh-CN.ts';
import { divisionFrameOfLayout, plainDivisionFrame, type DivisionEdit } from '../../shapes/index.ts';
import type { DivisionDrawTarget } from '../../tools/index.ts';
import { loadServerDesign } from '../answer-card/card-calls.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { ExamsHead } from '../exams/ExamsHead.tsx';
import { paperDivision, saveDivision } from './division-calls.ts';
import { blankSlot, draftAfterEdit, draftsAfterLoad, placementsOf, type Division, type DivisionDraft, type DivisionPatchBody } from './division-model.ts';
import { DivisionCanvas, type DivisionTool } from './DivisionCanvas.tsx';
import { DivisionGroupCard } from './DivisionGroupCard.tsx';
import './division.css';

const texts = t.division;
/** Pages a template without a card is shown with when its groups name none further on (a sheet's two sides). */
const PLAIN_PAGES = 2;

interface TemplateSize {
  temp_width?: unknown;
  temp_height?: unknown;
  pageCount?: unknown;
}

/** The frame of the canvas: the card's pages, else the template's size; null when neither is known. */
function frameOf(layout: ReturnType<typeof layoutCard> | null, division: Division): DivisionFrame | null {
  if (layout) return divisionFrameOfLayout(layout);
  const template = division.template_info as TemplateSize | null;
  if (typeof template?.temp_width !== 'number' || typeof template.temp_height !== 'number') return null;
  const pages = division.partitions.flatMap((g) => (g.config.rect_divide ?? []).map((r) => Number((r as { page?: unknown }).page) || 1));
  const pageCount = typeof template.pageCount === 'number' ? template.pageCount : Math.max(PLAIN_PAGES, ...pages);
  return plainDivisionFrame(template.temp_width, template.temp_height, pageCount);
}

export function PaperDivision({ testId, back }: { testId: number; back: () => void }) {
  const { message } = App.useApp();
  const load = useLoad(`division:${testId}`, () => paperDivision(testId));
  const design = useLoad(`division-card:${testId}`, () => loadServerDesign(testId));
  const action = useAction();
  const division = load.data;
  const [drafts, setDrafts] = useState<{ source?: Division; byGroup: Record<number, DivisionDraft> }>({ byGroup: {} });
  const [activeId, setActiveId] = useState<number | null>(null);
  const [tool, setTool] = useState<DivisionTool>('select');
  const [drawBlank, setDrawBlank] = useState<string | null>(null);

  // the paper read (again): unchanged groups keep their drafts
  if (division && drafts.source !== division) {
    setDrafts({ source: division, byGroup: draftsAfterLoad(drafts.source?.partitions, drafts.byGroup, division.partitions) });
    if (activeId === null || !division.partitions.some((g) => g.id === activeId)) setActiveId(division.partitions[0]?.id ?? null);
  }

  const layout = useMemo(() => (design.data ? layoutCard(design.data.card) : null), [design.data]);
  const frame = useMemo(() => (division && (design.data !== undefined || design.error) ? frameOf(layout, division) : null), [division, design.data, design.error, layout]);
  const placements = useMemo(() => (division && frame ? placementsOf(division.partitions, drafts.byGroup, activeId, frame) : []), [division, frame, drafts.byGroup, activeId]);
  const active = division?.partitions.find((g) => g.id === activeId);
  const blankName = drawBlank && drafts.byGroup[activeId ?? 0]?.blanks.find((b) => blankSlot(b) === drawBlank)?.name;
  const target = useMemo<DivisionDrawTarget | null>(
    () =>
      active
        ? drawBlank && blankName
          ? { groupId: active.id, kind: 'blank', slot: drawBlank, label: () => blankName }
          : { groupId: active.id, kind: 'region', slot: null, label: (slot) => texts.canvasRegion(active.name, Number(slot) + 1) }
        : null,
    [active, drawBlank, blankName],
  );

  const changeDraft = (groupId: number, draft: DivisionDraft) => setDrafts((d) => ({ ...d, byGroup: { ...d.byGroup, [groupId]: draft } }));
  const onEdit = useCallback(
    (edit: DivisionEdit) => {
      if (!frame) return;
      setDrafts((d) => {
        const draft = d.byGroup[edit.groupId];
        return draft ? { ...d, byGroup: { ...d.byGroup, [edit.groupId]: draftAfterEdit(draft, edit, frame) } } : d;
      });
    },
    [frame],
  );
  const activate = (groupId: number) => {
    setActiveId(groupId);
    setDrawBlank(null);
  };
  const chooseTool = (next: DivisionTool) => {
    setTool(next);
    if (next === 'draw') setDrawBlank(null);
  };

  const save = (groupId: number, name: string, body: DivisionPatchBody) =>
    void action.run(async () => {
      try {
        await saveDivision(groupId, body);
        void message.success(texts.saved(name));
      } finally {
        load.reload();
      }
    });

  const template = division?.template_info as TemplateSize | null | undefined;
  return (
    <div className="exams-page" data-testid="division-page">
      <ExamsHead
        title={texts.title}
        hint={texts.hint}
        above={
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={back}>
            {texts.back}
          </Button>
        }
      >
        {typeof template?.temp_width === 'number' && typeof template.temp_height === 'number' && <Typography.Text type="secondary">{texts.templateSize(template.temp_width, template.temp_height)}</Typography.Text>}
      </ExamsHead>
      {!division ? (
        <LoadPending load={load} />
      ) : division.partitions.length === 0 ? (
        <Empty description={texts.noGroups} />
      ) : (
        <Flex vertical gap={16}>
          {frame ? (
            <Flex vertical gap={8}>
              <Space wrap>
                <Typography.Text>{texts.editing}</Typography.Text>
                <Select
                  value={activeId ?? undefined}
                  style={{ minWidth: 200 }}
                  aria-label={texts.chooseGroup}
                  data-testid="division-active"
                  options={division.partitions.map((g) => ({ value: g.id, label: g.name }))}
                  onChange={(id: number) => activate(id)}
                />
                <Radio.Group value={tool} optionType="button" onChange={(e) => chooseTool(e.target.value as DivisionTool)} data-testid="division-tool">
                  <Radio.Button value="select">{texts.toolSelect}</Radio.Button>
                  <Radio.Button value="draw">{texts.toolDraw}</Radio.Button>
                </Radio.Group>
                {tool === 'draw' && blankName && <Typography.Text type="warning">{texts.drawingBlank(blankName)}</Typography.Text>}
              </Space>
              <Typography.Text type="secondary">{layout ? texts.canvasHint : `${texts.canvasHint}${texts.plainPages}`}</Typography.Text>
              <DivisionCanvas layout={layout} frame={frame} placements={placements} tool={tool} target={target} onEdit={onEdit} />
            </Flex>
          ) : (
            design.data !== undefined && <Typography.Text type="secondary">{texts.noCanvas}</Typography.Text>
          )}
          {division.partitions.map((group) => {
            const draft = drafts.byGroup[group.id];
            return draft ? (
              <DivisionGroupCard
                key={group.id}
                group={group}
                draft={draft}
                onChange={(next) => changeDraft(group.id, next)}
                active={frame !== null && group.id === activeId}
                onActivate={frame ? () => activate(group.id) : undefined}
                onDrawBlank={
                  frame
                    ? (slot) => {
                        setActiveId(group.id);
                        setDrawBlank(slot);
                        setTool('draw');
                      }
                    : undefined
                }
                busy={action.busy}
                onSave={(body) => save(group.id, group.name, body)}
              />
            ) : null;
          })}
        </Flex>
      )}
    </div>
  );
}
