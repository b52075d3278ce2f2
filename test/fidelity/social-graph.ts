/**
 * The social-graph service's business SDK for Node.js (`facebook-nodejs-business-sdk`): each
 * object class lists its fields (`Fields`) and, by the PascalCase name of a field or parameter,
 * its value sets (`User.LocalNewsSubscriptionStatus`, `CustomAudienceDataSource.SubType`). It
 * types no field and describes no operation, so a contract's schemas are compared by name: a
 * schema named as an SDK class (or in `classOf` below) is compared with that class: its members
 * with the class's fields (an answer), its value sets with the class's (an answer and a request,
 * whose parameters the class does not list as fields).
 */
import { createRequire } from "node:module";
import type { ServiceDescription } from "./check.js";
import { anyNode, type ValueNode } from "./nodes.js";

/** Contract schemas whose SDK class has another name. */
const classOf: Record<string, string> = {
  // The parameters of a user update: the SDK's User class holds their value sets.
  UserUpdate: "User",
  AudienceDataSource: "CustomAudienceDataSource",
};

type SdkClass = ((...args: never[]) => unknown) & Record<string, Record<string, string>> & { Fields: Record<string, string> };

const pascal = (name: string): string => name.replace(/(^|_)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());

export function socialGraphDescription(): ServiceDescription {
  const require = createRequire(import.meta.url);
  const sdk = require("facebook-nodejs-business-sdk") as Record<string, SdkClass | undefined>;
  const version = (require("facebook-nodejs-business-sdk/package.json") as { version: string }).version;
  const renamed = Object.values(classOf).filter((name) => typeof sdk[name]?.Fields !== "object");
  if (renamed.length > 0) throw new Error(`the SDK has no class ${renamed.join(", ")}: test/fidelity/social-graph.ts names it`);

  function schema(name: string, direction: "request" | "response"): ValueNode | undefined {
    const found = sdk[classOf[name] ?? name];
    if (typeof found !== "function" || !found.Fields) return undefined;
    const valueSets = Object.getOwnPropertyNames(found).filter((member) => !["length", "name", "prototype", "Fields"].includes(member));
    // A member is typed nowhere in the SDK; its value set is the class's getter of its PascalCase name.
    const member = (field: string): ValueNode => {
      const values = valueSets.includes(pascal(field)) ? Object.values(found[pascal(field)]!) : undefined;
      // Untyped: a getter may hold a parameter's values where the field of that name has another type.
      return values ? { ...anyNode(), values } : anyNode();
    };
    // An answer's members are the class's fields; a request's parameters are not, so only their value sets are known.
    const names =
      direction === "response"
        ? Object.keys(found.Fields)
        : valueSets.map((set) => set.replace(/[A-Z]/g, (letter, at: number) => (at ? "_" : "") + letter.toLowerCase()));
    return {
      ...anyNode(),
      name,
      members: new Map(names.map((field) => [field, () => member(field)])),
      partialMembers: direction === "request",
    };
  }
  return { source: `facebook-nodejs-business-sdk, version ${version} (its object classes' Fields and value sets)`, schema };
}
