/**
 * Words readers type that the docs say differently. Each rule rewrites a phrase of the query (whole
 * words, case-insensitive) into the docs' wording; the search runs the original and the rewrites and
 * keeps each section's best score, so a synonym can only add results, never hide one.
 */
export const SYNONYMS: [phrases: string[], docsWording: string][] = [
  [["env vars", "env var", "env variables", "env variable", "envvars", "env", "envs", "dotenv"], "environment variables"],
  [["sso", "single sign on", "single sign-on"], "saml sso"],
  [["2fa", "mfa", "two factor", "multi factor", "multi-factor", "otp", "totp", "authenticator app"], "two-factor authentication"],
  [["cron", "cron job", "cron jobs", "crontab", "scheduled task", "scheduled tasks", "schedule"], "scheduled functions"],
  [["ssl certificate", "ssl certificates", "ssl cert", "tls certificate", "ssl", "tls", "cert", "certs", "certificate", "certificates", "lets encrypt"], "https certificate"],
  [["password protect", "password protection", "password protected"], "site protection password"],
  [["lambda", "serverless", "serverless functions"], "functions"],
  [["kv", "key value", "key-value", "object storage"], "blobs"],
  [["waf"], "web application firewall"],
  [["rbac"], "role-based access control"],
  [["csp"], "content security policy"],
  [["ab test", "ab testing", "a/b test", "a/b testing"], "split testing"],
  [["rollback", "roll back", "revert deploy", "undo deploy"], "roll back deploy"],
  [["scim"], "directory sync"],
  [["naked domain", "root domain"], "apex domain"],
  [["nameserver", "nameservers", "ns records"], "name servers"],
  [["ci", "ci/cd", "cicd"], "continuous deployment"],
  [["launchbay.toml", "toml", "config file", "configuration file"], "file-based configuration"],
  [["captcha", "recaptcha", "spam"], "spam filters"],
  [["i18n", "translations"], "localization"],
  [["database", "postgres", "sql"], "launchbay db"],
  [["webhook", "webhooks"], "hooks"],
  [["cors"], "headers"],
  [["www redirect", "force https"], "domain redirect"],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

const RULES = SYNONYMS.map(([phrases, wording]) => ({
  // Longest phrases first, so "env vars" wins over "env".
  pattern: new RegExp(`(^|[^\\p{L}\\p{N}])(${[...phrases].sort((a, b) => b.length - a.length).map(escape).join("|")})(?=$|[^\\p{L}\\p{N}])`, "giu"),
  wording,
}));

/** The query and its rewrites into the docs' wording (the query itself first, no duplicates). */
export function expandQuery(query: string): string[] {
  const variants = [query];
  let all = query;
  for (const { pattern, wording } of RULES) {
    if (!pattern.test(query)) continue;
    pattern.lastIndex = 0;
    variants.push(query.replace(pattern, (_, before: string) => `${before}${wording}`));
    all = all.replace(pattern, (_, before: string) => `${before}${wording}`);
    pattern.lastIndex = 0;
  }
  if (!variants.includes(all)) variants.push(all);
  return variants;
}
