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

/** Lower-case ASCII words with their positions (the synonym phrases are ASCII). */
function words(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(/[a-z0-9]+/gi)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
}

// Longest phrases first, so "env vars" wins over "env". Plain word lists, no regular expressions:
// a case-insensitive Unicode RegExp per rule cost the browser 15 ms to compile on the first query.
const RULES = SYNONYMS.map(([phrases, wording]) => ({
  phrases: phrases.map((phrase) => words(phrase).map((w) => w.word)).sort((a, b) => b.length - a.length),
  wording,
}));

/** Replaces every whole-word occurrence of a rule's phrases in the query by the docs' wording; null when none occurs. */
function rewrite(query: string, rule: (typeof RULES)[number]): string | null {
  const found = words(query);
  let out = "";
  let last = 0;
  for (let i = 0; i < found.length;) {
    const phrase = rule.phrases.find((p) => p.every((w, k) => found[i + k]?.word === w));
    if (!phrase) {
      i++;
      continue;
    }
    out += query.slice(last, found[i]?.start) + rule.wording;
    last = found[i + phrase.length - 1]?.end ?? query.length;
    i += phrase.length;
  }
  return last === 0 && out === "" ? null : out + query.slice(last);
}

/** The query and its rewrites into the docs' wording (the query itself first, no duplicates). */
export function expandQuery(query: string): string[] {
  const variants = [query];
  let all = query;
  for (const rule of RULES) {
    const variant = rewrite(query, rule);
    if (variant === null) continue;
    if (!variants.includes(variant)) variants.push(variant);
    all = rewrite(all, rule) ?? all;
  }
  if (!variants.includes(all)) variants.push(all);
  return variants;
}
