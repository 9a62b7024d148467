import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { SESSION_STORAGE_KEY, SPLASH_SEEN_KEY } from '../apps/web/src/lib/storage-keys';
import { readMails, type Mail } from './mail';

export { expect };
export { dataDir, readMails, type Mail } from './mail';

/** The first admin scripts/e2e-server.mjs creates (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const adminCredentials = { email: 'admin@rifas.test', password: 'Admin-e2e-2026' } as const;

/** The support number scripts/e2e-server.mjs configures (SUPPORT_WHATSAPP). */
export const supportWhatsapp = '584121234567';

export type SessionUser = {
  id: number;
  name: string;
  email: string;
  role: 'admin' | 'user' | 'premium';
};
export type LoginResult = { token: string; user: SessionUser };

type Options = {
  /** true (default): the splash screen is marked as seen so it never covers a test. */
  skipSplash: boolean;
};

/**
 * Use this `test` in every spec. The splash screen is skipped by default; a spec
 * about the splash itself says `test.use({ skipSplash: false })`. A test fails
 * if its page throws or violates the Content Security Policy.
 */
export const test = base.extend<Options>({
  skipSplash: [true, { option: true }],
  page: async ({ page, skipSplash }, use) => {
    if (skipSplash) {
      await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
    }
    // A page that breaks the CSP or throws is a failed test, whatever it asserts.
    // Chromium logs some refusals (a blocked eval inside a try, say) only as the
    // page's securitypolicyviolation event: that event is logged as an error too.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy: ${event.violatedDirective} refused ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        problems.push(`CSP: ${message.text()}`);
      }
    });
    await use(page);
    expect(problems, 'errors in the page').toEqual([]);
  },
});

/** POST /api/auth/login; fails the test unless it succeeds. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<LoginResult> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `login of ${email}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { token: string; user: SessionUser };
  return { token: body.token, user: body.user };
}

export function apiLoginAsAdmin(request: APIRequestContext): Promise<LoginResult> {
  return apiLogin(request, adminCredentials.email, adminCredentials.password);
}

/** Headers for API calls made as that user. */
export function authHeaders(login: LoginResult): Record<string, string> {
  return { Authorization: `Bearer ${login.token}` };
}

/** An e-mail address no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@rifas.test`;
}

export type NewUser = {
  full_name: string;
  email: string;
  password: string;
  phone?: string;
  role?: 'admin' | 'user';
};

/** Creates a verified user through POST /api/auth/register-admin (as the admin). */
export async function createUser(
  request: APIRequestContext,
  admin: LoginResult,
  user: Partial<NewUser> = {},
): Promise<NewUser> {
  const data: NewUser = {
    full_name: user.full_name ?? 'Usuario de Prueba',
    email: user.email ?? uniqueEmail(),
    password: user.password ?? 'Clave-e2e-2026',
    phone: user.phone ?? '04121234567',
    role: user.role ?? 'user',
  };
  const response = await request.post('/api/auth/register-admin', {
    data,
    headers: authHeaders(admin),
  });
  expect(response.status(), `create user ${data.email}: ${await response.text()}`).toBe(201);
  return data;
}

/**
 * Logs the page in as that user: the session is written to localStorage before
 * the next navigation, once (a later logout in the test sticks).
 */
export async function loginAs(page: Page, login: LoginResult): Promise<void> {
  const session = JSON.stringify({ ...login.user, token: login.token });
  const once = `e2e.session-written.${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ([key, value, flag]) => {
      if (window.sessionStorage.getItem(flag)) return;
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem(flag, '1');
    },
    [SESSION_STORAGE_KEY, session, once] as const,
  );
}

/** Waits (the outbox sends every second) for an e-mail that matches. */
export async function waitForMail(
  match: (mail: Mail) => boolean,
  timeoutMs = 15_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMails().find(match);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = readMails().map((m) => `${m.to}: ${m.subject}`);
      throw new Error(
        `No llegó el e-mail esperado en ${timeoutMs} ms. Enviados: ${JSON.stringify(seen)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));

/**
 * Screenshots are for people to look at, not assertions: CI (CI=true), where nobody looks,
 * skips them unless E2E_SHOTS=true; a run on a workstation takes them.
 */
export const TAKE_SHOTS = process.env.E2E_SHOTS
  ? process.env.E2E_SHOTS === 'true'
  : !process.env.CI;

/**
 * Full-page screenshots at phone and desktop widths: e2e/artifacts/<name>-390.png
 * and <name>-1280.png. The viewport is restored afterwards.
 */
export async function shot(page: Page, name: string): Promise<void> {
  if (!TAKE_SHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  const original = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(200); // let layout and transitions settle after the resize
    await page.screenshot({
      path: `${ARTIFACTS}${name}-${width}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * One screenshot for people (e2e/artifacts/), taken under TAKE_SHOTS like shot(): in CI each
 * cost the browser a capture and a PNG that nobody opened (ADR 095). A locator is still
 * checked visible, as its screenshot required, so no spec loses that check.
 */
export async function snap(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean; animations?: 'disabled' },
): Promise<void> {
  if (TAKE_SHOTS) {
    await target.screenshot(options);
    return;
  }
  if (!('goto' in target)) await expect(target).toBeVisible();
}

/** An axe-core scan (WCAG 2.1 A/AA) of the page as it is now: no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // @axe-core/playwright is typed against the hoisted playwright-core (a newer minor than
  // @playwright/test's own copy); the Page objects are the same at run time.
  type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, 'serious accessibility violations').toEqual([]);
}
