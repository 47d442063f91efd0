/**
 * `npm run check:api`: the contract must be a valid OpenAPI document, and the committed
 * src/contract/schema.d.ts must be exactly what `npm run gen:api` makes of it today. The types are
 * regenerated with the same command into a temporary file and compared byte for byte.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contract = path.join(root, 'openapi/platform.yaml');
const committedPath = path.join(root, 'src/contract/schema.d.ts');
const generatorCli = path.join(root, 'node_modules/openapi-typescript/bin/cli.js');

function fail(message: string, detail?: string): never {
  console.error(`check:api: ${message}`);
  if (detail) console.error(detail);
  process.exit(1);
}

const validation = await new Validator().validate(contract);
if (!validation.valid) {
  fail('openapi/platform.yaml is not a valid OpenAPI document:', JSON.stringify(validation.errors, null, 2).slice(0, 4000));
}

const scratch = mkdtempSync(path.join(tmpdir(), 'check-api-'));
try {
  const generatedPath = path.join(scratch, 'schema.d.ts');
  const generation = spawnSync(process.execPath, [generatorCli, contract, '-o', generatedPath], { cwd: root, encoding: 'utf8' });
  if (generation.status !== 0) fail('openapi-typescript could not generate types from openapi/platform.yaml:', generation.stderr || generation.stdout);

  const generated = readFileSync(generatedPath, 'utf8');
  let committed: string;
  try {
    committed = readFileSync(committedPath, 'utf8');
  } catch {
    fail('src/contract/schema.d.ts is missing: run `npm run gen:api` and commit the result.');
  }
  if (generated !== committed) {
    const generatedLines = generated.split('\n');
    const committedLines = committed.split('\n');
    const first = generatedLines.findIndex((line, index) => line !== committedLines[index]);
    const at = first === -1 ? Math.min(generatedLines.length, committedLines.length) : first;
    fail(
      'src/contract/schema.d.ts differs from what openapi/platform.yaml generates: run `npm run gen:api` and commit the result.',
      `  first difference at line ${at + 1}:\n  committed: ${committedLines[at] ?? '(end of file)'}\n  generated: ${generatedLines[at] ?? '(end of file)'}`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
console.log('check:api: contract is valid and src/contract/schema.d.ts is up to date');
