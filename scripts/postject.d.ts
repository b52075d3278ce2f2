/** postject ships no types: the one function scripts/build-exe.ts calls, as its dist/api.js defines it. */
declare module "postject" {
  export function inject(
    filename: string,
    resourceName: string,
    resourceData: Buffer,
    options?: { sentinelFuse?: string; machoSegmentName?: string; overwrite?: boolean },
  ): Promise<void>;
}
