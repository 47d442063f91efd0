/**
 * One question group on the division screen: its questions with their blanks, its correction
 * mode, its region rectangles and — marked by blank — each blank's rectangle, edited by hand and
 * saved as one PATCH divide-partition/{id}. The draft is the screen's, shared with the division
 * canvas where the same rectangles are drawn. The tag says whether marking may open the group as
 * the draft stands; a rectangle out of bounds is named and nothing is sent.
 */
import { useState, type ReactNode } from 'react';
import { Button, Card, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CORRECTION_MODE_NAMES } from '../../domain/enums.ts';
import { t } from '../../i18n/zh-CN.ts';
import { BY_REGION, blankSlot, divisionComplete, divisionPatchOf, draftProblem, type BlankRect, type DivisionDraft, type DivisionGroup, type DivisionPatchBody, type Rect } from './division-model.ts';
import { CompactTable } from '../common/CompactTable.tsx';

const texts = t.division;
const typeNames = t.exams.paper.types as Record<string, string>;
/** a new rectangle's place and size on the template until it is set */
const NEW_RECT: Rect = { x: 0, y: 0, width: 100, height: 100, page: 1 };
const SIDES = ['x', 'y', 'width', 'height'] as const;

/** The x, y, width and height columns of a table of rectangles (the regions, the blanks), each cell drawn by `cell`. */
function sideColumns<Row>(cell: (row: Row, side: (typeof SIDES)[number]) => ReactNode) {
  return SIDES.map((side) => ({ title: texts.rectColumns[side], key: side, render: (_: unknown, row: Row) => cell(row, side) }));
}

export interface DivisionGroupCardProps {
  group: DivisionGroup;
  draft: DivisionDraft;
  onChange: (draft: DivisionDraft) => void;
  /** whether the group is the one edited on the canvas */
  active?: boolean;
  onActivate?: () => void;
  /** the admin asks to draw this blank's rectangle on the canvas */
  onDrawBlank?: (slot: string) => void;
  busy?: boolean;
  onSave: (body: DivisionPatchBody) => void;
}

type Question = NonNullable<DivisionGroup['config']['question_config']>[number];

export function DivisionGroupCard({ group, draft, onChange, active, onActivate, onDrawBlank, busy, onSave }: DivisionGroupCardProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const complete = divisionComplete(draft);
  const change = (patch: Partial<DivisionDraft>) => {
    setProblem(null);
    onChange({ ...draft, ...patch });
  };
  const changeRect = (index: number, patch: Partial<Rect>) => change({ rects: draft.rects.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
  const changeBlank = (index: number, rect: Rect | null) => change({ blanks: draft.blanks.map((b, i) => (i === index ? { ...b, rect } : b)) });

  const number = (value: number | undefined, onChange: (n: number) => void, testId: string) => (
    <InputNumber size="small" value={value} min={0} max={20000} precision={0} style={{ width: 88 }} onChange={(n) => onChange(n ?? Number.NaN)} data-testid={testId} />
  );

  const drawButton = (b: BlankRect) =>
    onDrawBlank && draft.rects.length > 0 ? (
      <Button size="small" type="link" onClick={() => onDrawBlank(blankSlot(b))} data-testid="blank-draw">
        {texts.drawBlank}
      </Button>
    ) : null;

  const save = () => {
    const found = draftProblem(draft);
    if (found) return setProblem(found);
    onSave(divisionPatchOf(draft));
  };

  return (
    <Card
      size="small"
      title={group.name}
      data-testid="division-group"
      data-active={active ? 'true' : 'false'}
      style={active ? { borderColor: '#1f6feb', boxShadow: '0 0 0 1px #1f6feb' } : undefined}
      extra={
        <Space>
          {onActivate &&
            (active ? (
              <Tag color="processing">{texts.editing}</Tag>
            ) : (
              <Button size="small" onClick={onActivate} data-testid="division-activate">
                {texts.editOnCanvas}
              </Button>
            ))}
          <Tag color={complete ? 'success' : 'warning'} data-testid="division-state">
            {complete ? texts.complete : texts.incomplete}
          </Tag>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <CompactTable<Question>
          rowKey="question_id"
          dataSource={group.config.question_config ?? []}
          columns={[
            { title: texts.questionColumns.label, dataIndex: 'label', width: 90 },
            { title: texts.questionColumns.type, key: 'type', width: 110, render: (_, q) => typeNames[q.question_type] ?? q.question_type },
            { title: texts.questionColumns.fullMark, dataIndex: 'full_mark', width: 80 },
            { title: texts.questionColumns.blanks, key: 'blanks', render: (_, q) => texts.blankList(q.emptys) },
          ]}
        />
        <Space>
          <Typography.Text>{texts.correctType}</Typography.Text>
          <Select
            value={draft.test_correct_type}
            style={{ width: 200 }}
            data-testid="division-mode"
            options={Object.entries(CORRECTION_MODE_NAMES).map(([value, label]) => ({ value: Number(value), label }))}
            onChange={(mode: 1 | 2 | 3) => change({ test_correct_type: mode })}
          />
        </Space>
        <CompactTable<Rect & { index: number }>
          rowKey="index"
          title={() => texts.regions}
          dataSource={draft.rects.map((r, index) => ({ ...r, index }))}
          columns={[
            { title: texts.rectColumns.name, key: 'name', width: 90, render: (_, r) => texts.regionName(r.index + 1) },
            ...sideColumns<Rect & { index: number }>((r, side) => number(r[side], (n) => changeRect(r.index, { [side]: n }), `region-${side}`)),
            { title: texts.rectColumns.page, key: 'page', render: (_, r) => number(r.page, (n) => changeRect(r.index, { page: n }), 'region-page') },
            {
              key: 'remove',
              width: 50,
              render: (_, r) => (
                <Button size="small" icon={<DeleteOutlined />} aria-label={texts.removeRegion} title={texts.removeRegion} onClick={() => change({ rects: draft.rects.filter((_, i) => i !== r.index) })} />
              ),
            },
          ]}
          footer={() => (
            <Button size="small" icon={<PlusOutlined />} onClick={() => change({ rects: [...draft.rects, NEW_RECT] })} data-testid="region-add">
              {texts.addRegion}
            </Button>
          )}
        />
        {draft.test_correct_type !== BY_REGION && (
          <CompactTable<BlankRect & { index: number }>
            rowKey="index"
            title={() => texts.blanks}
            dataSource={draft.blanks.map((b, index) => ({ ...b, index }))}
            columns={[
              { title: texts.rectColumns.name, dataIndex: 'name', width: 160 },
              ...sideColumns<BlankRect & { index: number }>((b, side) => (b.rect ? number(b.rect[side], (n) => changeBlank(b.index, { ...b.rect!, [side]: n }), `blank-${side}`) : null)),
              {
                key: 'place',
                width: 210,
                render: (_, b) =>
                  b.rect ? (
                    <Space size={4}>
                      <Button size="small" onClick={() => changeBlank(b.index, null)}>
                        {texts.unplace}
                      </Button>
                      {drawButton(b)}
                    </Space>
                  ) : (
                    <Space size={4}>
                      <Typography.Text type="warning">{texts.notPlaced}</Typography.Text>
                      <Button size="small" onClick={() => changeBlank(b.index, { x: NEW_RECT.x, y: NEW_RECT.y, width: NEW_RECT.width, height: NEW_RECT.height })} data-testid="blank-place">
                        {texts.place}
                      </Button>
                      {drawButton(b)}
                    </Space>
                  ),
              },
            ]}
          />
        )}
        <Space>
          <Button type="primary" loading={busy} onClick={save} data-testid="division-save">
            {texts.save}
          </Button>
          {problem && (
            <Typography.Text type="danger" data-testid="division-problem">
              {problem}
            </Typography.Text>
          )}
        </Space>
      </Space>
    </Card>
  );
}
