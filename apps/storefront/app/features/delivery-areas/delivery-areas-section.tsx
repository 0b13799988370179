import { Form, useNavigation } from 'react-router';
import type { DeliveryAreas } from '@vitrine/contract/delivery-areas';
import { FileText } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { ChoiceCard } from '../checkout/choice-card';
import { AREA_INTENTS, type AreaResult } from './delivery-areas-fields';

const CARD = 'grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5';
const count = (n: number) => n.toLocaleString('en-IN');

/** Settings → Delivery: all India or listed pincodes, the list's upload and download (decision 0091). */
export function DeliveryAreasSection({ areas, result }: { areas: DeliveryAreas; result?: AreaResult }) {
  const navigation = useNavigation();
  const working = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  return (
    <section className={CARD} aria-labelledby="areas-heading">
      <h2 id="areas-heading" className="text-base font-semibold">
        Where you deliver
      </h2>
      <Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value={AREA_INTENTS.mode} />
        <div className="grid gap-3 sm:grid-cols-2">
          <ChoiceCard
            name="mode"
            value="ALL_INDIA"
            defaultChecked={areas.mode === 'ALL_INDIA'}
            title="All India"
            detail="Any pincode; cash on delivery as your payment settings say"
          />
          <ChoiceCard
            name="mode"
            value="LISTED"
            defaultChecked={areas.mode === 'LISTED'}
            title="Listed pincodes only"
            detail="Checkout refuses other pincodes; each says COD and days"
          />
        </div>
        <Button type="submit" variant="outline" disabled={Boolean(working)} className="justify-self-start">
          {working === AREA_INTENTS.mode ? 'Saving…' : 'Save where you deliver'}
        </Button>
      </Form>
      <h3 className="border-t border-neutral-200 pt-4 text-sm font-semibold">Your pincodes</h3>
      <p className="text-sm text-neutral-600">
        {areas.pincodes === 0
          ? 'No pincodes listed yet.'
          : `${count(areas.pincodes)} pincodes listed, ${count(areas.codPincodes)} with cash on delivery.`}
      </p>
      <Form method="post" encType="multipart/form-data" className="grid gap-3">
        <input type="hidden" name="intent" value={AREA_INTENTS.pincodes} />
        <label htmlFor="pincodes-csv" className="text-sm font-medium">
          Pincodes CSV (replaces the list)
        </label>
        <p id="pincodes-csv-hint" className="text-xs text-neutral-600">
          A header line <code>pincode,cod,days</code>, then a row per pincode: 411016,yes,2. Up to 2 MB.
        </p>
        <input
          id="pincodes-csv"
          name="csv"
          type="file"
          accept=".csv,text/csv"
          required
          aria-describedby="pincodes-csv-hint"
          className="focus-ring block w-full rounded-lg text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-scaffold file:px-4 file:font-semibold"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={Boolean(working)}>
            {working === AREA_INTENTS.pincodes ? 'Uploading…' : 'Upload pincodes'}
          </Button>
          {areas.pincodes > 0 && (
            <Button asChild variant="outline">
              <a href="/api/admin/delivery-areas/pincodes.csv" download>
                <FileText aria-hidden className="size-4" />
                Download list
              </a>
            </Button>
          )}
        </div>
      </Form>
      {result && !working && <AreaOutcome result={result} />}
    </section>
  );
}

function AreaOutcome({ result }: { result: AreaResult }) {
  if (result.ok) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
        {result.message}
      </p>
    );
  }
  const problems = result.report?.problems ?? [];
  if (problems.length === 0) return <ErrorNotice message={result.message} />;
  const more = (result.report?.problemCount ?? 0) - problems.length;
  return (
    <div role="alert" className="rounded-xl ring-1 ring-red-200">
      <p className="rounded-t-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">{result.message}</p>
      <ul className="divide-y divide-neutral-100 text-sm">
        {problems.map((problem, index) => (
          <li key={index} className="px-3 py-2">
            <span className="font-medium">{problem.row === 0 ? 'File' : `Line ${problem.row}`}:</span>{' '}
            {problem.message}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="px-3 py-2 text-sm text-neutral-600">and {count(more)} more.</p>}
    </div>
  );
}
