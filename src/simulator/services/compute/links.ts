/**
 * The links of the compute answers. The model stores them on one fixed root (`storedRoot`); each
 * answer names the address the client reached instead, as the real service names its own, so that
 * a client following a `selfLink` or `targetLink` (polling an operation by its link, say) comes
 * back to this simulator on the address it was given.
 */
import { onAddress as onStoredAddress } from "../../addresses.js";

/**
 * The root of the links the model stores. Answers name the address the client reached instead
 * (`onAddress` rewrites them for each request), so that a client following one comes back here.
 */
export const storedRoot = "https://compute.vendor.example/compute/v1";

/** The path of the API under its address (`/compute/v1`). */
export const servicePath = new URL(storedRoot).pathname;

/** `value` with its links on the stored root written on `apiRoot` (the client's base URL and the service path). */
export const onAddress = <T>(value: T, apiRoot: string): T => onStoredAddress(value, storedRoot, apiRoot);
