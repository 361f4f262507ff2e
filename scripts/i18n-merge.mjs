// Keeps what is there and the key order, so that several pieces of work can add sections without clobbering.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const [fragmentPath, lng = 'en'] = process.argv.slice(2);
if (!fragmentPath) {
  console.error('usage: node scripts/i18n-merge.mjs <fragment.json> [lng]');
  process.exit(2);
}
const target = new URL(`../public/locales/${lng}/translation.json`, import.meta.url);
const merge = (base, extra) => {
  for (const [key, value] of Object.entries(extra)) {
    if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      base[key] &&
      typeof base[key] === 'object'
    ) {
      merge(base[key], value);
    } else {
      base[key] = value;
    }
  }
  return base;
};
const current = JSON.parse(readFileSync(target, 'utf8'));
const merged = merge(current, JSON.parse(readFileSync(fragmentPath, 'utf8')));
const tmp = new URL(`${target.href}.tmp`);
writeFileSync(tmp, `${JSON.stringify(merged, null, 2)}\n`);
renameSync(tmp, target);
console.log(`merged ${fragmentPath} into public/locales/${lng}/translation.json`);
