/**
 * The route table of spec 001 §2.1: every path of the product in one list. Each entry names its
 * route (the names the navigation and other screens refer to), its zh-CN title, the built screen
 * it shows, whether it shows the top navigation and whether it needs a session.
 * Every entry that is not a redirect names its screen (the type makes it so): no path of the
 * product leads to a placeholder.
 *
 * The table names screens and imports none: screens.ts gives each name its component. So a screen
 * may ask the table for a path (pathOf) or whether a link opens (mayOpen) without an import cycle.
 */
import { matchRoute, type Parser } from 'wouter';
import { shell } from '../../i18n/zh-CN/shell.ts';
import { guardDecision, type GuardSession, type RouteAccess } from './guard.ts';

export type RouteParams = Record<string, string | undefined>;

/** Every built screen by name; screens.ts maps each one to its component. */
export type ScreenName =
  | 'home'
  | 'examAnalysisEntry'
  | 'examProgress'
  | 'subjectList'
  | 'workload'
  | 'markingList'
  | 'judge'
  | 'myClass'
  | 'myDownload'
  | 'personalInformation'
  | 'studentScores'
  | 'studentAnswerLog'
  | 'login'
  | 'selectSchool'
  | 'qrPasswordConfirm'
  | 'lesson'
  | 'answerCardList'
  | 'answerCardDesigner'
  | 'answerCardPreview'
  | 'paperAnswerSheet'
  | 'uploadOrigin'
  | 'originalCutting'
  | 'savedPapers'
  | 'markingModule'
  | 'adminProgress'
  | 'adminAbout'
  | 'examList'
  | 'paperEdit'
  | 'division'
  | 'adminOrganisation'
  | 'setup'
  | 'analysisOverview'
  | 'analysisTest'
  | 'analysisQuestion'
  | 'analysisExamTotals'
  | 'analysisClasses'
  | 'analysisStudents'
  | 'analysisSetting'
  | 'analysisPotentialStudents'
  | 'analysisRiseAndFallStudents'
  | 'analysisFormerNStudents'
  | 'analysisCoincidenceDegree'
  | 'analysisCustomAnalysis'
  | 'analysisSchoolReport'
  | 'analysisTestQuestions'
  | 'analysisStudentOriginalTest'
  | 'analysisSpecialGroups'
  | 'analysisAdvantageInferiority'
  | 'analysisDataMining'
  | 'analysisReportTasks'
  | 'reportPreview'
  | 'assignment'
  | 'bankVolume'
  | 'bankBasket'
  | 'scanAnswerSheet'
  | 'aiScan'
  | 'paperLibrary'
  | 'scanException'
  | 'exceptionHandling'
  | 'scanClientHelp'
  | 'helpIndex'
  | 'markingHelp'
  | 'answerSheetHelp'
  | 'privacy'
  | 'technicalSupport'
  | 'auth'
  | 'dividedAuth';

export interface RouteEntry {
  /** a wouter path pattern */
  path: string;
  name: string;
  title: string;
  /** the screen shown here; none only for a redirect */
  screen?: ScreenName;
  /** answered with a redirect to this path (the query string is kept) */
  redirect?: string;
  /** 'nav' shows the top navigation; 'bare' is a full-window screen */
  layout: 'nav' | 'bare';
  access: RouteAccess;
}

const titles = shell.routes;

type EntryInit = Omit<RouteEntry, 'layout' | 'access' | 'screen' | 'redirect'> & Partial<Pick<RouteEntry, 'layout' | 'access'>> & { screen: ScreenName };

/** A screen with the top navigation that needs a session, unless told otherwise. */
const screen = (init: EntryInit): RouteEntry => ({ layout: 'nav', access: 'session', ...init });

const redirect = (path: string, to: string): RouteEntry => ({ path, name: `redirect:${path}`, title: '', redirect: to, layout: 'bare', access: 'public' });

/** Exam analysis under /analysis/examination (spec 001 §2.1), each with its screen. */
const ANALYSIS_SUB_ROUTES: ReadonlyArray<[segment: string, name: string, title: string, screen: ScreenName]> = [
  ['index', 'analysisExaminationMain', titles.analysisIndex, 'analysisOverview'],
  ['test', 'analysisExaminationTest', titles.analysisTest, 'analysisTest'],
  ['question', 'analysisExaminationQuestion', titles.analysisQuestion, 'analysisQuestion'],
  ['exam', 'analysisExaminationExam', titles.analysisExam, 'analysisExamTotals'],
  ['specialGroups', 'analysisExaminationSpecialGroups', titles.analysisSpecialGroups, 'analysisSpecialGroups'],
  ['classes', 'analysisExaminationClasses', titles.analysisClasses, 'analysisClasses'],
  ['students', 'analysisExaminationStudents', titles.analysisStudents, 'analysisStudents'],
  ['potentialStudents', 'analysisExaminationPotentialStudents', titles.analysisPotentialStudents, 'analysisPotentialStudents'],
  ['riseAndFallStudents', 'analysisExaminationRiseAndFallStudents', titles.analysisRiseAndFallStudents, 'analysisRiseAndFallStudents'],
  ['formerNStudents', 'analysisExaminationFormerNStudents', titles.analysisFormerNStudents, 'analysisFormerNStudents'],
  ['advantageInferiority', 'analysisExaminationAdvantageInferiority', titles.analysisAdvantageInferiority, 'analysisAdvantageInferiority'],
  ['coincidenceDegree', 'analysisExaminationCoincidenceDegree', titles.analysisCoincidenceDegree, 'analysisCoincidenceDegree'],
  ['schoolReport', 'analysisExaminationSchoolReport', titles.analysisSchoolReport, 'analysisSchoolReport'],
  ['download', 'analysisExaminationDownload', titles.analysisDownload, 'analysisReportTasks'],
  ['task', 'analysisExaminationTask', titles.analysisTask, 'analysisReportTasks'],
  ['taskIsFastAchievement', 'analysisExaminationTaskIsFastAchievement', titles.analysisTaskIsFastAchievement, 'analysisReportTasks'],
  ['downloadReportPdf', 'analysisExaminationDownloadReportPdf', titles.analysisDownloadReportPdf, 'analysisReportTasks'],
  ['taskReportIsClassMaster', 'analysisExaminationTaskReportIsClassMaster', titles.analysisTaskReportIsClassMaster, 'analysisReportTasks'],
  ['taskReportIsClassSubject', 'analysisExaminationTaskReportIsClassSubject', titles.analysisTaskReportIsClassSubject, 'analysisReportTasks'],
  ['taskReportIsTeachingAndResearch', 'analysisExaminationTaskReportIsTeachingAndResearch', titles.analysisTaskReportIsTeachingAndResearch, 'analysisReportTasks'],
  ['taskIndividualization', 'analysisExaminationTaskIndividualization', titles.analysisTaskIndividualization, 'analysisReportTasks'],
  ['taskReportIsQuestSituationAudit', 'analysisExaminationTaskReportIsQuestSituationAudit', titles.analysisTaskReportIsQuestSituationAudit, 'analysisReportTasks'],
  ['taskDownloadAnswerCard', 'analysisExaminationTaskDownloadAnswerCard', titles.analysisTaskDownloadAnswerCard, 'analysisReportTasks'],
  ['studentOriginalTest', 'analysisExaminationStudentOriginalTest', titles.analysisStudentOriginalTest, 'analysisStudentOriginalTest'],
  ['testQuestions', 'analysisExaminationTestQuestions', titles.analysisTestQuestions, 'analysisTestQuestions'],
  ['setting', 'analysisExaminationSetting', titles.analysisSetting, 'analysisSetting'],
  ['customAnalysis', 'analysisExaminationCustomAnalysis', titles.analysisCustomAnalysis, 'analysisCustomAnalysis'],
  ['dataMining', 'analysisExaminationDataMining', titles.analysisDataMining, 'analysisDataMining'],
];

/** Analysis report previews under /preview/analysis/report (printable, no navigation). */
const REPORT_PREVIEWS: ReadonlyArray<[segment: string, name: string, title: string]> = [
  ['campus', 'previewReportCampus', titles.reportCampus],
  ['school', 'previewReportSchool', titles.reportSchool],
  ['teach', 'previewReportTeach', titles.reportTeach],
  ['class', 'previewReportClass', titles.reportClass],
  ['questSituationAudit', 'previewReportQuestSituationAudit', titles.reportQuestSituationAudit],
  ['classSubject', 'previewReportClassSubject', titles.reportClassSubject],
];

const EXAM_AND_TEST = ':examinationid/:testId';

export const ROUTES: readonly RouteEntry[] = [
  // home and its children
  screen({ path: '/teachers', name: 'teachersIndex2', title: titles.teachersIndex2, screen: 'home' }),
  screen({ path: '/teachers/volume', name: 'teachersVolume', title: titles.teachersVolume, screen: 'bankVolume' }),
  screen({ path: '/teachers/basket', name: 'teachersBasket', title: titles.teachersBasket, screen: 'bankBasket' }),
  screen({ path: '/teachers/studentAnswerLog', name: 'studentAnswerLog', title: titles.studentAnswerLog, screen: 'studentAnswerLog' }),
  // exam setup belongs to the school's administrators (the server refuses anyone else)
  screen({ path: '/teachers/examination', name: 'teacherExamination', title: titles.teacherExamination, screen: 'examList', access: 'admin' }),
  screen({ path: '/teachers/examinationBasket', name: 'examinationBasket', title: titles.examinationBasket, screen: 'savedPapers' }),
  // recognition exceptions are settled by the school's administrators (the server refuses anyone else)
  screen({ path: '/teachers/exceptionHandling', name: 'exceptionHandling', title: titles.exceptionHandling, screen: 'exceptionHandling', access: 'admin' }),
  screen({ path: '/teachers/testing_edit', name: 'testingEdit', title: titles.testingEdit, screen: 'paperEdit', access: 'admin' }),
  screen({ path: '/teachers/paperWork', name: 'teachersPagerWord', title: titles.teachersPagerWord, screen: 'paperLibrary' }),
  // a paper's question groups and their division, edited by hand: part of exam setup, for the school's administrators
  screen({ path: '/teachers/divided', name: 'teacherDivided', title: titles.teacherDivided, screen: 'division', access: 'admin' }),
  screen({ path: '/teachers/examinationAnalysis', name: 'examinationAnalysis', title: titles.examinationAnalysis, screen: 'examAnalysisEntry' }),

  // marking progress
  screen({ path: '/marking', name: 'marking', title: titles.marking, screen: 'examProgress' }),
  screen({ path: '/marking/subjectList', name: 'SubjectList', title: titles.subjectList, screen: 'subjectList' }),
  screen({ path: '/marking/workload', name: 'workload', title: titles.workload, screen: 'workload' }),
  screen({ path: '/marking/markingList', name: 'MarkingList', title: titles.markingList, screen: 'markingList' }),
  screen({ path: '/marking/judge', name: 'judge', title: titles.judge, screen: 'judge' }),

  // personal centre
  redirect('/personalCenter', '/personalCenter/myClass'),
  screen({ path: '/personalCenter/myClass', name: 'myClass', title: titles.myClass, screen: 'myClass' }),
  screen({ path: '/personalCenter/myDownload', name: 'myDownload', title: titles.myDownload, screen: 'myDownload' }),
  screen({ path: '/personalCenter/personalInformation', name: 'personalInformation', title: titles.personalInformation, screen: 'personalInformation' }),
  // a student's own screen (role 2): their exams and their scores once the results are open
  screen({ path: '/student/scores', name: 'studentScores', title: titles.studentScores, screen: 'studentScores', layout: 'bare', access: 'student' }),

  // signing in
  screen({ path: '/login', name: 'login', title: titles.login, screen: 'login', layout: 'bare', access: 'public' }),
  screen({ path: '/selectSchool', name: 'selectSchool', title: titles.selectSchool, screen: 'selectSchool', layout: 'bare' }),
  // a session handed over by another system of the school (a token in the link)
  screen({ path: '/auth', name: 'auth', title: titles.auth, screen: 'auth', layout: 'bare', access: 'public' }),
  // the page a change-password QR code opens on a phone
  screen({ path: '/auth/qrcode/:token', name: 'qrPasswordConfirm', title: titles.qrPasswordConfirm, screen: 'qrPasswordConfirm', layout: 'bare', access: 'public' }),
  screen({ path: '/dividedAuth', name: 'dividedAuth', title: titles.dividedAuth, screen: 'dividedAuth', layout: 'bare', access: 'public' }),

  // information pages
  screen({ path: '/privacy', name: 'privacy', title: titles.privacy, screen: 'privacy', layout: 'bare', access: 'public' }),
  screen({ path: '/technicalSupport', name: 'technicalSupport', title: titles.technicalSupport, screen: 'technicalSupport', layout: 'bare', access: 'public' }),

  // classroom explanation
  screen({
    path: '/lesson/:testid/:schoolid/:campusid/:classid/:specialGroupid/:examinationid',
    name: 'Lesson',
    title: titles.lesson,
    screen: 'lesson',
    layout: 'bare',
  }),

  // help centre
  // the original sent /helps/index on to the app download page; it is the help centre's index here
  screen({ path: '/helps/index', name: 'helpIndex', title: titles.helpIndex, screen: 'helpIndex', access: 'public' }),
  screen({ path: '/help/appDownload/marking', name: 'markingApp', title: titles.helpMarkingApp, screen: 'markingHelp', access: 'public' }),
  screen({ path: '/help/appDownload/scanClient', name: 'scanClientDownload', title: titles.helpScanClient, screen: 'scanClientHelp', access: 'public' }),
  screen({ path: '/help/answerSheet/template', name: 'answerSheetTemplate', title: titles.helpAnswerSheetTemplate, screen: 'answerSheetHelp', access: 'public' }),

  screen({ path: '/aiScanAnswerSheet', name: 'aiScanAnswerSheet', title: titles.aiScanAnswerSheet, screen: 'aiScan', access: 'admin' }),

  // answer card
  screen({ path: '/answerCard', name: 'answerCard', title: titles.answerCard, screen: 'answerCardList' }),
  screen({ path: '/answerCard/admin', name: 'answerCardAdmin', title: titles.answerCardAdmin, screen: 'answerCardDesigner', layout: 'bare' }),
  screen({ path: '/answerCard/create/:subjectId/:testId', name: 'answerCardCreate', title: titles.answerCardCreate, screen: 'answerCardDesigner', layout: 'bare' }),
  screen({ path: '/answerCard/preview', name: 'answerCardPreview', title: titles.answerCardPreview, screen: 'answerCardPreview', layout: 'bare' }),

  // report previews
  ...REPORT_PREVIEWS.map(([segment, name, title]) =>
    screen({ path: `/preview/analysis/report/${segment}`, name, title, screen: 'reportPreview', layout: 'bare' }),
  ),

  // the marking window
  screen({ path: '/markingModule', name: 'markingModule', title: titles.markingModule, screen: 'markingModule', layout: 'bare' }),

  // exam analysis
  redirect('/analysis/examination', '/analysis/examination/index'),
  ...ANALYSIS_SUB_ROUTES.map(([segment, name, title, shown]) => screen({ path: `/analysis/examination/${segment}`, name, title, screen: shown })),

  // exam division; its bare address lists the exams with their marking progress, for roles 1 and 5 too
  screen({ path: '/divided/progress', name: 'dividedProgressList', title: titles.dividedProgressList, screen: 'adminProgress' }),
  screen({ path: `/divided/progress/${EXAM_AND_TEST}`, name: 'dividedProgress', title: titles.dividedProgress, screen: 'assignment' }),
  screen({ path: `/divided/progress/original/uploadOrigin/${EXAM_AND_TEST}`, name: 'dividedUploadOrigin', title: titles.dividedUploadOrigin, screen: 'uploadOrigin', access: 'admin' }),
  screen({ path: `/divided/progress/original/cutting/${EXAM_AND_TEST}`, name: 'dividedCutting', title: titles.dividedCutting, screen: 'originalCutting', access: 'admin' }),
  // a paper's answer card: part of exam setup, for the school's administrators
  screen({ path: `/divided/progress/answerSheet/${EXAM_AND_TEST}`, name: 'dividedAnswerSheet', title: titles.dividedAnswerSheet, screen: 'paperAnswerSheet', access: 'admin' }),
  screen({ path: `/divided/progress/scanAnswerSheet/${EXAM_AND_TEST}`, name: 'dividedScanAnswerSheet', title: titles.dividedScanAnswerSheet, screen: 'scanAnswerSheet' }),
  screen({
    path: `/divided/progress/scanAnswerSheet/exception/${EXAM_AND_TEST}`,
    name: 'dividedScanException',
    title: titles.dividedScanException,
    screen: 'scanException',
  }),

  // the product's own administration (not a screen of the specification): build and service facts
  screen({ path: '/admin/about', name: 'adminAbout', title: titles.adminAbout, screen: 'adminAbout', access: 'admin' }),
  // the school's classes and students and their import (spec 001 §7.3 names the calls, not the screen)
  screen({ path: '/admin/organisation', name: 'adminOrganisation', title: titles.adminOrganisation, screen: 'adminOrganisation', access: 'admin' }),
  // first run without the demo: the page a one-time setup link opens
  screen({ path: '/setup', name: 'setup', title: titles.setup, screen: 'setup', layout: 'bare', access: 'public' }),

  // the bare address opens home (a visitor without a session is then sent to /login)
  redirect('/', '/teachers'),
];

/** The path of a named route without parameters, e.g. pathOf('analysisExaminationMain'). */
export function pathOf(name: string): string | undefined {
  return ROUTES.find((route) => route.name === name)?.path;
}

/** The entry of the table at exactly this path (a pattern without parameters), after a redirect. */
function entryAt(path: string): RouteEntry | undefined {
  const entry = ROUTES.find((route) => route.path === path);
  return entry?.redirect ? ROUTES.find((route) => route.path === entry.redirect) : entry;
}

/**
 * Whether a link to `path` opens a built screen that the route guard lets this user see: the
 * navigation offers nothing else (no placeholder, no bounce to /login).
 */
export function mayOpen(path: string, current: GuardSession): boolean {
  const entry = entryAt(path.split(/[?#]/)[0]);
  return entry?.screen !== undefined && guardDecision(entry.access, path, current) === 'pass';
}

export interface RouteMatch {
  route: RouteEntry;
  params: RouteParams;
}

/** The first entry whose pattern matches `path` (the order of the table decides). */
export function findRoute(parser: Parser, path: string): RouteMatch | null {
  for (const route of ROUTES) {
    const [matched, params] = matchRoute(parser, route.path, path);
    if (matched) return { route, params: { ...params } };
  }
  return null;
}
