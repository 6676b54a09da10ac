import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/router';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it("leads with the product's claim and sends trials to /login and demos to /contact", async () => {
    await renderWithRouter(<LandingPage />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Empower your business with advanced document handling and insightful billing analysis',
      }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const link of screen.getAllByRole('link', { name: 'Start Free Trial' })) {
      expect(main).toContainElement(link);
      expect(link).toHaveAttribute('href', '/login');
    }
    for (const link of screen.getAllByRole('link', { name: 'Book a Demo' })) {
      expect(link).toHaveAttribute('href', '/contact');
    }
  });

  it('opens a problem card to say more', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<LandingPage />);
    const card = await screen.findByRole('button', { name: /Expiry dates that slip by/ });
    expect(card).toHaveAttribute('aria-expanded', 'false');
    await user.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/spreadsheet will not warn you/)).toBeVisible();
  });

  it('has the public header and a footer where only the Legal column links', async () => {
    await renderWithRouter(<LandingPage />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('PricingAboutContact');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    const footer = screen.getByRole('contentinfo');
    const footerLinks = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(footerLinks).toEqual(['/', '/privacy', '/terms', '/security', '/cookies']);
    expect(footer).toHaveTextContent('Help Centre');
  });
});
