/**
 * Version order for desktop updates: an update installs only a version newer than the running one
 * (semver 2.0.0 precedence; a missing minor or patch counts as 0, a leading "v" is ignored).
 */

interface ParsedVersion {
  core: number[];
  prerelease: string[];
}

const versionPattern =
  /^v?(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z.-]+)?$/;

/** A version's parts, or null when it is not a version. */
export function parseVersion(text: string): ParsedVersion | null {
  const match = versionPattern.exec(text.trim());
  if (!match) return null;
  return {
    core: [match[1], match[2], match[3]].map((part) => Number(part ?? 0)),
    prerelease: match[4]?.split('.') ?? [],
  };
}

const comparePrereleasePart = (a: string, b: string): number => {
  const numericA = /^\d+$/.test(a);
  const numericB = /^\d+$/.test(b);
  if (numericA && numericB) return Math.sign(Number(a) - Number(b));
  if (numericA !== numericB) return numericA ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** -1, 0 or 1 as `a` is older than, as old as or newer than `b`; null when either is no version. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return null;
  for (let index = 0; index < 3; index += 1) {
    const diff = Math.sign(left.core[index]! - right.core[index]!);
    if (diff !== 0) return diff as -1 | 1;
  }
  // A release is newer than its pre-releases (1.0.0-rc.1 < 1.0.0).
  if (left.prerelease.length === 0 || right.prerelease.length === 0) {
    return Math.sign(right.prerelease.length - left.prerelease.length) as -1 | 0 | 1;
  }
  const length = Math.max(left.prerelease.length, right.prerelease.length);
  for (let index = 0; index < length; index += 1) {
    const x = left.prerelease[index];
    const y = right.prerelease[index];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const diff = comparePrereleasePart(x, y);
    if (diff !== 0) return diff as -1 | 1;
  }
  return 0;
}

/** Whether `candidate` is strictly newer than `running`; an unreadable version is never newer. */
export const isNewerVersion = (candidate: string, running: string): boolean =>
  compareVersions(candidate, running) === 1;
