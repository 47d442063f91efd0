/**
 * The frame of every exam-analysis screen: the exam, the paper and the target (whole school,
 * a campus, a class or a custom group) at the top, the analysis menu on the left, the screen's
 * own content on the right. Everything chosen lives in the address (analysis-address.ts).
 */
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { App, Button, Card, Empty, Menu, Radio, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import { AimOutlined, BarChartOutlined, BlockOutlined, ControlOutlined, DotChartOutlined, DownloadOutlined, FileImageOutlined, FileTextOutlined, FundOutlined, HomeOutlined, OrderedListOutlined, ProfileOutlined, RiseOutlined, SettingOutlined, SolutionOutlined, TagsOutlined, TeamOutlined, TrophyOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { useLocation, useSearch } from 'wouter';
import { t } from '../../i18n/zh-CN.ts';
import { analysisApi, type AnalysisExamDetail } from './analysis-api.ts';
import { analysisPath, readScope, rescopedPath, targetOf, withTarget, type AnalysisScope, type TargetKind } from './analysis-address.ts';
import { useLoad } from '../common/use-load.ts';
import './analysis-styles.ts';
import { paperName } from './common/format.ts';

const texts = t.analysis;

export type AnalysisSegment = 'index' | 'test' | 'question' | 'exam' | 'classes' | 'students' | 'setting' | 'potentialStudents' | 'riseAndFallStudents' | 'formerNStudents' | 'coincidenceDegree' | 'advantageInferiority' | 'schoolReport' | 'dataMining' | 'customAnalysis' | 'testQuestions' | 'studentOriginalTest' | 'downloadReportPdf' | 'specialGroups';

/** Screens that show one paper: opening them without one asks for a paper first (spec 001 §5). */
const NEEDS_PAPER: ReadonlySet<AnalysisSegment> = new Set(['test', 'question', 'exam', 'classes', 'students', 'testQuestions', 'studentOriginalTest']);

const MENU: { key: AnalysisSegment; icon: ReactNode }[] = [
  { key: 'index', icon: <HomeOutlined /> },
  { key: 'test', icon: <FileTextOutlined /> },
  { key: 'question', icon: <ProfileOutlined /> },
  { key: 'exam', icon: <BarChartOutlined /> },
  { key: 'specialGroups', icon: <UsergroupAddOutlined /> },
  { key: 'classes', icon: <TeamOutlined /> },
  { key: 'students', icon: <OrderedListOutlined /> },
  { key: 'potentialStudents', icon: <AimOutlined /> },
  { key: 'riseAndFallStudents', icon: <RiseOutlined /> },
  { key: 'formerNStudents', icon: <TrophyOutlined /> },
  { key: 'coincidenceDegree', icon: <BlockOutlined /> },
  { key: 'advantageInferiority', icon: <FundOutlined /> },
  { key: 'schoolReport', icon: <SolutionOutlined /> },
  { key: 'dataMining', icon: <DotChartOutlined /> },
  { key: 'customAnalysis', icon: <ControlOutlined /> },
  { key: 'testQuestions', icon: <TagsOutlined /> },
  { key: 'studentOriginalTest', icon: <FileImageOutlined /> },
  { key: 'downloadReportPdf', icon: <DownloadOutlined /> },
  { key: 'setting', icon: <SettingOutlined /> },
];

export interface AnalysisView {
  scope: AnalysisScope;
  exam: AnalysisExamDetail;
  /** moves to another analysis screen (or this one) with a changed scope */
  go: (segment: AnalysisSegment, scope: AnalysisScope, question?: number) => void;
}

const ViewContext = createContext<AnalysisView | null>(null);

export function useAnalysisView(): AnalysisView {
  const view = useContext(ViewContext);
  if (!view) throw new Error('useAnalysisView outside AnalysisShell');
  return view;
}

function targetValue(kind: TargetKind, id: number): string {
  return `${kind}:${id}`;
}

function TargetPicker({ exam, scope, onChange }: { exam: AnalysisExamDetail; scope: AnalysisScope; onChange: (scope: AnalysisScope) => void }) {
  const current = targetOf(scope);
  const own = exam.own_class_ids ? new Set(exam.own_class_ids) : null;
  const options = [
    { label: texts.picker.school, value: targetValue('school', 0) },
    ...(exam.campuses.length > 1
      ? [{ label: texts.picker.campus, options: exam.campuses.map((c) => ({ label: c.name, value: targetValue('campus', c.id) })) }]
      : []),
    {
      label: texts.picker.class,
      options: exam.classes.filter((c) => !own || own.has(c.id)).map((c) => ({ label: c.name, value: targetValue('class', c.id) })),
    },
    ...(exam.special_groups.length > 0
      ? [{ label: texts.picker.specialGroup, options: exam.special_groups.map((g) => ({ label: g.name, value: targetValue('special_group', g.id) })) }]
      : []),
  ];
  return (
    <Select
      data-testid="analysis-target"
      className="analysis-target-select"
      value={targetValue(current.kind, current.kind === 'school' ? 0 : current.id)}
      options={options}
      onChange={(value: string) => {
        const [kind, id] = value.split(':');
        onChange(withTarget(scope, kind as TargetKind, Number(id)));
      }}
    />
  );
}

function ExamHeader({ exam, scope, onScope, onChangeExam }: { exam: AnalysisExamDetail; scope: AnalysisScope; onScope: (s: AnalysisScope) => void; onChangeExam: () => void }) {
  return (
    <Card className="analysis-header" variant="borderless">
      <div className="analysis-header-row">
        <div className="analysis-header-title">
          <Typography.Title level={4} className="analysis-exam-name" data-testid="analysis-exam-name">
            {exam.name}
          </Typography.Title>
          <Space size={8} wrap>
            <Tag>{exam.school.name}</Tag>
            <Typography.Text type="secondary">
              {texts.picker.startDate}：{exam.start_date || texts.picker.noDate}
            </Typography.Text>
            <Button type="link" size="small" onClick={onChangeExam}>
              {texts.picker.changeExam}
            </Button>
          </Space>
        </div>
        <Space size={16} wrap>
          <Space size={6}>
            <Typography.Text type="secondary">{texts.picker.test}</Typography.Text>
            {/* no paper is chosen until the teacher chooses one: radio buttons show none selected */}
            <Radio.Group
              data-testid="analysis-tests"
              optionType="button"
              buttonStyle="solid"
              value={scope.testId || null}
              options={exam.tests.map((test) => ({ label: paperName(test), value: test.id }))}
              onChange={(event) => onScope({ ...scope, testId: Number(event.target.value) })}
            />
          </Space>
          <Space size={6}>
            <Typography.Text type="secondary">{texts.picker.target}</Typography.Text>
            <TargetPicker exam={exam} scope={scope} onChange={onScope} />
          </Space>
        </Space>
      </div>
    </Card>
  );
}

/** The frame; `children` render only once the exam is known (and a paper, where one is needed). */
export function AnalysisShell({ segment, children, withoutExam }: { segment: AnalysisSegment; children: ReactNode; withoutExam?: ReactNode }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { message } = App.useApp();
  const scope = useMemo(() => readScope(search), [search]);
  const examLoad = useLoad(scope.examinationId ? `exam:${scope.examinationId}` : null, () => analysisApi.exam(scope.examinationId));
  const exam = examLoad.data;

  const view = useMemo<AnalysisView | null>(
    () => (exam ? { scope, exam, go: (next, nextScope, question) => navigate(analysisPath(next, nextScope, question)) } : null),
    [exam, scope, navigate],
  );

  if (!scope.examinationId) return <div className="analysis-page">{withoutExam}</div>;
  if (examLoad.error) {
    return (
      <Result
        status="warning"
        title={examLoad.error.message}
        extra={<Button onClick={() => navigate(analysisPath('index', { ...scope, examinationId: 0, testId: 0 }))}>{texts.picker.changeExam}</Button>}
      />
    );
  }
  if (!exam || !view) return <Spin className="analysis-spin" />;

  const open = (key: AnalysisSegment) => {
    if (NEEDS_PAPER.has(key) && !scope.testId) {
      void message.warning(texts.message.selectTestFirst);
      return;
    }
    navigate(analysisPath(key, scope));
  };
  const needsPaper = NEEDS_PAPER.has(segment) && !scope.testId;

  return (
    <ViewContext.Provider value={view}>
      <div className="analysis-page">
        <ExamHeader
          exam={exam}
          scope={scope}
          onScope={(next) => navigate(rescopedPath(segment, search, next))}
          onChangeExam={() => navigate(analysisPath('index', { ...scope, examinationId: 0, testId: 0, campusId: 0, classId: 0, specialGroupId: 0 }))}
        />
        <div className="analysis-body">
          <Card className="analysis-menu" variant="borderless" styles={{ body: { padding: 8 } }}>
            <Menu
              mode="inline"
              selectedKeys={[segment]}
              items={MENU.map((item) => ({ key: item.key, icon: item.icon, label: texts.menu[item.key] }))}
              onClick={({ key }) => open(key as AnalysisSegment)}
              data-testid="analysis-menu"
            />
          </Card>
          <div className="analysis-content">
            {needsPaper ? (
              <Card variant="borderless">
                <Empty description={texts.message.selectTestFirst} />
              </Card>
            ) : (
              children
            )}
          </div>
        </div>
      </div>
    </ViewContext.Provider>
  );
}

/** An analysis screen: its content inside the frame, under the menu entry `segment`. */
export function analysisScreen(segment: AnalysisSegment, Content: ComponentType): () => ReactNode {
  function AnalysisScreen() {
    return (
      <AnalysisShell segment={segment}>
        <Content />
      </AnalysisShell>
    );
  }
  return AnalysisScreen;
}
