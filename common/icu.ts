import { IntlMessageFormat } from 'intl-messageformat';
import type { IcuFormatter } from './i18n';

/** The ICU formatter (formatjs's intl-messageformat): a parsed tree in the browser, text on the server. */
export const icuFormatter: IcuFormatter = (message, locale) => {
  const format = new IntlMessageFormat(message, locale);
  return (values) => {
    const out = format.format(values);
    return Array.isArray(out) ? out.join('') : String(out);
  };
};
