import { tabValue } from "@/lib/kit/registry";
import { packageManagerCommands } from "@/lib/kit/package-managers";
import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { nextId } from "./ids";

/**
 * Server-rendered WAI-ARIA tabs. Every panel is in the HTML: without script all of them are readable (CSS
 * shows one at a time only once the pre-paint script marks <html data-tabs-js>); the page behaviour island (lib/kit/tabs-dom.ts) handles
 * clicks and arrow/Home/End keys, and `syncKey` groups share the reader's choice (lib/kit/tabs.ts).
 */

export interface TabProps {
  label: string;
  children?: ReactNode;
}

/** One tab of a `<Tabs>` group: its label and its content (rendered by the group). */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

export function Tabs({ syncKey, label, children }: { syncKey?: string; label?: string; children?: ReactNode }) {
  const tabs = Children.toArray(children).filter((child): child is ReactElement<TabProps> => isValidElement<TabProps>(child) && typeof (child.props as TabProps).label === "string");
  const group = `tabs-${nextId("tabs")}`;
  const key = syncKey && /^[\w-]+$/.test(syncKey) ? syncKey : undefined;
  return (
    <div className="tabs" data-tabs="" data-sync-key={key}>
      <div role="tablist" aria-label={label ?? tabs.map((tab) => tab.props.label).join(", ")} className="tabs-list">
        {tabs.map((tab, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${group}-tab-${i}`}
            aria-controls={`${group}-panel-${i}`}
            aria-selected={i === 0}
            tabIndex={i === 0 ? 0 : -1}
            data-value={tabValue(tab.props.label)}
            className="tabs-tab"
          >
            {tab.props.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={i} role="tabpanel" id={`${group}-panel-${i}`} aria-labelledby={`${group}-tab-${i}`} tabIndex={0} data-selected={i === 0 ? "" : undefined} className="tabs-panel">
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}

function ShellBlock({ command }: { command: string }) {
  return (
    <div className="code-block">
      <pre className="language-bash">
        <code className="language-bash">{command}</code>
      </pre>
    </div>
  );
}

/** `<PackageManagers command="install @launchbay/cli" dev />` (`global` for a global install): one command as npm, pnpm and yarn tabs (synced by "pkg"). */
export function PackageManagers({ command, dev, global }: { command: string; dev?: boolean; global?: boolean }) {
  return (
    <Tabs syncKey="pkg" label="Package manager">
      {packageManagerCommands(command, Boolean(dev), Boolean(global)).map((pm) => (
        <Tab key={pm.label} label={pm.label}>
          <ShellBlock command={pm.command} />
        </Tab>
      ))}
    </Tabs>
  );
}

/**
 * A config twin: one block of the config file (the children, a fenced code block) and the same setting as
 * a dashboard path (`ui`) and/or a CLI command (`cli`), as tabs synced by "config".
 */
export function ConfigTwin({ file = "launchbay.toml", ui, cli, children }: { file?: string; ui?: string; cli?: string; children?: ReactNode }) {
  return (
    <Tabs syncKey="config" label={`${file}, dashboard or CLI`}>
      <Tab label={file}>{children}</Tab>
      {ui ? (
        <Tab label="Dashboard">
          <p className="config-twin-ui">
            In the dashboard: <strong>{ui}</strong>
          </p>
        </Tab>
      ) : null}
      {cli ? (
        <Tab label="CLI">
          <ShellBlock command={cli} />
        </Tab>
      ) : null}
    </Tabs>
  );
}
