// Off the page's thread: a slow or hostile file can only hold this worker, which the page drops afterwards.
import { parseTabularBytes } from './parse-bytes';
import type { ParseAnswer, ParseRequest } from './parse-messages';
import { TabularFileError } from './tabular-error';

globalThis.addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  const { kind, name, bytes } = event.data;
  parseTabularBytes(kind, name, bytes).then(
    (sheets) => {
      globalThis.postMessage({ ok: true, sheets } satisfies ParseAnswer);
    },
    (error: unknown) => {
      const reason = error instanceof TabularFileError ? error.reason : 'unreadable';
      globalThis.postMessage({ ok: false, reason } satisfies ParseAnswer);
    },
  );
});
