// Every modal the product opens, by the key the spec gives it (spelling included), and the props
// each one takes.

export const MODAL_KEYS = [
  'login',
  'login-info',
  'cv-info',
  'forgot-password',
  'delete-account',
  'coming-soon',
  'succesfuly-saved',
  'link',
  'send-request',
  'request-sent',
  'contact-us',
  'request-invitation-sent',
  'sign-up',
  'register-company',
  'succesfuly-logged-in',
  'send-request-or-login',
] as const;

export type ModalKey = (typeof MODAL_KEYS)[number];

/** Who a request is about: an expert from the directory. */
export interface RequestTarget {
  peopleId?: string;
  /** Several experts at once (chosen in the directory); `expertName` then names them all. */
  peopleIds?: string[];
  expertName?: string;
}

/** The props of a modal that takes none. */
export type NoProps = Record<never, never>;

export interface ModalPropsMap {
  /** `request`: go on to that request once signed in. */
  login: { email?: string; request?: RequestTarget };
  'login-info': NoProps;
  'cv-info': NoProps;
  'forgot-password': { email?: string };
  'delete-account': { onConfirm: () => Promise<void> };
  'coming-soon': NoProps;
  'succesfuly-saved': { message?: string; heading?: string };
  link: { url: string; title?: string };
  'send-request': RequestTarget;
  'request-sent': RequestTarget;
  'contact-us': { subject?: string };
  'request-invitation-sent': NoProps;
  'sign-up': NoProps;
  /** `request`: go on to that request once the company is registered. */
  'register-company': { request?: RequestTarget };
  'succesfuly-logged-in': NoProps;
  'send-request-or-login': RequestTarget;
}

/** Keys whose props may be left out. */
export type OptionalPropsKey = {
  [K in ModalKey]: Partial<ModalPropsMap[K]> extends ModalPropsMap[K] ? K : never;
}[ModalKey];

export interface OpenModal<K extends ModalKey = ModalKey> {
  key: K;
  props: ModalPropsMap[K];
  /** Grows with every show, so showing the same key again starts a fresh body. */
  id: number;
}
