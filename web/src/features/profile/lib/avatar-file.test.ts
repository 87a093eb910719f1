import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { checkAvatarFile, uploadFailure } from './avatar-file';

const MB = 1024 * 1024;

describe('checkAvatarFile', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])('accepts %s up to 5 MB', (type) => {
    expect(checkAvatarFile({ type, size: 5 * MB })).toEqual({ ok: true, contentType: type });
  });

  it.each(['image/svg+xml', 'text/plain', 'application/pdf', ''])('refuses %s as an invalid file type', (type) => {
    expect(checkAvatarFile({ type, size: 1000 })).toEqual({ ok: false, title: 'Invalid file type', message: 'Please select an image file' });
  });

  it('refuses a picture over 5 MB as too large', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 6 * MB })).toEqual({ ok: false, title: 'File too large', message: 'Please select an image smaller than 5MB' });
  });

  it('refuses an empty file', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 0 }).ok).toBe(false);
  });
});

describe('uploadFailure', () => {
  it('words the server’s refusal of a picture as the browser’s checks do', () => {
    expect(uploadFailure(new ApiRequestError(400, 'invalid_input', 'Please select an image file'))).toEqual({ title: 'Invalid file type', message: 'Please select an image file' });
    expect(uploadFailure(new ApiRequestError(400, 'invalid_input', 'Please select an image smaller than 5MB')).title).toBe('File too large');
  });

  it('reports anything else as a failed upload with its message', () => {
    expect(uploadFailure(new ApiRequestError(503, 'unavailable', 'Please try again'))).toEqual({ title: 'Upload failed', message: 'Please try again' });
    expect(uploadFailure('?').title).toBe('Upload failed');
  });
});
