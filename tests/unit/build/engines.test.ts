import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, test } from 'vitest';

// README: Node.js 20 is the supported runtime, and a fresh install on it prints no engine
// warning. npm warns (EBADENGINE) for every installed package whose `engines.node` the running
// Node does not satisfy; the lockfile records each package's engines, so this reads them there.
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};
const project = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };

describe('the supported Node', () => {
  const oldest = semver.minVersion(project.engines.node);

  test('package.json names Node 20 as the oldest supported', () => {
    expect(oldest?.major).toBe(20);
  });

  test('every package in the lockfile runs on it (no EBADENGINE on npm install)', () => {
    const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!path || !node || !oldest) return [];
      return semver.satisfies(oldest, node) ? [] : [`${path} needs node ${node}`];
    });
    expect(refusing).toEqual([]);
  });
});
