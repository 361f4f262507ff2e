import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The groups of texts the screens outside the signed-in shell use (sign-in, sign-up, the landing
// page, the error and not-found pages, page titles, the QA panel): what `start.json` holds.
// scripts/locales.test.mjs checks that those screens use no other group.
export const START_GROUPS = [
  'app',
  'auth',
  'common',
  'errors',
  'landing',
  'notFound',
  'qa',
  'screenPending',
  'screens',
];

export const startTexts = (all) =>
  Object.fromEntries(START_GROUPS.filter((group) => group in all).map((group) => [group, all[group]]));

const readAll = (publicDir, language) =>
  JSON.parse(readFileSync(join(publicDir, 'locales', language, 'translation.json'), 'utf8'));

// `start.json` of each language: written into the build, served by the dev server.
export function startLocalesPlugin(publicDir) {
  return {
    name: 'console-start-locales',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const language = /^\/locales\/([a-z]{2})\/start\.json(?:\?|$)/.exec(request.url ?? '')?.[1];
        if (!language) return next();
        try {
          const body = JSON.stringify(startTexts(readAll(publicDir, language)));
          response.setHeader('Content-Type', 'application/json');
          response.end(body);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const language of readdirSync(join(publicDir, 'locales'))) {
        this.emitFile({
          type: 'asset',
          fileName: `locales/${language}/start.json`,
          source: JSON.stringify(startTexts(readAll(publicDir, language))),
        });
      }
    },
  };
}
