import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Messages as react-intl's syntax tree. The app's bundle carries react-intl without its message parser (the build
 * aliases it to the parser-less entry, vite.config.ts): the sign-in form's texts, plain with {name} placeholders,
 * are turned into trees here without it, and each whole dictionary is parsed by the real parser, which loads with
 * it (`icu-messageformat-parser-full`).
 */
export type Compiled = Record<string, MessageFormatElement[]>;

/** A plain text with {name} placeholders as its tree, as the parser makes it. */
function plain(text: string): MessageFormatElement[] {
  return text.split(/\{(\w+)\}/).flatMap((part, i): MessageFormatElement[] => {
    if (i % 2) return [{ type: TYPE.argument, value: part }];
    return part ? [{ type: TYPE.literal, value: part }] : [];
  });
}

export const compilePlain = (messages: Record<string, string>): Compiled =>
  Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, plain(text)]));

/** Every message of a dictionary parsed as react-intl would at run time. */
/** The full message parser, loaded apart from the first page; asked for beside a dictionary, not after it. */
export const loadParser = () => import('icu-messageformat-parser-full');

export async function compileAll(messages: Record<string, string>): Promise<Compiled> {
  const { parse } = await loadParser();
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
}
