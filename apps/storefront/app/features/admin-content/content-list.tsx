import { Form, Link } from 'react-router';
import { ChevronDown, Pencil, Plus, Trash2, ArrowUp } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { CONTENT_PATH, hasPictureField, type ContentItem, type ContentKind } from './content-kinds';
import { ContentFieldInput } from './content-field';

/** A content kind's list: each row edited, moved by arrows or removed, and a way to add one. */
export function ContentList({
  slug,
  kind,
  items,
}: {
  slug: string;
  kind: ContentKind;
  items: ContentItem[];
}) {
  return (
    <div className="grid grid-cols-1 gap-3">
      {items.length === 0 && <p className="text-sm text-neutral-600">Nothing here yet.</p>}
      <ol className="grid grid-cols-1 gap-2">
        {items.map((item, index) => (
          <li
            key={`${index}-${kind.label?.(item)}`}
            className="flex items-center gap-2 rounded-xl bg-canvas p-2 pl-4 ring-1 ring-neutral-200"
          >
            <span className="min-w-0 flex-1 truncate text-sm font-medium">{kind.label?.(item)}</span>
            <RowButton index={index} intent="up" label="Move up" disabled={index === 0}>
              <ArrowUp className="size-4" />
            </RowButton>
            <RowButton index={index} intent="down" label="Move down" disabled={index === items.length - 1}>
              <ChevronDown className="size-4" />
            </RowButton>
            <Link
              to={`${CONTENT_PATH}/${slug}?edit=${index}`}
              aria-label={`Edit ${kind.label?.(item)}`}
              className="focus-ring grid size-10 place-items-center rounded-lg hover:bg-scaffold"
            >
              <Pencil className="size-4" />
            </Link>
            <RowButton index={index} intent="remove" label={`Remove ${kind.label?.(item)}`}>
              <Trash2 className="size-4 text-red-700" />
            </RowButton>
          </li>
        ))}
      </ol>
      <Link
        to={`${CONTENT_PATH}/${slug}?edit=new`}
        className="focus-ring inline-flex min-h-11 items-center gap-2 justify-self-start rounded-lg px-3 font-medium text-primary ring-1 ring-primary/40 hover:bg-primary/5"
      >
        <Plus className="size-4" /> Add
      </Link>
    </div>
  );
}

function RowButton({
  index,
  intent,
  label,
  disabled,
  children,
}: {
  index: number;
  intent: 'up' | 'down' | 'remove';
  label: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="index" value={index} />
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-label={label}
        disabled={disabled}
        className="focus-ring grid size-10 place-items-center rounded-lg hover:bg-scaffold disabled:opacity-30"
      >
        {children}
      </button>
    </Form>
  );
}

/** The form for one item (or the kind's only form), checked by the server. */
export function ContentForm({
  kind,
  item,
  index,
  fieldErrors,
  message,
  cancelTo,
  saving,
}: {
  kind: ContentKind;
  item: ContentItem;
  index: number | null;
  fieldErrors?: Record<string, string>;
  message?: string;
  cancelTo?: string;
  saving: boolean;
}) {
  return (
    <Form
      method="post"
      encType={hasPictureField(kind) ? 'multipart/form-data' : undefined}
      noValidate
      className="grid grid-cols-1 gap-4 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
    >
      {index !== null && <input type="hidden" name="index" value={index} />}
      {kind.fields.map((field) => (
        <ContentFieldInput
          key={field.name}
          field={field}
          value={item[field.name] ?? ''}
          error={fieldErrors?.[field.name]}
        />
      ))}
      {message && <ErrorNotice message={message} />}
      {/* On a phone the button ends the form (a floating one would cover fields); on a wide screen it stays in view. */}
      <div className="md:sticky md:bottom-4 flex items-center gap-3 justify-self-start rounded-xl bg-canvas/95 pr-2">
        <Button type="submit" name="intent" value="save" disabled={saving} className="shadow-md">
          {saving ? 'Saving…' : 'Save'}
        </Button>
        {cancelTo && (
          <Link
            to={cancelTo}
            className="focus-ring rounded-md px-2 py-2 text-sm font-medium text-neutral-700"
          >
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}
