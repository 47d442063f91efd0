/**
 * The screens of the route table (routes.tsx), by the names the table gives them. Screens that
 * bring the canvas or the charts load on first visit (lazyScreen); the sign-in, progress and
 * personal-centre screens are part of the main bundle. Only the router imports this wiring, so a
 * screen can ask the route table for paths without reaching itself through it.
 */
import type { ComponentType } from 'react';
import { LoginPage } from './LoginPage.tsx';
import { SelectSchoolPage } from './SelectSchoolPage.tsx';
import { ExamProgressPage } from '../progress/ExamProgressPage.tsx';
import { SubjectListPage } from '../progress/SubjectListPage.tsx';
import { WorkloadPage } from '../progress/WorkloadPage.tsx';
import { MarkingListPage } from '../progress/MarkingListPage.tsx';
import { JudgePage } from '../progress/JudgePage.tsx';
import { MyClassPage } from '../account/MyClassPage.tsx';
import { PersonalInformationPage } from '../account/PersonalInformationPage.tsx';
import { QrConfirmPage } from '../account/QrConfirmPage.tsx';
import { lazyScreen } from './lazy-screen.ts';
import type { RouteParams, ScreenName } from './routes.tsx';

export const SCREENS: Readonly<Record<ScreenName, ComponentType<{ params: RouteParams }>>> = {
  home: lazyScreen(() => import('./HomePage.tsx'), (m) => m.HomePage),
  examAnalysisEntry: lazyScreen(() => import('./ExamAnalysisEntryPage.tsx'), (m) => m.ExamAnalysisEntryPage),
  examProgress: ExamProgressPage,
  subjectList: SubjectListPage,
  workload: WorkloadPage,
  markingList: MarkingListPage,
  judge: JudgePage,
  myClass: MyClassPage,
  myDownload: lazyScreen(() => import('../downloads/MyDownloadPage.tsx'), (m) => m.MyDownloadPage),
  personalInformation: PersonalInformationPage,
  studentAnswerLog: lazyScreen(() => import('../answer-log/StudentAnswerLogPage.tsx'), (m) => m.StudentAnswerLogPage),
  studentScores: lazyScreen(() => import('../student/StudentScoresPage.tsx'), (m) => m.StudentScoresPage),
  login: LoginPage,
  selectSchool: SelectSchoolPage,
  qrPasswordConfirm: QrConfirmPage,
  lesson: lazyScreen(() => import('../lesson/LessonPage.tsx'), (m) => m.LessonPage),
  answerCardList: lazyScreen(() => import('../answer-card/CardListPage.tsx'), (m) => m.CardListPage),
  savedPapers: lazyScreen(() => import('../bank/SavedPapersPage.tsx'), (m) => m.SavedPapersPage),
  paperAnswerSheet: lazyScreen(() => import('../answer-card/PaperCardPage.tsx'), (m) => m.PaperCardPage),
  uploadOrigin: lazyScreen(() => import('../original-paper/UploadOriginPage.tsx'), (m) => m.UploadOriginPage),
  originalCutting: lazyScreen(() => import('../original-paper/CuttingPage.tsx'), (m) => m.CuttingPage),
  answerCardDesigner: lazyScreen(() => import('../answer-card/DesignerPage.tsx'), (m) => m.DesignerPage),
  answerCardPreview: lazyScreen(() => import('../answer-card/PreviewPage.tsx'), (m) => m.PreviewPage),
  markingModule: lazyScreen(() => import('../marking/MarkingModule.tsx'), (m) => m.MarkingModule),
  adminProgress: lazyScreen(() => import('../admin/AdminProgressPage.tsx'), (m) => m.AdminProgressPage),
  adminAbout: lazyScreen(() => import('../admin/AboutPage.tsx'), (m) => m.AboutPage),
  examList: lazyScreen(() => import('../exams/ExamListPage.tsx'), (m) => m.ExamListPage),
  bankVolume: lazyScreen(() => import('../bank/VolumePage.tsx'), (m) => m.VolumePage),
  bankBasket: lazyScreen(() => import('../bank/BasketPage.tsx'), (m) => m.BasketPage),
  paperEdit: lazyScreen(() => import('../exams/PaperEditPage.tsx'), (m) => m.PaperEditPage),
  division: lazyScreen(() => import('../division/DivisionPage.tsx'), (m) => m.DivisionPage),
  adminOrganisation: lazyScreen(() => import('../organisation/OrganisationPage.tsx'), (m) => m.OrganisationPage),
  setup: lazyScreen(() => import('../organisation/SetupPage.tsx'), (m) => m.SetupPage),
  analysisOverview: lazyScreen(() => import('../analysis/ExamOverviewPage.tsx'), (m) => m.ExamOverviewPage),
  analysisTest: lazyScreen(() => import('../analysis/TestAnalysisPage.tsx'), (m) => m.TestAnalysisPage),
  analysisQuestion: lazyScreen(() => import('../analysis/QuestionAnalysisPage.tsx'), (m) => m.QuestionAnalysisPage),
  analysisExamTotals: lazyScreen(() => import('../analysis/ExamTotalsPage.tsx'), (m) => m.ExamTotalsPage),
  analysisClasses: lazyScreen(() => import('../analysis/ClassesPage.tsx'), (m) => m.ClassesPage),
  analysisStudents: lazyScreen(() => import('../analysis/StudentsPage.tsx'), (m) => m.StudentsPage),
  analysisSetting: lazyScreen(() => import('../analysis/SettingPage.tsx'), (m) => m.SettingPage),
  analysisPotentialStudents: lazyScreen(() => import('../analysis/PotentialStudentsPage.tsx'), (m) => m.PotentialStudentsPage),
  analysisRiseAndFallStudents: lazyScreen(() => import('../analysis/RiseAndFallStudentsPage.tsx'), (m) => m.RiseAndFallStudentsPage),
  analysisFormerNStudents: lazyScreen(() => import('../analysis/FormerNStudentsPage.tsx'), (m) => m.FormerNStudentsPage),
  analysisReportTasks: lazyScreen(() => import('../analysis/reports/ReportTasksPage.tsx'), (m) => m.ReportTasksPage),
  reportPreview: lazyScreen(() => import('../analysis/reports/ReportPreviewPage.tsx'), (m) => m.ReportPreviewPage),
  analysisCustomAnalysis: lazyScreen(() => import('../analysis/CustomAnalysisPage.tsx'), (m) => m.CustomAnalysisPage),
  analysisCoincidenceDegree: lazyScreen(() => import('../analysis/CoincidenceDegreePage.tsx'), (m) => m.CoincidenceDegreePage),
  analysisSchoolReport: lazyScreen(() => import('../analysis/SchoolReportPage.tsx'), (m) => m.SchoolReportPage),
  analysisDataMining: lazyScreen(() => import('../analysis/DataMiningPage.tsx'), (m) => m.DataMiningPage),
  analysisSpecialGroups: lazyScreen(() => import('../analysis/SpecialGroupsPage.tsx'), (m) => m.SpecialGroupsPage),
  analysisTestQuestions: lazyScreen(() => import('../analysis/TestQuestionsPage.tsx'), (m) => m.TestQuestionsPage),
  analysisStudentOriginalTest: lazyScreen(() => import('../analysis/StudentOriginalTestPage.tsx'), (m) => m.StudentOriginalTestPage),
  analysisAdvantageInferiority: lazyScreen(() => import('../analysis/AdvantageInferiorityPage.tsx'), (m) => m.AdvantageInferiorityPage),
  assignment: lazyScreen(() => import('../assignment/AssignmentPage.tsx'), (m) => m.AssignmentPage),
  scanAnswerSheet: lazyScreen(() => import('../scans/ScanAnswerSheetScreen.tsx'), (m) => m.ScanAnswerSheetScreen),
  paperLibrary: lazyScreen(() => import('../exams/PaperLibraryPage.tsx'), (m) => m.PaperLibraryPage),
  aiScan: lazyScreen(() => import('../scans/AiScanPage.tsx'), (m) => m.AiScanPage),
  scanException: lazyScreen(() => import('../scans/ScanExceptionPage.tsx'), (m) => m.ScanExceptionPage),
  exceptionHandling: lazyScreen(() => import('../scans/ExceptionHandlingPage.tsx'), (m) => m.ExceptionHandlingPage),
  scanClientHelp: lazyScreen(() => import('../scans/ScanClientHelpPage.tsx'), (m) => m.ScanClientHelpPage),
  helpIndex: lazyScreen(() => import('../help/HelpIndexPage.tsx'), (m) => m.HelpIndexPage),
  markingHelp: lazyScreen(() => import('../help/MarkingHelpPage.tsx'), (m) => m.MarkingHelpPage),
  answerSheetHelp: lazyScreen(() => import('../help/AnswerSheetHelpPage.tsx'), (m) => m.AnswerSheetHelpPage),
  privacy: lazyScreen(() => import('../help/PrivacyPage.tsx'), (m) => m.PrivacyPage),
  technicalSupport: lazyScreen(() => import('../help/TechnicalSupportPage.tsx'), (m) => m.TechnicalSupportPage),
  auth: lazyScreen(() => import('../help/HandoverPage.tsx'), (m) => m.AuthPage),
  dividedAuth: lazyScreen(() => import('../help/HandoverPage.tsx'), (m) => m.DividedAuthPage),
};
