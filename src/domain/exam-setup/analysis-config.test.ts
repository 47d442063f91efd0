import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_CONFIG, scoreLineProblem } from './analysis-config.ts';

describe('analysis score lines', () => {
  it('defaults to the report’s ranges, which fall strictly', () => {
    expect(DEFAULT_ANALYSIS_CONFIG).toMatchObject({ excellentPercent: 85, goodPercent: 70, passPercent: 60, lowPercent: 40 });
    expect(scoreLineProblem(DEFAULT_ANALYSIS_CONFIG)).toBeNull();
  });

  it('names the first pair of lines out of order, equal lines included', () => {
    expect(scoreLineProblem({ ...DEFAULT_ANALYSIS_CONFIG, goodPercent: 90 })).toEqual({ higher: 'excellent', lower: 'good' });
    expect(scoreLineProblem({ ...DEFAULT_ANALYSIS_CONFIG, passPercent: 70 })).toEqual({ higher: 'good', lower: 'pass' });
    expect(scoreLineProblem({ ...DEFAULT_ANALYSIS_CONFIG, lowPercent: 60 })).toEqual({ higher: 'pass', lower: 'low' });
  });
});
