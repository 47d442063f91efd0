/**
 * The marking window's header: the product, the toolbar of spec 000 §2 and the marker. Every
 * button has a tooltip and an accessible name; the buttons of §4 are disabled as the state says.
 */
import { useState, type ReactNode } from 'react';
import { App, Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import {
  AppstoreOutlined,
  ApartmentOutlined,
  BarChartOutlined,
  BookOutlined,
  ColumnHeightOutlined,
  ColumnWidthOutlined,
  CompressOutlined,
  DashboardOutlined,
  EditOutlined,
  ExpandOutlined,
  FileImageOutlined,
  HistoryOutlined,
  KeyOutlined,
  LeftOutlined,
  LockOutlined,
  PlayCircleOutlined,
  ReloadOutlined,
  RightOutlined,
  RotateRightOutlined,
  StarOutlined,
  TagsOutlined,
  UserOutlined,
  WarningOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { disabledTools } from '../../domain/marking/toolbar.ts';
import { groupName } from '../../domain/marking/selection.ts';
import { markingSession, openDialog, setPanel, type PartitionRow } from '../../state/marking-session.ts';
import { BUTTON_THROTTLE_MS } from '../../domain/marking/limits.ts';
import { session } from '../../state/session.ts';
import { t } from '../../i18n/zh-CN.ts';
import { clickGroup, openSelection } from './actions/selection.ts';
import { continueMarking, goNext, goPrevious } from './actions/history.ts';
import { currentFeedbackIds, tagWrongCause } from './actions/wrong-cause.ts';
import { inRegionMode } from './actions/submit.ts';
import { lock } from './actions/lock.ts';
import { rotatePaper, setPaperLayout, toggleExpanded } from './actions/paper-view.ts';
import { hasReferenceAnswer } from '../../domain/marking/dialog-rules.ts';
import { paper } from './paper-controller.ts';
import { useMarking } from './use-marking-state.ts';
import { useThrottled } from './use-throttled.ts';

const texts = t.marking;

interface ToolProps {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  active?: boolean;
  testId?: string;
  /** shown under the icon in wide windows */
  caption?: string;
  /** the button's menu is open: its tooltip would lie over the menu's first items */
  menuOpen?: boolean;
}

function Tool({ label, icon, onClick, disabled, active, testId, caption, menuOpen }: ToolProps) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.4} {...(menuOpen ? { open: false } : {})}>
      <button
        type="button"
        className={`mk-tool${active ? ' mk-tool-on' : ''}`}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onClick={onClick}
        data-testid={testId}
      >
        <span className="mk-tool-icon">{icon}</span>
        <span className="mk-tool-caption">{caption ?? label}</span>
      </button>
    </Tooltip>
  );
}

/** A toolbar button that opens a menu; its tooltip stays away while the menu is open. */
function MenuTool({ menu, disabled, ...tool }: Omit<ToolProps, 'onClick' | 'menuOpen'> & { menu: MenuProps }) {
  const [open, setOpen] = useState(false);
  return (
    <Dropdown disabled={disabled} trigger={['click']} menu={menu} open={open && !disabled} onOpenChange={setOpen}>
      <span>
        <Tool {...tool} disabled={disabled} menuOpen={open} />
      </span>
    </Dropdown>
  );
}

/** The group-tree button: the groups of the paper, the open one selected. */
function GroupTreeTool({ disabled }: { disabled: boolean }) {
  const { selection, group } = useSnapshot(markingSession);
  const groups = selection.partitions as readonly PartitionRow[];
  const off = disabled || groups.length === 0;
  return (
    <MenuTool
      label={texts.toolbar.groupTree}
      icon={<AppstoreOutlined />}
      disabled={off}
      menu={{
        selectedKeys: group ? [String(group.partitionId)] : [],
        items: groups.map((row) => ({ key: String(row.id), label: groupName(row), disabled: !row.divided })),
        onClick: ({ key }) => {
          const row = groups.find((g) => String(g.id) === key);
          if (row) void clickGroup(row);
        },
      }}
    />
  );
}

export function MarkingHeader() {
  // only what the buttons show: the header stays as it is while students come and go
  const context = useMarking((state) => {
    const student = state.queue[0];
    return {
      hasStudent: Boolean(student),
      history: state.history.active,
      judge: state.group?.judge ?? 0,
      regionMode: inRegionMode(),
      pieceCount: student?.partition_pics.length ?? 0,
      hasEarlier: Boolean(state.group) && state.history.hasEarlier,
      hasLater: state.history.hasLater,
      noGroup: !state.group,
      originalVisible: state.panels.originalPaper.visible,
      layout: state.view.layout,
      expanded: state.view.expanded,
    };
  });
  const { user } = useSnapshot(session);
  const { message } = App.useApp();
  const disabled = disabledTools(context);
  const { noGroup } = context;

  const [previousResting, previous] = useThrottled(goPrevious, BUTTON_THROTTLE_MS);
  const [nextResting, next] = useThrottled(goNext, BUTTON_THROTTLE_MS);
  const [continueResting, resume] = useThrottled(continueMarking, BUTTON_THROTTLE_MS);
  const [typicalResting, markTypical] = useThrottled((kind: string) => tagWrongCause(currentFeedbackIds(), kind, texts.messages.typicalMarked(kind)), BUTTON_THROTTLE_MS);
  const [lockResting, lockNow] = useThrottled(lock, BUTTON_THROTTLE_MS);

  const openReference = () => {
    if (!hasReferenceAnswer(markingSession.group?.questions ?? [])) {
      void message.info(texts.messages.noReferenceAnswer);
      return;
    }
    openDialog('reference');
  };
  const openQuality = () => {
    if (markingSession.selection.testId === undefined) {
      void message.warning(texts.messages.selectPaperFirst);
      return;
    }
    openDialog('quality');
  };
  const toggleOriginal = () => setPanel('originalPaper', { visible: !markingSession.panels.originalPaper.visible }, { width: window.innerWidth, height: window.innerHeight });

  const view = { layout: context.layout, expanded: context.expanded };

  return (
    <header className="mk-header" data-testid="marking-header">
      <div className="mk-brand">
        <EditOutlined className="mk-brand-logo" />
        <span>{texts.title}</span>
      </div>
      <nav className="mk-toolbar" aria-label={texts.title}>
        <div className="mk-tool-group">
          <Tool label={texts.toolbar.examTree} icon={<ApartmentOutlined />} disabled={disabled.examTree} onClick={openSelection} testId="tool-exam-tree" />
          <GroupTreeTool disabled={disabled.groupTree} />
        </div>
        <div className="mk-tool-group">
          <Tool label={texts.toolbar.previous} icon={<LeftOutlined />} disabled={noGroup || disabled.previous || previousResting} onClick={previous} testId="tool-previous" />
          <Tool label={texts.toolbar.next} icon={<RightOutlined />} disabled={noGroup || disabled.next || nextResting} onClick={next} testId="tool-next" />
          <Tool label={texts.toolbar.records} icon={<HistoryOutlined />} disabled={noGroup} onClick={() => openDialog('records')} testId="tool-records" />
          <Tool label={texts.toolbar.continueMarking} icon={<PlayCircleOutlined />} disabled={noGroup || disabled.continueMarking || continueResting} onClick={resume} testId="tool-continue" />
        </div>
        <div className="mk-tool-group">
          <MenuTool
            label={texts.toolbar.typical}
            icon={<StarOutlined />}
            disabled={disabled.typical || typicalResting}
            testId="tool-typical"
            menu={{
              items: [
                { key: texts.toolbar.typicalExcellent, label: texts.toolbar.typicalExcellent },
                { key: texts.toolbar.typicalPoor, label: texts.toolbar.typicalPoor },
              ],
              onClick: ({ key }) => markTypical(key),
            }}
          />
          <Tool label={texts.toolbar.wrongCause} icon={<TagsOutlined />} disabled={disabled.wrongCause} onClick={() => openDialog('wrongCause')} testId="tool-wrong-cause" />
          <Tool label={texts.toolbar.referenceAnswer} icon={<BookOutlined />} disabled={noGroup} onClick={openReference} testId="tool-reference" />
          <Tool label={texts.toolbar.originalPaper} icon={<FileImageOutlined />} disabled={disabled.view} active={context.originalVisible} onClick={toggleOriginal} testId="tool-original" />
          <Tool label={texts.toolbar.groupProgress} icon={<BarChartOutlined />} disabled={noGroup || disabled.progress} onClick={() => openDialog('progress')} testId="tool-progress" />
          <Tool label={texts.toolbar.quality} icon={<DashboardOutlined />} disabled={disabled.quality} onClick={openQuality} testId="tool-quality" />
          <Tool label={texts.toolbar.problemPaper} icon={<WarningOutlined />} disabled={disabled.problemPaper} onClick={() => openDialog('problem')} testId="tool-problem" />
        </div>
        <div className="mk-tool-group">
          <Tool label={texts.toolbar.zoomIn} icon={<ZoomInOutlined />} disabled={disabled.view} onClick={() => paper.zoomIn()} testId="tool-zoom-in" />
          <Tool label={texts.toolbar.zoomOut} icon={<ZoomOutOutlined />} disabled={disabled.view} onClick={() => paper.zoomOut()} testId="tool-zoom-out" />
          <Tool
            label={texts.toolbar.rotate}
            icon={<RotateRightOutlined />}
            disabled={disabled.view}
            onClick={rotatePaper}
            testId="tool-rotate"
          />
          <Tool
            label={view.expanded ? texts.toolbar.collapseRange : texts.toolbar.expandRange}
            icon={view.expanded ? <CompressOutlined /> : <ExpandOutlined />}
            disabled={disabled.view}
            active={view.expanded}
            onClick={toggleExpanded}
            testId="tool-expand"
          />
          <Tool label={texts.toolbar.horizontal} icon={<ColumnWidthOutlined />} disabled={disabled.layout} active={view.layout === 'horizontal'} onClick={() => setPaperLayout('horizontal')} testId="tool-horizontal" />
          <Tool label={texts.toolbar.vertical} icon={<ColumnHeightOutlined />} disabled={disabled.layout} active={view.layout === 'vertical'} onClick={() => setPaperLayout('vertical')} testId="tool-vertical" />
        </div>
        <div className="mk-tool-group">
          <Tool label={texts.toolbar.lock} icon={<LockOutlined />} disabled={disabled.lock || lockResting} onClick={lockNow} testId="tool-lock" />
          <Tool label={texts.toolbar.password} icon={<KeyOutlined />} disabled={disabled.password} onClick={() => openDialog('password')} testId="tool-password" />
        </div>
      </nav>
      <div className="mk-header-user">
        <Tooltip title={texts.refresh}>
          <Button type="link" size="small" icon={<ReloadOutlined />} className="mk-refresh" onClick={() => window.location.reload()} aria-label={texts.refresh}>
            {texts.refresh}
          </Button>
        </Tooltip>
        <span className="mk-user" data-testid="marking-user">
          <UserOutlined /> {user?.real_name || user?.username}
        </span>
      </div>
    </header>
  );
}
