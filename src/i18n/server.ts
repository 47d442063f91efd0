/**
 * The server's zh-CN catalogue: every `msg` an answer's envelope carries. One module per area
 * under ./zh-CN/server/, gathered here so that services import a single `msg` object
 * (`msg.exam.notFound`). Texts the client shows live in ./zh-CN.ts; the domain's own names and
 * texts, shared by both, in ./zh-CN/domain/ (see ./zh-CN.ts).
 */
import { exam } from './zh-CN/server/exam.ts';
import { assignment } from './zh-CN/server/assignment.ts';
import { organisation } from './zh-CN/server/organisation.ts';
import { roster } from './zh-CN/server/roster.ts';
import { setup } from './zh-CN/server/setup.ts';
import { access } from './zh-CN/server/access.ts';
import { tasks } from './zh-CN/server/tasks.ts';
import { reports } from './zh-CN/server/reports.ts';
import { reportKinds } from './zh-CN/server/report-kinds.ts';
import { recognition } from './zh-CN/server/recognition.ts';
import { common } from './zh-CN/server/common.ts';
import { request } from './zh-CN/server/request.ts';
import { auth } from './zh-CN/server/auth.ts';
import { account } from './zh-CN/server/account.ts';
import { answerCard } from './zh-CN/server/answer-card.ts';
import { analysis } from './zh-CN/server/analysis.ts';
import { trends } from './zh-CN/server/analysis-trends.ts';
import { files } from './zh-CN/server/files.ts';
import { startup } from './zh-CN/server/startup.ts';
import { marking } from './zh-CN/server/marking.ts';
import { variants } from './zh-CN/server/variants.ts';
import { spotCheck } from './zh-CN/server/spot-check.ts';
import { markerReliability } from './zh-CN/server/marker-reliability.ts';
import { scans } from './zh-CN/server/scans.ts';
import { scanExceptions } from './zh-CN/server/scan-exceptions.ts';
import { testResources } from './zh-CN/server/test-resources.ts';
import { bank } from './zh-CN/server/bank.ts';
import { originalPaper } from './zh-CN/server/original-paper.ts';

export const msg = {
  exam,
  assignment,
  organisation,
  roster,
  setup,
  access,
  tasks,
  reports,
  reportKinds,
  recognition,
  common,
  request,
  auth,
  account,
  answerCard,
  analysis,
  trends,
  files,
  startup,
  marking,
  variants,
  spotCheck,
  markerReliability,
  scans,
  scanExceptions,
  testResources,
  bank,
  originalPaper,
} as const;

export type ServerCatalogue = typeof msg;
