import { describe, expect, it } from "vitest";
import { imageUrl } from "./urls";
import { rasterSrcSet, rasterUrl } from "./raster-urls";

describe("rasterUrl / rasterSrcSet", () => {
  it("turns an illustration URL into its WebP twin, query kept", () => {
    expect(rasterUrl(imageUrl("hotel", 42, "640x360", { env: "lake" }))).toBe("/img/hotel/42/640x360.webp?env=lake");
    expect(rasterUrl("/img/destination/7/1500x736.svg", 960)).toBe("/img/destination/7/1500x736-960w.webp");
    // The drawn width is the plain file.
    expect(rasterUrl("/img/destination/7/1500x736.svg", 1500)).toBe("/img/destination/7/1500x736.webp");
  });

  it("leaves other URLs alone", () => {
    for (const url of ["https://photos.example/a.jpg", "/logo.svg", "/img/hotel/42/640x360.webp", "/img/hotel/x/640x360.svg"]) {
      expect(rasterUrl(url)).toBe(url);
      expect(rasterSrcSet(url, [480])).toBeUndefined();
    }
  });

  it("lists one candidate per width with w descriptors", () => {
    expect(rasterSrcSet("/img/hotel/1/640x360.svg?env=city", [480, 640, 960])).toBe(
      "/img/hotel/1/640x360-480w.webp?env=city 480w, /img/hotel/1/640x360.webp?env=city 640w, /img/hotel/1/640x360-960w.webp?env=city 960w",
    );
  });
});
