import { createRequire } from 'node:module';
import type * as AxeCore from 'axe-core';
import type { Browser, Page } from 'playwright-core';

/**
 * What "usable on a phone" means in the browser tests (issue 19): the page never scrolls sideways,
 * no control sits on another (or under a heading), and axe finds nothing serious.
 */

/** A small Android phone, held upright, used by touch. */
export const PHONE = { width: 360, height: 780 } as const;

/** A phone-sized, touch page that records its uncaught errors in `errors`. */
export async function phonePage(browser: Browser, errors: string[]): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    screen: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

/** How far the page is wider than the phone (0 when it fits). */
export const sidewaysOverflow = (page: Page) =>
  // Mobile Chromium zooms a too-wide page out, so innerWidth can grow with it: compare with the
  // phone's own width as well.
  page.evaluate(
    (width) => Math.max(0, document.documentElement.scrollWidth - Math.min(window.innerWidth, width)),
    PHONE.width,
  );

/** Two things on screen where one covers the other, named as a reader of the page would. */
export interface Clash {
  first: string;
  second: string;
}

/**
 * Controls (buttons, links, fields, drop-downs, tabs) and page headings that overlap each other, and
 * controls that something else covers even when scrolled to the middle of the screen (a floating
 * panel, a fixed bar). Not counted: hidden ones, one inside the other (a button in a link), those
 * inside a container that scrolls sideways on its own, and edges that merely touch.
 */
export const clashes = (page: Page) =>
  page.evaluate((): Clash[] => {
    const CONTROLS = [
      'button',
      'a[href]',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=combobox]',
      '[role=button]',
      '[role=tab]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=switch]',
    ].join(',');
    const scrollsSideways = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && node.scrollWidth > node.clientWidth + 1) return true;
      }
      return false;
    };
    const shown = (element: HTMLElement) => {
      if (element.closest('[aria-hidden=true], [inert]')) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const name = (element: HTMLElement) => {
      const text = (element.getAttribute('aria-label') ?? element.innerText).trim().replace(/\s+/g, ' ');
      const label = text !== '' ? text : (element.getAttribute('placeholder') ?? element.id);
      return `${element.tagName.toLowerCase()} "${label.slice(0, 40)}"`;
    };
    const inView = (root: Element | null, selector: string) =>
      [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])].filter(
        (element) => shown(element) && !scrollsSideways(element),
      );
    const main = document.querySelector('main');
    const bar = document.querySelector('[data-slot=app-top-bar]');
    const controls = [...inView(main, CONTROLS), ...inView(bar, CONTROLS)];
    const found: Clash[] = [];

    // Overlaps, measured on the page as laid out (scrolling moves both boxes alike). What floats
    // over the page (a fixed bar) is left to the covering check below: content scrolls from under it.
    const floats = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return true;
      }
      return false;
    };
    const laidOut = [...controls, ...inView(main, 'h1, h2')].filter((element) => !floats(element));
    const boxes = laidOut.map((element) => ({
      element,
      box: element.getBoundingClientRect(),
    }));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (!a || !b || a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 1 && down > 1) found.push({ first: name(a.element), second: name(b.element) });
      }
    }

    // Covered: each control scrolled to the middle of the screen must be what a tap there reaches.
    // (Disabled buttons take no taps at all, so nothing can be learnt from them.)
    for (const element of controls) {
      if (getComputedStyle(element).pointerEvents === 'none' || element.closest('[data-slot=app-top-bar]')) continue;
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || element.contains(hit) || hit.contains(element)) continue;
      // A field's own label or wrapper may sit over its centre (a check box's label).
      if (hit instanceof HTMLElement && hit.closest('label')?.contains(element)) continue;
      found.push({
        first: name(element),
        second: `covered by ${hit.tagName.toLowerCase()}.${[...hit.classList].slice(0, 3).join('.')}`,
      });
    }
    window.scrollTo(0, 0);
    return found;
  });

/** The pages every user sees first, checked with axe on a phone and on a desktop. */
export const MAIN_PAGES = [
  '/',
  '/invoices',
  '/invoices/create/sales',
  '/customers',
  '/products',
  '/warehouses',
  '/transactions',
  '/reports',
  '/accounts',
  '/account',
  '/summary',
  '/bills',
  '/timeline',
] as const;

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** An axe rule broken on the page, with where. */
export interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core's serious and critical findings on the page as it is now (WCAG 2.1 A and AA). */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Colours are read once the page is still: a prerendered form enabled (ReadyFieldset: its
  // controls are greyed until the app runs) and no CSS transition under way (a button mid-fade).
  await page.waitForFunction(
    () =>
      document.querySelector('fieldset:disabled') === null &&
      !document.getAnimations().some((animation) => animation instanceof CSSTransition),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  });
}
