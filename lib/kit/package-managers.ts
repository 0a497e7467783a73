/** The three package managers' spelling of one npm command. */
export function packageManagerCommands(command: string, dev = false, global = false): { label: string; command: string }[] {
  const c = command.trim().replace(/^npm\s+/, "");
  const [verb = "", ...rest] = c.split(/\s+/);
  const args = rest.join(" ");
  const tail = args ? ` ${args}` : "";
  if ((verb === "install" || verb === "i" || verb === "add") && args && global) {
    return [
      { label: "npm", command: `npm install --global${tail}` },
      { label: "pnpm", command: `pnpm add --global${tail}` },
      { label: "yarn", command: `yarn global add${tail}` },
    ];
  }
  if ((verb === "install" || verb === "i" || verb === "add") && args) {
    return [
      { label: "npm", command: `npm install${dev ? " --save-dev" : ""}${tail}` },
      { label: "pnpm", command: `pnpm add${dev ? " --save-dev" : ""}${tail}` },
      { label: "yarn", command: `yarn add${dev ? " --dev" : ""}${tail}` },
    ];
  }
  if (verb === "install" || verb === "i")
    return [
      { label: "npm", command: "npm install" },
      { label: "pnpm", command: "pnpm install" },
      { label: "yarn", command: "yarn install" },
    ];
  if (verb === "npx" || verb === "exec")
    return [
      { label: "npm", command: `npx${tail}` },
      { label: "pnpm", command: `pnpm dlx${tail}` },
      { label: "yarn", command: `yarn dlx${tail}` },
    ];
  if (verb === "uninstall" || verb === "remove")
    return [
      { label: "npm", command: `npm uninstall${tail}` },
      { label: "pnpm", command: `pnpm remove${tail}` },
      { label: "yarn", command: `yarn remove${tail}` },
    ];
  if (verb === "run")
    return [
      { label: "npm", command: `npm run${tail}` },
      { label: "pnpm", command: `pnpm run${tail}` },
      { label: "yarn", command: `yarn run${tail}` },
    ];
  return [
    { label: "npm", command: `npm ${c}` },
    { label: "pnpm", command: `pnpm ${c}` },
    { label: "yarn", command: `yarn ${c}` },
  ];
}
