// An expert's photo (served at photo/{photo}) or, without one, their initials.
import { photoUrl } from '../../app/paths';
import type { Person } from '../../../api/people/schema';
import { expertInitials } from './expert-facts';

export function ExpertAvatar({ person, size = 64 }: { person: Pick<Person, 'firstName' | 'lastInitial' | 'photo'>; size?: number }) {
  const style = { width: size, height: size, fontSize: size / 2.6 };
  if (person.photo) {
    return <img src={photoUrl(person.photo)} alt="" width={size} height={size} className="rounded-circle object-fit-cover flex-shrink-0" />;
  }
  return (
    <span aria-hidden="true" style={style} className="rounded-circle bg-primary-subtle text-primary-emphasis fw-semibold d-inline-flex align-items-center justify-content-center flex-shrink-0">
      {expertInitials(person)}
    </span>
  );
}
