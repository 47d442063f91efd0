/**
 * Quantiles of Student's t distribution for whole degrees of freedom, for the confidence
 * intervals of means over few values (a marker with a handful of double-marked papers). The
 * two-sided probability P(|T| < t) has a closed form for whole ν (Abramowitz & Stegun 26.7.3 and
 * 26.7.4, a finite series in cos θ with θ = atan(t / √ν)); the quantile is found by bisection on it.
 */

/** P(|T| < t) for t ≥ 0 and ν ≥ 1 whole degrees of freedom. */
export function studentTwoSidedProbability(t: number, degreesOfFreedom: number): number {
  const v = degreesOfFreedom;
  const theta = Math.atan(t / Math.sqrt(v));
  const c2 = Math.cos(theta) ** 2;
  const s = Math.sin(theta);
  if (v % 2 === 1) {
    if (v === 1) return (2 / Math.PI) * theta;
    // 1 + (2/3)c² + (2·4)/(3·5)c⁴ + … up to the cos^(ν−3) term
    let term = 1;
    let series = 1;
    for (let k = 2; k <= v - 3; k += 2) {
      term *= (k / (k + 1)) * c2;
      series += term;
    }
    return (2 / Math.PI) * (theta + s * Math.cos(theta) * series);
  }
  // 1 + (1/2)c² + (1·3)/(2·4)c⁴ + … up to the cos^(ν−2) term
  let term = 1;
  let series = 1;
  for (let k = 1; k <= v - 3; k += 2) {
    term *= (k / (k + 1)) * c2;
    series += term;
  }
  return s * series;
}

/**
 * The t with P(|T| < t) = `confidence` (0.95 gives the two-sided 95 % critical value: 12.706 for
 * ν = 1, 3.182 for ν = 3, 1.960 as ν grows). Beyond a thousand degrees of freedom the normal
 * value differs by less than 0.001 and the series would only grow longer, so ν is capped there.
 */
export function studentQuantile(confidence: number, degreesOfFreedom: number): number {
  const v = Math.min(Math.max(1, Math.floor(degreesOfFreedom)), 1000);
  let low = 0;
  let high = 1;
  while (studentTwoSidedProbability(high, v) < confidence) high *= 2;
  for (let i = 0; i < 100 && high - low > 1e-12; i++) {
    const middle = (low + high) / 2;
    if (studentTwoSidedProbability(middle, v) < confidence) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
