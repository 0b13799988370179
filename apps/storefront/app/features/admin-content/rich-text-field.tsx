import { useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { RICH_TEXT_MAX_LENGTH } from '@vitrine/contract/admin-content';
import { TextAreaField } from '../../components/ui/text-field';
import { cx } from '../../lib/class-names';

/**
 * Rich text for policies, about-us and guides (decision 0074): a Tiptap editor once the page runs its
 * scripts, the HTML in a plain textarea before. Either way the form posts HTML, which the API
 * sanitises; the editor offers only what the sanitiser keeps.
 */
export function RichTextField({
  name,
  label,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
}) {
  const [html, setHtml] = useState(defaultValue);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: { openOnClick: false, protocols: ['mailto', 'tel'] },
      }),
    ],
    content: defaultValue,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'content-prose min-h-48 px-3 py-2.5 outline-none',
      },
    },
    onUpdate: ({ editor: changed }) => setHtml(changed.getHTML()),
  });
  if (!editor)
    return (
      <TextAreaField
        label={label}
        name={name}
        defaultValue={defaultValue}
        error={error}
        hint="HTML"
        rows={12}
        maxLength={RICH_TEXT_MAX_LENGTH}
      />
    );
  return (
    <div>
      <p className="text-sm font-medium">{label}</p>
      <div
        className={cx(
          'mt-1.5 overflow-hidden rounded-lg border bg-canvas focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25',
          error ? 'border-red-600' : 'border-neutral-300',
        )}
      >
        <Toolbar editor={editor} />
        <EditorContent editor={editor} />
      </div>
      <input type="hidden" name={name} value={html} />
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const href = window.prompt('Link address (https://…)', editor.getAttributes('link').href ?? '');
    if (href === null) return;
    if (href === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  const tools = [
    {
      label: 'Bold',
      text: 'B',
      on: active.bold,
      run: () => chain().toggleBold().run(),
      className: 'font-bold',
    },
    {
      label: 'Italic',
      text: 'I',
      on: active.italic,
      run: () => chain().toggleItalic().run(),
      className: 'italic',
    },
    { label: 'Heading', text: 'H2', on: active.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'Subheading', text: 'H3', on: active.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: 'Bulleted list', text: '•', on: active.bullets, run: () => chain().toggleBulletList().run() },
    { label: 'Numbered list', text: '1.', on: active.numbers, run: () => chain().toggleOrderedList().run() },
    { label: 'Link', text: 'Link', on: active.link, run: setLink },
  ];
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-1 border-b border-neutral-200 p-1"
    >
      {tools.map((tool) => (
        <button
          key={tool.label}
          type="button"
          aria-label={tool.label}
          aria-pressed={tool.on}
          // A tap or click leaves the focus (and the selection) in the text, so what is typed next goes
          // there at once; the keyboard still reaches the buttons.
          onMouseDown={(event) => event.preventDefault()}
          onClick={tool.run}
          className={cx(
            'focus-ring min-h-10 min-w-10 rounded-md px-2 text-sm hover:bg-scaffold aria-pressed:bg-primary/10 aria-pressed:text-primary',
            tool.className,
          )}
        >
          {tool.text}
        </button>
      ))}
    </div>
  );
}
