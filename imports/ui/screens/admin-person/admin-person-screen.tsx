// One candidate (or one directory entry the agency keeps without an account): the profile and
// CV, and the public expert entry with publish, edit and unpublish. Live through
// `people.adminCandidate`, so another admin's changes show at once.
import 'meteor/accounts-base'; // defines Meteor.users, read below
import { Meteor } from 'meteor/meteor';
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from '../../app/routing';
import { ID_PATTERN } from '../../../api/common/lists/patterns';
import { People } from '../../../api/people/browser-collection';
import type { Person } from '../../../api/people/schema';
import type { User } from '../../../api/users/schema';
import { paths } from '../../app/paths';
import { useText } from '../../components/admin/use-text';
import { expertName } from '../../components/expert/expert-facts';
import { AdminPage } from '../../components/page/admin-page';
import { EmptyState, LoadingState } from '../../components/page/view-states';
import { CandidateProfile } from './candidate-profile';
import { ExpertEntry } from './expert-entry';

export default function AdminPersonScreen() {
  const { userId: key = '' } = useParams();
  const text = useText();
  const valid = ID_PATTERN.test(key);
  const isLoading = useSubscribe(valid ? 'people.adminCandidate' : null, key);
  const [entry] = useFind(() => People.find({ $or: [{ _id: key }, { sourceUserId: key }] }, { limit: 1 }), [key]) as Person[];
  const candidateId = entry?.sourceUserId ?? (entry?._id === key ? undefined : key);
  const [user] = useFind(() => Meteor.users.find({ _id: candidateId ?? '', roles: 'candidate' }, { limit: 1 }), [candidateId]) as unknown as User[];

  const name = user ? [user.profile?.name?.first, user.profile?.name?.last].filter(Boolean).join(' ') : entry ? expertName(entry) : text('admin-people.person.candidate');
  let body;
  if (user || entry) {
    body = (
      <>
        {user ? <CandidateProfile user={user} /> : (
          <p className="text-body-secondary">
            <FormattedMessage id="admin-people.person.agencyRecord" />
          </p>
        )}
        <ExpertEntry entry={entry} candidateId={user?._id} />
      </>
    );
  } else if (valid && isLoading()) {
    body = <LoadingState />;
  } else {
    body = (
      <EmptyState
        title={text('admin-people.person.notFound')}
        actions={
          <Link to={paths.adminPeople.href()}>
            <FormattedMessage id="admin-people.person.allCandidates" />
          </Link>
        }
      />
    );
  }
  return (
    <AdminPage section="people" title={name} lead={<Link to={paths.adminPeople.href()}>{text('admin-people.person.back')}</Link>} width="medium">
      {body}
    </AdminPage>
  );
}
