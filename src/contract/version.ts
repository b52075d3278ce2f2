/**
 * The package's version, as a constant rather than read from package.json at run time, so that
 * it holds when the package is renamed or bundled. A test keeps it equal to package.json's.
 */
export const packageVersion = "0.2.0";
