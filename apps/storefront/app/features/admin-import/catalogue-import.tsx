import { Form, useNavigation } from 'react-router';
import { CSV_COLUMNS, type CsvReport } from '@vitrine/contract/catalog-csv';
import { FileText } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import type { ImportResult } from './catalogue-import.server';

const CARD = 'grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5';
/** A file with thousands of bad rows lists this many; the count says how many more. */
const PROBLEMS_SHOWN = 200;
const count = (n: number) => n.toLocaleString('en-IN');

export function CatalogueImport({ result }: { result?: ImportResult }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const working = busy && navigation.formData?.get('intent');
  return (
    <div className="grid max-w-4xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Import and export</h1>
      <section className={CARD} aria-labelledby="export-heading">
        <h2 id="export-heading" className="text-base font-semibold">
          Export
        </h2>
        <p className="text-sm text-neutral-600">
          Every product and variant as a CSV file, to edit in a spreadsheet and import back.
        </p>
        <Button asChild variant="outline" className="justify-self-start">
          <a href="/api/admin/catalog/export.csv" download>
            <FileText aria-hidden className="size-4" />
            Download CSV
          </a>
        </Button>
      </section>
      <Form method="post" encType="multipart/form-data" className={CARD} aria-labelledby="import-heading">
        <h2 id="import-heading" className="text-base font-semibold">
          Import
        </h2>
        <p className="text-sm text-neutral-600">
          Products are created or updated by SKU. Check the file first: nothing is written until every row is
          right, and then every row is written at once.
        </p>
        <label htmlFor="csv" className="text-sm font-medium">
          CSV file (up to 8 MB)
        </label>
        <input
          id="csv"
          name="csv"
          type="file"
          accept=".csv,text/csv"
          required
          className="focus-ring block w-full rounded-lg text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-scaffold file:px-4 file:font-semibold"
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input type="checkbox" name="createCategories" className="focus-ring size-5 accent-primary" />
          Create missing categories (a path such as “Kitchen &gt; Cookware”)
        </label>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="check" variant="outline" disabled={busy}>
            {working === 'check' ? 'Checking…' : 'Check file'}
          </Button>
          <Button type="submit" name="intent" value="import" disabled={busy}>
            {working === 'import' ? 'Importing…' : 'Import'}
          </Button>
        </div>
      </Form>
      {result && !busy && <ImportOutcome result={result} />}
      <details className={CARD}>
        <summary className="focus-ring cursor-pointer rounded-md text-sm font-semibold">The columns</summary>
        <p className="text-sm text-neutral-600">
          {CSV_COLUMNS.join(', ')}. A variant’s row names its product’s SKU in product_sku and its options as
          “Size: L; Colour: Red”; the product’s price and stock then come from its variants. Prices are in
          rupees; images are separated by “|”.
        </p>
      </details>
    </div>
  );
}

function ImportOutcome({ result }: { result: ImportResult }) {
  const { report } = result;
  if (!report) return <ErrorNotice message={result.message} />;
  if (report.problems.length > 0) return <ProblemList report={report} message={result.message} />;
  return (
    <div role="status" className="rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <p className="font-semibold">{result.message}</p>
      <p>
        {count(report.created)} new, {count(report.updated)} updated
        {report.newCategories.length > 0 && `; new categories: ${report.newCategories.join(', ')}`}.
        {!report.written && ' Press Import to write them.'}
      </p>
    </div>
  );
}

function ProblemList({ report, message }: { report: CsvReport; message: string }) {
  const hidden = report.problems.length - PROBLEMS_SHOWN;
  return (
    <section
      role="alert"
      aria-labelledby="problems-heading"
      className="rounded-2xl bg-canvas ring-1 ring-red-200"
    >
      <h2
        id="problems-heading"
        className="rounded-t-2xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
      >
        {message}
      </h2>
      <ul className="divide-y divide-neutral-100">
        {report.problems.slice(0, PROBLEMS_SHOWN).map((problem, index) => (
          <li key={index} className="flex flex-col gap-0.5 px-4 py-2 text-sm md:flex-row md:gap-3">
            <span className="shrink-0 font-medium md:w-40">
              {problem.row === 0 ? 'File' : `Line ${problem.row}`}
              {problem.column && <span className="text-neutral-600"> · {problem.column}</span>}
            </span>
            <span>{problem.message}</span>
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="px-4 py-2 text-sm text-neutral-600">and {count(hidden)} more.</p>}
    </section>
  );
}
