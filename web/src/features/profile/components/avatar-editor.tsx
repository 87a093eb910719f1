import type { Profile } from '@sandbank/shared';
import { useRef, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { reasonToast } from '../../../components/ui/failure-toast';
import { useToast } from '../../../components/ui/toaster';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar';
import { checkAvatarFile, uploadFailure } from '../lib/avatar-file';
import { UserAvatar } from './user-avatar';

const ACCEPTED = 'image/png,image/jpeg,image/webp,image/gif';

/** The profile picture, with Upload (checked here, verified by the server) and Remove. */
export function AvatarEditor({ profile }: { profile: Profile }) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again is a new choice.
    event.target.value = '';
    if (!file) return;
    const check = checkAvatarFile(file);
    if (!check.ok) {
      toast({ title: check.title, message: check.message, variant: 'danger' });
      return;
    }
    try {
      await upload.mutateAsync({ file, contentType: check.contentType });
      toast({ title: 'Profile picture updated', message: 'Your new picture is shown across the site.', variant: 'success' });
    } catch (error) {
      toast({ ...uploadFailure(error), variant: 'danger' });
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      toast({ title: 'Profile picture removed', message: 'Your initial is shown instead.', variant: 'success' });
    } catch (error) {
      toast(reasonToast(error, 'The picture could not be removed. Please try again.', 'Remove failed'));
    }
  };

  return (
    <div className="d-flex flex-column align-items-center text-center gap-3" data-testid="avatar-editor">
      <UserAvatar email={profile.email} pictureUrl={profile.avatarUrl} size={112} />
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        className="d-none"
        aria-label="Choose a profile picture"
        onChange={(event) => void onFileChosen(event)}
        data-testid="avatar-file-input"
      />
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Button variant="primary" disabled={busy} onClick={() => input.current?.click()} data-testid="avatar-upload">
          {upload.isPending ? 'Uploading…' : profile.avatarUrl ? 'Change picture' : 'Upload picture'}
        </Button>
        {profile.avatarUrl ? (
          <Button variant="outline-danger" disabled={busy} onClick={() => void onRemove()} data-testid="avatar-remove">
            {remove.isPending ? 'Removing…' : 'Remove'}
          </Button>
        ) : null}
      </div>
      <p className="small text-body-secondary mb-0">PNG, JPEG, WebP or GIF, at most 5 MB.</p>
    </div>
  );
}
