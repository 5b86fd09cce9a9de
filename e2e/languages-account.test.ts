import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, seriousA11yViolations, settled } from './support/browser';
import { englishOf, englishShown } from './support/catalogues';
import { apiCall, apiToken, createActiveUser } from './support/server';
import { browser, server, startServerAndBrowser } from './support/suite';

/**
 * The teacher's own pages in another language: a Portuguese visitor signs up, activates, signs in,
 * opens the account and buys Pro up to the test payment page, all in Portuguese; a German teacher
 * reads the same pages on a phone without anything wider than the screen.
 */

/** The catalogue keys of these pages and the shell. */
const PAGE_KEYS = /^(app|common|footer|header|auth|account|billing|components\.(person|license|password))\./;

/** In `language`, no English of the catalogue, nothing wider than the screen, axe clean; a screenshot. */
async function checkScreen(page: Page, { language, name }: { language: 'pt' | 'de'; name: string }) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settled(page);
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  // the country lists' options left out: their names are the server's (CLDR), not the catalogues'
  // ('Vatican City' is not 'City')
  expect(await englishShown(page, englishOf(language, PAGE_KEYS), 'option'), name).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page), name).toEqual([]);
  const width = page.viewportSize()?.width === PHONE.width ? 'phone' : 'desktop';
  await screenshot(page, `languages-account-${name}-${language}-${width}`);
}

startServerAndBrowser();

describe('a Portuguese teacher', () => {
  it('signs up, signs in, opens the account and the plans, checkout and test payment in Portuguese', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP, locale: 'pt-PT' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const email = 'ines.fonseca@example.pt';
    const password = 'pastel de nata 1837';

    // sign-up: the form's own checks, then the account
    await page.goto('/signup');
    await page.getByRole('heading', { level: 1, name: 'Crie a sua conta' }).waitFor();
    await page.getByRole('button', { name: 'Registar-se', exact: true }).click();
    await page.getByText('Introduza um e-mail').waitFor();
    await page.getByText('Introduza uma palavra-passe').waitFor();
    await checkScreen(page, { language: 'pt', name: 'signup' });
    await page.getByLabel(/^Nome próprio/).fill('Inês');
    await page.getByLabel(/^Apelido/).fill('Fonseca');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByLabel(/^Repita o e-mail/).fill(email);
    await page.getByLabel(/^Palavra-passe/).fill(password);
    await page.getByLabel(/^Repita a palavra-passe/).fill(password);
    await page.getByRole('button', { name: 'Registar-se', exact: true }).click();
    await page.waitForURL('**/signup_confirmation');
    await page.getByRole('heading', { level: 1, name: 'Verifique o seu e-mail' }).waitFor();
    await page.getByText(email).waitFor();
    await checkScreen(page, { language: 'pt', name: 'signup-confirmation' });

    // activation by the mail's link, then sign-in
    await page.goto(await server.waitForLink(email, '/activate/'));
    await page.waitForURL('**/login/activate');
    await page.getByText('A sua conta foi ativada').waitFor();
    await checkScreen(page, { language: 'pt', name: 'login-activated' });
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Palavra-passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Iniciar sessão', exact: true }).last().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // the account's language, from the sign-up's Accept-Language, when the server keeps one
    const me = await apiCall<{ language?: string }>(
      server,
      await apiToken(server, email, password),
      '/auth/users/me/',
    );
    if ('language' in me) expect(me.language).toBe('pt');

    // the account's sections
    await page.goto('/account/profile');
    await page.getByRole('heading', { level: 1, name: 'A minha conta' }).waitFor();
    expect(await page.getByLabel(/^Nome próprio/).inputValue()).toBe('Inês');
    await page.getByRole('button', { name: 'Eliminar a minha conta' }).click();
    await page.getByText('Introduza uma palavra-passe').waitFor();
    await checkScreen(page, { language: 'pt', name: 'account-profile' });
    await page.goto('/account/license');
    await page.getByText('Nenhuma licença ativa').first().waitFor();
    await page.getByText('Está no plano gratuito: até 5 quiz ativos de cada vez.').waitFor();
    await checkScreen(page, { language: 'pt', name: 'account-license' });
    await page.goto('/account/password');
    await page.getByRole('button', { name: 'Alterar a palavra-passe' }).waitFor();
    await checkScreen(page, { language: 'pt', name: 'account-password' });

    // plans, the plan's choice, the checkout and its checks
    await page.goto('/plans');
    await page.getByRole('heading', { level: 1, name: 'Planos' }).waitFor();
    await page.getByText('No máximo 5 quiz ativos').waitFor();
    await page.getByText('Modo de teste: nenhum pagamento real').waitFor();
    await checkScreen(page, { language: 'pt', name: 'plans' });
    await page.getByRole('link', { name: 'Obter a versão Pro' }).click();
    await page.waitForURL('**/billing/plan');
    await page.getByRole('heading', { level: 1, name: 'Escolha o seu plano' }).waitFor();
    await checkScreen(page, { language: 'pt', name: 'choose-plan' });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL('**/billing/checkout');
    await page.getByRole('region', { name: 'A sua encomenda' }).waitFor();
    await page.getByRole('button', { name: 'Avançar para o pagamento' }).click();
    await page.getByText('Escolha Sr. ou Sra.').waitFor();
    await page.getByText('Introduza uma rua').waitFor();
    await page.getByText('Aceite os termos e condições').waitFor();
    await checkScreen(page, { language: 'pt', name: 'checkout' });
    await page.getByLabel(/^Tratamento/).selectOption('Ms');
    await page.getByLabel(/^Rua/).fill('Rua Augusta 1');
    await page.getByLabel(/^Código postal/).fill('1100-053');
    await page.getByLabel(/^Localidade/).fill('Lisboa');
    await page.getByRole('checkbox', { name: /Aceito os termos e condições/ }).check();
    await page.getByRole('button', { name: 'Avançar para o pagamento' }).click();

    // the sandbox's payment page, its amount written the Portuguese way
    await page.waitForURL('**/billing/sandbox/*');
    await page.getByRole('button', { name: 'Pagar 49,00 CHF' }).waitFor();
    await page.getByRole('heading', { name: 'Cartões de teste' }).waitFor();
    await checkScreen(page, { language: 'pt', name: 'sandbox-payment' });

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a German teacher on a phone', () => {
  it('reads the sign-in, account, plans and checkout pages without anything wider than the screen', async () => {
    const teacher = { email: 'hedwig.kohn@example.de', password: 'strahlung und licht 1919' };
    await createActiveUser(server, { ...teacher, first_name: 'Hedwig', last_name: 'Kohn', language: 'de' });
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'de-DE' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));

    await page.goto('/signup');
    await page.getByRole('heading', { level: 1, name: 'Erstelle dein Konto' }).waitFor();
    await checkScreen(page, { language: 'de', name: 'signup' });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    await checkScreen(page, { language: 'de', name: 'login' });
    await page.getByRole('textbox', { name: 'E-Mail' }).fill(teacher.email);
    await page.getByLabel('Passwort', { exact: true }).fill(teacher.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).last().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    for (const [path, name, heading] of [
      ['/account/profile', 'account-profile', 'Mein Konto'],
      ['/account/license', 'account-license', 'Mein Konto'],
      ['/account/password', 'account-password', 'Mein Konto'],
      ['/account/billing', 'billing', 'Abrechnung'],
      ['/plans', 'plans', 'Preise'],
      ['/billing/plan', 'choose-plan', 'Wähle deinen Tarif'],
      ['/billing/checkout', 'checkout', 'Bestellung'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await checkScreen(page, { language: 'de', name });
    }

    expect(errors).toEqual([]);
    await context.close();
  });
});
