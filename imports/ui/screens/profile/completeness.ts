// How complete a candidate profile is: the items the wizard asks for, each present or missing,
// so the meter can say exactly what is left to do.
import type { MessageId } from '../../../i18n/message-ids';
import type { CandidateView } from './candidate-view';

export interface CompletenessItem {
  key: string;
  labelId: MessageId;
  done: boolean;
  /** The section's anchor on the profile page (its id, the same in every language). */
  anchor: string;
}

const filled = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '');

export function completenessOf(data: CandidateView, hasName: boolean): { percent: number; items: CompletenessItem[] } {
  const items: CompletenessItem[] = [
    { key: 'name', labelId: 'profile.completeness.item.name', done: hasName, anchor: 'name' },
    { key: 'contact', labelId: 'profile.completeness.item.contact', done: filled(data.phone) && filled(data.country) && filled(data.city), anchor: 'contact' },
    { key: 'photo', labelId: 'profile.completeness.item.photo', done: filled(data.photo), anchor: 'photo' },
    { key: 'cv', labelId: 'profile.completeness.item.cv', done: filled(data.cv), anchor: 'cv' },
    { key: 'headline', labelId: 'profile.completeness.item.headline', done: filled(data.headline), anchor: 'summary' },
    { key: 'years', labelId: 'profile.completeness.item.years', done: filled(data.yearsOfExperience), anchor: 'summary' },
    { key: 'availability', labelId: 'profile.completeness.item.availability', done: filled(data.availability), anchor: 'availability' },
    { key: 'languages', labelId: 'profile.completeness.item.languages', done: filled(data.languages), anchor: 'languages' },
    { key: 'fields', labelId: 'profile.completeness.item.fields', done: filled(data.fieldsOfExpertise), anchor: 'expertise' },
    { key: 'skills', labelId: 'profile.completeness.item.skills', done: filled(data.skills), anchor: 'expertise' },
    { key: 'services', labelId: 'profile.completeness.item.services', done: filled(data.typesOfService), anchor: 'expertise' },
    { key: 'experience', labelId: 'profile.completeness.item.experience', done: filled(data.experience), anchor: 'experience' },
  ];
  const done = items.filter((item) => item.done).length;
  return { percent: Math.round((done / items.length) * 100), items };
}
