/**
 * Issue 38: the public pages are built to HTML at build time (web/prerender-plugin.ts), so a phone
 * paints them from the HTML itself, and search engines and link previews read them; the app then
 * hydrates them. Each is kept at `file`; CloudFront (infra/lib/web-stack.ts) and the local preview
 * server answer `path` with it, and every other page with the app's index.html. A page that
 * `readsSearch` (an invitation's e-mail, 'verification sent', where to go after signing in) is
 * prerendered without a query string only: with one, the app renders it.
 */
export const PRERENDERED_PAGES = [
  {
    path: '/',
    file: '/pages/index.html',
    title: 'Hisaab: GST billing, accounts and stock for Indian businesses',
    description: 'GST invoicing, accounting and inventory for Indian small businesses',
  },
  {
    path: '/pricing',
    file: '/pages/pricing.html',
    title: 'Pricing · Hisaab',
    description: 'Plans for traders and pharmacies: GST invoices, books, stock and bills read by AI.',
  },
  {
    path: '/about',
    file: '/pages/about.html',
    title: 'About · Hisaab',
    description: 'Why we build Hisaab, and for whom.',
  },
  {
    path: '/contact',
    file: '/pages/contact.html',
    title: 'Contact · Hisaab',
    description: 'Questions about plans, a demo for your team, or help moving from Tally or Vyapar.',
  },
  {
    path: '/terms',
    file: '/pages/terms.html',
    title: 'Terms of Service · Hisaab',
    description: 'The terms of using Hisaab.',
  },
  {
    path: '/privacy',
    file: '/pages/privacy.html',
    title: 'Privacy Policy · Hisaab',
    description: 'What Hisaab keeps about you and your business, and why.',
  },
  {
    path: '/login',
    readsSearch: true,
    file: '/pages/login.html',
    title: 'Sign in · Hisaab',
    description: 'Sign in to Hisaab.',
  },
  {
    path: '/signup',
    readsSearch: true,
    file: '/pages/signup.html',
    title: 'Create your account · Hisaab',
    description: 'Start with Hisaab: GST invoices, books and stock for your business.',
  },
] as const satisfies readonly {
  path: string;
  file: string;
  title: string;
  description: string;
  readsSearch?: true;
}[];

/** The prerendered page that answers a request for `path` with `search`, if one does. */
export function prerenderedPageFor(path: string, search: string) {
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === path);
  return page && (search === '' || !('readsSearch' in page)) ? page : undefined;
}

/**
 * The <meta> naming the signed-in first view's chunks (web/first-view-chunks.ts), space-separated,
 * in every built page ahead of the script below.
 */
export const SIGNED_IN_CHUNKS_META = 'signed-in-chunks';

/**
 * Runs in the page's <head>, before anything paints: the remembered theme (so a dark page never
 * shows light first), and for a visitor who holds a session, the prerendered page hidden (their
 * '/' is the dashboard, and the public pages' links differ), to be rendered by the app instead,
 * and the signed-in pages' chunks fetched beside the app's rather than after it has run (issue 38).
 * Inline, so the Content-Security-Policy allows it by its hash (infra/lib/content-security-policy.ts).
 */
export const FIRST_PAINT_SCRIPT =
  "(function(){var d=document.documentElement;try{var t=localStorage.getItem('theme');" +
  "var dark=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);" +
  "d.classList.toggle('dark',dark);d.style.colorScheme=dark?'dark':'light';" +
  'var held=[localStorage,sessionStorage].some(function(s){for(var i=0;i<s.length;i++)' +
  "{if(String(s.key(i)).indexOf('CognitoIdentityServiceProvider.')===0)return true}return false});" +
  "if(!held)return;d.classList.add('client-only');" +
  `var m=document.querySelector('meta[name="${SIGNED_IN_CHUNKS_META}"]');` +
  "(m?m.content.split(' '):[]).forEach(function(h){var l=document.createElement('link');" +
  "l.rel='modulepreload';l.href=h;document.head.appendChild(l)})}catch(e){}})()";

/** Hides a prerendered page from a visitor the script above marks; the app renders theirs. */
export const FIRST_PAINT_STYLE = 'html.client-only #root[data-prerendered]{visibility:hidden}';
