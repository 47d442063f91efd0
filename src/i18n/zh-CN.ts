/**
 * The zh-CN catalogue: every text the interface shows. One module per area under ./zh-CN/,
 * gathered here so that components import a single `t` object. The names and printed texts of
 * src/domain (enumerations, positions, bank question types, the answer card's wording and its
 * refusals, Chinese numerals) are read by the server and the client alike: they live in
 * ./zh-CN/domain/, one module per domain module, imported by that domain module and reached
 * through it.
 */
import { common } from './zh-CN/common.ts';
import { shell } from './zh-CN/shell.ts';
import { request } from './zh-CN/request.ts';
import { canvas } from './zh-CN/canvas.ts';
import { analysis } from './zh-CN/analysis.ts';
import { lesson } from './zh-CN/lesson.ts';
import { marking } from './zh-CN/marking.ts';
import { downloads } from './zh-CN/downloads.ts';
import { progress } from './zh-CN/progress.ts';
import { account } from './zh-CN/account.ts';
import { answerCard } from './zh-CN/answer-card.ts';
import { admin } from './zh-CN/admin.ts';
import { assignment } from './zh-CN/assignment.ts';
import { organisation } from './zh-CN/organisation.ts';
import { exams } from './zh-CN/exams.ts';
import { scans } from './zh-CN/scans.ts';
import { mixedScan } from './zh-CN/mixed-scan.ts';
import { scanExceptions } from './zh-CN/scan-exceptions.ts';
import { scanClient } from './zh-CN/scan-client.ts';
import { division } from './zh-CN/division.ts';
import { paperResources } from './zh-CN/paper-resources.ts';
import { bank } from './zh-CN/bank.ts';
import { student } from './zh-CN/student.ts';
import { help } from './zh-CN/help.ts';
import { answerLog } from './zh-CN/answer-log.ts';
import { originalPaper } from './zh-CN/original-paper.ts';

export const t = {
  common,
  shell,
  request,
  canvas,
  analysis,
  lesson,
  marking,
  downloads,
  progress,
  account,
  answerCard,
  admin,
  assignment,
  organisation,
  exams,
  scans,
  mixedScan,
  scanExceptions,
  scanClient,
  division,
  paperResources,
  bank,
  student,
  help,
  answerLog,
  originalPaper,
} as const;

export type Catalogue = typeof t;
