import { median } from "../../scripts/page-cost";

describe("the bench's median", () => {
  it("is the middle value of an odd count and the mean of the middle two of an even one, in any order", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([10, 1])).toBe(5.5);
    expect(median([])).toBe(0);
  });
});
