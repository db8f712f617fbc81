import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { fileWeight } from '../../web/scripts/page-weight';
import type { LighthouseRun, PageWeight } from './report';

export type Session = { token: string; facilityId: string; role: string };

/** The pages the issue names; /dashboard is measured signed in. */
export const PAGES = ['/auth/login', '/auth/reset-password', '/dashboard'] as const;

export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
}

/** A page of its own browser context; signed in the way the client keeps a session (src/store/storage-keys.ts). */
async function openPage(browser: Browser, origin: string, session: Session | null): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (session) {
    await page.goto(`${origin}/auth/login`, { waitUntil: 'domcontentloaded' });
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('ROLE', s.role);
      localStorage.setItem('FACILITY_ID', s.facilityId);
    }, session);
  }
  return page;
}

/**
 * The JS and CSS a page really loads (entry, preloads and the lazy chunks of its route), as the
 * browser asked for them, each sized as the server sends it (the build's .br and .gz copies,
 * through the client's own page-weight script).
 */
export async function pageWeight(
  browser: Browser,
  origin: string,
  distDir: string,
  pagePath: string,
  session: Session | null,
): Promise<PageWeight> {
  const page = await openPage(browser, origin, session);
  const files = new Set<string>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
  });
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle0' });
  if (new URL(page.url()).pathname !== pagePath) throw new Error(`${pagePath} ended on ${page.url()}`);
  await page.browserContext().close();
  const weight: PageWeight = { page: pagePath, files: files.size, raw: 0, gzip: 0, brotli: 0, jsBrotli: 0, jsGzip: 0 };
  for (const file of files) {
    const { raw, gzip, brotli } = fileWeight(distDir, file.slice(1));
    weight.raw += raw;
    weight.gzip += gzip;
    weight.brotli += brotli;
    if (file.endsWith('.js')) {
      weight.jsGzip += gzip;
      weight.jsBrotli += brotli;
    }
  }
  return weight;
}

/** Lighthouse's default mobile run on the page; storage is kept so the primed session holds. */
export async function lighthouseRun(browser: Browser, origin: string, pagePath: string, session: Session | null): Promise<LighthouseRun> {
  const page = await openPage(browser, origin, session);
  const result = await lighthouse(
    `${origin}${pagePath}`,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    undefined,
    page,
  );
  await page.browserContext().close();
  if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
  const { lhr } = result;
  const finalUrl = lhr.finalDisplayedUrl;
  if (new URL(finalUrl).pathname !== pagePath) throw new Error(`Lighthouse on ${pagePath} ended on ${finalUrl}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    page: pagePath,
    finalUrl,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
  };
}
