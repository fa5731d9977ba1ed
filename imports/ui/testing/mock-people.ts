// The expert directory's live data, stubbed for tests that render its screens (or the whole
// route table) without a server. Tests set `peopleData` and read the filters the screen asked for.
import { vi } from 'vitest';
import type { PeopleFilters } from '../../api/people/filters';
import type { Person } from '../../api/people/schema';

const data = vi.hoisted(() => ({
  directory: { loading: false, experts: [] as Person[], total: 0 as number | null },
  expert: { loading: false, person: null as Person | null },
  directoryCalls: [] as PeopleFilters[],
  expertCalls: [] as string[],
  reset() {
    this.directory = { loading: false, experts: [], total: 0 };
    this.expert = { loading: false, person: null };
    this.directoryCalls = [];
    this.expertCalls = [];
  },
}));

export const peopleData = data;

vi.mock('../screens/experts/use-expert-directory', () => ({
  useExpertDirectory: (filters: PeopleFilters) => {
    data.directoryCalls.push(filters);
    return data.directory;
  },
}));

vi.mock('../screens/expert-detail/use-expert', () => ({
  useExpert: (key: string) => {
    data.expertCalls.push(key);
    return data.expert;
  },
}));

export { fakePerson } from './person-fixtures';
