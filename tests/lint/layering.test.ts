/**
 * The layering of ARCHITECTURE.md is enforced by eslint.config.js, not by memory. Each rule is
 * shown to refuse a forbidden import (a small source linted as if it sat in the folder in
 * question) and to let the allowed one through, so a rule that stops matching fails here rather
 * than passing every file in silence.
 */
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BOUNDARY = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';
const BANNED_IMPORT = 'no-restricted-imports';
const BANNED_SYNTAX = 'no-restricted-syntax';

let eslint: ESLint;

beforeAll(() => {
  // ignore: false, so that the fixtures the project's own lint run skips are linted here
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js'), ignore: false });
});

/** The errors of `code` linted as the file at `file` (relative to the repository root). */
async function errorsIn(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((message) => message.severity === 2);
}

async function rulesBroken(file: string, code: string): Promise<string[]> {
  return (await errorsIn(file, code)).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

/** [the folder's rule, a file in it, a forbidden import (relative to that file), the rule that refuses it] */
const FORBIDDEN: ReadonlyArray<[rule: string, file: string, source: string, ruleId: string]> = [
  ['domain is pure: no React', 'src/domain/lint-probe.ts', 'react', BANNED_IMPORT],
  ['domain is pure: no tldraw', 'src/domain/lint-probe.ts', 'tldraw', BANNED_IMPORT],
  ['domain is pure: no Node I/O', 'src/domain/lint-probe.ts', 'node:fs', BANNED_IMPORT],
  ['domain never imports the server', 'src/domain/lint-probe.ts', '../server/app.ts', BOUNDARY],
  ['domain never imports app', 'src/domain/lint-probe.ts', '../app/App.tsx', BOUNDARY],
  ['domain never imports state', 'src/domain/lint-probe.ts', '../state/session.ts', BOUNDARY],
  ['domain never imports the contract', 'src/domain/lint-probe.ts', '../contract/schema.d.ts', BOUNDARY],
  ['domain never imports the API client', 'src/domain/answer-card/lint-probe.ts', '../../api/client.ts', BOUNDARY],
  ['shapes never import app', 'src/shapes/lint-probe/probe.ts', '../../app/App.tsx', BOUNDARY],
  ['tools never import app', 'src/tools/lint-probe/probe.ts', '../../app/App.tsx', BOUNDARY],
  ['shapes never import the canvas', 'src/shapes/index.ts', '../canvas/canvas-mode.ts', BOUNDARY],
  ['tools never import the canvas', 'src/tools/index.ts', '../canvas/canvas-mode.ts', BOUNDARY],
  ['server never imports app', 'src/server/lint-probe.ts', '../app/App.tsx', BOUNDARY],
  ['server never imports canvas', 'src/server/lint-probe.ts', '../canvas/PaperCanvas.tsx', BOUNDARY],
  ['server never imports shapes', 'src/server/lint-probe.ts', '../shapes/index.ts', BOUNDARY],
  ['server never imports state', 'src/server/lint-probe.ts', '../state/session.ts', BOUNDARY],
  ['server never imports tools', 'src/server/lint-probe.ts', '../tools/index.ts', BOUNDARY],
  ['app never imports server', 'src/app/lint-probe.ts', '../server/app.ts', BOUNDARY],
  ['api never imports server', 'src/api/lint-probe.ts', '../server/app.ts', BOUNDARY],
  ['state never imports server', 'src/state/lint-probe.ts', '../server/app.ts', BOUNDARY],
  ['shapes never import server', 'src/shapes/lint-probe.ts', '../server/app.ts', BOUNDARY],
  ['tools never import server', 'src/tools/lint-probe.ts', '../server/app.ts', BOUNDARY],
  ['canvas never imports server', 'src/canvas/lint-probe.ts', '../server/app.ts', BOUNDARY],
  ['workers never import server', 'src/workers/lint-probe.ts', '../server/db/schema.ts', BOUNDARY],
  ['the scanner service never imports the server', 'src/scan-agent/lint-probe.ts', '../server/storage/scan-storage.ts', BOUNDARY],
  ['the scanner service never imports app', 'src/scan-agent/lint-probe.ts', '../app/App.tsx', BOUNDARY],
  ['api knows no store', 'src/api/client.ts', '../state/session.ts', BOUNDARY],
  ['api knows no screen', 'src/api/lint-probe.ts', '../app/App.tsx', BOUNDARY],
  ['i18n imports nothing of the app', 'src/i18n/zh-CN/lint-probe.ts', '../../domain/enums.ts', BOUNDARY],
  ['the domain texts import no domain rule', 'src/i18n/zh-CN/domain/lint-probe.ts', '../../../domain/enumeration.ts', BOUNDARY],
  ['i18n never imports the server', 'src/i18n/lint-probe.ts', '../server/app.ts', BOUNDARY],
  ['i18n never imports app', 'src/i18n/lint-probe.ts', '../app/App.tsx', BOUNDARY],
  ['contract imports nothing of the app', 'src/contract/lint-probe.ts', '../domain/enums.ts', BOUNDARY],
  ['drizzle-orm not in a service', 'src/server/features/tasks/lint-probe-service.ts', 'drizzle-orm', BANNED_IMPORT],
  ['drizzle-orm not in a route handler', 'src/server/features/marking/lint-probe-handlers.ts', 'drizzle-orm', BANNED_IMPORT],
  ['drizzle-orm not in a job', 'src/server/jobs/lint-probe.ts', 'drizzle-orm/pg-core', BANNED_IMPORT],
  ['drizzle-orm not in browser code', 'src/app/lint-probe.ts', 'drizzle-orm', BANNED_IMPORT],
  ['drizzle-orm not in the domain', 'src/domain/lint-probe.ts', 'drizzle-orm', BANNED_IMPORT],
];

describe('the layering rules', () => {
  it.each(FORBIDDEN)('%s', async (_rule, file, source, ruleId) => {
    expect(await rulesBroken(file, `import * as probe from '${source}';\nexport const used = probe;\n`)).toContain(ruleId);
  });

  it('names the rule the import breaks in its message', async () => {
    const [error] = await errorsIn('src/server/lint-probe.ts', "import { App } from '../app/App.tsx';\nexport const used = App;\n");
    expect(error.message).toContain('The server shares only domain, i18n and contract with the browser code.');
  });

  it('refuses a type-only import across a boundary too', async () => {
    expect(await rulesBroken('src/app/lint-probe.ts', "import type { Database } from '../server/db/database.ts';\nexport type Used = Database;\n")).toContain(BOUNDARY);
  });
});

/** [what is allowed, a file, its imports] — linted without a single error */
const ALLOWED: ReadonlyArray<[what: string, file: string, sources: readonly string[]]> = [
  ['a screen imports the layers below it', 'src/app/lint-probe.tsx', ['../domain/enums.ts', '../i18n/zh-CN.ts', '../api/client.ts', '../state/session.ts', '../canvas/canvas-mode.ts', '../shapes/index.ts', '../tools/index.ts']],
  ['the server imports domain, i18n and contract', 'src/server/lint-probe.ts', ['../domain/enums.ts', '../i18n/zh-CN.ts', './db/schema.ts']],
  ['the canvas imports the registries', 'src/canvas/lint-probe.ts', ['../shapes/index.ts', '../tools/index.ts']],
  ['a store imports the API client', 'src/state/lint-probe.ts', ['../api/client.ts', '../domain/enums.ts']],
  ['a repository imports drizzle-orm', 'src/server/features/tasks/lint-probe-repository.ts', ['drizzle-orm', '../../db/schema.ts']],
  ['a file under repositories/ imports drizzle-orm', 'src/server/features/tasks/repositories/lint-probe.ts', ['drizzle-orm']],
  ['the database folder imports drizzle-orm', 'src/server/db/lint-probe.ts', ['drizzle-orm', 'drizzle-orm/pg-core']],
  ['i18n imports its own parts', 'src/i18n/lint-probe.ts', ['./zh-CN/shell.ts']],
  ['the domain imports itself', 'src/domain/lint-probe.ts', ['./enums.ts', './statistics/rates.ts']],
  ['the domain imports the catalogue', 'src/domain/answer-card/lint-probe.ts', ['../../i18n/zh-CN/domain/answer-card.ts', '../../i18n/zh-CN.ts', '../../i18n/server.ts', '../../i18n/zh-CN/server/answer-card.ts']],
];

describe('allowed imports', () => {
  it.each(ALLOWED)('%s', async (_what, file, sources) => {
    const code = sources.map((source, index) => `import * as probe${index} from '${source}';`).join('\n');
    const uses = `export const used = [${sources.map((_source, index) => `probe${index}`).join(', ')}];\n`;
    expect(await errorsIn(file, `${code}\n${uses}`)).toEqual([]);
  });
});

describe('import cycles', () => {
  it('refuses two modules that import each other', async () => {
    const [result] = await eslint.lintFiles([path.join(ROOT, 'tests/lint/fixtures/cycle/first.ts')]);
    expect(result.messages.map((message) => message.ruleId)).toContain(CYCLE);
  });

  it('refuses a cycle that closes through a dynamic import()', async () => {
    const [result] = await eslint.lintFiles([path.join(ROOT, 'tests/lint/fixtures/lazy-cycle/screen.ts')]);
    expect(result.messages.map((message) => message.ruleId)).toContain(CYCLE);
  });

  it('lets the same module through once it no longer imports its partner', async () => {
    const code = "export const firstName = 'first';\nexport const pair = [firstName];\n";
    expect(await errorsIn('tests/lint/fixtures/cycle/first.ts', code)).toEqual([]);
  });

  it('leaves the shipped fixtures out of the project lint run', async () => {
    const projectLint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
    expect(await projectLint.isPathIgnored(path.join(ROOT, 'tests/lint/fixtures/cycle/first.ts'))).toBe(true);
  });
});

/** [where, a file, its source] — user-facing Chinese outside the catalogue, refused */
const CHINESE_REFUSED: ReadonlyArray<[where: string, file: string, code: string]> = [
  ['a server feature string', 'src/server/features/x.ts', "export const notFound = '考试不存在';\n"],
  ['a server feature template', 'src/server/features/x.ts', 'export const title = (exam: string) => `${exam} 考试分析`;\n'],
  ['a screen attribute', 'src/app/x.tsx', "export const Button = () => <button title=\"保存\">ok</button>;\n"],
  ['a screen JSX text', 'src/app/x.tsx', 'export const Button = () => <button>保存</button>;\n'],
  ['a store', 'src/state/x.ts', "export const label = '保存';\n"],
  ['the domain', 'src/domain/x.ts', "export const label = '保存';\n"],
  ['a domain enumeration', 'src/domain/enums.ts', "export const STAGE_NAMES = { 1: '小学' };\n"],
  ['a domain rule of the answer card', 'src/domain/answer-card/model.ts', "export const DEFAULT_CARD_TITLE = '答题卡';\n"],
  ['the Chinese numerals converter', 'src/domain/number-to-chinese.ts', "export const DIGITS = ['零', '一'];\n"],
];

/** [where, a file, its source] — Chinese that may stand there */
const CHINESE_ALLOWED: ReadonlyArray<[where: string, file: string, code: string]> = [
  ['the catalogue', 'src/i18n/zh-CN/server/x.ts', "export const x = { notFound: '考试不存在' } as const;\n"],
  ['the demo school', 'src/server/demo/x.ts', "export const studentName = '张三';\n"],
  ['a unit test', 'src/server/features/x.test.ts', "export const expected = '考试不存在';\n"],
  ['a fixture the component tests share', 'src/test/x.ts', "export const exam = { name: '三月月考' };\n"],
  ['a comment in a server feature', 'src/server/features/x.ts', '// 考试不存在\nexport const code = 404;\n'],
];

describe('Chinese text only in the catalogue', () => {
  it.each(CHINESE_REFUSED)('refuses %s', async (_where, file, code) => {
    expect(await rulesBroken(file, code)).toContain(BANNED_SYNTAX);
  });

  it.each(CHINESE_ALLOWED)('lets %s through', async (_where, file, code) => {
    expect(await errorsIn(file, code)).toEqual([]);
  });

  it('keeps refusing valtio proxy() outside src/state where Chinese text is refused too', async () => {
    const code = "import { proxy } from 'valtio';\nexport const store = proxy({ label: '保存' });\n";
    const messages = (await errorsIn('src/app/x.ts', code)).map((message) => message.message);
    expect(messages).toEqual(expect.arrayContaining(['Create valtio stores in src/state only.', expect.stringContaining('src/i18n')]));
  });

  it('keeps refusing valtio proxy() in the catalogue and in tests', async () => {
    const code = "import { proxy } from 'valtio';\nexport const store = proxy({});\n";
    expect(await rulesBroken('src/i18n/x.ts', code)).toContain(BANNED_SYNTAX);
    expect(await rulesBroken('src/app/x.test.ts', code)).toContain(BANNED_SYNTAX);
  });
});
