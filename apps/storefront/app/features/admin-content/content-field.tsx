import { TextAreaField, TextField } from '../../components/ui/text-field';
import { pictureFileField, type ContentField } from './content-kinds';
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
  if (field.type === 'picture') return <PictureField {...common} fileName={pictureFileField(field)} />;
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

/** A picture's address, or a photo from the phone uploaded (and encoded) in its place on saving. */
function PictureField({
  fileName,
  ...common
}: {
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  fileName: string;
}) {
  return (
    <div className="grid gap-2">
      <TextField {...common} type="text" inputMode="url" autoComplete="off" />
      <label className="grid gap-1 text-sm font-medium">
        Upload a photo
        <input
          type="file"
          name={fileName}
          accept="image/jpeg,image/png,image/webp"
          className="focus-ring min-h-11 text-sm"
        />
      </label>
    </div>
  );
}
