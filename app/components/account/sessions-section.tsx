import { Form } from "react-router";
import type { AccountSession } from "#domain/read-models/account";
import { formatDate } from "#domain/format";
import { SubmitButton } from "~/components/auth/submit-button";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Monitor, Smartphone } from "~/components/ui/icons";

const PHONE = /iPhone|iPad|Android/;

/** "Signed-in devices" on /profile: each session with where and when, and Sign out for the others. */
export function SessionsSection({ sessions }: { sessions: AccountSession[] }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Card id="sessions">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Signed-in devices
        </CardTitle>
        <CardDescription>
          Where your account is signed in. Sign out any device you do not recognise, then change your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col divide-y rounded-lg border" data-testid="sessions">
          {sessions.map((session) => {
            const Icon = PHONE.test(session.device) ? Smartphone : Monitor;
            return (
              <li
                key={session.id}
                className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between"
                data-testid="session"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <div className="min-w-0 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {session.device}
                      {session.current ? <Badge>This device</Badge> : null}
                    </p>
                    <p className="text-muted-foreground">
                      Signed in {formatDate(session.signedInAt)}
                      {session.address ? (
                        <>
                          {" "}
                          · from <span className="tabular-nums">{session.address}</span>
                        </>
                      ) : null}{" "}
                      · last active {formatDate(session.lastActiveAt)}
                    </p>
                  </div>
                </div>
                {session.current ? null : (
                  <Form method="post" className="shrink-0">
                    <input type="hidden" name="sessionId" value={session.id} />
                    <SubmitButton
                      intent="session-revoke"
                      label="Sign out"
                      busyLabel="Signing out..."
                      variant="outline"
                      size="sm"
                      aria-label={`Sign out ${session.device}, signed in ${formatDate(session.signedInAt)}`}
                    />
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
        {others > 1 ? (
          <Form method="post" className="flex sm:justify-end">
            <SubmitButton
              intent="sessions-revoke-others"
              label="Sign out every other device"
              busyLabel="Signing out..."
              variant="outline"
              className="w-full sm:w-auto"
            />
          </Form>
        ) : null}
      </CardContent>
    </Card>
  );
}
