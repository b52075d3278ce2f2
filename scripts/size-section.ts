/**
 * The README's install-size section, which `npm run size` (scripts/install-size.ts) writes between
 * its markers: the figures rendered, and read back (test/docs.test.ts checks that the README's
 * section is one this renders, whatever its figures).
 */

/** What an install takes, in megabytes (file sizes; du's blocks where there is a du). */
export interface InstallSize {
  packages: number;
  filesMb: number;
  duMb: number | undefined;
  /** The packed tarball, and the package's own folder in the install. */
  tarballMb: number;
  packageMb: number;
  /** Prism's engine (the mock's optional peers) installed too: all packages, all files. */
  withPrismPackages: number;
  withPrismMb: number;
}

export const sizeMarkers = ["<!-- install size: written by npm run size -->", "<!-- end of install size -->"] as const;

const mb = (value: number) => `${value.toFixed(1)} MB`;

/** The section between the markers, markers included. */
export function renderSizeSection(size: InstallSize): string {
  return [
    sizeMarkers[0],
    "| `npm install` of the packed package | packages | files | du |",
    "|---|---|---|---|",
    `| the package and its dependencies | ${size.packages} | ${mb(size.filesMb)} | ${size.duMb === undefined ? "" : mb(size.duMb)} |`,
    `| with Prism's engine too (the mock's optional peers) | ${size.withPrismPackages} | ${mb(size.withPrismMb)} | |`,
    "",
    `The tarball is ${mb(size.tarballMb)}; the package itself is ${mb(size.packageMb)} of the install.`,
    sizeMarkers[1],
  ].join("\n");
}

/** The section of a README, markers included; undefined when it has none. */
export function sizeSectionOf(readme: string): string | undefined {
  const start = readme.indexOf(sizeMarkers[0]);
  const end = readme.indexOf(sizeMarkers[1]);
  return start === -1 || end < start ? undefined : readme.slice(start, end + sizeMarkers[1].length);
}

/** The figures a section states, read as the renderer writes them; undefined when it is not such a section. */
export function readSizeSection(section: string): InstallSize | undefined {
  const number = String.raw`(\d+(?:\.\d)?)`;
  const lean = new RegExp(String.raw`\| the package and its dependencies \| (\d+) \| ${number} MB \| (?:${number} MB)? \|`).exec(section);
  const prism = new RegExp(String.raw`\| with Prism's engine too \(the mock's optional peers\) \| (\d+) \| ${number} MB \| \|`).exec(
    section,
  );
  const own = new RegExp(String.raw`The tarball is ${number} MB; the package itself is ${number} MB of the install\.`).exec(section);
  if (!lean || !prism || !own) return undefined;
  return {
    packages: Number(lean[1]),
    filesMb: Number(lean[2]),
    duMb: lean[3] === undefined ? undefined : Number(lean[3]),
    tarballMb: Number(own[1]),
    packageMb: Number(own[2]),
    withPrismPackages: Number(prism[1]),
    withPrismMb: Number(prism[2]),
  };
}

/** The README with its section replaced by one of these figures. */
export function withSizeSection(readme: string, size: InstallSize): string {
  const section = sizeSectionOf(readme);
  if (section === undefined) throw new Error(`the README has no section between ${sizeMarkers.join(" and ")}`);
  return readme.replace(section, renderSizeSection(size));
}
