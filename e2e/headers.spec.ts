import { expect, test } from './fixtures';
import { signInAs } from './session';

// `vite preview` answers with the headers a production host sends (scripts/csp.mjs, the same as
// deploy/nginx.conf): the policy as a header, with what a meta tag cannot say (frame-ancestors).
// Other origins on the loopback address (private-network rules would refuse any frame from a
// public name): nothing listens there, the test answers for them.
const FRAMER = 'http://127.0.0.1:4599/framer';
const COPY = 'http://127.0.0.1:4598/login';

test.describe('the response headers of the console', () => {
  for (const path of ['/', '/login', '/calls?agentId=7', '/company-settings?tab=billing']) {
    test(`${path} forbids framing, sniffing and unused features`, async ({ page, request }) => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(200);
      const headers = answer.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy.split('; ')).toContain("frame-ancestors 'none'");
      expect(policy.split('; ')).toContain("script-src 'self'");
      expect(policy.split('; ')).toContain("object-src 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).toContain('microphone=()');
      expect(headers['permissions-policy']).toContain('payment=()');

      // The header carries the page's own policy, plus frame-ancestors: the two cannot disagree.
      await page.goto(path);
      const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toBe(`${meta}; frame-ancestors 'none'`);
    });
  }

  test('a built script comes with the same headers', async ({ page, request }) => {
    await page.goto('/login');
    const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
    const answer = await request.get(script ?? '/missing');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('another site cannot show the console in a frame', async ({ page, baseURL }) => {
    // A page of another origin (served here, no network) frames the sign-in screen twice: as the
    // console serves it, and the same answer with its headers taken off.
    await page.route(FRAMER, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Framer</title>
          <iframe title="console" src="${baseURL}/login"></iframe>
          <iframe title="copy" src="${COPY}"></iframe>`,
      }),
    );
    await page.route(COPY, async (route) => {
      const answer = await route.fetch({ url: `${baseURL}/login` });
      const { 'content-security-policy': _policy, 'x-frame-options': _frames, ...headers } = answer.headers();
      await route.fulfill({ response: answer, headers });
    });
    await page.goto(FRAMER);
    // Chromium replaces a refused frame with its error page; the copy without headers is shown.
    await expect
      .poll(() => page.frames().map((frame) => frame.url()))
      .toEqual([FRAMER, 'chrome-error://chromewebdata/', COPY]);
  });

  test('the console itself runs under the header policy, without violations', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(message.text())) {
        problems.push(message.text());
      }
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
