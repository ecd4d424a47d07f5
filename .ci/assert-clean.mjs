// Fails when git sees any change under the given paths, new untracked files included
// (git diff --exit-code would miss those).
import { execFileSync } from 'node:child_process';

const paths = process.argv.slice(2);
const status = execFileSync('git', ['status', '--porcelain', '--', ...paths], { encoding: 'utf8' });
if (status.trim()) {
  console.error(`Generated code differs from the contract. Run \`npm run gen\` and commit:\n${status}`);
  console.error(execFileSync('git', ['diff', '--stat', '--', ...paths], { encoding: 'utf8' }));
  process.exit(1);
}
console.log(`${paths.join(', ')}: in step with the contract.`);
