/**
 * A card that arrives from elsewhere (a design saved on the server) gets the same checks as an
 * edit in the designer: first its shape, then every rule the editor enforces. The answer is the
 * first problem's message, or null for a card that may be stored.
 */
import { checkSection } from './edit.ts';
import { PageSize, SectionKind, type AnswerCard } from './model.ts';
import { checkSchoolNumberDigits, checkTitle } from './rules.ts';
import { CardMessage } from '../../i18n/zh-CN/domain/answer-card.ts';

type Shaped = Record<string, unknown>;

const SECTION_KINDS = new Set<string>(Object.values(SectionKind));
const PAGE_SIZES = new Set<string>(Object.values(PageSize));

function isRecord(value: unknown): value is Shaped {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasCardShape(value: unknown): value is AnswerCard {
  if (!isRecord(value)) return false;
  const { title, sections, pageConfig, headerTitle, studentInfos, partitions, schNumCount } = value;
  return (
    typeof title === 'string' &&
    Number.isInteger(schNumCount) &&
    Array.isArray(headerTitle) &&
    headerTitle.every((line) => typeof line === 'string') &&
    Array.isArray(studentInfos) &&
    Array.isArray(partitions) &&
    isRecord(pageConfig) &&
    PAGE_SIZES.has(String(pageConfig.pageSize)) &&
    [1, 2, 3].includes(Number(pageConfig.blockCount)) &&
    Array.isArray(sections) &&
    sections.every((section) => isRecord(section) && Number.isInteger(section.index) && SECTION_KINDS.has(String(section.kind)))
  );
}

export function cardProblem(value: unknown): string | null {
  if (!hasCardShape(value)) return CardMessage.malformedCard;
  try {
    const problem =
      checkTitle(value.title) ??
      checkSchoolNumberDigits(value) ??
      value.sections.map((section) => checkSection(section, value.pageConfig)).find((error) => error !== null) ??
      null;
    return problem?.message ?? null;
  } catch {
    // a section of a known kind whose fields are missing or of the wrong type
    return CardMessage.malformedCard;
  }
}
