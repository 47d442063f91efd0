/**
 * Chinese personal names for the demo school: a surname drawn by how common it is, then one or
 * two given-name characters from lists that read naturally in names.
 */
import type { Random } from './random.ts';

/** The most common surnames, most frequent first; the weight falls with the rank. */
const SURNAMES = [
  '王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗',
  '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹', '彭', '曾', '肖', '田', '董', '袁', '潘', '于', '蒋', '蔡',
  '余', '杜', '叶', '程', '苏', '魏', '吕', '丁', '任', '沈', '姚', '卢', '姜', '崔', '钟', '谭', '陆', '汪', '范', '金',
  '石', '廖', '贾', '夏', '韦', '付', '方', '白', '邹', '孟', '熊', '秦', '邱', '江', '尹', '薛', '闫', '段', '雷', '侯',
  '龙', '史', '陶', '黎', '贺', '顾', '毛', '郝', '龚', '邵', '万', '钱', '严', '覃', '武', '戴', '莫', '孔', '向', '汤',
  '欧阳', '司马', '诸葛',
] as const;

const SURNAME_WEIGHTS: readonly (readonly [string, number])[] = SURNAMES.map((name, rank) => [name, 1 / (rank + 8)] as const);

/** Given-name characters often chosen for boys, for girls, and for either. */
const GIVEN_BOY = '浩宇轩子涵博文杰俊鹏志强伟明辉磊涛昊天然睿泽晨阳宇航嘉豪晟铭哲瀚毅峰';
const GIVEN_GIRL = '欣怡雨婷梓萱诗涵思琪佳慧颖婉雅静璐瑶蕾晓彤若曦可馨悦妍雪芳丹露';
const GIVEN_ANY = '一子清安嘉思嘉乐心宁远书墨星辰语言诚信泽和晴朗沐新家逸';

export function personName(random: Random): string {
  const surname = random.weighted(SURNAME_WEIGHTS);
  const pool = random.pick([GIVEN_BOY, GIVEN_GIRL]) + GIVEN_ANY;
  // two-character given names are the usual form today; one in five has a single character
  const length = random.chance(0.2) ? 1 : 2;
  let given = '';
  while (given.length < length) {
    const char = random.pick([...pool]);
    if (!given.includes(char)) given += char;
  }
  return surname + given;
}

/** n names, none repeated, so that a teacher can tell students apart in a list. */
export function distinctNames(random: Random, n: number, taken: Set<string> = new Set()): string[] {
  const names: string[] = [];
  while (names.length < n) {
    let name = personName(random);
    // a big school does have namesakes; after a few tries one is allowed
    for (let attempt = 0; attempt < 5 && taken.has(name); attempt++) name = personName(random);
    taken.add(name);
    names.push(name);
  }
  return names;
}
