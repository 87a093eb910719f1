import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-signature';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../test/fixtures/avatars/${name}`, import.meta.url)));
const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('imageTypeOf', () => {
  it.each([
    ['sample.png', 'image/png'],
    ['sample.jpg', 'image/jpeg'],
    ['sample.webp', 'image/webp'],
    ['sample.gif', 'image/gif'],
  ])('recognises %s as %s', (file, type) => {
    expect(imageTypeOf(fixture(file))).toBe(type);
  });

  it.each([
    ['a text file named .png', fixture('text-renamed.png')],
    ['an SVG (it can carry script)', fixture('drawing.svg')],
    ['nothing', bytes()],
    ['a PNG signature cut short', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['a RIFF file that is not WebP (a WAV)', ascii('RIFF\u0000\u0000\u0000\u0000WAVEfmt ')],
    ['an HTML page', ascii('<!doctype html><script>alert(1)</script>')],
    ['a GIF version that does not exist', ascii('GIF88a')],
  ])('refuses %s', (_, content) => {
    expect(imageTypeOf(content)).toBeNull();
  });
});
