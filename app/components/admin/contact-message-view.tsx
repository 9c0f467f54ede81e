import { ArrowLeft, MailOpen, Reply, Trash2 } from "~/components/ui/icons";
import { Form, Link, useNavigation } from "react-router";
import { replyMailto } from "#domain/admin/contact-inbox";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import type { ContactListItem } from "~/components/admin/contact-message-list";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { SAVING_LABEL } from "#domain/admin/save-messages";

const fullDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/**
 * One message, opened. The text is shown as text (React escapes it; line breaks kept), never
 * as HTML: it comes from an anonymous form.
 */
export function ContactMessageView({ message, backHref }: { message: ContactListItem; backHref: string }) {
  const navigation = useNavigation();
  const markingUnread = navigation.state !== "idle" && navigation.formData?.get("intent") === "mark-unread";
  return (
    <article
      aria-labelledby="contact-message-subject"
      className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
    >
      <Link
        to={backHref}
        className="flex w-fit items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline lg:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to inbox
      </Link>
      <header className="flex flex-col gap-2">
        <h2 id="contact-message-subject" className="text-xl font-semibold break-words">
          {message.subject || "(no subject)"}
        </h2>
        <p className="text-sm break-words">
          From <span className="font-medium">{message.name}</span>{" "}
          <span className="text-muted-foreground">&lt;{message.email}&gt;</span>
        </p>
        <p className="text-xs text-muted-foreground">
          Received{" "}
          <time dateTime={new Date(message.createdAt).toISOString()}>{fullDate.format(new Date(message.createdAt))} UTC</time>
        </p>
      </header>
      <div className="border-t pt-5 text-sm leading-relaxed whitespace-pre-wrap break-words" data-testid="contact-message-body">
        {message.message}
      </div>
      <div className="flex flex-wrap gap-2 border-t pt-5">
        <Button asChild size="sm">
          <a href={replyMailto(message)}>
            <Reply aria-hidden="true" />
            Reply by e-mail
          </a>
        </Button>
        <Form method="post">
          <input type="hidden" name="intent" value="mark-unread" />
          <input type="hidden" name="messageId" value={message.id} />
          <Button type="submit" variant="outline" size="sm" disabled={markingUnread} aria-busy={markingUnread}>
            {markingUnread ? <Spinner className="size-4" /> : <MailOpen aria-hidden="true" />}
            {markingUnread ? SAVING_LABEL : "Mark unread"}
          </Button>
        </Form>
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
          title="Delete this message?"
          description={`The message from ${message.name} is removed from the inbox for good. This can't be undone.`}
          confirmLabel="Delete message"
          busyLabel="Deleting..."
          intent="delete"
          fields={{ messageId: message.id }}
        />
      </div>
    </article>
  );
}
