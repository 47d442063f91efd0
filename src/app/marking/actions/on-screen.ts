/**
 * The student on screen: the first of the queue is put on the paper, the pictures of the others
 * are fetched ahead, and the pictures of students no longer held are let go.
 */
import { blanksOf, isRegionMode } from '../../../domain/marking/blanks.ts';
import { markingSession as state, type GroupState, type StudentToMark } from '../../../state/marking-session.ts';
import { afterPaint } from '../after-paint.ts';
import { paper } from '../paper-controller.ts';
import type { PaperContent } from '../paper-scene.ts';

export function picturesOf(students: readonly StudentToMark[]): string[] {
  return students.flatMap((student) => student.partition_pics.map((piece) => piece.url));
}

/** The paper content of a student: the scans (object URLs), the group's blanks and earlier scores. */
function contentOf(group: GroupState, student: StudentToMark, urls: readonly string[]): PaperContent {
  const blanks = blanksOf(group.questions);
  const pictureHeight = Math.max(0, ...student.partition_pics.map((p) => p.y + p.height));
  const pictureWidth = Math.max(0, ...student.partition_pics.map((p) => p.x + p.width));
  return {
    pieces: student.partition_pics.map((piece, i) => ({ url: urls[i], x: piece.x, y: piece.y, width: piece.width, height: piece.height })),
    // a blank the division left without a rectangle covers the whole picture
    blanks: blanks.map((blank) => (blank.rect.width > 0 && blank.rect.height > 0 ? blank : { ...blank, rect: { x: 0, y: 0, width: pictureWidth, height: pictureHeight } })),
    variant: isRegionMode(group.row) ? 'region' : 'blank',
    questionScore: student.question_score,
    scoreMarks: student.score_marks,
  };
}

/**
 * Puts the first student of the queue on the paper. Its scans are usually here already (they
 * were fetched when the student was claimed), and then it happens at once.
 */
export function showCurrent(): void {
  const student = state.queue[0];
  const group = state.group;
  // letting go of the last student's pictures and fetching ahead waits until this one is painted
  afterPaint(() => paper.keepPictures(picturesOf(state.queue)));
  if (!student || !group) {
    paper.show(undefined);
    state.image = 'idle';
    return;
  }
  const shown = (image: 'loaded' | 'error') => {
    state.image = image;
    if (image === 'loaded') state.shownAt = Date.now();
  };
  const image = paper.showWithPictures(
    student.partition_pics.map((piece) => piece.url),
    (urls) => contentOf(group, student, urls),
    shown,
  );
  if (image === 'loaded') shown(image);
  else state.image = image;
}

/** The queue changed behind the student on screen: its pictures are fetched ahead. */
export function prefetchQueue(): void {
  paper.prefetchPictures(picturesOf(state.queue));
}
