import type { BackendModule, i18n as I18n, ReadCallback } from 'i18next';

// The translation files, plain JSON under /locales, for i18next (src/i18n): its own loader
// (maxParallelReads, maxRetries, retryTimeout) queues and retries, so this only fetches. It
// replaces i18next-http-backend: 1.5 KiB less on the sign-in route's first paint.
//
// The screens outside the signed-in shell (sign-in, sign-up, the landing page) use a few groups of
// texts: until the shell is wanted, a language is read from `start.json`, those groups alone (made
// from translation.json by scripts/locales.mjs), about a tenth of the whole.
let allTexts = false;

const fileOf = (language: string, namespace: string) =>
  `/locales/${language}/${namespace === 'translation' && !allTexts ? 'start' : namespace}.json`;

export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const file = fileOf(language, namespace);
    fetch(file)
      .then(async (response) => {
        // A server failure is worth another try; a missing file is not.
        if (!response.ok) {
          callback(`${response.status} for ${file}`, response.status >= 500);
          return;
        }
        callback(null, (await response.json()) as Record<string, unknown>);
      })
      .catch((error: unknown) => {
        callback(error instanceof Error ? error.message : String(error), true);
      });
  },
};

/** Before i18next starts: the page opens in the signed-in shell, which reads every text. */
export function readAllTexts(): void {
  allTexts = true;
}

/**
 * For the signed-in shell: every text of the languages in use, read again whole if they were read
 * for the sign-in screens. The groups already there are whole, so either read may land first.
 *
 * Not while i18next's first read (the start texts) is on its way: i18next joins a read of a
 * language and namespace to one still pending, so the whole texts were never asked for, and a
 * visitor who opened a bookmark to a signed-in screen and signed in saw the shell's keys
 * ("header.welcome") for the rest of the visit.
 */
export function loadAllTexts(i18n: I18n): Promise<void> | undefined {
  if (allTexts) return undefined;
  allTexts = true;
  const started = i18n.isInitialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const ready = () => {
          i18n.off('initialized', ready);
          resolve();
        };
        i18n.on('initialized', ready);
      });
  return started.then(() => i18n.reloadResources(i18n.languages, ['translation']));
}
