import { useEffect } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../gql';
import { useLang } from '../i18n';

const SET_LANGUAGE = graphql(`mutation SetMyLanguage($Language: String!) { setMyLanguage(Language: $Language) }`);

/**
 * Tells the server the language the user reads, once signed in and whenever it changes, so the notices sent to
 * them (in the app, by mail and SMS) are written in it. A lost call only leaves them in the language before.
 */
export function useNoticeLanguage(active: boolean) {
  const { lang } = useLang();
  const [, setLanguage] = useMutation(SET_LANGUAGE);
  useEffect(() => {
    if (active) void setLanguage({ Language: lang });
  }, [active, lang, setLanguage]);
}
