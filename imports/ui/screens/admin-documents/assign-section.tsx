// Asking people to agree to a document: an active template, and either one person (by the
// e-mail address of their account) or every applicant of a project (by the project's address
// or ID; people who already have this document for the project are not asked twice). Until the
// admin picks a document, the one offered is in a language the person speaks (template-language.ts).
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFind } from 'meteor/react-meteor-data';
import { DocumentTemplates } from '../../../api/document-templates/browser-collection';
import { useMethodValue } from '../../components/page/use-method-value';
import { isEmail } from '../../forms/email-pattern';
import { useListLabel } from '../../i18n/use-list-label';
import { useCurrentAccount } from '../../lib/account-context';
import { templateForPerson } from './template-language';

/** The project id in a pasted address (/engine/p/{id}/…, /engine/admin/projects/{id}/) or the id itself. */
export function projectIdFrom(input: string): string {
  const trimmed = input.trim();
  const match = /\/(?:p|projects)\/([A-Za-z0-9]{17})(?:[/?#]|$)/.exec(trimmed);
  return match ? match[1] : trimmed;
}

type Target = 'person' | 'applicants';

export function AssignSection() {
  const { callMethod } = useCurrentAccount();
  const listLabel = useListLabel();
  const templates = useFind(() => DocumentTemplates.find({ active: true }, { sort: { type: 1, language: 1 } }), []);
  const [templateId, setTemplateId] = useState('');
  const [target, setTarget] = useState<Target>('person');
  const [email, setEmail] = useState('');
  const [project, setProject] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const ids = { template: useId(), email: useId(), project: useId(), hint: useId() };
  const address = email.trim();
  const person = target === 'person' && isEmail(address) ? address : null;
  const spoken = useMethodValue('peopleDocuments.spokenLanguages', person ? [person] : null).value;
  const suggested = templates[0] ? templateForPerson(templates, templates[0].type, person ? (spoken ?? []) : []) : undefined;
  const chosen = templateId || suggested?.template._id || '';
  let hint = '';
  if (!templateId && suggested && person && spoken) {
    const language = listLabel('languages', suggested.template.language);
    hint = suggested.spoken
      ? `In ${language}, which they speak (${listLabel('languageLevels', suggested.spoken.level)}).`
      : `They speak none of the templates' languages, so ${language} is offered.`;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFeedback(null);
    try {
      if (target === 'person') {
        await callMethod('peopleDocuments.assign', { templateId: chosen, email: email.trim() });
        setFeedback({ variant: 'success', text: `${email.trim()} is asked to agree.` });
        setEmail('');
      } else {
        const result = await callMethod('peopleDocuments.assignToApplicants', chosen, projectIdFrom(project));
        const skipped = result.skipped > 0 ? `; ${result.skipped} already had it` : '';
        setFeedback({ variant: 'success', text: `${result.assigned} applicant${result.assigned === 1 ? ' is' : 's are'} asked to agree${skipped}.` });
      }
    } catch (failure) {
      setFeedback({ variant: 'danger', text: (failure as { reason?: string }).reason ?? 'The document could not be assigned.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="assign-heading" className="mb-5" style={{ maxWidth: 640 }}>
      <h2 id="assign-heading" className="h5">
        Ask for agreement
      </h2>
      {feedback && (
        <Alert variant={feedback.variant} dismissible onClose={() => setFeedback(null)} role={feedback.variant === 'danger' ? 'alert' : 'status'}>
          {feedback.text}
        </Alert>
      )}
      <Form onSubmit={submit}>
        <Form.Group controlId={ids.template} className="mb-3">
          <Form.Label>Document</Form.Label>
          <Form.Select value={chosen} onChange={(event) => setTemplateId(event.target.value)} required aria-describedby={hint ? ids.hint : undefined}>
            {templates.map((template) => (
              <option key={template._id} value={template._id}>
                {template.title} — {listLabel('documentTypes', template.type)}, {listLabel('languages', template.language)}, version {template.version}
              </option>
            ))}
          </Form.Select>
          {hint && <Form.Text id={ids.hint}>{hint}</Form.Text>}
        </Form.Group>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-normal mb-1">Who is asked</legend>
          <Form.Check type="radio" id={`${ids.template}-person`} name="assign-target" label="One person" checked={target === 'person'} onChange={() => setTarget('person')} />
          <Form.Check type="radio" id={`${ids.template}-applicants`} name="assign-target" label="Every applicant of a project" checked={target === 'applicants'} onChange={() => setTarget('applicants')} />
        </fieldset>
        {target === 'person' ? (
          <Form.Group controlId={ids.email} className="mb-3">
            <Form.Label>E-mail address of their account</Form.Label>
            <Form.Control type="email" value={email} onChange={(event) => setEmail(event.target.value)} required maxLength={254} autoComplete="off" />
          </Form.Group>
        ) : (
          <Form.Group controlId={ids.project} className="mb-3">
            <Form.Label>Project address or ID</Form.Label>
            <Form.Control value={project} onChange={(event) => setProject(event.target.value)} required maxLength={2000} autoComplete="off" />
            <Form.Text>Paste the project page's address, e.g. …/engine/p/abc…/title.</Form.Text>
          </Form.Group>
        )}
        <Button type="submit" disabled={busy || !chosen}>
          {busy ? 'Assigning…' : 'Ask to agree'}
        </Button>
      </Form>
    </section>
  );
}
