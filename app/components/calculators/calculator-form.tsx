import { Calculator, RotateCcw } from "~/components/ui/icons";
import type * as React from "react";
import { Form, Link } from "react-router";
import { CopyLinkButton } from "~/components/calculators/copy-link-button";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The inputs card of a calculator: a GET form, so before JavaScript "Calculate" loads the same
 * URL with the typed values and the server renders the results. Once hydrated, results follow
 * the typing and the buttons become "Copy link" and "Reset".
 */
export function CalculatorForm({
  action,
  title = "Your numbers",
  search,
  onSubmitWithScript,
  hiddenFields,
  extraButtons,
  children,
}: {
  action: string;
  title?: string;
  /** The query of the current inputs, for "Copy link". */
  search: string;
  onSubmitWithScript: () => void;
  /** Query values that aren't fields (the prefill channel). */
  hiddenFields?: Record<string, string | null | undefined>;
  /** Buttons only needed before JavaScript (applying a preset). */
  extraButtons?: React.ReactNode;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Form
          method="get"
          action={action}
          noValidate
          preventScrollReset
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            // With JavaScript the results are already on screen: just pin the URL.
            event.preventDefault();
            onSubmitWithScript();
          }}
        >
          {Object.entries(hiddenFields ?? {}).map(([name, value]) =>
            value ? <input key={name} type="hidden" name={name} value={value} /> : null,
          )}
          {children}
          <div className="flex flex-wrap gap-2 border-t pt-5">
            {hydrated ? (
              <>
                <CopyLinkButton search={search} />
                <Button asChild variant="ghost">
                  <Link to={action} preventScrollReset>
                    <RotateCcw aria-hidden="true" />
                    Reset
                  </Link>
                </Button>
              </>
            ) : (
              <>
                <Button type="submit">
                  <Calculator aria-hidden="true" />
                  Calculate
                </Button>
                {extraButtons}
              </>
            )}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
