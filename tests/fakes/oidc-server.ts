// A local OpenID Connect provider (oauth2-mock-server) on a free port. It signs a user in
// without a login screen and checks the PKCE verifier, so a test can drive a whole OAuth
// sign-in against the app's generic provider (OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET).
import { OAuth2Server } from "oauth2-mock-server";

export interface OidcUser {
  sub: string;
  email: string;
  name: string;
}

export interface FakeOidcServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The user the next sign-ins return. */
  setUser(user: OidcUser): void;
  close(): Promise<void>;
}

export async function startFakeOidcServer(initialUser: OidcUser): Promise<FakeOidcServer> {
  let user = initialUser;
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  server.service.on("beforeTokenSigning", (token) => {
    token.payload.sub = user.sub;
    token.payload.email = user.email;
    token.payload.email_verified = true;
    token.payload.name = user.name;
  });
  server.service.on("beforeUserinfo", (response) => {
    response.body = { sub: user.sub, email: user.email, email_verified: true, name: user.name };
  });
  const issuer = server.issuer.url;
  if (!issuer) throw new Error("The OIDC test server did not report its URL");
  return {
    issuer: issuer.replace(/\/+$/, ""),
    clientId: "faceless-atlas-test",
    clientSecret: "test-secret",
    setUser(next) {
      user = next;
    },
    close: () => server.stop(),
  };
}
