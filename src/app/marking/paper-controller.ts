/**
 * The one paper view of the marking window: it owns the tldraw editor once the canvas is up,
 * holds the pictures of the students to come (fetched ahead, so the next student shows at
 * once), draws the student it is given, keeps the view (layout, rotation, zoom limits) and
 * answers what the paper says. Screens and actions talk to `paper`; nothing else touches the
 * editor.
 */
import type { Editor } from 'tldraw';
import type { ScoreType } from '../../domain/score-entry.ts';
import type { StepOutcome } from '../../domain/score-entry.ts';
import { blankIdOfBox, getActiveBlank, getBlankBoxes, setActiveBlank, setBlankScore } from '../../shapes/blank-box/blank-scores.ts';
import { setScoringInput, type ScoringInput } from '../../tools/scoring-input.ts';
import { clearScoreMarks, writeScoreMark } from '../../tools/score-point/write-score-mark.ts';
import { fitZoom, zoomLimits, zoomSteps, type PaperLayout, type PaperRotation, type ViewTransform } from './paper-layout.ts';
import { fetchScan } from './marking-api.ts';
import { ScanCache } from './scan-cache.ts';
import { capturePaper, clearPaper, readSubmission, runningScores, showPaper, transformFor, type PaperContent, type PaperSubmission } from './paper-scene.ts';

/** The part of the view the paper is fitted into (the floating column covers the rest). */
export interface FitArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

type Listener = () => void;

function sameSteps(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((step, i) => step === b[i]);
}

export class PaperController {
  private editor: Editor | undefined;
  private content: PaperContent | undefined;
  private layout: PaperLayout = 'vertical';
  private rotation: PaperRotation = 0;
  private transform: ViewTransform | undefined;
  private fitArea: FitArea | undefined;
  private input: Partial<ScoringInput> = {};
  private tool: 'score-point' | 'blank-score' | undefined;
  private readonly listeners = new Set<Listener>();
  /** counts the shows: a show still waiting for its pictures is dropped once a later one came */
  private shows = 0;

  constructor(private readonly pictures: ScanCache) {}

  /** Called by the canvas when its editor is ready; answers the function that detaches it. */
  attach(editor: Editor): () => void {
    this.editor = editor;
    setScoringInput(editor, this.input);
    this.restoreTool();
    if (this.content) this.redraw();
    this.emit();
    return () => {
      if (this.editor === editor) this.editor = undefined;
      this.emit();
    };
  }

  getEditor(): Editor | undefined {
    return this.editor;
  }

  /** Runs when the editor comes or goes, or the paper is redrawn. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  setScoringInput(input: Partial<ScoringInput>): void {
    this.input = { ...this.input, ...input };
    if (this.editor) setScoringInput(this.editor, this.input);
  }

  /** Picks the tool of the marking kind: score marks by region, ticks by blank. */
  useTool(tool: 'score-point' | 'blank-score'): void {
    this.tool = tool;
    this.restoreTool();
  }

  private restoreTool(): void {
    if (this.editor && this.tool && this.editor.getCurrentToolId() !== this.tool) this.editor.setCurrentTool(this.tool);
  }

  /** The pictures wanted next (the students held, in order): fetched ahead; the others are let go. */
  keepPictures(urls: readonly string[]): void {
    this.pictures.retainOnly(urls);
    this.pictures.prefetch(urls);
  }

  /** Fetches these pictures ahead, keeping the others. */
  prefetchPictures(urls: readonly string[]): void {
    this.pictures.prefetch(urls);
  }

  /** Whether these pictures are here and decoded, so that a paper made from them shows at once. */
  picturesReady(urls: readonly string[]): boolean {
    return urls.every((url) => this.pictures.peek(url) !== undefined);
  }

  /**
   * Shows a paper made from its pictures' object URLs by `build`: at once when the pictures are
   * here (answers 'loaded'), else when they come (answers 'loading'; `settled` tells how it
   * ended, unless another show came first).
   */
  showWithPictures(urls: readonly string[], build: (objectUrls: string[]) => PaperContent, settled: (image: 'loaded' | 'error') => void): 'loaded' | 'loading' {
    const show = ++this.shows;
    const ready = urls.map((url) => this.pictures.peek(url));
    if (ready.every((url): url is string => url !== undefined)) {
      this.draw(build(ready));
      return 'loaded';
    }
    Promise.all(urls.map((url) => this.pictures.load(url))).then(
      (objectUrls) => {
        if (show !== this.shows) return;
        this.draw(build(objectUrls));
        settled('loaded');
      },
      () => {
        if (show === this.shows) settled('error');
      },
    );
    return 'loading';
  }

  /** Shows a student's paper (or, with undefined, an empty view); a show still waiting for its pictures is dropped. */
  show(content: PaperContent | undefined): void {
    this.shows++;
    this.draw(content);
  }

  private draw(content: PaperContent | undefined): void {
    this.content = content;
    if (!this.editor) return;
    if (!content) {
      clearPaper(this.editor);
      this.transform = undefined;
      this.emit();
      return;
    }
    this.redraw();
  }

  private redraw(): void {
    const editor = this.editor;
    const content = this.content;
    if (!editor || !content) return;
    this.transform = transformFor(content.pieces, this.layout, this.rotation);
    showPaper(editor, content, this.transform);
    this.restoreTool();
    this.applyZoomLimits();
    this.fit();
    this.emit();
  }

  view(): ViewTransform | undefined {
    return this.transform;
  }

  getLayout(): { layout: PaperLayout; rotation: PaperRotation } {
    return { layout: this.layout, rotation: this.rotation };
  }

  /** Lays the pieces out and turns the paper, keeping every score and mark where it was written. */
  setView(layout: PaperLayout, rotation: PaperRotation): void {
    if (layout === this.layout && rotation === this.rotation) return;
    const editor = this.editor;
    if (editor && this.content && this.transform) {
      const captured = capturePaper(editor, this.transform);
      this.content = { ...this.content, questionScore: captured.questionScore, scoreMarks: captured.scoreMarks };
      this.layout = layout;
      this.rotation = rotation;
      this.redraw();
      if (captured.active) setActiveBlank(editor, captured.active);
      return;
    }
    this.layout = layout;
    this.rotation = rotation;
  }

  setFitArea(area: FitArea): void {
    this.fitArea = area;
    this.applyZoomLimits();
  }

  private applyZoomLimits(): void {
    const editor = this.editor;
    if (!editor || !this.transform) return;
    const viewport = editor.getViewportScreenBounds();
    const steps = zoomSteps(zoomLimits(this.transform.width, viewport.w));
    const options = editor.getCameraOptions();
    // the next student of a group has the same limits: the camera is left alone
    if (options.wheelBehavior === 'zoom' && sameSteps(options.zoomSteps, steps)) return;
    editor.setCameraOptions({ ...options, zoomSteps: steps, wheelBehavior: 'zoom' });
  }

  /** The paper view reset: the paper fills the width of the free area, top aligned. */
  fit(): void {
    const editor = this.editor;
    if (!editor || !this.transform) return;
    const viewport = editor.getViewportScreenBounds();
    const area = this.fitArea ?? { left: 0, top: 0, width: viewport.w, height: viewport.h };
    const zoom = fitZoom(this.transform.width, area.width, undefined, this.transform.height, area.height);
    const left = area.left + Math.max(0, (area.width - this.transform.width * zoom) / 2);
    const top = area.top;
    editor.setCamera({ x: left / zoom, y: top / zoom, z: zoom });
  }

  zoomIn(): void {
    this.editor?.zoomIn(undefined, { animation: { duration: 120 } });
  }

  zoomOut(): void {
    this.editor?.zoomOut(undefined, { animation: { duration: 120 } });
  }

  undo(): void {
    this.editor?.undo();
  }

  scores(scoreType: ScoreType): Map<string, number | undefined> {
    return this.editor ? runningScores(this.editor, scoreType) : new Map();
  }

  activeBlank(): string | undefined {
    return this.editor ? getActiveBlank(this.editor) : undefined;
  }

  selectBlank(id: string | undefined): void {
    if (this.editor) setActiveBlank(this.editor, id);
  }

  /** A score set from the score column (a value button, a typed score). */
  setScore(id: string, score: number | null): void {
    if (this.editor) setBlankScore(this.editor, id, score);
  }

  /** A step point from the score column, written into the blank's region. */
  addMark(id: string, value: number): StepOutcome | undefined {
    return this.editor ? writeScoreMark(this.editor, id, value) : undefined;
  }

  /** Takes every score mark off the paper (the score type changed). */
  clearMarks(): void {
    if (this.editor) clearScoreMarks(this.editor);
  }

  blankOrder(): string[] {
    return this.editor ? getBlankBoxes(this.editor).map(blankIdOfBox) : [];
  }

  /**
   * What a submit sends, read once from the paper: the scores, their total and the marks (see
   * readSubmission); 'unscored' when a blank has no score and unscored blanks do not count 0;
   * undefined without a paper.
   */
  readSubmission(scoring: { scoreType: ScoreType; zeroUnscored: boolean }): PaperSubmission | 'unscored' | undefined {
    const editor = this.editor;
    if (!editor || !this.content || !this.transform) return undefined;
    return readSubmission(editor, this.content.blanks, this.transform, scoring) ?? 'unscored';
  }

  hasPaper(): boolean {
    return Boolean(this.content);
  }
}

/** The marking window's paper. */
export const paper = new PaperController(new ScanCache((url) => fetchScan(url)));
