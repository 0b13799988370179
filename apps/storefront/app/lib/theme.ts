import type { Theme } from '@vitrine/contract/customer';
import { DEFAULT_FONT_FAMILY } from '@vitrine/contract/constants';

/** WCAG AA for body text. */
const MIN_TEXT_CONTRAST = 4.5;
const DARK_TEXT = '#1f2328';
const LIGHT_TEXT = '#ffffff';

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The tenant's text colour when it reads well on the background, else the better of dark or light. */
export function readableOn(background: string, preferred: string): string {
  if (contrastRatio(preferred, background) >= MIN_TEXT_CONTRAST) return preferred;
  return contrastRatio(DARK_TEXT, background) >= contrastRatio(LIGHT_TEXT, background)
    ? DARK_TEXT
    : LIGHT_TEXT;
}

/** Font names reach CSS, so only plain names pass. */
function fontStack(fontFamily: string): string {
  const name = /^[\w -]{1,60}$/.test(fontFamily) ? fontFamily : DEFAULT_FONT_FAMILY;
  return `"${name}", ui-sans-serif, system-ui, "Segoe UI", Roboto, sans-serif`;
}

/** The tenant's theme as the CSS variables every component reads (set on <html>). */
export function themeToCssVariables(theme: Theme): Record<string, string> {
  return {
    '--brand-primary': theme.primaryColor,
    '--brand-secondary': theme.secondaryColor,
    '--brand-on-primary': readableOn(theme.primaryColor, theme.buttonTextColor),
    '--brand-on-secondary': readableOn(theme.secondaryColor, theme.buttonTextColor),
    '--brand-text': readableOn(theme.backgroundColor, theme.fontColor),
    '--brand-scaffold': theme.scaffoldColor,
    '--brand-background': theme.backgroundColor,
    '--brand-font': fontStack(theme.fontFamily),
  };
}
