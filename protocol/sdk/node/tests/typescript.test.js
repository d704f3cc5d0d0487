// The declarations hold a TypeScript author to the schemas: a widget written against them
// type-checks with tsc --strict, and misspelt enum values and members do not. Needs tsc (the
// Debian package node-typescript; .ci/run installs it).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { HERE } from './support.js';

const tsc = spawnSync('tsc', ['--version'], { encoding: 'utf8' });
const skip = tsc.status === 0 ? false : 'tsc is not installed (apt-get install node-typescript)';
const check = (file) => spawnSync('tsc', ['--noEmit', '--strict', '--target', 'es2022', '--module', 'es2022', '--moduleResolution', 'node',
  path.join(HERE, 'typescript', file)],
{ encoding: 'utf8' });

test('a widget written against the declarations type-checks', { skip }, () => {
  const run = check('trip-widget.ts');
  assert.equal(run.status, 0, run.stdout + run.stderr);
});

test('misspelt enum values and members, and a wrong fit(), do not', { skip }, () => {
  const run = check('misspelt.ts');
  const errors = run.stdout.split('\n').filter((line) => line.includes('error TS'));
  assert.deepEqual(errors.map((line) => Number(/\((\d+),/.exec(line)[1])), [5, 6, 7, 8, 9, 10, 11], run.stdout);
});
