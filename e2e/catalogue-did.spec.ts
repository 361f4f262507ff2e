import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { signInAs } from './session';

// /superadmin/did against the mock: the contract's six numbers, four agents and the company menu.
const table = (page: Page) => page.getByRole('table', { name: 'Phone numbers' });
const drawer = (page: Page) => page.getByRole('dialog');
const outbound = (page: Page) => drawer(page).getByRole('group', { name: 'Outbound agents' });

async function open(page: Page) {
  await signInAs(page, 'superAdmin', { tourSeen: 'true' });
  await page.goto('/superadmin/did');
  await expect(table(page).getByRole('row')).toHaveCount(7);
}

test.describe('the phone numbers (DIDs) catalogue', () => {
  test('lists the numbers with their status, companies and agents by name', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Phone numbers (DIDs)' })).toBeVisible();
    const first = table(page).getByRole('row').filter({ hasText: '+14155550123' });
    await expect(first).toContainText('Assigned');
    await expect(first).toContainText('BrightSmile Dental Group');
    await expect(first).toContainText('Dental Receptionist');
    const second = table(page).getByRole('row').filter({ hasText: '+14155550124' });
    await expect(second).toContainText('Recall Reminders');
    await expect(table(page).getByRole('row').filter({ hasText: '+12125550177' })).toContainText(
      'Summit Roofing Co.',
    );
    await expect(table(page).getByRole('row').filter({ hasText: '+13125550166' })).toContainText('Available');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('refuses an invalid number, then adds one with its agents', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'New phone number' }).click();
    await drawer(page).getByLabel('Phone number').fill('(312) 555-0199');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(
      drawer(page).getByText('Please enter the number in international form, e.g. +14155550123'),
    ).toBeVisible();
    // The agents to choose from are the contract's, by name.
    await expect(outbound(page).getByRole('checkbox')).toHaveCount(4);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer(page).getByLabel('Phone number').fill('+13125550199');
    await drawer(page)
      .getByRole('combobox', { name: 'Inbound agent' })
      .selectOption({ label: 'Front Desk Agent' });
    await outbound(page).getByText('Recall Reminders').click();
    await expect(outbound(page).getByRole('checkbox', { name: 'Recall Reminders' })).toBeChecked();
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/dids'),
    );
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await request).postDataJSON()).toEqual({
      number: '+13125550199',
      inboundAgent: '6650a1f2c3d4e5f6bbbb0003',
      outboundAgents: ['6650a1f2c3d4e5f6bbbb0002'],
    });
    await expect(page.getByText('Phone number added successfully')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('edits a number with exactly the update payload of the spec', async ({ page }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Edit +14155550123' }).click();
    await expect(drawer(page).getByLabel('Phone number')).toHaveValue('+14155550123');
    const inbound = drawer(page).getByRole('combobox', { name: 'Inbound agent' });
    await expect(inbound.locator('option:checked')).toHaveText('Dental Receptionist');
    await inbound.selectOption({ label: 'No inbound agent' });
    await outbound(page).getByText('After-hours Triage').click();
    const request = page.waitForRequest((r) => r.method() === 'PUT');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    const sent = await request;
    expect(new URL(sent.url()).pathname).toMatch(/\/dids\/6650a1f2c3d4e5f6ffff0001$/);
    expect(sent.postDataJSON()).toEqual({
      number: '+14155550123',
      inboundAgent: null,
      outboundAgents: ['6650a1f2c3d4e5f6bbbb0004'],
    });
    await expect(page.getByText('Phone number updated successfully')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('deletes a number after confirmation', async ({ page }) => {
    await open(page);
    await table(page).getByRole('button', { name: 'Delete +13125550166' }).click();
    const request = page.waitForRequest((r) => r.method() === 'DELETE');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect(new URL((await request).url()).pathname).toMatch(/\/dids\/6650a1f2c3d4e5f6ffff0004$/);
    await expect(page.getByText('Phone number deleted successfully')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('an ordinary user is refused the screen', async ({ page }) => {
    await signInAs(page, 'user', { tourSeen: 'true' });
    await page.goto('/superadmin/did');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test.describe('a refused change of a phone number', () => {
  // The mock takes the change; the refusal (a 422 with the server's message) is routed in.
  test.use({ allowContractErrors: true });

  test('keeps the drawer and what was typed when the server refuses the change', async ({ page }) => {
    await open(page);
    await page.route('**/api/dids/6650a1f2c3d4e5f6ffff0002', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 422, json: { message: 'This number already answers with another agent' } })
        : route.fallback(),
    );
    await table(page).getByRole('button', { name: 'Edit +14155550124' }).click();
    await drawer(page).getByLabel('Phone number').fill('+14155550125');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This number already answers with another agent')).toBeVisible();
    await expect(drawer(page).getByLabel('Phone number')).toHaveValue('+14155550125');
  });
});

// The SIP trunk profiles, on the same route below the numbers: the contract's four trunks.
const trunks = (page: Page) => page.getByRole('table', { name: 'SIP trunks' });

async function openTrunks(page: Page) {
  await signInAs(page, 'superAdmin', { tourSeen: 'true' });
  await page.goto('/superadmin/did');
  await expect(trunks(page).getByRole('row')).toHaveCount(5);
}

test.describe('the SIP trunk profiles', () => {
  test('lists the trunks with their company, server and state, and no password', async ({ page }) => {
    await openTrunks(page);
    await expect(page.getByRole('heading', { level: 2, name: 'SIP trunks' })).toBeVisible();
    const primary = trunks(page).getByRole('row').filter({ hasText: 'Primary trunk' });
    await expect(primary).toContainText('BrightSmile Dental Group');
    await expect(primary).toContainText('brightsmile.pstn.twilio.com:5061 (TLS)');
    await expect(primary).toContainText('Active');
    await expect(trunks(page).getByRole('columnheader', { name: /password/i })).toHaveCount(0);
    await expect(trunks(page).getByRole('row').filter({ hasText: 'Palo Alto office PBX' })).toContainText(
      'Error',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('refuses an invalid trunk, then adds one with its password', async ({ page }) => {
    await openTrunks(page);
    await page.getByRole('button', { name: 'New SIP trunk' }).click();
    await drawer(page).getByLabel('SIP server').fill('sip telnyx com');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await expect(drawer(page).getByText('Please enter a name of at most 100 characters')).toBeVisible();
    await expect(drawer(page).getByText('Please choose a company')).toBeVisible();
    await expect(
      drawer(page).getByText('Please enter a host name or an IP address, without spaces'),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Summit main trunk');
    await drawer(page)
      .getByRole('combobox', { name: 'Company' })
      .selectOption({ label: 'Summit Roofing Co.' });
    await drawer(page).getByLabel('SIP server').fill('sip.telnyx.com');
    await drawer(page).getByLabel('User name').fill('summit-roofing');
    await drawer(page).getByLabel('Password').fill('pR2v!mQ9x');
    const codecs = drawer(page).getByRole('group', { name: 'Codecs' });
    await expect(codecs.getByRole('checkbox', { name: 'PCMU (G.711 µ-law)' })).toBeChecked();
    await codecs.getByText('G.722 (wideband)').click();
    await drawer(page).getByLabel('Caller ID number').fill('+12125550177');
    const request = page.waitForRequest((r) => r.url().includes('/add_sip_profile'));
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await request).postDataJSON()).toEqual({
      name: 'Summit main trunk',
      company: '6650a1f2c3d4e5f6aaaa0002',
      host: 'sip.telnyx.com',
      port: 5060,
      transport: 'udp',
      username: 'summit-roofing',
      password: 'pR2v!mQ9x',
      codecs: ['PCMU', 'PCMA', 'G722'],
      callerIdNumber: '+12125550177',
      maxChannels: 10,
      status: 'active',
    });
    await expect(page.getByText('SIP profile created successfully')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('edits a trunk without sending a password left empty', async ({ page }) => {
    await openTrunks(page);
    await trunks(page).getByRole('button', { name: 'Edit Backup trunk' }).click();
    await expect(drawer(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Backup trunk',
    );
    await expect(drawer(page).getByLabel('Password')).toHaveValue('');
    await drawer(page).getByLabel('Simultaneous calls').fill('12');
    const request = page.waitForRequest((r) => r.url().includes('/update_sip_profile'));
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    expect((await request).postDataJSON()).toEqual({
      id: '6650a1f2c3d4e5f6baba0002',
      name: 'Backup trunk',
      company: '6650a1f2c3d4e5f6aaaa0001',
      host: 'sip.telnyx.com',
      port: 5060,
      transport: 'udp',
      username: 'brightsmile-backup',
      authRealm: 'sip.telnyx.com',
      codecs: ['PCMU', 'PCMA', 'G722'],
      callerIdNumber: '+14155550123',
      maxChannels: 12,
      status: 'active',
    });
    await expect(page.getByText('SIP profile updated successfully')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('deletes a trunk after confirmation', async ({ page }) => {
    await openTrunks(page);
    await trunks(page).getByRole('button', { name: 'Delete Summer overflow trunk' }).click();
    const request = page.waitForRequest((r) => r.url().includes('/delete_sip_profile'));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect((await request).postDataJSON()).toEqual({ id: '6650a1f2c3d4e5f6baba0004' });
    await expect(page.getByText('SIP profile deleted successfully')).toBeVisible();
  });
});
