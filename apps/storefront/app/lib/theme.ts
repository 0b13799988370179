import type { Theme } from '@vitrine/contract/customer';
import { DEFAULT_FONT_FAMILY } from '@vitrine/contract/constants';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@vitrine/contract/contrast';

const DARK_TEXT = '#1f2328';
const LIGHT_TEXT = '#ffffff';

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
  return `"${name}", "Vitrine Devanagari", ui-sans-serif, system-ui, "Segoe UI", Roboto, sans-serif`;
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
