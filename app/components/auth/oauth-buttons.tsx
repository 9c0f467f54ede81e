import { Form } from "react-router";
import { Button } from "~/components/ui/button";

export type OAuthProviderButton = { id: string; label: string };

/**
 * One button per configured provider (accounts: "shown only when a provider's client id and
 * secret are configured"). Posts to /auth/oauth, which starts the PKCE flow and redirects.
 */
export function OAuthButtons({ providers, redirectTo }: { providers: readonly OAuthProviderButton[]; redirectTo: string }) {
  if (providers.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        or continue with
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-2">
        {providers.map((provider) => (
          <Form key={provider.id} method="post" action="/auth/oauth" reloadDocument>
            <input type="hidden" name="provider" value={provider.id} />
            <input type="hidden" name="redirect" value={redirectTo} />
            <Button type="submit" variant="outline" className="w-full">
              Continue with {provider.label}
            </Button>
          </Form>
        ))}
      </div>
    </div>
  );
}
