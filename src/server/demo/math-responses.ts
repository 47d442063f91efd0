/**
 * What demo students write for the maths paper's questions 13–22, from a full solution down to
 * a wrong one, so that a teacher trying the demo can judge each scan. `share` is the part of the
 * question's marks the writing deserves; a student whose simulated score is nearest a share
 * writes that answer. In a fill-in answer the first line is the answer, the rest is working
 * squeezed in beside it; in a worked answer every line is a line of working. Minus signs are
 * the hyphen a hand writes. Each answer is a row [share, text].
 */
import { graded, type WrittenAnswer } from './written-answer.ts';

export const MATH_RESPONSES: Record<string, readonly WrittenAnswer[]> = {
  '13': graded([
    [1, '-4/5\ncos²α=1-9/25=16/25'],
    [1, 'cosα=-4/5\n第二象限cosα<0'],
    [0, '4/5\ncos²α=16/25'],
    [0, '-3/5\ncosα=-(1-3/5)'],
    [0, '-4/3\ntanα=-3/4'],
  ]),
  '14': graded([
    [1, '-2\nx+2=0'],
    [1, 'x=-2\na·b=x+2=0'],
    [0, '2\nx-2=0'],
    [0, '-1/2\n2x+1=0'],
  ]),
  '15': graded([
    [1, '1\nz=(1+i)²/2=i'],
    [1, '|z|=1\n|1+i|/|1-i|=√2/√2'],
    [0, '√2\nz=1+i'],
    [0, 'i\nz=(1+i)²/2'],
    [0, '2\n|z|=|1+i|·|1-i|=2'],
  ]),
  '16': graded([
    [1, '√13\nc=4, a²=1+16-4'],
    [1, 'a=√13\n½bcsinA=√3, c=4'],
    [0, '13\nc=4'],
    [0, '√21\na²=1+16+4'],
    [0, '4\n½·1·c·(√3/2)=√3'],
  ]),
  '17': graded([
    [1, '(1) 原式=(tanα+1)/(tanα-1)\n=(2+1)/(2-1)=3\n(2) sin2α=2sinαcosα/(sin²α+cos²α)\n=2tanα/(1+tan²α)=4/5'],
    [0.8, '(1) 分子分母同除以cosα\n原式=(tanα+1)/(tanα-1)=3\n(2) sin2α=2tanα/(1+tan²α)\n=2×2/(1+4)=4/3'],
    [0.5, '(1) 原式=(tanα+1)/(tanα-1)=3\n(2) sin2α=2tanα/(1-tan²α)\n=4/(1-4)=-4/3'],
    [0.2, '(1) sinα=2, cosα=1\n原式=(2+1)/(2-1)=3\n(2) sin2α=2sinα=4'],
    [0, '(1) 原式=(sinα+cosα)/(sinα-cosα)\n=(2+1)/(2+1)=1\n(2) sin2α=2sinα=2×2=4'],
  ]),
  '18': graded([
    [1, '(1) (a-b)·a=a²-a·b=0\n∴a·b=a²=1\ncosθ=a·b/(|a||b|)=1/2, θ=π/3\n(2) |2a+b|²=4a²+4a·b+b²=4+4+4=12\n∴|2a+b|=2√3'],
    [0.75, '(1) a²-a·b=0, a·b=1\ncosθ=1/2, θ=π/3\n(2) |2a+b|²=4+4+4=12\n|2a+b|=12'],
    [0.5, '(1) a²-a·b=0 ∴a·b=1\ncosθ=1/(1×2)=1/2 ∴θ=π/3\n(2) |2a+b|=2|a|+|b|=4'],
    [0.25, '(1) (a-b)·a=0\na²-a·b=0, a·b=a²=1\ncosθ=a·b/(|a||b|)=1/2\n(2) |2a+b|=2|a|+|b|=4'],
    [0, '(1) (a-b)·a=0 ∴a-b=0\n∴a=b, θ=0\n(2) |2a+b|=|3a|=3|a|=3'],
  ]),
  '19': graded([
    [
      1,
      '(1) 由正弦定理得 2sinBcosA=sinAcosC+sinCcosA\n=sin(A+C)=sinB\n∵sinB≠0 ∴cosA=1/2, A=π/3\n(2) 由余弦定理 a²=b²+c²-2bccosA\n7=(b+c)²-3bc=16-3bc ∴bc=3\nS=1/2·bc·sinA=1/2×3×√3/2=3√3/4',
    ],
    [0.75, '(1) 2sinBcosA=sinAcosC+sinCcosA=sinB\n∴cosA=1/2, A=π/3\n(2) 7=b²+c²-bc=(b+c)²-3bc\n∴bc=3\nS=1/2·bc·sinA=3√3/2'],
    [0.5, '(1) 2sinBcosA=sin(A+C)=sinB\ncosA=1/2, A=π/3\n(2) 7=b²+c²-bc\nb²+c²=16 ∴bc=9\nS=9√3/4'],
    [0.35, '(1) 由正弦定理 2sinBcosA=sinAcosC+sinCcosA\n2sinBcosA=sinB\ncosA=1/2\n(2) S=1/2·bc·sinA'],
    [0, '(1) 由余弦定理 cosA=(b²+c²-a²)/2bc\n2bcosA=acosC+ccosA\n∴A=π/4\n(2) S=1/2·b·c=1/2×2×2=2'],
  ]),
  '20': graded([
    [1, '(1) -π/2+2kπ≤2x-π/6≤π/2+2kπ\n∴-π/6+kπ≤x≤π/3+kπ\n增区间[kπ-π/6,kπ+π/3], k∈Z\n(2) x∈[0,π/2] ∴2x-π/6∈[-π/6,5π/6]\n最大值2 (x=π/3)，最小值-1 (x=0)'],
    [0.8, '(1) -π/2+2kπ≤2x-π/6≤π/2+2kπ\n增区间[kπ-π/6,kπ+π/3], k∈Z\n(2) 2x-π/6∈[-π/6,5π/6]\n最大值2，最小值-1'],
    [0.5, '(1) -π/2+2kπ≤2x-π/6≤π/2+2kπ\n增区间[kπ-π/6,kπ+π/3], k∈Z\n(2) 最大值2，最小值-2'],
    [0.25, '(1) -π/2≤2x-π/6≤π/2\n∴-π/6≤x≤π/3\n增区间[-π/6,π/3]'],
    [0, '(1) 增区间[0,π/2]\n(2) 最大值2，最小值0'],
  ]),
  '21': graded([
    [1, '(1) 连BD交AC于O，连OE\nO、E为BD、DD₁中点\n∴OE∥BD₁，OE⊂平面AEC\n∴BD₁∥平面AEC\n(2) ∠AEO为所求角\ncos∠AEO=√15/5'],
    [0.5, '(1) 连BD交AC于O，连OE\nOE∥BD₁ ∴BD₁∥平面AEC\n(2) cos∠AEO=√3/3'],
    [0.25, '(1) ∵OE∥BD₁\n∴BD₁∥平面AEC'],
    [0, '(1) BD₁⊥平面AEC\n(2) 夹角为90°'],
  ]),
  '22': graded([
    [1, '(1) πt/6=π/2时f(t)最大\n∴t=3，3月游客最多\n(2) 10+5sin(πt/6)≥12.5\nsin(πt/6)≥1/2\nπ/6≤πt/6≤5π/6\n∴1≤t≤5，即1月至5月'],
    [0.6, '(1) t=3时最多\n(2) sin(πt/6)≥1/2\n∴t=1或t=5'],
    [0.4, '(1) sin(πt/6)=1\nt=3，3月最多'],
    [0, '(1) t=6\n(2) 6月至12月'],
  ]),
};
