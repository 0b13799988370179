import { TextAreaField, TextField } from '../../components/ui/text-field';
import type { ContentField } from './content-kinds';
import { RichTextField } from './rich-text-field';

const INPUT_TYPES = {
  url: 'url',
  email: 'email',
  tel: 'tel',
  date: 'date',
  datetime: 'datetime-local',
} as const;

/** One field of a content form, by its type. */
export function ContentFieldInput({
  field,
  value,
  error,
}: {
  field: ContentField;
  value: string;
  error?: string;
}) {
  const common = { label: field.label, name: field.name, defaultValue: value, error, hint: field.hint };
  if (field.type === 'rich') return <RichTextField {...common} />;
  if (field.type === 'textarea') return <TextAreaField {...common} rows={3} />;
  const type = field.type && field.type !== 'text' ? INPUT_TYPES[field.type] : 'text';
  // A URL field takes a path on the shop too, which type=url would refuse before the server can say why.
  return (
    <TextField
      {...common}
      type={type === 'url' ? 'text' : type}
      inputMode={type === 'url' ? 'url' : undefined}
      autoComplete="off"
    />
  );
}
