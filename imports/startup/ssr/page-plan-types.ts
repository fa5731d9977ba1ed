// The shapes of a public page's plan (see page-plans.ts), kept free of imports so that head and
// structured-data code (and their tests, compiled for the server) do not pull in the screens.
export interface DataNeed {
  kind: 'publication' | 'method';
  name: string;
  args: unknown[];
  /** The collection a publication's documents come from. */
  collection?: string;
}

export type PublicPage =
  | { kind: 'projects' }
  | { kind: 'project'; key: string; urlName: string | undefined; longForm: boolean }
  | { kind: 'experts' }
  | { kind: 'expert'; key: string; urlName: string | undefined }
  | { kind: 'privacyPolicy' };

export interface PagePlan {
  page: PublicPage;
  needs: DataNeed[];
}
