import type { FormEvent } from "react";
import { useSubmit } from "react-router";

/**
 * The submit handler of a GET filter form: with JavaScript, empty fields are left out of the URL
 * so a shared link stays short (without it, the browser sends them and the server ignores blanks).
 */
export function useCompactGetSubmit(action: string) {
  const submit = useSubmit();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === "string" && value.trim() !== "") params.append(name, value.trim());
    void submit(params, { method: "get", action });
  };
}
