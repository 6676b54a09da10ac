import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/router';
import { PrivacyPage } from './privacy-page';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('PrivacyPage', () => {
  afterEach(() => {
    scrollTo(0);
    vi.unstubAllGlobals();
  });

  it('scrolls to a section chosen in the table of contents and moves focus there', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const user = userEvent.setup();
    await renderWithRouter(<PrivacyPage />);
    const toc = await screen.findByRole('navigation', { name: 'Table of contents' });
    await user.click(within(toc).getByRole('link', { name: /How long we keep it/ }));
    const section = screen.getByRole('region', { name: /How long we keep it/ });
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(section).toHaveFocus();
  });

  it('shows Back to top only after 300 px of scrolling', async () => {
    await renderWithRouter(<PrivacyPage />);
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(301);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });
});
