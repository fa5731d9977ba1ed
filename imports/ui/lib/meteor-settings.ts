// Public settings from Meteor.settings.public, read once: they do not change while the page lives.
import { Meteor } from 'meteor/meteor';
import { type PublicSettings, readPublicSettings } from './public-settings';

export function meteorPublicSettings(): PublicSettings {
  return readPublicSettings(Meteor.settings.public);
}
