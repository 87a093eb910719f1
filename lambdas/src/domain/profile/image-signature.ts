import type { AvatarContentType } from '@sandbank/shared/avatar';

/*
 * What a file is, by its first bytes rather than by its name or the type a browser claimed:
 * the signatures of the accepted picture formats. Anything else (text, SVG, HTML, a renamed
 * executable) matches none of them.
 */

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

const signatures: ReadonlyArray<{ type: AvatarContentType; matches: (bytes: Uint8Array) => boolean }> = [
  // \x89PNG\r\n\x1a\n
  { type: 'image/png', matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  // SOI marker followed by the first marker's 0xFF
  { type: 'image/jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  // RIFF....WEBP
  { type: 'image/webp', matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) },
  { type: 'image/gif', matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')) },
];

/** The picture format the bytes begin with, or null when they are not an accepted picture. */
export function imageTypeOf(bytes: Uint8Array): AvatarContentType | null {
  return signatures.find((signature) => signature.matches(bytes))?.type ?? null;
}
