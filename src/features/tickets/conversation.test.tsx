import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { uploadedFileHref } from '@/api/uploaded-file';
import { writeToken } from '@/lib/session/token';
import { renderWithProviders } from '@/test/render';
import { AttachmentLink } from './conversation';
import type { TicketAttachment } from './ticket-model';

const attachment: TicketAttachment = {
  id: '6650a1f2c3d4e5f6acac0102',
  ticket: '6650a1f2c3d4e5f6abab0001',
  message: '6650a1f2c3d4e5f6acac0004',
  fileName: 'recall-retry-settings.png',
  mimeType: 'image/png',
  size: 248913,
  url: '/uploads/tickets/6650a1f2c3d4e5f6abab0001/recall-retry-settings.png',
  uploadedBy: '6650a1f2c3d4e5f601234500',
  createdAt: '2026-11-19T17:19:00Z',
};

describe('uploadedFileHref', () => {
  it("puts the attachment's path on the API's address", () => {
    expect(uploadedFileHref(attachment.url, '/api')).toBe(`/api${attachment.url}`);
    expect(uploadedFileHref(attachment.url, 'https://api.example.test')).toBe(
      `https://api.example.test${attachment.url}`,
    );
  });

  it.each(['//evil.example/x.html', '/\\evil.example/x.html', 'https://evil.example/x.html', 'x.html', 42])(
    'follows no other address (%j)',
    (url) => {
      expect(uploadedFileHref(url, '')).toBeNull();
    },
  );
});

describe('AttachmentLink', () => {
  const saved: { name: string; type: string; text: Promise<string> }[] = [];
  let fetchMock: Mock<(input: string, init?: RequestInit) => Promise<Response>>;

  beforeEach(() => {
    saved.length = 0;
    writeToken('t.o.k');
    // Served as a page on purpose: the console must save it, not show it.
    fetchMock = vi.fn(() =>
      Promise.resolve(new Response('<svg onload="alert(1)"/>', { headers: { 'content-type': 'text/html' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const address = `blob:console/${blobs.size}`;
      blobs.set(address, blob as Blob);
      return address;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ name: this.download, type: blob.type, text: blob.text() });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a download of the file under its name, never a new tab', async () => {
    await renderWithProviders(<AttachmentLink attachment={attachment} />);
    const link = screen.getByRole('link', { name: 'recall-retry-settings.png' });
    expect(link.getAttribute('target')).toBeNull();
    expect(link.getAttribute('download')).toBe('recall-retry-settings.png');
    expect(link.getAttribute('href')).toBe(`/api${attachment.url}`);
    expect(screen.getByText('(downloads the file)')).toBeTruthy();
  });

  it('fetches the file with the session token and saves it with an opaque type', async () => {
    await renderWithProviders(<AttachmentLink attachment={attachment} />);
    const click = fireEvent.click(screen.getByRole('link', { name: 'recall-retry-settings.png' }));
    // The browser's own navigation is cancelled.
    expect(click).toBe(false);
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith(`/api${attachment.url}`, {
      headers: { Authorization: 'Bearer t.o.k' },
    });
    expect(saved[0]?.name).toBe('recall-retry-settings.png');
    expect(saved[0]?.type).toBe('application/octet-stream');
    expect(await saved[0]?.text).toBe('<svg onload="alert(1)"/>');
  });

  it('says so when the file cannot be fetched', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('', { status: 404 })));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const toaster = await import('@/components/toaster');
    const notify = vi.spyOn(toaster, 'notify').mockImplementation(() => undefined);
    await renderWithProviders(<AttachmentLink attachment={attachment} />);
    fireEvent.click(screen.getByRole('link', { name: 'recall-retry-settings.png' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'recall-retry-settings.png could not be downloaded. Please try again.',
      ),
    );
    expect(saved).toHaveLength(0);
    expect(errors).toHaveBeenCalled();
  });
});
