/** The answer-sheet designer's engine: card model and edits, layout, recognition template. */
export * from './model.ts';
export * from './sections.ts';
export * from './edit.ts';
export * from './rules.ts';
export * from './geometry.ts';
export * from './frame.ts';
export * from './elements.ts';
export { headerHeight } from './header.ts';
export { headingText, type BlockArea, type BlockBorder } from './measure-parts.ts';
export { compositionGrid, scoreBarCells } from './measure-answers.ts';
export * from './layout.ts';
export * from './template.ts';
export { cardProblem } from './validate.ts';
export { renumberQuestions } from './numbering.ts';
export { isResizable, resizedSection, resizeSection } from './resize.ts';
