/** Where a paper's scan upload is (spec 001 §2.1 /divided/progress/scanAnswerSheet/{examinationid}/{testId}). */
export function paperScanPath(examId: number, testId: number): string {
  return `/divided/progress/scanAnswerSheet/${examId}/${testId}`;
}

/** Where a paper's recognition exceptions are handled (spec 001 §2.1 /divided/progress/scanAnswerSheet/exception/{examinationid}/{testId}). */
export function paperExceptionPath(examId: number, testId: number): string {
  return `/divided/progress/scanAnswerSheet/exception/${examId}/${testId}`;
}
