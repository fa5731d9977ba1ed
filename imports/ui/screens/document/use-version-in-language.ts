// The same document in another language, among the person's own documents: an admin may ask a
// person to agree to a document in each language they read (people-documents/spoken-languages.ts),
// so the NDA for a project can exist in English and in German. Templates themselves are not
// published to people, so only such a copy can be offered.
import { useFind } from 'meteor/react-meteor-data';
import { PeopleDocuments } from '../../../api/people-documents/browser-collection';
import type { MyDocument } from '../../../api/people-documents/schema';

const SHOWN_STATUSES = ['2', '3'];

/** The person's copy of `document` (same type, same project) in `language`, if there is one. */
export function useVersionInLanguage(document: MyDocument | undefined, language: string): MyDocument | undefined {
  const wanted = document && document.language !== language;
  const [version] = useFind(
    () =>
      wanted
        ? PeopleDocuments.find(
            { _id: { $ne: document._id }, type: document.type, projectId: document.projectId ?? { $exists: false }, language, status: { $in: SHOWN_STATUSES } },
            { sort: { status: -1 }, limit: 1 },
          )
        : null,
    [wanted, document?._id, document?.type, document?.projectId, language],
  ) as (MyDocument | undefined)[];
  return version;
}
