/**
 * What the scaffold (scripts/scaffold.ts) writes where only the maintainer can write the text, from
 * the source document: test/contracts.test.ts refuses one left in a spec, test/scaffold.test.ts one
 * left anywhere in specs/, src/ or test/.
 */
export const placeholder = "TODO(scaffold)";
