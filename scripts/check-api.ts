/**
 * `npm run check:api`: the committed src/api/schema.d.ts must be exactly what the contract
 * generates, and the contract must be a valid OpenAPI document.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contract = path.join(root, 'openapi/platform.yaml');

const validation = await new Validator().validate(contract);
if (!validation.valid) {
  console.error('openapi/platform.yaml is not a valid OpenAPI document:');
  console.error(JSON.stringify(validation.errors, null, 2).slice(0, 4000));
  process.exit(1);
}

const generated = astToString(await openapiTS(new URL(`file://${contract}`)));
const committed = readFileSync(path.join(root, 'src/api/schema.d.ts'), 'utf8');
const normalise = (text: string) => text.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').replace(/\s+/g, ' ').trim();
if (normalise(generated) !== normalise(committed)) {
  console.error('src/api/schema.d.ts is stale: run `npm run gen:api` and commit the result.');
  process.exit(1);
}
console.log('contract: valid, and src/api/schema.d.ts is up to date');
