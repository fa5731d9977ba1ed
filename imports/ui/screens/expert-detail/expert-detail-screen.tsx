// One expert's page (both /e/… and /experts/… addresses, moved to the canonical address with the
// expert's URL name): the whole profile, a request for this expert and a link to share.
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { ExpertAvatar } from '../../components/expert/expert-avatar';
import { expertName, yearsText } from '../../components/expert/expert-facts';
import { PageLayout } from '../../components/page/page-layout';
import { useListLabel } from '../../i18n/use-list-label';
import { usePageTitle } from '../../lib/page-title';
import { useModal } from '../../modals/modal-context';
import { useRequestExpert } from '../../modals/use-request-expert';
import { ExpertProfile } from './expert-profile';
import { useExpert } from './use-expert';

export default function ExpertDetailScreen() {
  const { peopleId = '', urlName } = useParams();
  const { loading, person } = useExpert(peopleId);
  const { show } = useModal();
  const requestExpert = useRequestExpert();
  const navigate = useNavigate();
  const listLabel = useListLabel();
  const { search } = useLocation();
  const name = person ? expertName(person) : undefined;
  usePageTitle(person ? `${name} – ${person.headline}` : undefined);

  const canonical = person ? paths.expert.href(person._id, person.urlName) : null;
  useEffect(() => {
    if (canonical && (peopleId !== person?._id || urlName !== person?.urlName)) void navigate(`${canonical}${search}`, { replace: true });
  }, [canonical, navigate, peopleId, person, search, urlName]);

  if (!person) {
    return (
      <PageLayout title="Expert">
        {loading ? (
          <p role="status">Loading the profile…</p>
        ) : (
          <>
            <p>This profile is not available. The expert may have left the directory.</p>
            <Link to={paths.experts.href()}>See all our experts</Link>
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
      back={<Link to={paths.experts.href()}>← All experts</Link>}
      media={<ExpertAvatar person={person} size={88} />}
    >
      <p className="text-body-secondary">
        {[person.city, listLabel('countries', person.country)].filter(Boolean).join(', ')} · {yearsText(person.yearsOfExperience)}
      </p>
      <Row className="g-4">
        <Col lg={8}>
          <ExpertProfile person={person} />
        </Col>
        <Col lg={4}>
          <aside aria-label="Work with this expert" className="border rounded p-3 position-sticky" style={{ top: '1rem' }}>
            <p>Would {person.firstName} fit your project? Send a request and we will confirm availability and terms.</p>
            <div className="d-grid gap-2">
              <Button onClick={() => requestExpert(target)}>Send request</Button>
              <Button variant="outline-secondary" onClick={() => show('link', { url: shareUrl(), title: `Send ${name}'s profile to someone:` })}>
                Share link
              </Button>
            </div>
          </aside>
        </Col>
      </Row>
    </PageLayout>
  );
}
