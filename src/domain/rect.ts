/** A rectangle: its top-left corner and size, in the units of whatever it lies on (a picture's pixels, a page's millimetres). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
