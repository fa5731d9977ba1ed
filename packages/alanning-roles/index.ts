// `meteor/alanning:roles` where neither a server nor a client entry applies: the pure role logic
// (common.ts) that works on user objects on both sides.
export * from './common';
