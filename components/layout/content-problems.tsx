/** One problem line as the content checks write it: `content/<file>:<line>: <reason>`. */
const PROBLEM = /^(content\/[^:]+):(\d+): ([\s\S]*)$/;

/**
 * `npm run dev` only: the page of a content file that has problems, in place of the page. It names each
 * problem's file, line and reason (with the fix the check suggests) where the editor looks, and the
 * live-preview island refreshes it once the saved file is fixed. A build never renders it: its content
 * step fails on the same problems.
 */
export function ContentProblems({ problems }: { problems: string[] }) {
  return (
    <main id="main" className="layout-content-problems" tabIndex={-1}>
      <h1>This page has {problems.length === 1 ? "a content problem" : `${problems.length} content problems`}</h1>
      <p>Fix the file and save it: this page refreshes itself. The terminal running `npm run dev` shows the same.</p>
      <ul className="content-problems">
        {problems.map((problem) => {
          const match = PROBLEM.exec(problem);
          return (
            <li key={problem}>
              {match ? (
                <>
                  <code>
                    {match[1]}:{match[2]}
                  </code>
                  : {match[3]}
                </>
              ) : (
                problem
              )}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
