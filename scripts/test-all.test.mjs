// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { browserPlan, ensureBrowser } from './test-all.mjs';

const CHROMIUM = '/usr/bin/chromium';
const SHELL = '/usr/bin/chromium-headless-shell';
const APT = '/usr/bin/apt-get';
const on =
  (...paths) =>
  (path) =>
    paths.includes(path);
const never = () => {
  throw new Error('asked whether sudo may be used');
};

describe('the browser npm test needs', () => {
  it('goes on when both are there, or when CHROMIUM_PATH names one that is', () => {
    expect(browserPlan({ exists: on(CHROMIUM, SHELL), isRoot: false, canSudo: never })).toEqual({
      action: 'none',
    });
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    expect(browserPlan({ exists: on('/opt/chrome/chrome'), isRoot: false, canSudo: never, env })).toEqual({
      action: 'none',
    });
  });

  it('installs what is missing, as root or with sudo that asks no password', () => {
    expect(browserPlan({ exists: on(APT), isRoot: true, canSudo: never })).toEqual({
      action: 'install',
      packages: ['chromium', 'chromium-headless-shell'],
      sudo: false,
    });
    expect(browserPlan({ exists: on(APT, CHROMIUM), isRoot: false, canSudo: () => true })).toEqual({
      action: 'install',
      packages: ['chromium-headless-shell'],
      sudo: true,
    });
  });

  it('stops at once with the one command to run when it may not install', () => {
    const plan = browserPlan({ exists: on(APT), isRoot: false, canSudo: () => false });
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain(
      'sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell',
    );
    expect(browserPlan({ exists: on(), isRoot: true, canSudo: never }).message).toContain('CHROMIUM_PATH');
    expect(
      browserPlan({ exists: on(APT), isRoot: false, canSudo: never, env: { CHROMIUM_PATH: '/nope' } }).action,
    ).toBe('stop');
  });

  it('goes on with the browser it has when it may not install the other', () => {
    const plan = browserPlan({ exists: on(APT, CHROMIUM), isRoot: false, canSudo: () => false });
    expect(plan.action).toBe('note');
    expect(plan.message).toContain('sudo apt-get install -y chromium-headless-shell');
  });
});

describe('carrying the plan out', () => {
  const runner = (statuses = {}) => {
    const calls = [];
    const run = (command, args) => {
      const call = [command, ...args].join(' ');
      calls.push(call);
      return Object.entries(statuses).find(([word]) => call.includes(word))?.[1] ?? 0;
    };
    return { calls, run };
  };
  const quiet = () => {};

  it('updates the package lists, then installs, through sudo when not root', () => {
    const { calls, run } = runner();
    const plan = { action: 'install', packages: ['chromium-headless-shell'], sudo: true };
    expect(ensureBrowser(plan, run, quiet)).toBe(true);
    expect(calls).toEqual([
      'sudo -n apt-get update -q',
      'sudo -n apt-get install -y -q chromium-headless-shell',
    ]);
    const root = runner();
    ensureBrowser({ action: 'install', packages: ['chromium'], sudo: false }, root.run, quiet);
    expect(root.calls[0]).toBe('apt-get update -q');
  });

  it('stops when the install fails, naming the command; runs nothing when there is nothing to do', () => {
    const { calls, run } = runner({ update: 100 });
    const said = [];
    const plan = { action: 'install', packages: ['chromium'], sudo: false };
    expect(ensureBrowser(plan, run, (line) => said.push(line))).toBe(false);
    expect(calls).toHaveLength(1);
    expect(said.at(-1)).toContain('sudo apt-get install -y chromium chromium-headless-shell');
    const idle = runner();
    expect(ensureBrowser({ action: 'none' }, idle.run, quiet)).toBe(true);
    expect(ensureBrowser({ action: 'stop', message: 'no' }, idle.run, quiet)).toBe(false);
    expect(idle.calls).toEqual([]);
  });
});
