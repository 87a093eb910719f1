import { avatarInitial } from '../lib/avatar-initial';

/** The customer's picture, or the first letter of their email in a circle. */
export function UserAvatar({ email, pictureUrl, size = 36 }: { email: string | null; pictureUrl?: string | null; size?: number }) {
  return (
    <span className="user-avatar" style={{ width: size, height: size, fontSize: size * 0.42 }} data-testid="user-avatar">
      {pictureUrl ? (
        <img src={pictureUrl} alt="" width={size} height={size} data-testid="user-avatar-image" />
      ) : (
        <span aria-hidden="true" data-testid="user-avatar-initial">
          {avatarInitial(email)}
        </span>
      )}
    </span>
  );
}
