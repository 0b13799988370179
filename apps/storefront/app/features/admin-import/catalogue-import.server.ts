import { data } from 'react-router';
import { ApiError, type ApiClient } from '@vitrine/contract/client';
import { CSV_MAX_BYTES, CSV_MESSAGES, type CsvReport } from '@vitrine/contract/catalog-csv';

export interface ImportResult {
  ok: boolean;
  message: string;
  report?: CsvReport;
}

/**
 * `check` runs the dry run; `import` runs it too and writes only a file without problems, so the
 * owner sees every row's problem before anything changes.
 */
export async function importCatalogue(api: ApiClient, form: FormData, headers: Headers) {
  const intent = form.get('intent') === 'import' ? 'import' : 'check';
  const file = form.get('csv');
  const answer = (result: ImportResult, status = 200) => data(result, { status, headers });
  if (!(file instanceof File) || file.size === 0)
    return answer({ ok: false, message: 'Choose a CSV file first.' }, 400);
  if (file.size > CSV_MAX_BYTES) return answer({ ok: false, message: CSV_MESSAGES.tooLarge }, 413);
  const csv = new Blob([await file.arrayBuffer()], { type: 'text/csv' });
  const createCategories = form.get('createCategories') === 'on' ? 'true' : 'false';
  try {
    const checked = await api.importCatalogCsv(csv, { mode: 'check', createCategories });
    if (checked.data.problems.length > 0 || intent === 'check') {
      return answer({
        ok: checked.data.problems.length === 0,
        message: checked.message,
        report: checked.data,
      });
    }
    const written = await api.importCatalogCsv(csv, { mode: 'write', createCategories });
    return answer({ ok: true, message: written.message, report: written.data });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return answer({ ok: false, message: error.message }, error.status);
  }
}
