/** The size budgets (scripts/steps/budgets.ts) as a command, on out/ or `OUT_DIR`; `npm run build` runs the same step last. */
import { budgetStep } from "./steps/budgets";
import { runAsCommand } from "./steps/failure";

runAsCommand(() => budgetStep());
