/** Recognition of scanned answer cards printed by the designer: pure steps on grey pixel arrays. */
export * from './gray-image.ts';
export * from './affine.ts';
export { ANCHOR_SEARCH_RADIUS_MM, findAnchors, type AnchorSearch } from './anchors.ts';
export * from './marks.ts';
export * from './page.ts';
export * from './rectify.ts';
export * from './sheet-objectives.ts';
