// The one-click unsubscribe address over real HTTP against the real server (RFC 8058): a POST
// with `List-Unsubscribe=One-Click` and no session, cookie or CSRF token switches the token's
// category off and answers 200 (form-urlencoded as mail programs send it, or multipart); a GET
// only shows the confirmation page and changes nothing (mail scanners); a token that was tampered
// with, or names another person or an unknown category, answers 404 and changes nothing; a POST
// without the one-click body answers 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, startAppFixture } from '../../../../tests/helpers/app-fixture';
import { unsubscribeToken } from '../../notifications/unsubscribe-links';
import { usersCollection } from '../../users/store';

let app: AppFixture;
beforeAll(async () => {
  app = await startAppFixture();
});
afterAll(async () => {
  await app?.stop();
});

const ONE_CLICK = 'List-Unsubscribe=One-Click';

async function mailOffOf(userId: string): Promise<string[] | undefined> {
  return (await usersCollection().findOneAsync({ _id: userId }, { fields: { notificationSettings: 1 } }))?.notificationSettings?.mailOff;
}

function post(path: string, body: string | FormData, headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' }): Promise<Response> {
  return fetch(`${app.url}${path}`, { method: 'POST', body, headers: body instanceof FormData ? {} : headers, redirect: 'manual' });
}

describe('/engine/unsubscribe/<token>', () => {
  it('GET shows the confirmation button (a form that POSTs to itself) and changes nothing', async () => {
    const { userId } = await app.createUser();
    const path = `/engine/unsubscribe/${await unsubscribeToken(userId, 'applications')}`;
    const page = await fetch(`${app.url}${path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain('<h1>Stop these mails?</h1>');
    expect(html).toContain('“Applications”');
    expect(html).toMatch(/<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop these mails<\/button><\/form>/);
    expect(html).not.toContain('<script');
    expect(await mailOffOf(userId)).toBeUndefined();
  });

  it('speaks the request’s language: Accept-Language on the confirmation, the lang cookie on the answer', async () => {
    const { userId } = await app.createUser();
    const path = `/engine/unsubscribe/${await unsubscribeToken(userId, 'applications')}`;
    const czech = await (await fetch(`${app.url}${path}`, { headers: { 'Accept-Language': 'cs-CZ,cs;q=0.9,en;q=0.5' } })).text();
    expect(czech).toContain('<html lang="cs">');
    expect(czech).toContain('<h1>Zrušit odběr těchto e-mailů?</h1>');
    expect(czech).toContain('„Přihlášky“');
    expect(czech).toContain('<button type="submit">Zrušit odběr</button>');
    const german = await (await post(path, ONE_CLICK, { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'lang=de' })).text();
    expect(german).toContain('<h1>Sie erhalten diese E-Mails nicht mehr</h1>');
    expect(german).toContain('E-Mails zu „Bewerbungen“ sind abgeschaltet.');
    expect(german).toMatch(/Welche E-Mails Sie erhalten, wählen Sie in <a href="[^"]+#notifications">Ihren Benachrichtigungseinstellungen<\/a>\./);
    expect(await mailOffOf(userId)).toEqual(['applications']);
  });

  it('POST with the one-click body, no session and a foreign Origin switches the category off (200), once', async () => {
    const { userId } = await app.createUser();
    const path = `/engine/unsubscribe/${await unsubscribeToken(userId, 'applications')}`;
    const answer = await post(path, ONE_CLICK, { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example.net' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('E-mails about “Applications” are switched off.');
    expect(await mailOffOf(userId)).toEqual(['applications']);
    expect((await post(path, ONE_CLICK)).status).toBe(200);
    expect(await mailOffOf(userId)).toEqual(['applications']);
    // Another category of the same person: multipart/form-data, as RFC 8058 also allows.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await post(`/engine/unsubscribe/${await unsubscribeToken(userId, 'requests')}`, form)).status).toBe(200);
    expect(await mailOffOf(userId)).toEqual(['applications', 'requests']);
  });

  it('refuses a POST without the one-click body (400) and changes nothing', async () => {
    const { userId } = await app.createUser();
    const path = `/engine/unsubscribe/${await unsubscribeToken(userId, 'documents')}`;
    for (const [body, type] of [['', 'application/x-www-form-urlencoded'], ['List-Unsubscribe=Yes', 'application/x-www-form-urlencoded'], [ONE_CLICK, 'text/plain'], ['{"List-Unsubscribe":"One-Click"}', 'application/json']] as const) {
      const answer = await post(path, body, { 'Content-Type': type });
      expect(answer.status, `${type} ${body}`).toBe(400);
      expect(await answer.text()).toContain('Nothing was changed');
    }
    expect(await mailOffOf(userId)).toBeUndefined();
  });

  it('answers a token it did not sign with 404 on GET and POST and changes nothing', async () => {
    const { userId } = await app.createUser();
    const other = await app.createUser();
    const token = await unsubscribeToken(userId, 'company');
    const [, , signature] = token.split('.');
    const forged = [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `${other.userId}.company.${signature}`,
      `${userId}.messages.${signature}`,
      `${userId}.company`,
      `${token}.extra`,
      'nonsense',
    ];
    // A category this version does not know, signed properly (an old mail after a rename).
    forged.push(await unsubscribeToken(userId, 'no-such-category' as never));
    for (const bad of forged) {
      const page = await fetch(`${app.url}/engine/unsubscribe/${encodeURIComponent(bad)}`);
      expect(page.status, bad).toBe(404);
      expect(await page.text()).toContain('This unsubscribe link is not valid');
      expect((await post(`/engine/unsubscribe/${encodeURIComponent(bad)}`, ONE_CLICK)).status, bad).toBe(404);
    }
    expect(await mailOffOf(userId)).toBeUndefined();
    expect(await mailOffOf(other.userId)).toBeUndefined();
  });
});
