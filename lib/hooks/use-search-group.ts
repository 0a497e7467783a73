import { useCallback, useEffect, useState } from "react";
import { getSearchBackend } from "@/lib/search/backend";
import { search as config } from "@/lib/site";

function read(): string {
  try {
    return sessionStorage.getItem(config.groupKey) ?? "";
  } catch {
    return "";
  }
}

function write(group: string) {
  try {
    if (group) sessionStorage.setItem(config.groupKey, group);
    else sessionStorage.removeItem(config.groupKey);
  } catch {
    // Blocked storage: the filter lasts while the dialog is open.
  }
}

/**
 * The search dialog's group filter: the sidebar groups a search can be narrowed to (fetched when the dialog
 * opens) and the reader's choice, "" for all, kept in sessionStorage for the tab's session. A stored group the
 * site no longer has counts as none.
 */
export function useSearchGroup() {
  const [groups, setGroups] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string>(read);
  useEffect(() => {
    let current = true;
    void getSearchBackend()
      .then((backend) => backend.groups?.() ?? [])
      .then((list) => current && setGroups(list))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  const setGroup = useCallback((group: string) => {
    write(group);
    setChosen(group);
  }, []);
  // Until the list has arrived, the stored choice stands (the first query already narrowed); then it must be one of them.
  const group = chosen && (groups.length === 0 || groups.includes(chosen)) ? chosen : "";
  return { groups, group, setGroup };
}
