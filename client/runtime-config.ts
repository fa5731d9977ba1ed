// Meteor's page bootstrap without an inline script (the content security policy allows none):
// the server writes `__meteor_runtime_config__` as JSON data, and this first module of the
// bundle puts it where the Meteor packages read it, before any of them runs.
const element = document.getElementById('meteor-runtime-config');
if (element?.textContent) {
  try {
    globalThis.__meteor_runtime_config__ = JSON.parse(element.textContent) as typeof globalThis.__meteor_runtime_config__;
  } catch (error) {
    console.error('The runtime configuration in the page is not valid JSON', error);
  }
}
export {};
