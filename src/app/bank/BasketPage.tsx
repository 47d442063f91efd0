/**
 * 试题篮 (/teachers/basket, issue 20): the questions picked for a paper in paper order, moved up
 * and down, grouped into big questions (大题) and given scores, with the paper's total, its
 * difficulty spread over the five levels and the knowledge points it covers, weighted by score.
 * The paper downloads as .docx or PDF, the students' version or the teachers' with answers; a
 * school administrator also sets it as the questions of an exam's paper (UseAsPaperDialog). It is
 * saved under its title to 试卷篮 (SavePaperDialog), to be opened again on any browser.
 */
import { useState } from 'react';
import { Button, Card, Empty, Input, InputNumber, Popconfirm, Progress, Select, Space, Typography } from 'antd';
import { DownloadOutlined, FileDoneOutlined, SaveOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { basketFigures } from '../../domain/paper-basket.ts';
import { DIFFICULTY_LEVEL_TEXTS } from '../../i18n/zh-CN/domain/bank-question.ts';
import { t } from '../../i18n/zh-CN.ts';
import { session } from '../../state/session.ts';
import { basket, clearBasket, moveInBasket, removeFromBasket, setBasketGroup, setBasketScore, setBasketTitle } from '../../state/basket.ts';
import { AddonField } from '../common/AddonField.tsx';
import { PageHead } from '../common/PageHead.tsx';
import { useAction } from '../common/use-action.ts';
import { isAdminRole } from '../shell/nav-model.ts';
import { saveTestPaper, type BasketPaper } from './bank-calls.ts';
import { SavePaperDialog } from './SavePaperDialog.tsx';
import { UseAsPaperDialog } from './UseAsPaperDialog.tsx';
import { BankQuestionCard } from './BankQuestionCard.tsx';
import './bank.css';

const texts = t.bank;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

export function BasketPage() {
  const { items, title: storedTitle } = useSnapshot(basket);
  const title = storedTitle || texts.defaultTitle;
  const figures = basketFigures(items);
  const action = useAction();
  const [version, setVersion] = useState<'student' | 'teacher'>('student');
  const [usingAsPaper, setUsingAsPaper] = useState(false);
  const [saving, setSaving] = useState(false);
  const { user } = useSnapshot(session);
  const paper: BasketPaper = {
    question_ids: items.map((item) => item.question.question_id),
    scores: items.map((item) => item.score),
    groups: items.map((item) => item.group.trim() || item.question.type_name),
  };
  const download = (format: 'docx' | 'pdf') =>
    action.run(async () => {
      const name = title.trim() || texts.defaultTitle;
      await saveTestPaper({ title: name, ...paper, format, version }, `${name}${version === 'teacher' ? texts.teacherSuffix : ''}.${format}`);
    });

  if (items.length === 0) {
    return (
      <div className="page bank-page">
        <PageHead title={texts.basketTitle} hint={texts.basketHint} />
        <Empty description={texts.basketEmpty}>
          <Link href="/teachers/volume">
            <Button type="primary">{texts.toVolume}</Button>
          </Link>
        </Empty>
      </div>
    );
  }

  return (
    <div className="page bank-page">
      <PageHead title={texts.basketTitle} hint={texts.basketHint}>
        <Space>
          <Typography.Text strong data-testid="basket-total">
            {texts.total(items.length, figures.total)}
          </Typography.Text>
          <Popconfirm title={texts.clear} onConfirm={clearBasket}>
            <Button danger>{texts.clear}</Button>
          </Popconfirm>
        </Space>
      </PageHead>
      <Space wrap className="bank-filters" data-testid="paper-download">
        <AddonField label={texts.paperTitle}>
          <Input aria-label={texts.paperTitle} value={storedTitle} placeholder={texts.defaultTitle} maxLength={60} onChange={(e) => setBasketTitle(e.target.value)} style={{ width: 260 }} />
        </AddonField>
        <Select
          aria-label={texts.version}
          value={version}
          style={{ width: 160 }}
          options={[
            { value: 'student', label: texts.studentVersion },
            { value: 'teacher', label: texts.teacherVersion },
          ]}
          onChange={setVersion}
        />
        <Button icon={<DownloadOutlined />} loading={action.busy} onClick={() => void download('docx')}>
          {texts.downloadWord}
        </Button>
        <Button icon={<DownloadOutlined />} loading={action.busy} onClick={() => void download('pdf')}>
          {texts.downloadPdf}
        </Button>
        <Button icon={<SaveOutlined />} onClick={() => setSaving(true)} data-testid="save-basket-paper">
          {texts.savedPapers.save}
        </Button>
        {isAdminRole(user?.role) && (
          <Button type="primary" icon={<FileDoneOutlined />} onClick={() => setUsingAsPaper(true)}>
            {texts.useAsPaper.open}
          </Button>
        )}
      </Space>
      <SavePaperDialog open={saving} onClose={() => setSaving(false)} title={title} subjectId={items[0].question.subject_id} basket={paper} />
      <UseAsPaperDialog open={usingAsPaper} onClose={() => setUsingAsPaper(false)} subjectId={items[0].question.subject_id} basket={paper} />
      <div className="bank-charts">
        <Card size="small" title={texts.difficultyChart} extra={texts.averageDifficulty(figures.averageDifficulty.toFixed(1))} data-testid="difficulty-chart">
          {figures.levels.map((level) => (
            <div key={level.level}>
              <Typography.Text>
                {DIFFICULTY_LEVEL_TEXTS[level.level - 1]} · {texts.questionCount(level.count)}
              </Typography.Text>
              <Progress percent={percent(level.score, figures.total)} size="small" />
            </div>
          ))}
        </Card>
        <Card size="small" title={texts.tagChart} data-testid="tag-chart">
          {figures.tags.length === 0 && <Typography.Text type="secondary">{texts.noTags}</Typography.Text>}
          {figures.tags.map((tag) => (
            <div key={tag.id}>
              <Typography.Text>
                {tag.name} · {texts.questionCount(tag.count)}
              </Typography.Text>
              <Progress percent={percent(tag.score, figures.total)} size="small" status="normal" />
            </div>
          ))}
        </Card>
      </div>
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="basket-questions">
        {items.map((item, index) => (
          <BankQuestionCard
            key={item.question.question_id}
            question={item.question}
            title={`${index + 1}.`}
            extra={
              <Space>
                <Button size="small" disabled={index === 0} onClick={() => moveInBasket(index, -1)}>
                  {texts.up}
                </Button>
                <Button size="small" disabled={index === items.length - 1} onClick={() => moveInBasket(index, 1)}>
                  {texts.down}
                </Button>
                <Button size="small" danger onClick={() => removeFromBasket(item.question.question_id)}>
                  {texts.remove}
                </Button>
              </Space>
            }
          >
            <Space wrap style={{ marginTop: 8 }}>
              <AddonField label={texts.group}>
                <Input aria-label={texts.group} value={item.group} maxLength={30} onChange={(e) => setBasketGroup(index, e.target.value)} />
              </AddonField>
              <AddonField label={texts.score}>
                <InputNumber aria-label={texts.score} min={0.5} max={150} step={0.5} value={item.score} onChange={(score) => score !== null && setBasketScore(index, score)} />
              </AddonField>
            </Space>
          </BankQuestionCard>
        ))}
      </Space>
    </div>
  );
}
