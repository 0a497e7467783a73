import { composeAnswer } from "@/lib/ask/compose";
import { conversationQuery, isFollowUp, retrieve } from "@/lib/ask/retrieve";
import { LocalSearch } from "@/lib/search/local";
import { fakeSite, section } from "../search/helpers";

// A small site where "edge functions" alone and "environment variables" alone lead to different pages.
const sections = [
  section(
    "/functions/environment-variables/",
    "Environment variables in functions",
    ["Read variables"],
    "Read environment variables in a function with Launchbay.env.get(). Set variables for functions in the dashboard.",
  ),
  section(
    "/edge-functions/optional-configuration/",
    "Optional configuration for edge functions",
    ["Environment variables"],
    "Edge functions read environment variables with Launchbay.env.get(). Variables set for functions are available to edge functions too.",
  ),
  section(
    "/edge-functions/overview/",
    "Edge functions overview",
    ["What edge functions are good for"],
    "Edge functions run at every edge location, close to visitors. Use edge functions to rewrite and personalize responses.",
  ),
  section("/edge-functions/limits/", "Edge functions limits", ["Resource limits"], "Edge functions get 50 ms of CPU time and 512 MB of memory."),
  section("/domains/get-started-with-domains/", "Get started with domains", ["Add a custom domain"], "Add a custom domain in Domain management."),
];
const local = new LocalSearch({ fetcher: fakeSite(sections).fetcher });

describe("follow-up questions use the conversation", () => {
  const first = "How do I set environment variables for functions?";

  it("recognises follow-ups by how they open or by being too short to stand alone", () => {
    expect(isFollowUp("and for edge functions?")).toBe(true);
    expect(isFollowUp("What about edge functions?")).toBe(true);
    expect(isFollowUp("edge functions?")).toBe(true);
    expect(isFollowUp(first)).toBe(false);
    expect(isFollowUp("How do I add a custom domain to my project?")).toBe(false);
  });

  it("searches a follow-up together with the previous question's topic", async () => {
    const query = conversationQuery("and for edge functions?", first);
    expect(query).toBe(`and for edge functions? ${first}`);
    const sources = await retrieve(local, query);
    expect(sources[0]?.url).toBe("/edge-functions/optional-configuration/#environment-variables");
    const answer = composeAnswer(query, sources);
    expect(answer.found).toBe(true);
    expect(answer.citations[0]?.url).toBe("/edge-functions/optional-configuration/#environment-variables");
  });

  it("without the conversation the same follow-up misses the topic", async () => {
    const alone = await retrieve(local, conversationQuery("and for edge functions?"));
    expect(alone[0]?.url).not.toBe("/edge-functions/optional-configuration/#environment-variables");
  });

  it("leaves a question that stands alone as it is", () => {
    expect(conversationQuery("How do I add a custom domain to my project?", first)).toBe("How do I add a custom domain to my project?");
  });
});
