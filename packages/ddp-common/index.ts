// Meteor's `ddp-common`: what both ends of a DDP connection share (message types, framing,
// version list, document id encoding, Meteor.Error). Heartbeat and random streams live beside it.
export * from './messages';
export * from './wire';
export * from './mongo-id';
export { MeteorError, errorFromWire, isMeteorError } from '../meteor/errors';
