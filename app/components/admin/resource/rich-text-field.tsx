import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { type FieldMeta, FormField } from "~/components/form-field";

/** A labelled rich-text field (the editor, or a textarea of HTML before JavaScript), wired to its messages. */
export function RichTextField({ field, label }: { field: FieldMeta & { name: string; initialValue?: unknown }; label: string }) {
  return (
    <FormField field={field} label={label}>
      {({ describedBy, invalid }) => (
        <RichTextEditor
          id={field.id}
          name={field.name}
          label={label}
          defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""}
          invalid={invalid}
          describedBy={describedBy}
        />
      )}
    </FormField>
  );
}
