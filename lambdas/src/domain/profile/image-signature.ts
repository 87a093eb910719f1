import type { AvatarContentType } from '@sandbank/shared/avatar';

/* By first bytes, not the name or the browser's claimed type, so text, SVG, HTML or a renamed executable matches nothing. */

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

export function imageTypeOf(bytes: Uint8Array): AvatarContentType | null {
  return signatures.find((signature) => signature.matches(bytes))?.type ?? null;
}
