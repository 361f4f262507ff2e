import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionError } from './connection-error';
import { errorMessage, setOfflineText, unwrap } from './errors';

describe('unwrap', () => {
  it('gives what the server answered', async () => {
    await expect(unwrap(Promise.resolve({ data: { message: 'Saved' } }))).resolves.toEqual({
      message: 'Saved',
    });
  });

  it("throws the server's message, which the screen then shows", async () => {
    const failed = unwrap(Promise.resolve({ error: { message: 'The e-mail is already in use' } }));
    await expect(failed).rejects.toThrow('The e-mail is already in use');
    expect(errorMessage(await failed.catch((error: unknown) => error), 'Could not save')).toBe(
      'The e-mail is already in use',
    );
  });

  it("throws an empty message when the server sent none, so the screen's own is shown", async () => {
    const failed = await unwrap(Promise.resolve({ error: 'Bad Gateway' })).catch((error: unknown) => error);
    expect(errorMessage(failed, 'Could not save')).toBe('Could not save');
  });
});

describe('errorMessage of a write that got no answer', () => {
  afterEach(() => setOfflineText(undefined));

  it('says the browser is offline, in the texts the app gave', () => {
    setOfflineText(() => 'Estás sin conexión');
    expect(errorMessage(new ConnectionError('offline'), 'No se pudo guardar')).toBe('Estás sin conexión');
  });

  it("gives the screen's own message when the server did not answer, or before the app gave its texts", () => {
    setOfflineText(() => 'You are offline');
    expect(errorMessage(new ConnectionError('noAnswer'), 'Could not save')).toBe('Could not save');
    setOfflineText(undefined);
    expect(errorMessage(new ConnectionError('offline'), 'Could not save')).toBe('Could not save');
  });
});

describe('errorMessage of a screen whose failure text the spec fixes', () => {
  afterEach(() => setOfflineText(undefined));

  it("gives the screen's text over the server's, and still says when the browser is offline", () => {
    setOfflineText(() => 'You are offline');
    const refused = { message: 'Something went wrong on our side.' };
    expect(errorMessage(refused, 'Failed to delete file', { server: false })).toBe('Failed to delete file');
    expect(errorMessage(new ConnectionError('offline'), 'Failed to delete file', { server: false })).toBe(
      'You are offline',
    );
  });
});
