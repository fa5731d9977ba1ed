// The user's photo, or their initials on a coloured disc. Decorative: the name is shown beside it.
import { photoUrl } from '../app/paths';
import type { AccountUser } from '../lib/account-types';
import { initials } from '../lib/display-name';

const SIZE = 32;

export function Avatar({ user }: { user: AccountUser }) {
  const photo = user.candidateData?.photo;
  if (photo) {
    return <img src={photoUrl(photo)} alt="" width={SIZE} height={SIZE} className="rounded-circle object-fit-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className="rounded-circle bg-secondary text-white d-inline-flex align-items-center justify-content-center small fw-semibold"
      style={{ width: SIZE, height: SIZE }}
    >
      {initials(user)}
    </span>
  );
}
