/**
 * `node scripts/run-beside.mjs "<quiet command>" "<main command>"`: runs both at once, the
 * main one's output as it comes, the quiet one's after it ends; exits non-zero when either
 * fails. `npm test` runs the unit tests (CPU work) beside the end-to-end tests, which spend
 * much of their time waiting on the browser: on two cores the pair ends sooner than in turn.
 */
import { spawn } from 'node:child_process';

const [quiet, main] = process.argv.slice(2);
if (!quiet || !main) {
  console.error('usage: node scripts/run-beside.mjs "<quiet command>" "<main command>"');
  process.exit(2);
}

/** Runs a shell command; resolves with its exit code and, when buffered, its output. */
function run(command, buffered) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }));
  });
}

const [quietResult, mainResult] = await Promise.all([run(quiet, true), run(main, false)]);
process.stdout.write(`\n── ${quiet} ──\n${quietResult.output}`);
if (quietResult.code !== 0) console.error(`${quiet} failed (exit ${quietResult.code})`);
if (mainResult.code !== 0) console.error(`${main} failed (exit ${mainResult.code})`);
process.exit(quietResult.code || mainResult.code);
