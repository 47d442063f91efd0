/** The side panel of the designer: the card's own settings and the fields of the selected section. */
import { useState } from 'react';
import { Button, Checkbox, Divider, Empty, Form, Input, InputNumber, Segmented, Space, Switch, Tooltip, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import {
  isAnswerSection,
  isObjectiveSection,
  objectiveItems,
  previousSibling,
  sectionTotalScore,
  STUDENT_INFO_LABELS,
  SECTION_KIND_NAMES,
  subjectiveItem,
  type AnswerCard,
  type AnswerSection,
  type CardSection,
  type ObjectiveSection,
  type ObjectiveType,
  type StudentInfoKind,
} from '../../domain/answer-card/index.ts';
import {
  deleteSelectedItem,
  designer,
  editCardHeader,
  editCardPageConfig,
  editSelectedItem,
  editSelectedSection,
  mergeSelectedItem,
  partitionSelectedSection,
  resetPartitions,
  selectedSection,
  unmergeSelectedItem,
} from '../../state/designer.ts';
import { t } from '../../i18n/zh-CN.ts';

const texts = t.answerCard;
const MAX_QUESTIONS = 100;
const MAX_OPTIONS = 26;
const MAX_LINES = 60;
const MAX_CHARACTERS = 1500;

/** A text field that commits when it loses focus or on Enter, so typing makes one undo step. */
function CommitInput({ value, onCommit, label, multiline }: { value: string; onCommit: (next: string) => void; label: string; multiline?: boolean }) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return multiline ? (
    <Input.TextArea aria-label={label} value={draft} rows={3} onChange={(event) => setDraft(event.target.value)} onBlur={commit} />
  ) : (
    <Input aria-label={label} value={draft} onChange={(event) => setDraft(event.target.value)} onBlur={commit} onPressEnter={commit} />
  );
}

function CardSettings({ card }: { card: AnswerCard }) {
  return (
    <Form layout="vertical" size="small">
      <Form.Item label={texts.card.title}>
        <CommitInput key={card.title} label={texts.card.title} value={card.title} onCommit={(title) => editCardHeader({ title })} />
      </Form.Item>
      <Form.Item label={texts.card.pageSize}>
        <Segmented
          options={['A3', 'A4']}
          value={card.pageConfig.pageSize}
          onChange={(pageSize) => editCardPageConfig({ pageSize: pageSize as 'A3' | 'A4' })}
        />
      </Form.Item>
      <Form.Item label={texts.card.blockCount}>
        <Segmented
          options={[1, 2, 3].map((count) => ({ value: count, label: texts.card.columns(count) }))}
          value={card.pageConfig.blockCount}
          onChange={(count) => editCardPageConfig({ blockCount: count as 1 | 2 | 3 })}
        />
      </Form.Item>
      <Form.Item label={texts.card.isSecret}>
        <Switch checked={card.pageConfig.isSecret === 1} onChange={(on) => editCardPageConfig({ isSecret: on ? 1 : 0 })} />
      </Form.Item>
      <Form.Item label={texts.card.isAbPaper}>
        <Switch checked={card.isAbPaper === 1} onChange={(on) => editCardHeader({ isAbPaper: on ? 1 : 0 })} />
      </Form.Item>
      <Form.Item label={texts.card.schNumCount}>
        <InputNumber min={1} max={20} value={card.schNumCount} onChange={(value) => value !== null && editCardHeader({ schNumCount: value })} />
      </Form.Item>
      <Form.Item label={texts.card.studentInfos}>
        <Checkbox.Group
          options={Object.entries(STUDENT_INFO_LABELS).map(([kind, label]) => ({ value: Number(kind), label }))}
          value={card.studentInfos}
          onChange={(kinds) => editCardHeader({ studentInfos: kinds as StudentInfoKind[] })}
        />
      </Form.Item>
      <Form.Item label={texts.card.notice}>
        <CommitInput
          key={card.headerTitle.join('\n')}
          multiline
          label={texts.card.notice}
          value={card.headerTitle.join('\n')}
          onCommit={(text) => editCardHeader({ headerTitle: text.split('\n').map((line) => line.trim()).filter((line) => line !== '') })}
        />
      </Form.Item>
      <Form.Item label={texts.partitions(card.partitions.length)}>
        <Button size="small" disabled={card.partitions.length === 0} onClick={resetPartitions}>
          {texts.resetPartition}
        </Button>
      </Form.Item>
    </Form>
  );
}

function ObjectiveFields({ section }: { section: ObjectiveSection }) {
  const first = section.items[0];
  const type: ObjectiveType = first?.type ?? 'choice';
  const count = section.items.length;
  const opCount = first?.opCount ?? 4;
  const score = first?.score ?? 0;
  const shaoXuan = first?.shaoXuan ?? 0;
  const regenerate = (next: { count?: number; opCount?: number; score?: number; type?: ObjectiveType; shaoXuan?: number }) => {
    const nextType = next.type ?? type;
    editSelectedSection<ObjectiveSection>({
      items: objectiveItems(first?.qNum ?? 1, next.count ?? count, {
        opCount: next.opCount ?? opCount,
        score: next.score ?? score,
        type: nextType,
        shaoXuan: nextType === 'judge' ? 0 : (next.shaoXuan ?? shaoXuan),
      }),
    });
  };
  return (
    <>
      <Form.Item label={texts.section.optionType}>
        <Segmented
          options={[
            { value: 'choice', label: texts.section.choice },
            { value: 'judge', label: texts.section.judge },
          ]}
          value={type}
          onChange={(value) => regenerate({ type: value as ObjectiveType })}
        />
      </Form.Item>
      <Form.Item label={texts.section.questionCount}>
        <InputNumber aria-label={texts.section.questionCount} min={1} max={MAX_QUESTIONS} value={count} onChange={(value) => value && regenerate({ count: value })} />
      </Form.Item>
      {type !== 'judge' && (
        <Form.Item label={texts.section.optionCount}>
          <InputNumber aria-label={texts.section.optionCount} min={2} max={MAX_OPTIONS} value={opCount} onChange={(value) => value && regenerate({ opCount: value })} />
        </Form.Item>
      )}
      <Form.Item label={texts.section.itemScore}>
        <InputNumber aria-label={texts.section.itemScore} min={0} value={score} onChange={(value) => value !== null && regenerate({ score: value })} />
      </Form.Item>
      {type !== 'judge' && (
        <Form.Item label={texts.section.shaoXuan}>
          <InputNumber aria-label={texts.section.shaoXuan} min={0} max={score} step={0.5} value={shaoXuan} onChange={(value) => value !== null && regenerate({ shaoXuan: value })} />
        </Form.Item>
      )}
    </>
  );
}

function AnswerFields({ section }: { section: AnswerSection }) {
  const setCount = (count: number) => {
    const items = section.items.slice(0, count);
    const last = Number.parseInt(section.items.at(-1)?.qNum ?? '0', 10) || section.items.length;
    for (let i = items.length; i < count; i++) items.push(subjectiveItem(String(last + i - section.items.length + 1), section.items.at(-1)?.score ?? 0));
    editSelectedSection<AnswerSection>({ items });
  };
  return (
    <>
      <Form.Item label={texts.section.questionCount}>
        <InputNumber aria-label={texts.section.questionCount} min={1} max={MAX_QUESTIONS} value={section.items.length} onChange={(value) => value && setCount(value)} />
      </Form.Item>
      {section.kind === 'blankFilling' && (
        <Form.Item label={texts.section.blanksPerRow}>
          <InputNumber aria-label={texts.section.blanksPerRow} min={1} max={6} value={section.totalvacateOfrow} onChange={(value) => value && editSelectedSection<AnswerSection>({ totalvacateOfrow: value })} />
        </Form.Item>
      )}
      {section.kind === 'composition' ? (
        <Form.Item label={texts.section.chCount}>
          <InputNumber aria-label={texts.section.chCount} min={100} max={MAX_CHARACTERS} step={100} value={section.chCount} onChange={(value) => value && editSelectedSection<AnswerSection>({ chCount: value })} />
        </Form.Item>
      ) : (
        section.kind !== 'blankFilling' && (
          <Form.Item label={texts.section.lines}>
            <InputNumber aria-label={texts.section.lines} min={1} max={MAX_LINES} value={section.lines} onChange={(value) => value && editSelectedSection<AnswerSection>({ lines: value })} />
          </Form.Item>
        )
      )}
      <Typography.Text type="secondary">{texts.section.items}</Typography.Text>
      {section.items.map((item, i) => (
        <Form.Item key={`${item.qNum}-${i}`} label={`${texts.section.qNum} ${item.qNum}`} style={{ marginBottom: 4 }}>
          <Space size={4}>
            <InputNumber
              aria-label={`${texts.section.score} ${item.qNum}`}
              min={0}
              step={section.halfScore ? 0.5 : 1}
              value={item.score}
              onChange={(value) => value !== null && editSelectedItem(i, { score: value })}
            />
            {item.merge ? (
              <Button size="small" aria-label={texts.section.unmergeLabel(item.qNum)} onClick={() => unmergeSelectedItem(i)}>
                {texts.section.unmerge}
              </Button>
            ) : (
              previousSibling(section.items, i) >= 0 && (
                <Button size="small" aria-label={texts.section.mergeLabel(item.qNum)} onClick={() => mergeSelectedItem(i)}>
                  {texts.section.merge}
                </Button>
              )
            )}
            <Tooltip title={texts.section.deleteItem(item.qNum)}>
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={texts.section.deleteItem(item.qNum)} onClick={() => deleteSelectedItem(i)} />
            </Tooltip>
          </Space>
        </Form.Item>
      ))}
    </>
  );
}

function SectionFields({ section }: { section: CardSection }) {
  return (
    <Form layout="vertical" size="small" key={section.index}>
      <Form.Item label={texts.section.kind}>
        <Typography.Text strong>{SECTION_KIND_NAMES[section.kind]}</Typography.Text>
      </Form.Item>
      <Form.Item label={texts.section.title}>
        <CommitInput key={section.title} label={texts.section.title} value={section.title} onCommit={(title) => editSelectedSection({ title })} />
      </Form.Item>
      {isObjectiveSection(section) && <ObjectiveFields section={section} />}
      {isAnswerSection(section) && <AnswerFields section={section} />}
      {(section.kind === 'paperHeader' || section.kind === 'partitionTitle') && (
        <Form.Item label={texts.section.richText}>
          <CommitInput key={section.richText} multiline label={texts.section.richText} value={section.richText} onCommit={(richText) => editSelectedSection({ richText })} />
        </Form.Item>
      )}
      {(section.kind === 'paperHeader' || section.kind === 'unansweredArea') && (
        <Form.Item label={texts.section.rows}>
          <InputNumber aria-label={texts.section.rows} min={1} max={MAX_LINES} value={section.rows} onChange={(value) => value && editSelectedSection({ rows: value })} />
        </Form.Item>
      )}
      {(isObjectiveSection(section) || isAnswerSection(section)) && (
        <Form.Item label={texts.section.totalScore}>
          <Typography.Text data-testid="section-total">{sectionTotalScore(section)}</Typography.Text>
        </Form.Item>
      )}
      {isAnswerSection(section) && (
        <Button size="small" onClick={partitionSelectedSection}>
          {texts.section.addPartition}
        </Button>
      )}
    </Form>
  );
}

export function SectionPanel() {
  // the snapshot subscribes; the card itself is a frozen plain object (see state/designer.ts)
  useSnapshot(designer);
  const section = selectedSection(designer);
  return (
    <div className="designer-panel" data-testid="designer-panel">
      <Typography.Title level={5}>{texts.section.heading}</Typography.Title>
      {section ? <SectionFields section={section} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.section.none} />}
      <Divider />
      <Typography.Title level={5}>{texts.card.heading}</Typography.Title>
      <CardSettings card={designer.card} />
    </div>
  );
}
