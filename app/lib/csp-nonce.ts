// The Content-Security-Policy nonce of the response being rendered (app/entry.server.tsx
// provides it), for the few inline scripts of the document (root.tsx). In the browser it is
// empty: scripts added after hydration are modules from our own origin, which the policy allows.
import { createContext, useContext } from "react";

export const CspNonceContext = createContext("");

export function useCspNonce(): string {
  return useContext(CspNonceContext);
}
