/**
 * The error of a file that is not a HAR the package can read. Apart from har.ts, whose declarations
 * hold the HAR format's types (har-format, a development dependency): a module users import may
 * name this error without making them install those types.
 */

/** Why a file is not a HAR the package can read, naming the place. */
export class HarFormatError extends Error {}
