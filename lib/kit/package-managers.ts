/** The three package managers' spelling of one npm command. */
export function packageManagerCommands(command: string, dev = false, global = false): { label: string; command: string }[] {
  const c = command.trim().replace(/^npm\s+/, "");
  const [verb = "", ...rest] = c.split(/\s+/);
  const args = rest.join(" ");
  const tail = args ? ` ${args}` : "";
  const spelled = (npm: string, pnpm: string, yarn: string) => Object.entries({ npm, pnpm, yarn }).map(([label, command]) => ({ label, command }));
  const installs = verb === "install" || verb === "i";
  if ((installs || verb === "add") && args && global) return spelled(`npm install --global${tail}`, `pnpm add --global${tail}`, `yarn global add${tail}`);
  if ((installs || verb === "add") && args) return spelled(`npm install${dev ? " --save-dev" : ""}${tail}`, `pnpm add${dev ? " --save-dev" : ""}${tail}`, `yarn add${dev ? " --dev" : ""}${tail}`);
  if (installs) return spelled("npm install", "pnpm install", "yarn install");
  if (verb === "npx" || verb === "exec") return spelled(`npx${tail}`, `pnpm dlx${tail}`, `yarn dlx${tail}`);
  if (verb === "uninstall" || verb === "remove") return spelled(`npm uninstall${tail}`, `pnpm remove${tail}`, `yarn remove${tail}`);
  if (verb === "run") return spelled(`npm run${tail}`, `pnpm run${tail}`, `yarn run${tail}`);
  return spelled(`npm ${c}`, `pnpm ${c}`, `yarn ${c}`);
}
