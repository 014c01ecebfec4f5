import { LANGUAGES, type Language } from '@pbs/domain';

/** Where the screens keep the language the person chose. */
export const LANGUAGE_KEY = 'pbs-language';

/** The language the person chose on this browser, else English: the screens speak it, and ask the server for it. */
export function chosenLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_KEY) as Language | null;
  return saved && LANGUAGES.includes(saved) ? saved : 'en';
}
