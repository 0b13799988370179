/**
 * The GST invoice PDF's render time (issue 23: p95 ≤ 100 ms), in-process: the renderer the download
 * routes call, on invoices of 2, 8 and 40 lines (the last runs to a second page), one at a time as a
 * request renders one. Alone: `node --import tsx bench/invoice-render.ts`.
 */
import { pathToFileURL } from 'node:url';
import {
  renderInvoicePdf,
  type InvoiceContent,
  type InvoiceLine,
} from '../apps/api/src/modules/invoices/invoice-pdf.ts';
import type { ReportSection } from './report.ts';

const RENDERS = Number(process.env.BENCH_INVOICE_RENDERS ?? 300);
const WARM_UP = 30;
const P95_LIMIT_MS = 100;

export interface InvoiceRenderFigure {
  lines: number;
  renders: number;
  p50: number;
  p95: number;
  p99: number;
  kb: number;
}

function invoiceOf(lineCount: number): InvoiceContent {
  const lines: InvoiceLine[] = Array.from({ length: lineCount }, (_, index) => ({
    description: `Tri-ply stainless steel kadai with glass lid, ${24 + index} cm (induction base)`,
    code: '73239390',
    quantity: 1 + (index % 3),
    taxableValue: 1_42_762 + index * 1_000,
    rate: index % 2 ? 18 : 5,
    cgst: 3_569,
    sgst: 3_569,
    igst: 0,
  }));
  return {
    kind: 'INVOICE',
    gstCharged: true,
    number: 'KH/26-27/000123',
    issuedAt: new Date(),
    reverses: null,
    orderNumber: '261126-7KQ2MX',
    seller: {
      legalName: 'Kesar Home & Kitchen LLP',
      address: 'Shop 4, Laxmi Heights, 1182 Fergusson College Road, Shivajinagar, Pune, Maharashtra 411005',
      gstin: '27AAKFK4821M1ZY',
      state: 'Maharashtra',
      stateCode: '27',
    },
    billTo: {
      name: 'Meera Shah',
      address: 'Flat 302, Sai Krupa, Model Colony, Shivajinagar, Pune, Maharashtra 411016',
      mobile: '9876543210',
      state: 'Maharashtra',
      stateCode: '27',
    },
    shipTo: { name: 'Meera Shah', address: 'Flat 302, Sai Krupa, Model Colony, Pune, Maharashtra 411016' },
    buyerGstin: '27AAPFU0939F1ZV',
    placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
    interState: false,
    lines,
  };
}

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

export async function measureInvoiceRender(): Promise<InvoiceRenderFigure[]> {
  const figures: InvoiceRenderFigure[] = [];
  for (const lineCount of [2, 8, 40]) {
    const content = invoiceOf(lineCount);
    for (let index = 0; index < WARM_UP; index += 1) await renderInvoicePdf(content);
    const times: number[] = [];
    let bytes = 0;
    for (let index = 0; index < RENDERS; index += 1) {
      const start = performance.now();
      bytes = (await renderInvoicePdf(content)).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    figures.push({
      lines: lineCount,
      renders: RENDERS,
      p50: at(times, 0.5),
      p95: at(times, 0.95),
      p99: at(times, 0.99),
      kb: bytes / 1024,
    });
  }
  return figures;
}

export function invoiceRenderSection(figures: InvoiceRenderFigure[]): ReportSection {
  const worst = Math.max(...figures.map((figure) => figure.p95));
  return {
    title: 'GST invoice PDF render',
    lines: [
      `The invoice renderer the download routes call (pdfkit), in the bench process, one render at a time after ${WARM_UP} warm-up renders; ${RENDERS} renders per size. The database reads before it (one order and its lines) are not included.`,
      '',
      '| Lines | p50 ms | p95 ms | p99 ms | PDF KB |',
      '| --- | --- | --- | --- | --- |',
      ...figures.map(
        (f) =>
          `| ${f.lines} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.kb.toFixed(1)} |`,
      ),
      '',
      '| Target | Limit | Measured | Met |',
      '| --- | --- | --- | --- |',
      `| Invoice PDF render p95 (largest invoice) | ≤ ${P95_LIMIT_MS} ms | ${worst.toFixed(1)} ms | ${worst <= P95_LIMIT_MS ? 'yes' : '**no**'} |`,
    ],
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(invoiceRenderSection(await measureInvoiceRender()).lines.join('\n'));
}
