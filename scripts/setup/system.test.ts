import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumExecutable, DEFAULT_CHROMIUM, HEADLESS_SHELL, dependenciesOutOfDate, isSupportedNode, listsJavaCompiler, parseJavaMajorVersion } from './system.mjs';

describe('parseJavaMajorVersion', () => {
  it('reads modern and legacy version strings', () => {
    expect(parseJavaMajorVersion('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment')).toBe(17);
    expect(parseJavaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaMajorVersion('java version "1.8.0_402"')).toBe(8);
  });

  it('returns null for output without a version', () => {
    expect(parseJavaMajorVersion('bash: java: command not found')).toBeNull();
  });
});

describe('listsJavaCompiler', () => {
  it('finds jdk.compiler among the modules, and only it', () => {
    expect(listsJavaCompiler('java.base@17.0.15\njava.compiler@17.0.15\njdk.compiler@17.0.15\njdk.jfr@17.0.15\n')).toBe(true);
    // java.compiler is only the API; a JRE without the compiler itself lists it too.
    expect(listsJavaCompiler('java.base@17.0.15\njava.compiler@17.0.15\njdk.jfr@17.0.15\n')).toBe(false);
    expect(listsJavaCompiler('')).toBe(false);
  });
});

describe('isSupportedNode', () => {
  it('accepts 20.19 and newer only', () => {
    expect(isSupportedNode('20.19.0')).toBe(true);
    expect(isSupportedNode('22.1.0')).toBe(true);
    expect(isSupportedNode('20.18.3')).toBe(false);
    expect(isSupportedNode('18.20.4')).toBe(false);
  });
});

describe('chromiumExecutable', () => {
  const shellInstalled = (path: string) => path === HEADLESS_SHELL;
  const nothingInstalled = () => false;

  it('uses CHROMIUM_PATH when set, else Debian’s headless shell when installed, else Debian’s Chromium', () => {
    expect(chromiumExecutable({ CHROMIUM_PATH: '/opt/chrome/chrome' }, shellInstalled)).toBe('/opt/chrome/chrome');
    expect(chromiumExecutable({ CHROMIUM_PATH: '' }, shellInstalled)).toBe(HEADLESS_SHELL);
    expect(chromiumExecutable({}, shellInstalled)).toBe(HEADLESS_SHELL);
    expect(chromiumExecutable({}, nothingInstalled)).toBe(DEFAULT_CHROMIUM);
  });
});

describe('dependenciesOutOfDate', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const checkout = () => {
    root = mkdtempSync(join(tmpdir(), 'sandbank-setup-'));
    writeFileSync(join(root, 'package-lock.json'), '{}');
    return root;
  };
  const install = (at: Date) => {
    mkdirSync(join(root, 'node_modules'), { recursive: true });
    const stamp = join(root, 'node_modules', '.package-lock.json');
    writeFileSync(stamp, '{}');
    utimesSync(stamp, at, at);
  };
  const lockChangedAt = (at: Date) => utimesSync(join(root, 'package-lock.json'), at, at);

  it('asks for an install on a fresh clone', () => {
    expect(dependenciesOutOfDate(checkout())).toBe('the dependencies are not installed yet');
  });

  it('asks again when the lockfile changed after the install', () => {
    checkout();
    install(new Date('2026-01-01T00:00:00Z'));
    lockChangedAt(new Date('2026-01-02T00:00:00Z'));
    expect(dependenciesOutOfDate(root)).toBe('package-lock.json changed since they were installed');
  });

  it('is content when the install is newer than the lockfile', () => {
    checkout();
    lockChangedAt(new Date('2026-01-01T00:00:00Z'));
    install(new Date('2026-01-02T00:00:00Z'));
    expect(dependenciesOutOfDate(root)).toBeNull();
  });
});
