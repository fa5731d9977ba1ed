// Meteor's `react-meteor-data` package: `useTracker`, `useSubscribe` and `useFind` for React 19.
// Left out: `withTracker` (the legacy higher-order component) and the Suspense variants.
export { useTracker } from './use-tracker';
export { useSubscribe } from './use-subscribe';
export { useFind, reconcile } from './use-find';
