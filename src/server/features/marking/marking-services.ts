/**
 * The services of the marking feature, made once per server: the marking engine (claims,
 * marks, the double-marking rule) and the calls of the marking window and the progress pages
 * around it, each a service of its own topic.
 */
import type { Database } from '../../db/database.ts';
import type { ScanStorage } from '../../storage/scan-storage.ts';
import { BlankVolumes } from './blank-volume-service.ts';
import { Divisions } from './division-service.ts';
import { MarkingLeases } from './lease-service.ts';
import { MarkingFeedback } from './marking-feedback-service.ts';
import { MarkingHistory } from './marking-history-service.ts';
import { MarkingLists } from './marking-list-service.ts';
import { MarkingProgress } from './marking-progress-service.ts';
import type { MarkingService } from './marking-service.ts';
import { Occupancy } from './occupancy-service.ts';
import { OriginalPapers } from './original-paper.ts';
import type { PartitionContexts } from './partition-context.ts';
import { ProblemPapers } from './problem-paper-service.ts';
import { QuestionReports } from './question-report-service.ts';

export interface MarkingServices {
  marking: MarkingService;
  lists: MarkingLists;
  leases: MarkingLeases;
  history: MarkingHistory;
  problems: ProblemPapers;
  feedback: MarkingFeedback;
  blankVolumes: BlankVolumes;
  originals: OriginalPapers;
  occupancy: Occupancy;
  progress: MarkingProgress;
  divisions: Divisions;
  questionReports: QuestionReports;
}

export function markingServices(database: Database, contexts: PartitionContexts, marking: MarkingService, storage: ScanStorage): MarkingServices {
  return {
    marking,
    lists: new MarkingLists(database),
    leases: new MarkingLeases(database, marking),
    history: new MarkingHistory(database, marking),
    problems: new ProblemPapers(database, contexts, marking),
    feedback: new MarkingFeedback(database, marking),
    blankVolumes: new BlankVolumes(database, contexts, marking, storage),
    originals: new OriginalPapers(database, storage, contexts, marking.assignments),
    occupancy: new Occupancy(database),
    progress: new MarkingProgress(database),
    divisions: new Divisions(database, contexts),
    questionReports: new QuestionReports(database),
  };
}
