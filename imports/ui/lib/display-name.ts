// How a person is named in the header: "Jana N." (first name plus last initial), else the local
// part of their e-mail, so nobody's full surname is shown in a shared screen.
// Typed by the fields it reads, not AccountUser: the server names message senders with it too.
export interface NamedUser {
  profile?: { name?: { first?: string; last?: string } };
  emails?: ReadonlyArray<{ address: string }>;
}

function firstEmail(user: NamedUser): string {
  return user.emails?.find((entry) => entry.address)?.address ?? '';
}

/** First name plus last initial, else the e-mail's local part, else ''. */
export function displayName(user: NamedUser | null | undefined): string {
  if (!user) return '';
  const first = user.profile?.name?.first?.trim() ?? '';
  const last = user.profile?.name?.last?.trim() ?? '';
  if (first) return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
  const email = firstEmail(user);
  return email.includes('@') ? email.slice(0, email.indexOf('@')) : email;
}

/** Up to two letters for an avatar without a photo. */
export function initials(user: NamedUser | null | undefined): string {
  if (!user) return '';
  const first = user.profile?.name?.first?.trim() ?? '';
  const last = user.profile?.name?.last?.trim() ?? '';
  const letters = `${first.charAt(0)}${last.charAt(0)}`;
  return (letters || firstEmail(user).charAt(0)).toUpperCase();
}
