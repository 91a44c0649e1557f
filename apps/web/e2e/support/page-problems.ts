import { expect, type Page, type Response } from '@playwright/test';

/** The page function the browser side reports a Content-Security-Policy violation through. */
const REPORT = 'reportPolicyViolation';

/**
 * Collects, from now on, what a page does wrong where a person would not see it: every Content-Security-
 * Policy violation (a blocked script, style, image, fetch or frame), every console error and every uncaught
 * error. Returns the list so far, each entry a line saying what and where.
 */
export async function watchPageProblems(page: Page): Promise<() => string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(`console error on ${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    problems.push(`uncaught on ${page.url()}: ${error.message}`);
  });
  await page.exposeFunction(REPORT, (line: string) => {
    problems.push(line);
  });
  await page.addInitScript((report) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const send = (window as unknown as Record<string, (line: string) => void>)[report];
      send?.(
        `CSP ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  }, REPORT);
  return () => [...problems];
}

/** The security headers every answer of the gateway carries (docs/operations.md, "Security headers"). */
export function expectSecurityHeaders(response: Response | null): void {
  expect(response, 'the page answered').not.toBeNull();
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}
