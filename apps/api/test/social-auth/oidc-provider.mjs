// A real OpenID Connect provider (oidc-provider) for the social sign-in tests, run as a child
// process: oidc-provider and its dependencies are ESM-only, and running them here keeps Jest
// from having to transform them.
//
// Environment: CLIENT_ID, CLIENT_SECRET, REDIRECT_URI (the API's callback).
// Prints one JSON line on stdout when ready: {"issuer":"http://127.0.0.1:<port>"}.
//
// Accounts come from the authorization request's login_hint, "sub~email~verified": the test
// chooses who signs in. The interaction step signs that account in and grants the requested
// scopes at once (no pages), so the test follows plain redirects with fetch.
import { createServer } from 'node:http';
import process from 'node:process';
import { Provider } from 'oidc-provider';

const { CLIENT_ID, CLIENT_SECRET, REDIRECT_URI } = process.env;
if (!CLIENT_ID || !CLIENT_SECRET || !REDIRECT_URI) {
  process.stderr.write('CLIENT_ID, CLIENT_SECRET and REDIRECT_URI are required\n');
  process.exit(2);
}

const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** sub → { email, emailVerified }, as last signed in: a sub may come back with another e-mail. */
const accounts = new Map();

function accountFromHint(hint) {
  const [sub, email, verified] = String(hint ?? '').split('~');
  if (!sub || !email) throw new Error(`login_hint must be "sub~email~verified", got ${hint}`);
  accounts.set(sub, { email, emailVerified: verified === 'true' });
  return sub;
}

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: [REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // openid-client's default client authentication.
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  // As Google does for this client type: the API must send an S256 code challenge.
  pkce: { required: () => true },
  features: { devInteractions: { enabled: false } },
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  cookies: { keys: ['ratai-test-provider-cookie-key'] },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, sub) {
    const account = accounts.get(sub);
    if (!account) return undefined;
    return {
      accountId: sub,
      claims: async () => ({ sub, email: account.email, email_verified: account.emailVerified }),
    };
  },
});
provider.on('server_error', (_ctx, error) => process.stderr.write(`provider server_error: ${error?.stack ?? error}\n`));

const oidc = provider.callback();
server.on('request', (req, res) => {
  if (!req.url?.startsWith('/interaction/')) {
    oidc(req, res);
    return;
  }
  // Signs the hinted account in and grants what the client asked for, in one step.
  void (async () => {
    const details = await provider.interactionDetails(req, res);
    const accountId = details.session?.accountId ?? accountFromHint(details.params.login_hint);
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  })().catch((error) => {
    process.stderr.write(`interaction failed: ${error?.stack ?? error}\n`);
    res.statusCode = 500;
    res.end(String(error?.message ?? error));
  });
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
