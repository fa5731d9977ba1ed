// Conversations in Chromium against the built app, two browser contexts side by side: a
// customer and an admin exchange messages on a request live (the admin from the requests
// pipeline's Messages dialog, the customer from My Requests), with the unread count, the "New
// messages" marker, safe links and Ctrl+Enter sending; then a candidate follows an admin's
// message on My Applications at 375 px and answers. axe-core with each conversation open.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingAxe } from '../helpers/e2e-axe';
import { DESKTOP, PHONE, shown, WAIT } from '../helpers/e2e-kit';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import { useE2eSession } from '../helpers/e2e-session';

/** Types into the conversation's box and sends with Ctrl+Enter, as its hint says. */
async function sendByKeyboard(page: Page, box: string, lines: string[]): Promise<void> {
  const field = page.getByRole('textbox', { name: box });
  await field.focus();
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => field.inputValue(), WAIT).toBe('');
}

describe('conversations', () => {
  const session = useE2eSession();

  it('a customer and an admin exchange messages on a request, each seeing the other’s live', async () => {
    const company = await session.companies.create();
    const title = `Conversation ${Date.now()}`;
    await company.ownerDdp.callAsync('peopleRequests.send', { title, message: 'Two PLC engineers for Linz.', duration: 4 });

    const customer = await session.signedInPage(company.owner, { path: '/engine/my-requests' });
    const card = customer.getByTestId('request-card').filter({ hasText: title });
    await shown(card);
    const customerMessages = card.getByRole('button', { name: /^Messages/ });
    await shown(customerMessages);

    const admin = await session.signedInPage(session.users.admin(), { path: '/engine/admin/requests' });
    await admin.getByRole('button', { name: `Messages about the request “${title}”` }).click();
    const dialog = admin.getByRole('dialog', { name: `Messages about the request “${title}”` });
    await shown(dialog.getByText('No messages yet. Write the first one below.'));
    expect(await dialog.getByText('Enter starts a new line; Ctrl+Enter (⌘+Enter on a Mac) sends.').count()).toBe(1);
    await sendByKeyboard(admin, 'Your message to the customer', ['Hello, we have two engineers.', 'Profiles: https://example.com/profiles']);
    await shown(dialog.getByTestId('message').filter({ hasText: 'Hello, we have two engineers.' }));
    expect(await blockingAxe(admin), 'axe, admin with the conversation open').toEqual([]);

    // The customer's open page counts the new message without a reload, then shows it under the marker.
    await shown(card.getByTestId('unread-count').filter({ hasText: '1 new' }));
    await customerMessages.click();
    const conversation = card.getByRole('region', { name: `Messages about ${title}` });
    const fromAdmin = conversation.getByTestId('message').filter({ hasText: 'Hello, we have two engineers.' });
    await shown(fromAdmin);
    expect(await fromAdmin.textContent()).toContain('Agency');
    await shown(conversation.getByTestId('unread-marker'));
    const link = fromAdmin.getByRole('link', { name: 'https://example.com/profiles' });
    expect(await link.getAttribute('rel')).toBe('noopener nofollow ugc');
    // Read while open: the count goes.
    await expect.poll(() => card.getByTestId('unread-count').count(), WAIT).toBe(0);
    expect(await blockingAxe(customer), 'axe, customer with the conversation open').toEqual([]);

    await sendByKeyboard(customer, 'Your message to the agency', ['Great, when can they start?']);
    const mine = conversation.getByTestId('message').last();
    await expect.poll(() => mine.textContent(), WAIT).toContain('Great, when can they start?');
    expect(await mine.textContent()).toContain('You');
    // The admin's open dialog gets the answer live, newest at the bottom.
    await expect.poll(() => dialog.getByTestId('message').last().textContent(), WAIT).toContain('Great, when can they start?');
    expect(await dialog.getByTestId('message').last().textContent()).toMatch(/^Olga B\. · Customer · /);
  });

  it('a candidate reads an admin’s message on My Applications at 375 px and answers it', async () => {
    const candidate = await session.users.create({ first: 'Jana', last: 'Novak', role: 'candidate', profile: 'complete' });
    const project = await session.projects.publish();
    const candidateDdp = await session.accounts.loginAs(candidate);
    const applicationId = (await candidateDdp.callAsync('applications.apply', project._id, {})) as string;

    const page = await session.signedInPage(candidate, { path: '/engine/my-applications', viewport: PHONE });
    const card = page.getByTestId('application').filter({ hasText: project.title });
    await shown(card);
    const adminDdp = await session.accounts.asAdmin();
    await adminDdp.callAsync('conversations.send', 'application', applicationId, 'Could you start on the first of the month?');
    await shown(card.getByTestId('unread-count').filter({ hasText: '1 new' }));
    await card.getByRole('button', { name: /^Messages/ }).click();
    await shown(card.getByTestId('message').filter({ hasText: 'Could you start on the first of the month?' }));
    await sendByKeyboard(page, 'Your message to the agency', ['Yes, I can.']);
    await shown(card.getByTestId('message').filter({ hasText: 'Yes, I can.' }));
    const { extra, widest } = await sidewaysOverflow(page);
    expect(extra, `no sideways scroll at 375 px (${widest})`).toBeLessThanOrEqual(0);
    expect(await blockingAxe(page), 'axe, candidate at 375 px').toEqual([]);
    await page.setViewportSize(DESKTOP);
    candidateDdp.close();
  });
});
