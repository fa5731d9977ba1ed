// How complete a candidate profile is: the items the wizard asks for, each present or missing,
// so the meter can say exactly what is left to do.
import type { CandidateView } from './candidate-view';

export interface CompletenessItem {
  key: string;
  label: string;
  done: boolean;
  /** The section's anchor on the profile page. */
  anchor: string;
}

const filled = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '');

export function completenessOf(data: CandidateView, hasName: boolean): { percent: number; items: CompletenessItem[] } {
  const items: CompletenessItem[] = [
    { key: 'name', label: 'Your name', done: hasName, anchor: 'section-name' },
    { key: 'contact', label: 'Phone, country and city', done: filled(data.phone) && filled(data.country) && filled(data.city), anchor: 'section-contact-and-location' },
    { key: 'photo', label: 'A photo', done: filled(data.photo), anchor: 'section-photo' },
    { key: 'cv', label: 'Your CV', done: filled(data.cv), anchor: 'section-cv' },
    { key: 'headline', label: 'A headline', done: filled(data.headline), anchor: 'section-professional-summary' },
    { key: 'years', label: 'Years of experience', done: filled(data.yearsOfExperience), anchor: 'section-professional-summary' },
    { key: 'availability', label: 'Your availability', done: filled(data.availability), anchor: 'section-availability' },
    { key: 'languages', label: 'Languages', done: filled(data.languages), anchor: 'section-languages' },
    { key: 'fields', label: 'Fields of expertise', done: filled(data.fieldsOfExpertise), anchor: 'section-expertise' },
    { key: 'skills', label: 'Skills', done: filled(data.skills), anchor: 'section-expertise' },
    { key: 'services', label: 'Types of service', done: filled(data.typesOfService), anchor: 'section-expertise' },
    { key: 'experience', label: 'Work experience', done: filled(data.experience), anchor: 'section-work-experience' },
  ];
  const done = items.filter((item) => item.done).length;
  return { percent: Math.round((done / items.length) * 100), items };
}
