/**
 * Builds the Fastify application: contract-bound routes (fastify-openapi-glue validates every
 * request against openapi/platform.yaml), the envelope and error mapping, bearer auth, form
 * bodies, and — when a built client is given — the single-page app with history-mode fallback.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { ErrorCode } from '../domain/errors.ts';
import type { Database } from './db/database.ts';
import { failureSummary } from './db/unavailable.ts';
import { cardHandlers } from './features/answer-card/card-handlers.ts';
import { AnswerCardService } from './features/answer-card/card-service.ts';
import { AnalysisService } from './features/analysis/analysis-service.ts';
import { analysisHandlers } from './features/analysis/analysis-handlers.ts';
import { StudentOriginalTests } from './features/analysis/student-original-test.ts';
import { examWideHandlers } from './features/analysis/exam-wide-handlers.ts';
import { trendHandlers } from './features/analysis/trend-handlers.ts';
import { standingHandlers } from './features/analysis/standing-handlers.ts';
import { knowledgeHandlers } from './features/analysis/knowledge-handlers.ts';
import { reportDownloadHandlers } from './features/analysis/report-download-handlers.ts';
import { ReportDownloads } from './features/analysis/report-downloads.ts';
import { TypicalPapers } from './features/analysis/typical-papers.ts';
import { AuthService } from './features/auth/auth-service.ts';
import { authHandlers } from './features/auth/auth-handlers.ts';
import { loadLoginKey, type LoginKey } from './features/auth/rsa.ts';
import { fileHandlers } from './features/files/file-handlers.ts';
import { markingHandlers } from './features/marking/marking-handlers.ts';
import { MarkingService } from './features/marking/marking-service.ts';
import { markingServices } from './features/marking/marking-services.ts';
import { PartitionContexts } from './features/marking/partition-context.ts';
import { systemHandlers } from './features/system/system-handlers.ts';
import { taskHandlers } from './features/tasks/task-handlers.ts';
import { TaskService } from './features/tasks/task-service.ts';
import { qrHandlers } from './features/account/qr-handlers.ts';
import { QrPasswordService } from './features/account/qr-service.ts';
import { progressHandlers } from './features/progress/progress-handlers.ts';
import { speedHandlers } from './features/progress/speed-handlers.ts';
import { MarkingSpeed } from './features/progress/speed-service.ts';
import { ScoringRecords } from './features/progress/scoring-record-service.ts';
import { assignmentHandlers } from './features/assignment/assignment-handlers.ts';
import { spotCheckHandlers } from './features/spot-check/spot-check-handlers.ts';
import { markerReliabilityHandlers } from './features/marker-reliability/marker-reliability-handlers.ts';
import { MarkerReliabilityService } from './features/marker-reliability/marker-reliability-service.ts';
import { SpotChecks } from './features/spot-check/spot-check-service.ts';
import { AssignmentService } from './features/assignment/assignment-service.ts';
import { SpecialGroups } from './features/assignment/special-group-service.ts';
import { examHandlers } from './features/exams/exam-handlers.ts';
import { ExamLifecycle } from './features/exams/exam-lifecycle.ts';
import { ExamService } from './features/exams/exam-service.ts';
import { ExamStudentService } from './features/exams/exam-student-service.ts';
import { PaperService } from './features/exams/paper-service.ts';
import { paperStructureHandlers } from './features/exams/paper-structure-handlers.ts';
import { PaperStructureService } from './features/exams/paper-structure-service.ts';
import { examClassHandlers } from './features/exams/exam-class-handlers.ts';
import { ExamClassService } from './features/exams/exam-class-service.ts';
import { studentExamHandlers } from './features/exams/student-exam-handlers.ts';
import { StudentExamService } from './features/exams/student-exam-service.ts';
import { examContrastHandlers } from './features/exams/exam-contrast-handlers.ts';
import { studentPaperHandlers } from './features/exams/student-paper-handlers.ts';
import { StudentPaperService } from './features/exams/student-paper-service.ts';
import { examPapersHandlers } from './features/exams/exam-papers-handlers.ts';
import { ExamPapersService } from './features/exams/exam-papers-service.ts';
import { examAnomalyHandlers } from './features/exams/exam-anomaly-handlers.ts';
import { ExamAnomalyService } from './features/exams/exam-anomaly-service.ts';
import { examSchoolHandlers } from './features/exams/exam-school-handlers.ts';
import { testResourceHandlers } from './features/test-resources/test-resource-handlers.ts';
import { TestResourceService } from './features/test-resources/test-resource-service.ts';
import { originalPaperHandlers } from './features/original-paper/original-paper-handlers.ts';
import { OriginalPaperService } from './features/original-paper/original-paper-service.ts';
import { ExamSchoolService } from './features/exams/exam-school-service.ts';
import { ExamContrastService } from './features/exams/exam-contrast-service.ts';
import { analysisConfigHandlers } from './features/exams/analysis-config-handlers.ts';
import { AnalysisConfigService } from './features/exams/analysis-config-service.ts';
import { organisationHandlers } from './features/organisation/organisation-handlers.ts';
import { OrganisationService } from './features/organisation/organisation-service.ts';
import { AccountAdminService } from './features/organisation/account-service.ts';
import { rosterHandlers } from './features/roster/roster-handlers.ts';
import { classPasswordHandlers } from './features/student-accounts/class-password-handlers.ts';
import { ClassPasswordService } from './features/student-accounts/class-password-service.ts';
import { RosterService } from './features/roster/roster-service.ts';
import { setupHandlers } from './features/setup/setup-handlers.ts';
import { SetupService } from './features/setup/setup-service.ts';
import { tagHandlers } from './features/question-tags/tag-handlers.ts';
import { TagService } from './features/question-tags/tag-service.ts';
import { ProgressService } from './features/progress/progress-service.ts';
import { TaskQueue } from './jobs/task-queue.ts';
import type { QueueTuning } from './jobs/job-queue.ts';
import { TaskRunner } from './jobs/task-runner.ts';
import { startScanRecognition, type ScanRecognition } from './features/scans/scan-recognition.ts';
import { ocrProgressHandlers } from './features/scans/ocr-progress-handlers.ts';
import { OcrProgressService } from './features/scans/ocr-progress-service.ts';
import { AnalysisExams } from './features/analysis/analysis-exams.ts';
import { bankHandlers } from './features/question-bank/bank-handlers.ts';
import { BasketPaperService } from './features/question-bank/basket-paper-service.ts';
import { BankService } from './features/question-bank/bank-service.ts';
import { TestPaperService } from './features/question-bank/test-paper-service.ts';
import { variantHandlers } from './features/variants/variant-handlers.ts';
import { VariantService } from './features/variants/variant-service.ts';
import { scanBatchHandlers } from './features/scans/scan-batch-handlers.ts';
import { MixedScanService } from './features/scans/mixed-scan-service.ts';
import { scanExceptionHandlers } from './features/scans/scan-exception-handlers.ts';
import { ScanExceptionService } from './features/scans/scan-exception-service.ts';
import { repeatSheetHandlers } from './features/scans/repeat-sheet-handlers.ts';
import { RepeatSheetService } from './features/scans/repeat-sheet-service.ts';
import { ObjectiveReviewService } from './features/scans/objective-review-service.ts';
import { OnlineOcrService } from './features/scans/online-ocr-service.ts';
import { scanStatisticsHandlers } from './features/scans/scan-statistics-handlers.ts';
import { ScanStatisticsService } from './features/scans/scan-statistics-service.ts';
import { ScanBatchService } from './features/scans/scan-batch-service.ts';
import { registerScanUpload } from './features/scans/scan-upload-route.ts';
import { ScanUploadArea } from './features/scans/scan-upload-area.ts';
import { ScanUploadService } from './features/scans/scan-upload-service.ts';
import { failure } from './http/envelope.ts';
import type { Handlers } from './http/handlers.ts';
import { createPushHub } from './features/live/push-hub.ts';
import { securityHandlers } from './plugins/auth.ts';
import { trustedProxies } from './plugins/trust-proxy.ts';
import { registerLiveSocket } from './plugins/live-socket.ts';
import { registerScanProgressSocket } from './plugins/scan-progress-socket.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { otherMethodsOf, registerTransportEnvelopes, transportOptions } from './plugins/transport.ts';
import { MAX_BODY_BYTES, parseParams, registerBinaryBodies, registerFormBodies, registerJsonBodies, registerMultipartBodies } from './plugins/request-parsing.ts';
import { registerBodyRules, registerNulCharacterGuard, registerValidation } from './plugins/validation.ts';
import { contractDocument } from './plugins/contract-document.ts';
import type { ScanStorage } from './storage/scan-storage.ts';
import { schoolTimeZone } from './school-time-zone.ts';
import { msg } from '../i18n/server.ts';

export const CONTRACT_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/platform.yaml');

export interface AppOptions {
  database: Database;
  storage: ScanStorage;
  /** folder of the built client (dist/client); absent in API-only tests */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** run background-task workers in this process (default true; tests may start them later) */
  taskWorkers?: boolean;
  /** take scan-page recognition jobs in this process (default true; tests may run pages themselves) */
  scanWorkers?: boolean;
  /** the time sessions, sign-in limits and QR codes go by (tests move it; default the system clock) */
  clock?: () => Date;
  /** the school's time zone (IANA name); default SCHOOL_TIME_ZONE, else Asia/Shanghai */
  timeZone?: string;
  /** the folder of scan uploads in progress (tus); default UPLOAD_DIR, else a folder in the system's temporary folder */
  uploadDir?: string;
  /** the task queue's retry delay and polling instead of the queue's own (tests shorten them) */
  taskQueue?: Pick<QueueTuning, 'retryDelaySeconds' | 'pollSeconds'>;
}

export interface AppServices {
  auth: AuthService;
  /** the login key pair and the threads that decrypt with it */
  loginKey: LoginKey;
  marking: MarkingService;
  tasks: TaskQueue;
  /** page recognition: its queue, jobs and the intake of page images */
  scans: ScanRecognition;
  /** the folder of scan uploads in progress, swept of unfinished ones after a day */
  scanUploads: ScanUploadArea;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, storage } = options;
  const timeZone = options.timeZone === undefined ? schoolTimeZone(process.env.SCHOOL_TIME_ZONE) : schoolTimeZone(options.timeZone);
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { querystringParser: parseParams },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: trustedProxies(process.env.TRUST_PROXY),
    ...transportOptions,
  });
  registerErrorHandling(app);
  database.onConnectionError = (error) => app.log.warn(failureSummary(error), 'database connection lost');
  registerTransportEnvelopes(app);
  await registerSecurityHeaders(app);
  registerJsonBodies(app);
  registerFormBodies(app);
  registerBinaryBodies(app);
  await registerMultipartBodies(app);
  registerValidation(app);
  registerBodyRules(app, CONTRACT_PATH);
  registerNulCharacterGuard(app);
  // Responses are checked against the contract by the integration tests; at run time they are
  // serialised as they are, so a schema gap can never silently drop a field.
  app.addHook('onRoute', (route) => {
    if (route.schema && 'response' in route.schema) delete (route.schema as { response?: unknown }).response;
  });
  // how long the server worked on the call, for the browser's network panel and the benchmarks
  app.addHook('onSend', async (_request, reply) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });

  const loginKey = await loadLoginKey(database);
  app.addHook('onClose', () => loginKey.close());
  const auth = new AuthService(database, loginKey, options.clock, timeZone);
  const contexts = new PartitionContexts(database);
  const marking = new MarkingService(database, contexts);
  // background tasks: the queue starts with the app, its workers run in this process
  const runner = new TaskRunner(database, storage, timeZone);
  const taskQueue = new TaskQueue(database, {
    ...options.taskQueue,
    run: (attempt) => runner.run(attempt),
    failed: (taskId) => runner.failed(taskId),
    onError: (error) => app.log.error({ err: error }, 'task queue'),
  });
  await taskQueue.start();
  if (options.taskWorkers !== false) await taskQueue.startWorkers();
  app.addHook('onClose', () => taskQueue.stop());
  const tasks = new TaskService(database, taskQueue, storage);
  // scanned pages: recognised in worker threads of this process and by any `npm run worker`
  const scans = await startScanRecognition(database, storage, { workers: options.scanWorkers !== false, onError: (error) => app.log.error({ err: error }, 'scan-page queue') });
  app.addHook('onClose', () => scans.stop());
  const scanUploads = new ScanUploadArea(options.uploadDir ?? process.env.UPLOAD_DIR ?? path.join(tmpdir(), 'yuejuan-scan-uploads'), options.clock);
  app.decorate('services', { auth, loginKey, marking, tasks: taskQueue, scans, scanUploads });

  const hub = await createPushHub(database, { onFailure: (error, what) => app.log.warn({ ...failureSummary(error), what }, 'live push') });
  marking.onProgress((event) => hub.publish({ type: 'progress', partition_id: event.partitionId, test_id: event.testId }));
  auth.onMarkingLogin = (userId, sessionId) => hub.publish({ type: 'kick', user_id: userId, code: 4000, keep_session_id: sessionId });
  auth.onSessionsChanged = (userId) => hub.publish({ type: 'sessions', user_id: userId });
  // subscribed before the live sockets: after a gap the kept sessions are gone before any socket
  // checks its own session again
  hub.subscribe((event) => {
    if (event.type === 'sessions') auth.forgetSessions(event.user_id);
    // any user's sessions may have changed while this process was not listening
    if (event.type === 'resumed') auth.forgetAllSessions();
  });
  app.addHook('onClose', () => hub.close());
  await registerLiveSocket(app, auth, hub, (partitionId) => contexts.get(partitionId).then((context) => context.testId));
  // recognition progress of scan batches, pushed to the scan screens that follow them
  const publishScanProgress = (event: { batchId: number; testId: number }) => hub.publish({ type: 'scan-progress', batch_id: event.batchId, test_id: event.testId });
  scans.jobs.onSettled = publishScanProgress;
  const ocrProgress = new OcrProgressService(database, scans, publishScanProgress);
  registerScanProgressSocket(app, auth, hub, (caller, batchId) => ocrProgress.followable(caller, batchId));

  const examService = new ExamService(database);
  const handlers: Handlers = {
    ...systemHandlers(database),
    ...authHandlers(auth),
    ...fileHandlers(database, storage),
    ...taskHandlers(tasks),
    ...qrHandlers(new QrPasswordService(database, auth, options.clock)),
    ...progressHandlers(new ProgressService(database), tasks),
    ...markingHandlers(markingServices(database, contexts, marking, storage)),
    ...analysisHandlers(database, new AnalysisService(database), new TypicalPapers(database), new StudentOriginalTests(database)),
    ...examWideHandlers(database),
    ...trendHandlers(database),
    ...standingHandlers(database),
    ...knowledgeHandlers(database, new AnalysisService(database)),
    ...reportDownloadHandlers(new ReportDownloads(database, tasks, timeZone)),
    ...variantHandlers(new VariantService(database), new AnalysisExams(database)),
    ...bankHandlers(new BankService(database), new TestPaperService(database), new BasketPaperService(database)),
    ...cardHandlers(new AnswerCardService(database, storage, contexts)),
    // a saved assignment changes the group's policy and people: the marking engine reads them again
    ...speedHandlers(new MarkingSpeed(database, options.clock), new ScoringRecords(database)),
    ...assignmentHandlers(
      new AssignmentService(database, (partitionId, userIds) => {
        contexts.forget(partitionId);
        marking.assignments.forget(partitionId, userIds);
      }),
      new SpecialGroups(database),
    ),
    ...examHandlers(examService, new ExamLifecycle(database, examService, (ids) => ids.forEach((id) => contexts.forget(id))), new PaperService(database), new ExamStudentService(database)),
    ...paperStructureHandlers(new PaperStructureService(database)),
    ...examClassHandlers(new ExamClassService(database, examService)),
    ...studentExamHandlers(new StudentExamService(database)),
    ...examContrastHandlers(new ExamContrastService(database)),
    ...studentPaperHandlers(new StudentPaperService(database)),
    ...examPapersHandlers(new ExamPapersService(database)),
    ...examAnomalyHandlers(new ExamAnomalyService(database)),
    ...examSchoolHandlers(new ExamSchoolService(database)),
    ...testResourceHandlers(new TestResourceService(database, storage), database),
    ...originalPaperHandlers(new OriginalPaperService(database, storage)),
    ...analysisConfigHandlers(new AnalysisConfigService(database)),
    ...rosterHandlers(new RosterService(database)),
    ...classPasswordHandlers(new ClassPasswordService(database, auth)),
    ...organisationHandlers(new OrganisationService(database), new AccountAdminService(database, auth)),
    ...setupHandlers(new SetupService(database, auth, options.clock)),
    ...tagHandlers(new TagService(database)),
    ...spotCheckHandlers(new SpotChecks(database, options.clock)),
    ...markerReliabilityHandlers(new MarkerReliabilityService(database, timeZone)),
    ...scanBatchHandlers(new ScanBatchService(database, storage), new MixedScanService(database)),
    ...ocrProgressHandlers(ocrProgress),
    ...scanExceptionHandlers(new ScanExceptionService(database), new ObjectiveReviewService(database)),
    ...repeatSheetHandlers(new RepeatSheetService(database)),
    ...scanStatisticsHandlers(new ScanStatisticsService(database), new OnlineOcrService(database, storage, scans.jobs, scans.onPagesQueued)),
  };
  await app.register(openapiGlue, {
    specification: contractDocument(CONTRACT_PATH),
    securityHandlers: securityHandlers(auth),
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId as keyof Handlers];
      // every operation of the contract must be implemented: fail at start, not at call time
      if (!handler) throw new Error(`operation ${operationId} of the contract has no handler`);
      return handler as never;
    },
  });

  // the pages of a received scan go to the recognition queue once they are committed as queued
  await registerScanUpload(app, {
    database,
    auth,
    uploads: new ScanUploadService(database, storage, scans.onPagesQueued),
    area: scanUploads,
  });

  const clientDir = options.clientDir && existsSync(path.join(options.clientDir, 'index.html')) ? options.clientDir : undefined;
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = url.startsWith('/v1/') || url === '/v1' || url.startsWith('/healthz');
    if (clientDir && !isApi && request.method === 'GET') {
      // history-mode routes of the single-page app
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const allowed = otherMethodsOf(app, request);
    if (isApi && allowed.length > 0) {
      return reply.status(405).header('allow', allowed.join(', ')).send(failure(ErrorCode.methodNotAllowed, msg.common.methodNotAllowed));
    }
    return reply.status(404).send(failure(ErrorCode.notFound, msg.common.routeNotFound));
  });
  return app;
}
