// What the server's main thread sends a render thread for one page body (see
// imports/startup/server/render-pool.ts), kept free of imports so server code can name it
// without compiling the browser's code. Plain structured-cloneable values: the page data goes as
// EJSON text because it carries Dates (and other EJSON types) a structured clone would not keep.
export interface RenderTask {
  /** The page address as the browser asked for it (absolute: path and query are used). */
  url: string;
  /** The page data (`EJSON.stringify` of the data keyed by `pageDataKey`). */
  dataJson: string;
  /** `Meteor.settings.public` as the server has it (the renderer reads it as the browser does). */
  publicSettings: unknown;
  /** The request's CSP nonce, for any inline script React writes. */
  nonce?: string;
  /** The Hide Prices cookie asked to hide rates (imports/ui/lib/hide-prices-cookie.ts). */
  hidePrices?: boolean;
  /** The page's language (imports/i18n/locales.ts chooseLocale); English when absent. */
  locale?: string;
  /** The page's route by name (its screen's catalog parts are the messages it renders with). */
  screen?: string;
}
