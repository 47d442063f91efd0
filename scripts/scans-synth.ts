/**
 * `npm run scans:synth [-- --out DIR --seed N --sheets N]`: writes synthetic scans of the sample
 * answer card (src/server/recognition/synthetic) with a ground-truth JSON beside each page
 * (`<page>.json`), plus the card's recognition template (template.json). The same seed writes
 * the same files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { synthesiseScans } from '../src/server/recognition/synthetic/generate.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'synthetic-scans' },
    seed: { type: 'string', default: '2026' },
    sheets: { type: 'string', default: '15' },
  },
});
const out = resolve(values.out);
const seed = Number(values.seed);
const sheets = Number(values.sheets);
if (!Number.isInteger(seed) || !Number.isInteger(sheets) || sheets < 1 || sheets > 1000) {
  console.error('--seed must be an integer and --sheets an integer from 1 to 1000');
  process.exit(2);
}
const started = performance.now();
const set = await synthesiseScans({ seed, sheets });
await mkdir(out, { recursive: true });
await writeFile(join(out, 'template.json'), JSON.stringify(set.template, null, 2));
for (const page of set.pages) {
  await writeFile(join(out, page.truth.file), page.bytes);
  await writeFile(join(out, page.truth.file.replace(/\.[a-z]+$/, '.json')), JSON.stringify(page.truth, null, 2));
}
console.log(`${set.pages.length} pages in ${out} (seed ${seed}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
