import { kitLimits } from "./data";
import { limitsById, limitText } from "@/lib/content/reference-data";

/**
 * `<Limit id="functions.timeout" />`: one platform limit, printed from content/limits.yaml (the one owner
 * of every number; /platform/limits/ lists them all). The Markdown copies and search text get the same value
 * from lib/content/reference-expand.ts; an unknown id fails the content check before a page renders.
 */
export function Limit({ id, plan }: { id: string; plan?: string }) {
  const limit = limitsById(kitLimits()).get(id);
  if (!limit) throw new Error(`<Limit id="${id}">: unknown limit id (content/limits.yaml)`);
  const value = limitText(limit, plan);
  if (value === undefined) throw new Error(`<Limit id="${id}"${plan ? ` plan="${plan}"` : ""}>: no value${plan ? " for this plan" : "; it differs by plan, name one"} (content/limits.yaml)`);
  return (
    <span className="limit" data-limit={id} data-plan={plan}>
      {value}
    </span>
  );
}
