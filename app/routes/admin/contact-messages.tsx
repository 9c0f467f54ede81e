// /admin/contact-messages (admin area: "Contact inbox: the messages from /contact, read / unread,
// delete"). ?filter=unread narrows the list, ?message=<id> opens one, which marks it read (with
// its audit entry). Mark unread and delete post here and come back to the list.
import { parseWithZod } from "~/lib/conform-zod";
import { Inbox, MailQuestion } from "~/components/ui/icons";
import { data, redirect, useSearchParams } from "react-router";
import { CONTACT_INBOX_MESSAGES, contactInboxActionSchema, parseContactInboxParams } from "#domain/admin/contact-inbox";
import { ContactInboxFilterLinks } from "~/components/admin/contact-inbox-filter";
import { ContactMessageList } from "~/components/admin/contact-message-list";
import { ContactMessageView } from "~/components/admin/contact-message-view";
import { ListPager } from "~/components/admin/list-pager";
import { flashCookie } from "#domain/flash-message";
import { PageHeader } from "~/components/page-header";
import { appContext } from "#server/app-context";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/contact-messages";
import { FormAlert } from "~/components/form-alert";
import { readFormData } from "~/lib/form-data";
import { EmptyListPanel } from "~/components/admin/empty-list-panel";

const TITLE = "Contact inbox";
const DESCRIPTION = "Messages sent through the contact form.";

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { services, accounts } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const params = parseContactInboxParams(url.searchParams);
  // Open first, so the list below already shows the message as read.
  const opened = params.messageId
    ? await services.contactInbox.open({ id: viewer.id, email: viewer.email }, params.messageId)
    : null;
  const inbox = await services.contactInbox.list({ filter: params.filter, page: params.page });
  return { ...inbox, params, opened, missing: params.messageId !== null && opened === null };
}

/** The list's URL for a filter and page (no message open). */
function listPath(filter: string, page: number): string {
  const search = new URLSearchParams();
  if (filter === "unread") search.set("filter", "unread");
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return `/admin/contact-messages${query ? `?${query}` : ""}`;
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { services, accounts } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const actor = { id: viewer.id, email: viewer.email };
  const submission = parseWithZod(await readFormData(request), { schema: contactInboxActionSchema });
  if (submission.status !== "success") return data({ error: CONTACT_INBOX_MESSAGES.invalidMessage }, { status: 400 });

  const { intent, messageId } = submission.value;
  const params = parseContactInboxParams(url.searchParams);
  const back = listPath(params.filter, params.page);
  if (intent === "delete") {
    const deleted = await services.contactInbox.remove(actor, messageId);
    if (!deleted) return data({ error: CONTACT_INBOX_MESSAGES.notFound }, { status: 404 });
    return redirect(back, { headers: { "set-cookie": flashCookie("success", CONTACT_INBOX_MESSAGES.deleted) } });
  }
  const outcome =
    intent === "mark-read"
      ? await services.contactInbox.markRead(actor, messageId)
      : await services.contactInbox.markUnread(actor, messageId);
  if (!outcome) return data({ error: CONTACT_INBOX_MESSAGES.notFound }, { status: 404 });
  // Back to the list: staying on ?message=<id> would open it, and so mark it read, again.
  return redirect(back, {
    headers: {
      "set-cookie": flashCookie(
        "success",
        intent === "mark-read" ? CONTACT_INBOX_MESSAGES.markedRead : CONTACT_INBOX_MESSAGES.markedUnread,
      ),
    },
  });
}

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminContactMessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, total, unread, page, pageSize, params, opened, missing } = loaderData;
  const [searchParams] = useSearchParams();
  const hrefFor = (id: string) => {
    const next = new URLSearchParams(searchParams);
    next.set("message", id);
    return `?${next.toString()}`;
  };
  const backHref = listPath(params.filter, params.page);
  const listSearch = new URLSearchParams(searchParams);
  listSearch.delete("message");
  const error = actionData?.error ?? (missing ? CONTACT_INBOX_MESSAGES.notFound : null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TITLE} description={DESCRIPTION}>
        <p className="text-sm text-muted-foreground" role="status">
          {unread === 0 ? "No unread messages" : unread === 1 ? "1 unread message" : `${unread} unread messages`}
        </p>
      </PageHeader>
      <ContactInboxFilterLinks filter={params.filter} total={params.filter === "all" ? total : null} unread={unread} />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        {/* On phones an open message takes the screen; "Back to inbox" returns to the list. */}
        <section aria-label="Inbox" className={cn("flex flex-col gap-4", opened && "hidden lg:flex")}>
          {messages.length === 0 ? (
            <EmptyListPanel
              icon={Inbox}
              title={params.filter === "unread" ? "No unread messages." : "No messages yet."}
              text={params.filter === "unread" ? "You're all caught up." : "Messages sent through the contact form appear here."}
            />
          ) : (
            <ContactMessageList messages={messages} openId={opened?.id ?? null} hrefFor={hrefFor} />
          )}
          <ListPager page={page} pageSize={pageSize} total={total} searchParams={listSearch} label="Inbox pages" />
        </section>
        {opened ? (
          <ContactMessageView key={opened.id} message={opened} backHref={backHref} />
        ) : (
          <div className="hidden flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center text-muted-foreground lg:flex">
            <MailQuestion className="size-8" aria-hidden="true" />
            <p>Choose a message to read it.</p>
          </div>
        )}
      </div>
    </div>
  );
}
