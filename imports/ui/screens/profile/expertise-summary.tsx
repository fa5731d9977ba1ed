// My Profile: what the wizard's expertise steps recorded (languages, fields of expertise, skills,
// types of service, work experience), listed with their labels.
import Card from 'react-bootstrap/Card';
import { FIELDS_OF_EXPERTISE } from '../../../api/common/lists/fields-of-expertise';
import { LANGUAGE_LEVELS } from '../../../api/common/lists/language-levels';
import { LANGUAGES } from '../../../api/common/lists/languages';
import { SKILLS } from '../../../api/common/lists/skills';
import { TYPES_OF_SERVICE } from '../../../api/common/lists/types-of-service';
import type { CandidateView } from './candidate-view';

const labelOf = (list: readonly { value: string; label: string }[], value: string) => list.find((item) => item.value === value)?.label ?? value;
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric' });

function Row({ term, values }: { term: string; values: string[] }) {
  return (
    <>
      <dt className="col-sm-4">{term}</dt>
      <dd className="col-sm-8">{values.length > 0 ? values.join(', ') : <span className="text-body-secondary">Not given yet</span>}</dd>
    </>
  );
}

export function ExpertiseSummary({ data }: { data: CandidateView }) {
  return (
    <Card as="section" className="mb-4" aria-labelledby="section-expertise">
      <Card.Body>
        <h2 className="h5" id="section-expertise">
          Expertise
        </h2>
        <dl className="row mb-0">
          <Row term="Languages" values={(data.languages ?? []).map((entry) => `${labelOf(LANGUAGES, entry.language)} (${labelOf(LANGUAGE_LEVELS, entry.level)})`)} />
          <Row term="Fields of expertise" values={(data.fieldsOfExpertise ?? []).map((value) => labelOf(FIELDS_OF_EXPERTISE, value))} />
          <Row term="Skills" values={(data.skills ?? []).map((value) => labelOf(SKILLS, value))} />
          <Row term="Types of service" values={(data.typesOfService ?? []).map((value) => labelOf(TYPES_OF_SERVICE, value))} />
          <Row
            term="Work experience"
            values={(data.experience ?? []).map(
              (entry) => `${entry.role}${entry.company ? ` at ${entry.company}` : ''} (${MONTH.format(new Date(entry.from))} – ${entry.to ? MONTH.format(new Date(entry.to)) : 'now'})`,
            )}
          />
        </dl>
      </Card.Body>
    </Card>
  );
}
