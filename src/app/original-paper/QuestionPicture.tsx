/**
 * A question's picture cut from the printed original (原卷切题), shown where the question has no
 * text of its own: the lesson, the question analysis. The paper's pictures are read once per
 * paper; a reader who may not open the paper's original (or a paper never cut) simply has none.
 */
import { useMemo } from 'react';
import { t } from '../../i18n/zh-CN.ts';
import { useProtectedImage } from '../analysis/common/protected-image.ts';
import { useLoad } from '../common/use-load.ts';
import { originalPaper } from './original-paper-calls.ts';
import './original-paper.css';

/** The address of each cut question's picture in the paper, by question id. */
export function useQuestionPictures(testId: number | undefined): ReadonlyMap<number, string> {
  const load = useLoad(testId ? `original-pictures:${testId}` : null, () => originalPaper(testId!).catch(() => null));
  return useMemo(() => new Map((load.data?.pictures ?? []).map((picture) => [picture.question_id, picture.url])), [load.data]);
}

export function QuestionPicture({ url, label }: { url: string; label: string }) {
  const image = useProtectedImage(url);
  if (image.state !== 'loaded') return null;
  return <img className="question-picture" src={image.src} alt={t.originalPaper.pictureAlt(label)} data-testid="question-picture" />;
}
