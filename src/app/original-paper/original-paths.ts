/** Where a paper's printed original is uploaded and cut (spec 001 §2.1 /divided/progress/original/…). */
export function uploadOriginPath(examId: number, testId: number): string {
  return `/divided/progress/original/uploadOrigin/${examId}/${testId}`;
}

export function cuttingPath(examId: number, testId: number): string {
  return `/divided/progress/original/cutting/${examId}/${testId}`;
}
