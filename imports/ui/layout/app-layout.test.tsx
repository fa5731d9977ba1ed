import '../testing/cleanup';
import '../testing/mock-projects';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readPublicSettings } from '../lib/public-settings';
import { renderApp } from '../testing/render-app';

const settings = readPublicSettings({
  productName: 'Talent Hub',
  contactEmail: 'hello@talenthub.example',
  contactPhone: '+420 123 456 789',
  socialLinks: { LinkedIn: 'https://www.linkedin.com/company/talenthub', Facebook: 'https://facebook.com/talenthub' },
});

describe('layout', () => {
  it('header: section buttons in the app, site pages outside it, contact from settings', () => {
    renderApp({ url: '/engine/experts/', settings });
    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Our Experts' }).getAttribute('href')).toBe('/engine/experts/');
    expect(within(nav).getByRole('link', { name: 'Open Projects' }).getAttribute('href')).toBe('/engine/projects/');
    expect(within(nav).getByRole('link', { name: 'All Roles' }).getAttribute('href')).toBe('/roles/');
    expect(within(nav).getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/career/');
    expect(within(nav).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact/');
    expect(within(header).getByRole('link', { name: 'hello@talenthub.example' }).getAttribute('href')).toBe('mailto:hello@talenthub.example');
    expect(within(header).getByRole('link', { name: '+420 123 456 789' }).getAttribute('href')).toBe('tel:+420123456789');
    expect(within(header).getByRole('link', { name: 'Talent Hub' })).toBeTruthy();
  });

  it('header: the phone menu toggle says whether the menu is open and opens it', () => {
    renderApp({ url: '/engine/experts/', settings });
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: 'Toggle navigation' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu?.classList.contains('show')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.classList.contains('show')).toBe(true);
    fireEvent.click(toggle);
    expect(menu?.classList.contains('show')).toBe(false);
  });

  it('footer: Blog, GTC, Certificates, Privacy Policy, social links and contact', () => {
    renderApp({ settings });
    const footer = screen.getByRole('contentinfo');
    const links = within(within(footer).getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Blog', '/blog/'],
      ['GTC', '/gtc/'],
      ['Certificates', '/certificates/'],
      ['Privacy Policy', '/engine/privacy-policy/'],
    ]);
    const social = within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.map((link) => link.textContent)).toEqual(['LinkedIn', 'Facebook']);
    expect(social[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(footer).getByRole('link', { name: 'hello@talenthub.example' })).toBeTruthy();
  });

  it('links to the agency site and social profiles the settings name, the defaults for the rest', () => {
    renderApp({
      url: '/engine/experts/',
      settings: readPublicSettings({
        siteLinks: { gtc: 'https://agency.example/agb/', roles: '/rollen/', blog: 'javascript:alert(1)' },
        socialLinks: [{ network: 'XING', url: 'https://www.xing.com/pages/agency' }],
      }),
    });
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'All Roles' }).getAttribute('href')).toBe('/rollen/');
    expect(within(nav).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact/');
    const footer = screen.getByRole('contentinfo');
    const links = within(within(footer).getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    // An invalid link (the server refuses it at start) falls back to its default here.
    expect(links.slice(0, 3).map((link) => link.getAttribute('href'))).toEqual(['/blog/', 'https://agency.example/agb/', '/certificates/']);
    const social = within(within(footer).getByRole('list', { name: 'Social media' })).getByRole('link', { name: 'XING' });
    expect(social.getAttribute('href')).toBe('https://www.xing.com/pages/agency');
  });

  it('leaves out contact details and social links that are not configured', () => {
    renderApp();
    expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });
});
