// npm test: every check, in the order that finds a mistake soonest, with the time each
// step took (wall clock and CPU) printed at the end, so CI's time can be read step by step
// (docs/operations.md#how-long-ci-takes). Steps of one stage run at once: on two cores the
// type check, the lint and the build each use one core and wait on nothing else.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

// A step that is a list of steps runs them one after the other: the unit tests follow the
// type check on its core while the lint, the longest of the three, still runs on the other.
// The e2e specs that mostly wait on a clock (playwright.config.ts, CLOCK_SPECS) run on a
// server of their own beside the API suite, whose two workers use the cores they leave idle;
// the rest run alone after it (ADR 099). A step's fourth element is its environment.
const stages = [
  [
    [
      ['typecheck', 'npm', ['run', 'typecheck']],
      ['test:unit', 'npm', ['run', 'test:unit']],
    ],
    ['lint', 'npm', ['run', 'lint']],
    ['build', 'npm', ['run', 'build']],
  ],
  [
    ['test:api', 'npm', ['run', 'test:api']],
    ['e2e:clock', 'npx', ['playwright', 'test'], { E2E_LANE: 'clock', E2E_PORT: '3200' }],
  ],
  // The build is done above; this is what `npm run test:e2e` runs after it.
  [['e2e', 'npx', ['playwright', 'test'], { E2E_LANE: 'main' }]],
];

const TICKS = 100; // Linux clock ticks per second for /proc's CPU times

/** CPU seconds of this process's waited-for children so far (cutime + cstime). */
function childrenCpuSeconds() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
}

/** Runs one step; a stage of one step prints as it goes, parallel steps print when done. */
function run([name, command, args, env = {}], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      stdio: alone ? 'inherit' : 'pipe',
      env: { ...process.env, ...env },
    });
    let output = '';
    if (!alone) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n== ${name}\n${output}`);
      resolve({ name, code: code ?? 1, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Runs a lane's steps in order, printed when each is done; stops at the first that fails. */
async function runInOrder(steps) {
  const done = [];
  for (const step of steps) {
    const result = await run(step, false);
    done.push(result);
    if (result.code !== 0) break;
  }
  return done;
}

const results = [];
for (const stage of stages) {
  const cpuBefore = childrenCpuSeconds();
  const started = Date.now();
  const lanes = await Promise.all(
    stage.map((step) =>
      Array.isArray(step[0]) ? runInOrder(step) : run(step, stage.length === 1).then((r) => [r]),
    ),
  );
  const done = lanes.flat();
  const cpu = childrenCpuSeconds() - cpuBefore;
  const wall = (Date.now() - started) / 1000;
  results.push({ lanes, wall, cpu });
  const failed = done.filter((step) => step.code !== 0);
  if (failed.length > 0) {
    console.error(`\nnpm test: falló ${failed.map((step) => step.name).join(', ')}`);
    process.exit(1);
  }
}

console.log('\nnpm test: tiempo por paso (s)');
for (const { lanes, wall, cpu } of results) {
  const names = lanes
    .map((lane) => lane.map((step) => `${step.name} ${step.seconds.toFixed(0)}`).join(' → '))
    .join(' ∥ ');
  console.log(`  ${names.padEnd(52)} pared ${wall.toFixed(0).padStart(5)}  CPU ${cpu.toFixed(0)}`);
}
const total = results.reduce((sum, { wall }) => sum + wall, 0);
console.log(`  total${' '.repeat(48)} pared ${total.toFixed(0).padStart(5)}`);
