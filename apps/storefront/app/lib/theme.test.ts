import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@vitrine/contract/contrast';
import { readableOn, themeToCssVariables } from './theme';

describe('contrastRatio', () => {
  it('matches the WCAG figures for black and white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
  });
});

describe('readableOn', () => {
  it("keeps the tenant's colour when it reads well", () => {
    expect(readableOn('#ffffff', '#333333')).toBe('#333333');
  });

  it('falls back to dark or light text when the tenant picks a poor pair', () => {
    expect(readableOn('#ffffff', '#ffee88')).toBe('#1f2328');
    expect(readableOn('#101820', '#203040')).toBe('#ffffff');
  });
});

describe('themeToCssVariables', () => {
  const theme = {
    primaryColor: '#f5c400',
    secondaryColor: '#0b3d2e',
    buttonTextColor: '#ffffff',
    fontColor: '#222222',
    fontFamily: 'Poppins',
    scaffoldColor: '#fafafa',
    backgroundColor: '#ffffff',
    mode: 'light' as const,
  };

  it('turns the theme into the CSS variables components read, with readable button text', () => {
    const vars = themeToCssVariables(theme);
    expect(vars['--brand-primary']).toBe('#f5c400');
    expect(vars['--brand-on-primary']).toBe('#1f2328');
    expect(vars['--brand-on-secondary']).toBe('#ffffff');
    expect(vars['--brand-font']).toMatch(/^"Poppins", /);
  });

  it('refuses a font name that would break out of the CSS value', () => {
    const vars = themeToCssVariables({ ...theme, fontFamily: 'x"; background: url(evil)' });
    expect(vars['--brand-font']).toMatch(/^"Poppins", /);
  });
});
