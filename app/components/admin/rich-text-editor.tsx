import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Code, Heading3, Heading4, Italic, Link2, List, ListOrdered, Quote, Unlink } from "~/components/ui/icons";
import * as React from "react";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";

/**
 * Rich text for admin forms (type guides, niche and idea bodies, facts), limited to what the
 * allow-list in domain/rich-text keeps (paragraphs, h3/h4, lists, bold, italic, links, quotes,
 * inline code) so what the admin sees is what the public page shows. The HTML travels in a
 * hidden input named `name`; the server sanitizes it on save and again on render.
 *
 * Before hydration (or without JavaScript) the field is a plain textarea of HTML with the same
 * name, so the form still works.
 */
export function RichTextEditor({
  id,
  name,
  defaultValue,
  invalid,
  describedBy,
  label,
}: {
  id: string;
  name: string;
  defaultValue: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** The accessible name of the editing area (the visible label's text). */
  label: string;
}) {
  const [html, setHtml] = React.useState(defaultValue);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"], defaultProtocol: "https" },
      }),
    ],
    content: defaultValue,
    // SSR renders the textarea fallback; the editor starts in the browser.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: "min-h-40 px-3 py-2 outline-none",
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? "" : current.getHTML()),
  });

  if (!editor) {
    return (
      <Textarea
        id={id}
        name={name}
        defaultValue={defaultValue}
        rows={8}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="font-mono text-xs"
      />
    );
  }

  return (
    <div
      data-slot="rich-text-editor"
      data-invalid={invalid || undefined}
      className={cn(
        "rounded-md border border-input bg-background shadow-xs focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40",
        "data-[invalid]:border-destructive",
      )}
    >
      <Toolbar editor={editor} label={label} />
      <EditorContent
        editor={editor}
        className={cn(
          "text-sm leading-relaxed",
          "[&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1",
          "[&_h3]:mt-3 [&_h3]:text-base [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6",
        )}
      />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      code: e.isActive("code"),
      link: e.isActive("link"),
    }),
  });

  function setLink() {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
    const href = window.prompt("Link address (https://…)", previous);
    if (href === null) return;
    if (href.trim() === "") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
  }

  const chain = () => editor.chain().focus();
  const buttons: { key: string; label: string; icon: React.ReactNode; active: boolean; run: () => void }[] = [
    { key: "bold", label: "Bold", icon: <Bold />, active: state.bold, run: () => chain().toggleBold().run() },
    { key: "italic", label: "Italic", icon: <Italic />, active: state.italic, run: () => chain().toggleItalic().run() },
    { key: "h3", label: "Heading", icon: <Heading3 />, active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    {
      key: "h4",
      label: "Subheading",
      icon: <Heading4 />,
      active: state.h4,
      run: () => chain().toggleHeading({ level: 4 }).run(),
    },
    { key: "ul", label: "Bulleted list", icon: <List />, active: state.bulletList, run: () => chain().toggleBulletList().run() },
    {
      key: "ol",
      label: "Numbered list",
      icon: <ListOrdered />,
      active: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    { key: "quote", label: "Quote", icon: <Quote />, active: state.blockquote, run: () => chain().toggleBlockquote().run() },
    { key: "code", label: "Inline code", icon: <Code />, active: state.code, run: () => chain().toggleCode().run() },
    { key: "link", label: state.link ? "Edit link" : "Add link", icon: <Link2 />, active: state.link, run: setLink },
  ];

  return (
    <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap gap-0.5 border-b p-1">
      {buttons.map((b) => (
        <ToolbarButton key={b.key} label={b.label} active={b.active} onClick={b.run}>
          {b.icon}
        </ToolbarButton>
      ))}
      {state.link ? (
        <ToolbarButton label="Remove link" active={false} onClick={() => chain().extendMarkRange("link").unsetLink().run()}>
          <Unlink />
        </ToolbarButton>
      ) : null}
    </div>
  );
}

function ToolbarButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      // A pointer press must not take focus from the editor: its selection and the mark just
      // switched on stay where the writer is, and the next keys land in the text, not on the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-4",
        active && "bg-accent text-accent-foreground",
      )}
    >
      {children}
    </button>
  );
}
