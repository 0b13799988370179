import type { BrandDetail, UiFeatures } from '@vitrine/contract/customer';
import { STARTER_THEME_COLOURS, type StarterTheme } from '@vitrine/contract/tenants';
import { initialsOf } from './seller.ts';

const xmlEscaped = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const svgDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** Whether a logo is still a new shop's wordmark (an uploaded logo is a file under /media). */
export const isStarterLogo = (logoURL: string) => logoURL.startsWith('data:image/svg+xml,');

/** A wordmark of the name until the owner uploads a logo: 240 × 64, as SiteLogo draws logos. */
function wordmark(name: string, colour: string) {
  const fit = name.length > 16 ? ' textLength="232" lengthAdjust="spacingAndGlyphs"' : '';
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64">` +
      `<text x="4" y="42" font-family="system-ui,sans-serif" font-size="24" font-weight="700" fill="${colour}"${fit}>${xmlEscaped(name)}</text></svg>`,
  );
}

function monogram(name: string, colour: string, textColour: string) {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
      `<text x="32" y="41" text-anchor="middle" font-family="system-ui,sans-serif" font-size="24" font-weight="700" fill="${textColour}">${xmlEscaped(initialsOf(name))}</text></svg>`,
  );
}

/** A new shop's brand: the starter theme's colours, its name as the logo, no banners yet. */
export function starterBrand(input: {
  customerId: string;
  businessName: string;
  theme: StarterTheme;
}): BrandDetail {
  const colours = STARTER_THEME_COLOURS[input.theme];
  return {
    appName: input.businessName,
    brandName: input.businessName,
    brandId: input.customerId,
    appDescription: input.businessName,
    logoURL: wordmark(input.businessName, colours.primaryColor),
    shortLogo: monogram(input.businessName, colours.primaryColor, colours.buttonTextColor),
    bannerURLs: [],
    theme: { ...colours, fontFamily: 'Poppins', mode: 'light' },
  };
}

/** A shop sells with prices and a cart; a Digital Briefcase shows its range and takes quotation requests. */
export function starterUiFeatures(engineering: boolean): UiFeatures {
  return {
    showBrand: false,
    showLargeImage: false,
    showProductPrice: !engineering,
    showSKU: engineering,
    showSqrCategory: false,
    showSubcategories: true,
    showContacts: true,
    showPos: false,
    showQuotationRequest: engineering,
    showDistributors: false,
    showServiceCenters: false,
    showMaintenanceTroubleshooting: false,
  };
}
