/**
 * /divided/progress/answerSheet/{examinationid}/{testId} (spec 001 §2.1 答题卡): a paper's answer
 * card in exam setup. It says whether the paper has a card, what it is (title, paper size, pages,
 * blocks, version and who saved it last) and whether its recognition template was submitted (the
 * question groups it made); it shows every page as printed, downloads the print PDF and leads on
 * to the designer, the scan upload, the division of the groups and the printed original. For the school's
 * administrators, as the rest of exam setup.
 */
import { useMemo } from 'react';
import { Alert, Button, Descriptions, Empty, Space, Tag } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined, EditOutlined, FileImageOutlined, ScanOutlined } from '@ant-design/icons';
import { useLocation } from 'wouter';
import { layoutCard, mmToPx, PREVIEW_DPI, type AnswerCard, type CardLayout } from '../../domain/answer-card/index.ts';
import { t } from '../../i18n/zh-CN.ts';
import { LoadPending } from '../common/LoadStatus.tsx';
import { useAction } from '../common/use-action.ts';
import { useLoad } from '../common/use-load.ts';
import { divisionPath } from '../division/DivisionPage.tsx';
import { ExamsHead } from '../exams/ExamsHead.tsx';
import { setupExam } from '../exams/exam-calls.ts';
import { uploadOriginPath } from '../original-paper/original-paths.ts';
import { paperScanPath } from '../scans/scan-paths.ts';
import type { RouteParams } from '../shell/routes.tsx';
import { useSchoolTime } from '../shell/use-school-time.ts';
import { loadServerDesign } from './card-calls.ts';
import { testDesignerPath } from './card-paths.ts';
import { downloadCardPdf } from './card-pdf.ts';
import { pageImageUrl } from './page-image.tsx';
import './designer.css';

const texts = t.answerCard.paper;
const EXAM_LIST_PATH = '/teachers/examination';

const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

function CardPages({ layout }: { layout: CardLayout }) {
  const urls = useMemo(() => layout.pages.map((page) => pageImageUrl(page, PREVIEW_DPI)), [layout]);
  return (
    <div className="card-preview-pages" data-testid="paper-card-pages">
      {urls.map((url, i) => (
        <img
          key={i}
          src={url}
          alt={t.answerCard.previewPage(i + 1)}
          width={Math.round(mmToPx(layout.pages[i].width, PREVIEW_DPI))}
          height={Math.round(mmToPx(layout.pages[i].height, PREVIEW_DPI))}
        />
      ))}
    </div>
  );
}

export function PaperCardPage({ params }: { params: RouteParams }) {
  const examId = idOf(params.examinationid);
  const testId = idOf(params.testId);
  const [, navigate] = useLocation();
  const schoolTime = useSchoolTime();
  const pdf = useAction();
  const load = useLoad(examId && testId ? `paper-card:${examId}:${testId}` : null, async () => {
    const exam = await setupExam(examId!);
    const test = exam.tests.find((paper) => paper.id === testId);
    const design = test ? await loadServerDesign(test.id) : null;
    // laid out once, for the page count and the pictures of the pages
    return { exam, test, design, layout: design ? layoutCard(design.card) : null };
  });
  const back = (
    <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate(EXAM_LIST_PATH)}>
      {texts.back}
    </Button>
  );
  if (!examId || !testId) return <Alert type="error" showIcon title={texts.badAddress} action={back} />;
  if (!load.data) return <LoadPending load={load} />;

  const { exam, test, design, layout } = load.data;
  if (!test) return <Alert type="error" showIcon title={texts.notInExam} action={back} />;
  const designer = () => navigate(testDesignerPath(test.subject_id, test.id));
  const download = (card: AnswerCard) => pdf.run(() => downloadCardPdf(card));

  return (
    <div className="exams-page" data-testid="paper-card">
      <ExamsHead above={back} title={`${t.shell.routes.dividedAnswerSheet} · ${exam.name} · ${test.subject_name}`} hint={texts.hint}>
        <Space wrap>
          <Button type="primary" icon={<EditOutlined />} onClick={designer} data-testid="paper-card-design">
            {design ? texts.edit : texts.design}
          </Button>
          {design && (
            <Button icon={<DownloadOutlined />} loading={pdf.busy} onClick={() => download(design.card)} data-testid="paper-card-pdf">
              {texts.downloadPdf}
            </Button>
          )}
          <Button icon={<ScanOutlined />} disabled={test.partition_count === 0} onClick={() => navigate(paperScanPath(exam.id, test.id))}>
            {texts.scan}
          </Button>
          <Button disabled={test.partition_count === 0} onClick={() => navigate(divisionPath(test.id))}>
            {texts.division}
          </Button>
          <Button icon={<FileImageOutlined />} onClick={() => navigate(uploadOriginPath(exam.id, test.id))} data-testid="paper-card-original">
            {t.shell.routes.dividedUploadOrigin}
          </Button>
        </Space>
      </ExamsHead>
      {!design ? (
        <Empty description={texts.none} data-testid="paper-card-none" />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 4 }} data-testid="paper-card-facts">
            <Descriptions.Item label={texts.title}>{design.card.title}</Descriptions.Item>
            <Descriptions.Item label={texts.pageSize}>{design.card.pageConfig.pageSize}</Descriptions.Item>
            <Descriptions.Item label={texts.pages}>{layout?.pages.length}</Descriptions.Item>
            <Descriptions.Item label={texts.sections}>{design.card.sections.length}</Descriptions.Item>
            <Descriptions.Item label={texts.version}>{t.answerCard.list.versionText(design.version)}</Descriptions.Item>
            <Descriptions.Item label={texts.savedBy}>
              {design.updatedBy} · {schoolTime(design.updatedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={texts.template}>
              {test.partition_count > 0 ? <Tag color="success">{texts.submitted(test.partition_count)}</Tag> : <Tag color="warning">{texts.notSubmitted}</Tag>}
            </Descriptions.Item>
          </Descriptions>
          {test.partition_count === 0 && <Alert type="warning" showIcon title={texts.submitHint} data-testid="paper-card-unsubmitted" />}
          {layout && <CardPages layout={layout} />}
        </Space>
      )}
    </div>
  );
}
