/** The points of the analysis line charts: ringed in their line's colour and labelled with their value; hovering finds the nearest. */
export const LABELLED_POINTS = {
  colors: { scheme: 'category10' },
  pointSize: 8,
  pointBorderWidth: 2,
  pointBorderColor: { from: 'serieColor' },
  enablePointLabel: true,
  pointLabel: (point: { data: { y: unknown } }) => String(point.data.y),
  useMesh: true,
} as const;
