// The selected company's requests (`requests.company`, live: a status an admin changes shows at
// once) and the directory names of the experts they name (`requests.experts`, subscribed again
// when a new request names someone new).
import { useMemo } from 'react';
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import { People } from '../../../api/people/browser-collection';
import type { Person } from '../../../api/people/schema';
import { Requests } from '../../../api/requests/browser-collection';
import type { ExpertRequest } from '../../../api/requests/schema';

export interface CompanyRequests {
  loading: boolean;
  requests: (ExpertRequest & { docInfo?: { createdAt?: Date } })[];
  expertsById: Map<string, Pick<Person, '_id' | 'firstName' | 'lastInitial' | 'urlName'>>;
}

export function useCompanyRequests(companyId: string): CompanyRequests {
  const isLoading = useSubscribe('requests.company', companyId);
  const requests = useFind(() => Requests.find({ accountId: companyId }, { sort: { 'docInfo.createdAt': -1 } }), [companyId]);
  const peopleIds = useMemo(() => [...new Set(requests.flatMap((request) => request.peopleIds ?? []))].sort().slice(0, 200), [requests]);
  useSubscribe(peopleIds.length > 0 ? 'requests.experts' : undefined, peopleIds);
  const key = peopleIds.join(',');
  const experts = useFind(() => People.find({ _id: { $in: key ? key.split(',') : [] } }), [key]);
  const expertsById = useMemo(() => new Map(experts.map((person) => [person._id, person])), [experts]);
  return { loading: isLoading(), requests, expertsById };
}
