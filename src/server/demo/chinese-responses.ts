/**
 * What demo students write for the Chinese paper's questions 11–20, blank by blank, from a
 * full-mark answer down to a wrong one: recitations with a wrongly written character, a
 * translation that stays close to the classical words, an appreciation that names the feeling
 * but not the lines behind it. `share` is the part of the blank's marks the writing deserves;
 * a student whose simulated score is nearest a share writes that answer. Each answer is a row
 * [share, text].
 */
import { graded, type WrittenAnswer } from './written-answer.ts';

/** A recitation blank: right, one character wrong (错别字), or another line altogether. */
const recited = (right: string, misspelt: string, wrong: string): WrittenAnswer[] =>
  graded([
    [1, right],
    [0.5, misspelt],
    [0, wrong],
  ]);

/** Per question (by its number), per blank in order. */
export const CHINESE_RESPONSES: Record<string, readonly (readonly WrittenAnswer[])[]> = {
  '11': [
    recited('锲而舍之', '契而舍之', '半途而废'),
    recited('朽木不折', '朽木不拆', '朽木可雕'),
    recited('锲而不舍', '锲而不合', '持之以恒'),
    recited('金石可镂', '金石可缕', '水滴石穿'),
    recited('渺沧海之一粟', '渺苍海之一粟', '哀吾生之须臾'),
    recited('不尽长江滚滚来', '不尽长江衮衮来', '不见长江天际流'),
  ],
  '12': [
    graded([
      [1, '老师，是用来传授道理、教授学业、解答疑难问题的人。'],
      [0.7, '老师是传授道理、教授学业、解答疑惑的人。'],
      [0.4, '老师，所以传道受业解惑的人。'],
      [0, '老师的原因是传道受业解惑。'],
    ]),
    graded([
      [1, '因此无论贵贱长幼，道理存在的地方，就是老师存在的地方。'],
      [0.6, '所以不论贵贱长少，道存在的地方，老师就在。'],
      [0.3, '所以没有贵没有贱，道存在，老师也存在。'],
      [0, '是故无贵无贱，无长无少，道之所存。'],
    ]),
  ],
  '13': [
    graded([
      [1, '①不耻相师，向比自己强的人学习；②学无常师，圣人也向郯子等人求教；③不论贵贱长少，以有道者为师。'],
      [0.67, '①不耻相师；②以能者为师，不论地位贵贱、年龄大小。'],
      [0.33, '应该不耻相师，虚心向别人学习。'],
      [0, '学习要认真刻苦，持之以恒。'],
    ]),
  ],
  '14': [
    graded([
      [1, '风急、天高、猿啸哀、渚清、沙白、鸟飞回。'],
      [0.67, '急风、高天、哀猿。'],
      [0.33, '猿猴的叫声和飞回的鸟。'],
      [0, '无边落木、滚滚长江。'],
    ]),
    graded([
      [1, '抒发了年老多病、穷困潦倒的悲愁。“艰难苦恨繁霜鬓”写国运艰难、白发日多，暗含壮志难酬、忧国伤时之情。'],
      [0.5, '表达了诗人年老多病、穷困潦倒、独自登高的悲苦之情。'],
      [0.33, '表达了诗人漂泊在外、思念家乡的孤独之情。'],
      [0, '表达了诗人对大自然的热爱和对美好生活的向往。'],
    ]),
  ],
  '15': [
    graded([
      [1, '渲染了凄清的氛围，烘托人物失落的心情，为下文作铺垫。'],
      [0.5, '渲染氛围，烘托人物的心情。'],
      [0.25, '描写了环境，写出了景色很美。'],
      [0, '写出了秋天的景色。'],
    ]),
  ],
  '16': [
    graded([
      [1, '好奇—失落—释然'],
      [0.67, '由好奇到失落。'],
      [0.33, '从高兴变得难过。'],
      [0, '一直很开心。'],
    ]),
    graded([
      [1, '点明主旨，含蓄表达对亲情的珍视。'],
      [0.67, '点明主旨，深化中心。'],
      [0.33, '总结全文。'],
      [0, '写出了作者的心情。'],
    ]),
  ],
  '17': [
    graded([
      [1, '不同意。原标题既指“我”回到故乡，也指心灵回到亲情的港湾，一语双关，含蓄隽永；“归乡”只写出表层的行程，意味单薄，也不如原题亲切。'],
      [0.67, '不同意。原标题一语双关，既写回到故乡，又写回到亲人身边，更有韵味。'],
      [0.33, '同意。“归乡”更能概括文章内容，也更简洁。'],
      [0.17, '同意。'],
      [0, '我觉得两个标题都可以。'],
    ]),
  ],
  '18': [recited('不言而喻', '不言而谕', '不可思议'), recited('相得益彰', '相得益章', '画龙点睛'), recited('水到渠成', '水到渠城', '一蹴而就')],
  '19': [
    graded([
      [1, '删去“通过”，并把“认识和提高”改为“提高和认识”。'],
      [0.5, '删去“通过”。'],
      [0, '这句话没有语病。'],
    ]),
  ],
  '20': [
    graded([
      [1, '我市今年开通三条城乡公交线路。'],
      [0.5, '我市开通了公交线路。'],
      [0.25, '城乡公交很方便。'],
      [0, '材料讲了坐车的事。'],
    ]),
    graded([
      [1, '书籍是灯塔，照亮我们前行的路。'],
      [0.6, '书是朋友，陪伴我成长。'],
      [0.2, '书像朋友。'],
      [0, '我很喜欢读书。'],
    ]),
  ],
};
