import { useState } from 'react';
import { data, Form, redirect, useFetcher } from 'react-router';
import type { Route } from './+types/admin-share';
import { formOf } from '../lib/action-form.server';
import { Button } from '../components/ui/button';
import { Download, MessageCircle } from '../components/icons/icons';
import { pageTitle } from '../features/layout/page-title';
import { sharedShop } from '../features/admin/share.server';
import { SHARE_QR_PATH, shareMessage, whatsAppShareUrl } from '../features/admin/share-paths';

export async function loader(args: Route.LoaderArgs) {
  const { headers, name, link, card } = await sharedShop(args);
  return data({ name, link, qr: `data:image/svg+xml,${encodeURIComponent(await card())}` }, { headers });
}

/**
 * Each way of sharing marks the checklist's last step done, then does it: WhatsApp opens with the
 * message; a copy of the link (made in the browser) is only marked. The QR card has its own address.
 */
export async function action(args: Route.ActionArgs) {
  const { api, headers, name, link } = await sharedShop(args);
  const intent = (await formOf(args.request)).get('intent');
  await api.markShopShared();
  if (intent === 'whatsapp') throw redirect(whatsAppShareUrl(shareMessage(name, link)), { headers });
  return data({ shared: true }, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Share your shop', matches) }];
}

export default function AdminShare({ loaderData }: Route.ComponentProps) {
  const { name, link, qr } = loaderData;
  return (
    <div className="grid max-w-xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Share your shop</h1>
        <p className="mt-1 text-sm text-neutral-600">
          Send its link to your customers, and put its QR code where they pay.
        </p>
      </div>
      <section aria-labelledby="link-heading" className="grid grid-cols-1 gap-3">
        <h2 id="link-heading" className="text-base font-semibold">
          Your shop’s link
        </h2>
        <CopyLink link={link} />
        <Form method="post" reloadDocument>
          <input type="hidden" name="intent" value="whatsapp" />
          <Button type="submit" className="w-full sm:w-auto">
            <MessageCircle aria-hidden className="size-5" />
            Share on WhatsApp
          </Button>
        </Form>
        <p className="text-xs text-neutral-600">“{shareMessage(name, link)}”</p>
      </section>
      <section aria-labelledby="qr-heading" className="grid grid-cols-1 justify-items-start gap-3">
        <h2 id="qr-heading" className="text-base font-semibold">
          QR code to print
        </h2>
        <img
          src={qr}
          alt={`QR code that opens ${link}`}
          width={300}
          height={340}
          className="w-full max-w-72 rounded-xl ring-1 ring-neutral-200"
        />
        <Form method="post" action={SHARE_QR_PATH} reloadDocument>
          <Button type="submit" variant="outline">
            <Download aria-hidden className="size-5" />
            Download the QR code
          </Button>
        </Form>
      </section>
    </div>
  );
}

/** The link to select, and a button that copies it once the page's scripts run. */
function CopyLink({ link }: { link: string }) {
  const fetcher = useFetcher();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    setCopied(true);
    void fetcher.submit({ intent: 'copied' }, { method: 'post' });
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        readOnly
        value={link}
        aria-label="Your shop’s link"
        onFocus={(event) => event.currentTarget.select()}
        className="focus-ring min-h-11 min-w-0 flex-1 rounded-lg border border-neutral-300 bg-scaffold px-3 text-sm"
      />
      <Button variant="outline" onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy link'}
      </Button>
      <span role="status" className="sr-only">
        {copied ? 'The link is copied.' : ''}
      </span>
    </div>
  );
}
