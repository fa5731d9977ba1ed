// One expert's page (both /e/… and /experts/… addresses, moved to the canonical address with the
// expert's URL name): the whole profile, a request for this expert and a link to share; for a
// signed-in customer also how the expert fits their open requests (client-only, its own chunk).
import { Suspense, useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from '../../app/routing';
import { paths } from '../../app/paths';
import { ExpertAvatar } from '../../components/expert/expert-avatar';
import { expertName, placeAndExperience } from '../../components/expert/expert-facts';
import { PageLayout } from '../../components/page/page-layout';
import { useListLabel } from '../../i18n/use-list-label';
import { mayUser } from '../../../api/common/permissions';
import { useCurrentAccount } from '../../lib/account-context';
import { lazyComponent } from '../../lib/lazy-component';
import { usePageTitle } from '../../lib/page-title';
import { useModal } from '../../modals/modal-context';
import { useRequestExpert } from '../../modals/use-request-expert';
import { ExpertProfile } from './expert-profile';
import { useExpert } from './use-expert';

/** Customers only: its own chunk with the `app` messages, never loaded for visitors. */
const RequestFitSection = lazyComponent('the fit to your requests', () => import('./request-fit-section'));

export default function ExpertDetailScreen() {
  const intl = useIntl();
  const { peopleId = '', urlName } = useParams();
  const { loading, person } = useExpert(peopleId);
  const { show } = useModal();
  const requestExpert = useRequestExpert();
  const navigate = useNavigate();
  const listLabel = useListLabel();
  const { search } = useLocation();
  const { userId, user } = useCurrentAccount();
  const name = person ? expertName(person) : undefined;
  usePageTitle(person ? `${name} – ${person.headline}` : undefined);

  const canonical = person ? paths.expert.href(person._id, person.urlName) : null;
  useEffect(() => {
    if (canonical && (peopleId !== person?._id || urlName !== person?.urlName)) navigate(`${canonical}${search}`, { replace: true });
  }, [canonical, navigate, peopleId, person, search, urlName]);

  if (!person) {
    return (
      <PageLayout title={<FormattedMessage id="expertDetail.title" />}>
        {loading ? (
          <p role="status">
            <FormattedMessage id="expertDetail.loading" />
          </p>
        ) : (
          <>
            <p>
              <FormattedMessage id="expertDetail.notAvailable" />
            </p>
            <Link to={paths.experts.href()}>
              <FormattedMessage id="expertDetail.seeAll" />
            </Link>
          </>
        )}
      </PageLayout>
    );
  }
  const target = { peopleId: person._id, expertName: name };
  // Read from the address only when asked (the server renders this page too, without a window).
  const shareUrl = () => new URL(paths.expert.href(person._id, person.urlName), window.location.origin).href;
  return (
    <PageLayout
      title={name}
      lead={person.headline}
      back={
        <Link to={paths.experts.href()}>
          <FormattedMessage id="expertDetail.back" />
        </Link>
      }
      media={<ExpertAvatar person={person} size={88} />}
    >
      <p className="text-body-secondary">
        {placeAndExperience(intl, listLabel, person)}
      </p>
      <Row className="g-4">
        <Col lg={8}>
          <ExpertProfile person={person} />
        </Col>
        <Col lg={4}>
          {userId && mayUser(user, 'people') && (
            <Suspense fallback={null}>
              <RequestFitSection peopleId={person._id} firstName={person.firstName} />
            </Suspense>
          )}
          <aside aria-label={intl.formatMessage({ id: 'expertDetail.aside' })} className="border rounded p-3 position-sticky" style={{ top: '1rem' }}>
            <p>
              <FormattedMessage id="expertDetail.fit" values={{ firstName: person.firstName }} />
            </p>
            <div className="d-grid gap-2">
              <Button onClick={() => requestExpert(target)}>
                <FormattedMessage id="expertDetail.sendRequest" />
              </Button>
              <Button variant="outline-secondary" onClick={() => show('link', { url: shareUrl(), title: intl.formatMessage({ id: 'expertDetail.shareTitle' }, { name }) })}>
                <FormattedMessage id="expertDetail.share" />
              </Button>
            </div>
          </aside>
        </Col>
      </Row>
    </PageLayout>
  );
}
