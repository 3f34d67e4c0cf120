// The version policy of docs/decisions/101-dependency-versions-and-review.md and the Node lines
// of docs/decisions/100-node-lines.md, checked on every package.json of the workspace.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib.mjs';

const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const rootPackage = readJson('package.json');
const packages = [
  ['package.json', rootPackage],
  ...rootPackage.workspaces.map((dir) => [`${dir}/package.json`, readJson(`${dir}/package.json`)]),
];
const lock = readJson('package-lock.json');
const major = (version) => version.split('.')[0];
// DefinitelyTyped has published no types for these libraries' majors yet: the newest types stay.
const typesBehind = ['@types/autocannon', '@types/content-disposition', '@types/nodemailer'];

describe('dependency versions', () => {
  it('every direct dependency is an exact version', () => {
    const ranges = packages.flatMap(([file, pkg]) =>
      ['dependencies', 'devDependencies'].flatMap((field) =>
        Object.entries(pkg[field] ?? {})
          .filter(([, spec]) => !/^\d+\.\d+\.\d+$/.test(spec))
          .map(([name, spec]) => `${file}: ${name} ${spec}`),
      ),
    );
    expect(ranges).toEqual([]);
  });

  it('a @types package has its library’s major version (@types/node follows the oldest Node line)', () => {
    const mismatched = packages.flatMap(([file, pkg]) => {
      const all = { ...pkg.dependencies, ...pkg.devDependencies };
      return Object.entries(all)
        .filter(
          ([name]) => name.startsWith('@types/') && name !== '@types/node' && !typesBehind.includes(name),
        )
        .map(([name, version]) => [name, version, name.slice('@types/'.length).replace(/^(.+)__/, '@$1/')])
        .filter(([, version, library]) => all[library] && major(all[library]) !== major(version))
        .map(([name, version, library]) => `${file}: ${name} ${version} for ${library} ${all[library]}`);
    });
    expect(mismatched).toEqual([]);
    expect(major(rootPackage.devDependencies['@types/node'])).toBe('20');
  });

  it('engines names the supported Node lines, in package.json and the lockfile', () => {
    const lines = '^20.19.0 || ^22.12.0 || >=24';
    expect(rootPackage.engines.node).toBe(lines);
    expect(lock.packages[''].engines.node).toBe(lines);
    for (const [file, pkg] of packages.slice(1)) expect(pkg.engines?.node ?? lines, file).toBe(lines);
  });

  it('every override is one decision 101 explains', () => {
    expect(Object.keys(rootPackage.overrides ?? {})).toEqual(['@paulirish/trace_engine']);
  });
});
