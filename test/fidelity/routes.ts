/** How a contract's operation is found in a service's description: by its method and path, the path's variables whatever their names. */

/** A concrete path standing for a path template: each variable a value no literal segment has. */
export const routeOf = (template: string): string => template.replace(/\{[^}]+\}/g, "fidelity-variable");
