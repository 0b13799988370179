import { Form, useNavigation } from 'react-router';
import { BRAND_IMAGE_KINDS, type BrandImageKind } from '@vitrine/contract/admin-settings';
import type { BrandDetail } from '@vitrine/contract/customer';
import { Button } from '../../components/ui/button';
import { SaveMessage } from './settings-nav';

export const BRAND_IMAGE_LABELS: Record<BrandImageKind, string> = { logo: 'logo', favicon: 'favicon' };
export const BRAND_IMAGES_FIELD = 'images';
export interface BrandImagesResult {
  images: true;
  ok: boolean;
  message: string;
}

const HINTS: Record<BrandImageKind, string> = {
  logo: 'Shown in the header, about 240 × 64. PNG, JPEG or WebP, up to 1 MB.',
  favicon: 'The browser tab’s icon and the console’s: square. PNG, JPEG or WebP, up to 1 MB.',
};

/** The logo and favicon: what shoppers see now, and a file to replace each (a multipart form). */
export function BrandImagesForm({ brand, result }: { brand: BrandDetail; result?: BrandImagesResult }) {
  const saving = useNavigation().formData?.get(BRAND_IMAGES_FIELD) === 'upload';
  const current: Record<BrandImageKind, string> = { logo: brand.logoURL, favicon: brand.shortLogo };
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
    >
      <h2 className="text-base font-semibold">Logo and favicon</h2>
      <input type="hidden" name={BRAND_IMAGES_FIELD} value="upload" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {BRAND_IMAGE_KINDS.map((kind) => (
          <div key={kind} className="grid content-start gap-2">
            <label htmlFor={`brand-${kind}`} className="text-sm font-medium capitalize">
              {BRAND_IMAGE_LABELS[kind]}
            </label>
            <div className="flex h-20 items-center rounded-lg bg-scaffold px-3">
              <img
                src={current[kind]}
                alt={`Current ${BRAND_IMAGE_LABELS[kind]}`}
                className={
                  kind === 'logo' ? 'h-12 w-auto max-w-full object-contain' : 'size-12 object-contain'
                }
              />
            </div>
            <input
              id={`brand-${kind}`}
              type="file"
              name={kind}
              accept="image/png,image/jpeg,image/webp"
              aria-describedby={`brand-${kind}-hint`}
              className="focus-ring text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-neutral-300 file:bg-canvas file:px-4 file:text-sm file:font-semibold"
            />
            <p id={`brand-${kind}-hint`} className="text-xs text-neutral-600">
              {HINTS[kind]}
            </p>
          </div>
        ))}
      </div>
      {!saving && <SaveMessage result={result} />}
      <Button type="submit" disabled={saving} className="justify-self-start">
        {saving ? 'Uploading…' : 'Upload'}
      </Button>
    </Form>
  );
}
