// Fails when a message has no Kazakh translation, or (in CI) when the catalogs are stale.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] });

/** Parses msgid/msgstr pairs of a .po file (multi-line strings joined). */
function entries(file) {
  const result = [];
  let current = null;
  let field = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const start = line.match(/^(msgid|msgstr) "(.*)"$/);
    if (start) {
      if (start[1] === 'msgid') {
        current = { msgid: '', msgstr: '' };
        result.push(current);
      }
      field = start[1];
      current[field] = start[2];
    } else if (/^".*"$/.test(line) && current && field) {
      current[field] += line.slice(1, -1);
    } else if (!line.trim()) {
      field = null;
    }
  }
  return result.filter((entry) => entry.msgid !== '');
}

let missing = 0;
for (const name of readdirSync('locales/kk').filter((file) => file.endsWith('.po'))) {
  for (const { msgid, msgstr } of entries(`locales/kk/${name}`)) {
    if (!msgstr.trim()) {
      missing += 1;
      console.error(`locales/kk/${name}: no Kazakh translation for "${msgid}"`);
    }
  }
}

let stale = '';
if (process.env.CI) {
  stale = execFileSync('git', ['status', '--porcelain', 'locales'], { encoding: 'utf8' }).trim();
  if (stale)
    console.error(`Catalogs are out of date with the code (run npm run i18n:extract):\n${stale}`);
}

if (missing || stale) {
  console.error(`i18n check failed: ${missing} message(s) without Kazakh translation.`);
  process.exit(1);
}
console.log('i18n check passed: every message has a Kazakh translation.');
