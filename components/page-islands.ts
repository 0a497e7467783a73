// The doc page's two code-split islands in one module, so one dynamic import (and one chunk, one request) serves
// both: components/page-features-loader.client.tsx.
export { PageActionsMenu } from "./page-actions-menu.client";
export { Feedback } from "./feedback.client";
