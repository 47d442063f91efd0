/** Exam statistics: pure functions over score arrays, shared by the server, workers and tests. */
export * from './rates.ts';
export * from './item-statistics.ts';
export * from './psychometrics.ts';
export * from './paper.ts';
export * from './options.ts';
export * from './segments.ts';
export * from './mastery.ts';
export * from './trend.ts';
export * from './contribution.ts';
export * from './marker-reliability.ts';
export * from './student-t.ts';
