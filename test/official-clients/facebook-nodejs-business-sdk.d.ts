/**
 * The few parts of the social-graph service's official business SDK that the official-client
 * suite drives; the package ships no type declarations of its own.
 */
declare module "facebook-nodejs-business-sdk" {
  type Params = Record<string, unknown>;

  export class FacebookAdsApi {
    /** An API object of its own (init also makes it the default that nodes made without one use). */
    constructor(accessToken: string, locale?: string, crashLog?: boolean);
    static get GRAPH(): string;
    static get VERSION(): string;
    static init(accessToken: string, locale?: string, crashLog?: boolean): FacebookAdsApi;
  }

  class CrudObject {
    constructor(id?: string | number | null, data?: Params, parentId?: string, api?: FacebookAdsApi);
    /** The node's ID, as it was made or as a create answered it. */
    readonly id: string;
    exportAllData(): Params;
  }

  export class User extends CrudObject {
    get(fields: string[], params?: Params): Promise<User>;
    update(fields: string[], params?: Params): Promise<Params>;
    delete(fields: string[], params?: Params): Promise<Params>;
  }

  export class Page extends CrudObject {
    deleteBlocked(params?: Params): Promise<Params>;
  }

  export class AdAccount extends CrudObject {
    deleteAssignedUsers(params?: Params): Promise<Params>;
    createCustomAudience(fields: string[], params?: Params): Promise<CustomAudience>;
  }

  export class CustomAudience extends CrudObject {
    /** The node's field names, by themselves (those the suite reads, of the SDK's many). */
    static get Fields(): Readonly<
      Record<
        "id" | "name" | "approximate_count_lower_bound" | "approximate_count_upper_bound" | "operation_status" | "delivery_status",
        string
      >
    >;
    static get Subtype(): Readonly<Record<"custom", string>>;
    static get CustomerFileSource(): Readonly<Record<"user_provided_only", string>>;
    get(fields: string[], params?: Params): Promise<CustomAudience>;
    delete(fields: string[], params?: Params): Promise<Params>;
    createUser(fields: string[], params?: Params): Promise<CustomAudience>;
    deleteUsers(params?: Params): Promise<Params>;
  }

  const sdk: {
    FacebookAdsApi: typeof FacebookAdsApi;
    User: typeof User;
    Page: typeof Page;
    AdAccount: typeof AdAccount;
    CustomAudience: typeof CustomAudience;
  };
  export default sdk;
}
