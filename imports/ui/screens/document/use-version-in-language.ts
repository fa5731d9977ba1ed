// The same document in another language, among the person's own documents: an admin may ask a
// person to agree to a document in each language they read (people-documents/spoken-languages.ts),
// so the NDA for a project can exist in English and in German. Templates themselves are not
// published to people, so only such a copy can be offered.
import { useTracker } from 'meteor/react-meteor-data';
import { PeopleDocuments } from '../../../api/people-documents/browser-collection';
import type { MyDocument } from '../../../api/people-documents/schema';

const SHOWN_STATUSES = ['2', '3'];

/** The person's copy of `document` (same type, same project) in `language`, if there is one. */
export function useVersionInLanguage(document: MyDocument | undefined, language: string): MyDocument | undefined {
  const wanted = document !== undefined && document.language !== language;
  const id = document?._id;
  const type = document?.type;
  const projectId = document?.projectId;
  return useTracker(
    () =>
      wanted
        ? (PeopleDocuments.findOne(
            { _id: { $ne: id }, type, projectId: projectId ?? { $exists: false }, language, status: { $in: SHOWN_STATUSES } },
            { sort: { status: -1 } },
          ) as MyDocument | undefined)
        : undefined,
    [wanted, id, type, projectId, language],
  );
}
