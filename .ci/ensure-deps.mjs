// Installs npm dependencies from the lockfile when node_modules is missing or older than it.
// Runs on whatever Node started npm (system Node 20 on a fresh machine), so keep it plain.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) {
  console.log('Installing dependencies from package-lock.json …');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
