import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1 A/AA, and axe's best practices (heading order, landmarks). */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** WCAG 2.5.3 "Label in name", which axe still counts as experimental and leaves out by default. */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** The page as it stands has no axe violation; the report names each one and where it is. */
export async function expectNoViolations(page: Page, what: string) {
  // axe goes in through the DevTools protocol, which the app's CSP does not govern: no bypassCSP needed.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: EXTRA_RULES })
    .withTags(RULE_TAGS)
    .analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n')}`,
  );
  expect.soft(found, `axe on ${what}`).toEqual([]);
}
