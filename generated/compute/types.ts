// Generated from specs/compute/openapi.yaml by `npm run generate`. Do not edit.

export interface paths {
    "/locations/global/securityPolicies": {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the global security policies of the organization
         * @description Returns the organization's global security policies, one page at a time: by name, or newest
         *     first with `orderBy=creationTimestamp desc`; filtered in either style of the aggregated list's
         *     `filter`. Follow `nextPageToken` (pass it as `pageToken`) until a page has none. The
         *     command-line tool lists them (with `parentId`) to find the policy a user names by its
         *     user-given name before it gets, patches or deletes it.
         *
         *     Not in the source document; the service's own list of organization security policies.
         *
         *     Authorization: one of the OAuth scopes `{oauth_scope_base}/compute.readonly`,
         *     `{oauth_scope_base}/compute` or `{oauth_scope_base}/cloud-platform` (the service's reference).
         */
        get: operations["listSecurityPolicies"];
        put?: never;
        /**
         * Create a global security policy in an organization
         * @description Creates a global security policy under the organization (or folder) `parentId` names, and
         *     returns an asynchronous operation (`operationType` `insert`); the policy exists once the
         *     request is accepted, and the operation reports its progress until `DONE`. A policy created
         *     without rules gets the default rule (priority 2147483647, action `allow`), as the source
         *     document says. `name` is the client's at creation; an organization's policy may instead carry
         *     only its user-given `shortName`, and is then named by its number, as the service names the
         *     organization's policies. A second policy with the same name, or the same `shortName` (unique
         *     in the organization), is refused with 409 `alreadyExists`. A policy that breaks a rule of the
         *     document a schema cannot check (the default rule missing, two rules with one priority) is not
         *     created: its operation ends `DONE` with `error`, as a patch's does.
         *
         *     `requestId` (optional, a UUID other than the all-zero one) makes retries safe: a repeat of the
         *     request with the same ID answers the first operation. The operation carries it as
         *     `clientOperationId`.
         *
         *     Not in the source document, which names the fields set at creation (`name`, `description`,
         *     `type`) but lists no create; the service's own insert of organization security policies.
         *
         *     Authorization: one of the OAuth scopes `{oauth_scope_base}/compute` or
         *     `{oauth_scope_base}/cloud-platform` (the service's reference).
         */
        post: operations["insertSecurityPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/global/securityPolicies/{securityPolicy}": {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
            };
            header?: never;
            path: {
                /** @description The policy to read, update or delete: its name (1-63 characters, RFC1035 form, like the policy's `name`), as the source document says, or its numeric ID (the `id` of the policy, a `uint64` in decimal), optionally written `securityPolicies/<id>`. The service takes the ID as well: the discovery document's pattern for this path is `(securityPolicies/)?[0-9]{0,20}` for an organization's policies (addressed by number), and a name or a number for a project's. */
                securityPolicy: components["parameters"]["SecurityPolicyName"];
            };
            cookie?: never;
        };
        /**
         * Get a global security policy
         * @description Returns the global security policy `securityPolicy` (named by its name or its numeric ID) as it
         *     is now, with its current `fingerprint`. The source document says the fingerprint's latest value
         *     is read with a get but lists no get; this is the read of the service's own reference, and the
         *     first step of a read-modify-write: get the policy, change it, send it back with the
         *     `fingerprint` read (a stale one fails with 412 `conditionNotMet`), poll the operation until
         *     `DONE`, and get it again.
         *
         *     Authorization: one of the OAuth scopes `{oauth_scope_base}/compute.readonly`,
         *     `{oauth_scope_base}/compute` or `{oauth_scope_base}/cloud-platform` (the service's reference;
         *     the source document names none for a get).
         */
        get: operations["getSecurityPolicy"];
        put?: never;
        post?: never;
        /**
         * Delete a global security policy
         * @description Deletes the global security policy `securityPolicy` and returns an asynchronous operation.
         *
         *     `requestId` (optional, a UUID other than the all-zero one) makes retries safe: a repeat of a
         *     completed request with the same ID is ignored. The operation carries it as `clientOperationId`.
         *
         *     Authorization: one of the OAuth scopes `{oauth_scope_base}/compute` or
         *     `{oauth_scope_base}/cloud-platform`, and the IAM permission `compute.securityPolicies.delete`
         *     (in addition to any field-specific permissions).
         */
        delete: operations["deleteSecurityPolicy"];
        options?: never;
        head?: never;
        /**
         * Patch a global security policy
         * @description Modifies the global security policy `securityPolicy` with the fields sent in the body, and
         *     returns an asynchronous operation. The body must carry the policy's current `fingerprint`; a
         *     stale one fails with 412 `conditionNotMet`. See `SecurityPolicyPatch` for which field rules
         *     apply to a partial body.
         *
         *     This API is for policies of the web-filter kinds; alpha and beta use for firewall policies is
         *     disabled for most organizations, which use the firewall-policy patch instead.
         *
         *     `requestId` (optional, a UUID other than the all-zero one) makes retries safe: a repeat of a
         *     completed request with the same ID is ignored. The operation carries it as `clientOperationId`.
         *
         *     Authorization: the OAuth scopes and the IAM permission this operation needs are not specified
         *     by the source document. The security requirement asks for an OAuth 2.0 access token without
         *     naming a scope, and `x-iam-permissions` is empty because the document names none (not because
         *     none is needed).
         */
        patch: operations["patchSecurityPolicy"];
        trace?: never;
    };
    "/projects/{project}/aggregated/forwardingRules": {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
            };
            header?: never;
            path: {
                /** @description Project ID. Its form is not specified by the source document. */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        /**
         * List the forwarding rules of all scopes of a project
         * @description Returns the forwarding rules of every scope (global and each region) of the project, one page
         *     at a time, as a map from scope name to rules. Follow `nextPageToken` (pass it as `pageToken`)
         *     until a page has none.
         *
         *     Setting `returnPartialSuccess` to true is recommended to avoid failure: problems with single
         *     scopes are then reported through `warning` and `unreachables`, and a scope returns either all
         *     its rules or none.
         *
         *     Authorization: one of the OAuth scopes `{oauth_scope_base}/compute.readonly`,
         *     `{oauth_scope_base}/compute` or `{oauth_scope_base}/cloud-platform`, and the IAM permission
         *     `compute.forwardingRules.list`.
         */
        get: operations["listAggregatedForwardingRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/global/operations": {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the operations of the organization
         * @description Returns the organization's operations (those of the patches and deletes of global security
         *     policies that are still retained), one page at a time: by name, or newest first with
         *     `orderBy=creationTimestamp desc`; filtered in either style of the aggregated list's `filter`.
         *     Follow `nextPageToken` (pass it as `pageToken`) until a page has none.
         *
         *     Not in the source document; the service's own list of global organization operations.
         *
         *     Authorization: one of the OAuth scopes `{oauth_scope_base}/compute.readonly`,
         *     `{oauth_scope_base}/compute` or `{oauth_scope_base}/cloud-platform` (the service's reference).
         */
        get: operations["listOrganizationOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/global/operations/{operation}": {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
            };
            header?: never;
            path: {
                /** @description The operation to read or delete: its `name` (1-63 characters in RFC1035 form, as the operations the patch and the delete return are named) or its numeric `id` (a `uint64` in decimal, which some clients keep as the operation's handle). The source document gives neither; the discovery document's pattern for this path is `[a-z](?:[-a-z0-9]{0,61}[a-z0-9])?|[1-9][0-9]{0,19}`. */
                operation: components["parameters"]["OperationName"];
            };
            cookie?: never;
        };
        /**
         * Get an operation of the organization
         * @description Returns the operation `operation` (named by its name or its numeric ID) as it is now: the
         *     operation a patch or a delete of a global security policy returned. Poll it until `status` is
         *     `DONE`; a failed change is `DONE` with `error`, `httpErrorStatusCode` and `httpErrorMessage`.
         *     The operation's `selfLink` is this address, so a client may poll by following it. Completed
         *     operations are retained for a limited time.
         *
         *     The source document says patch and delete return an operation and names its states, but lists
         *     no read of it; this is the service's own (global organization operations).
         *
         *     Authorization: one of the OAuth scopes `{oauth_scope_base}/compute.readonly`,
         *     `{oauth_scope_base}/compute` or `{oauth_scope_base}/cloud-platform` (the service's reference).
         */
        get: operations["getOrganizationOperation"];
        put?: never;
        post?: never;
        /**
         * Delete an operation of the organization
         * @description Deletes the record of the operation `operation` (named by its name or its numeric ID); the
         *     change it made stays made. A later read of it finds none (404). The answer names no member.
         *
         *     Not in the source document; the service's own delete of a global organization operation.
         *
         *     Authorization: one of the OAuth scopes `{oauth_scope_base}/compute` or
         *     `{oauth_scope_base}/cloud-platform` (the service's reference).
         */
        delete: operations["deleteOrganizationOperation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{project}/global/securityPolicies": {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
            };
            header?: never;
            path: {
                /** @description Project ID. Its form is not specified by the source document. */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        /**
         * List the security policies of a project
         * @description Returns the project's global security policies, one page at a time, as the organization's
         *     are listed: by name, or newest first with `orderBy=creationTimestamp desc`; filtered in either
         *     style of the aggregated list's `filter`. Follow `nextPageToken` (pass it as `pageToken`) until
         *     a page has none. An unknown project is 404.
         *
         *     Not in the source document; the service's own list of a project's security policies, which the
         *     generally available clients of every language use for the same kind of policy.
         *
         *     Authorization: one of the OAuth scopes `{oauth_scope_base}/compute.readonly`,
         *     `{oauth_scope_base}/compute` or `{oauth_scope_base}/cloud-platform` (the service's reference).
         */
        get: operations["listProjectSecurityPolicies"];
        put?: never;
        /**
         * Create a security policy in a project
         * @description Creates a global security policy in the project and returns an asynchronous operation
         *     (`operationType` `insert`), as the organization's insert does: the policy exists once the
         *     request is accepted; without rules it gets the default rule; a second policy with the same
         *     name is refused with 409 `alreadyExists`; one that breaks a rule of the document a schema
         *     cannot check is not created, and its operation ends `DONE` with `error`. The operation is a
         *     global operation of the project (`projects/{project}/global/operations/{operation}`). An
         *     unknown project is 404.
         *
         *     `requestId` (optional, a UUID other than the all-zero one) makes retries safe: a repeat of the
         *     request with the same ID answers the first operation, carried as `clientOperationId`.
         *
         *     Not in the source document; the service's own insert of a project's security policies.
         *
         *     Authorization: one of the OAuth scopes `{oauth_scope_base}/compute` or
         *     `{oauth_scope_base}/cloud-platform` (the service's reference).
         */
        post: operations["insertProjectSecurityPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{project}/global/securityPolicies/{securityPolicy}": {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
            };
            header?: never;
            path: {
                /** @description Project ID. Its form is not specified by the source document. */
                project: components["parameters"]["Project"];
                /** @description The policy to read, update or delete: its name (1-63 characters, RFC1035 form, like the policy's `name`), as the source document says, or its numeric ID (the `id` of the policy, a `uint64` in decimal), optionally written `securityPolicies/<id>`. The service takes the ID as well: the discovery document's pattern for this path is `(securityPolicies/)?[0-9]{0,20}` for an organization's policies (addressed by number), and a name or a number for a project's. */
                securityPolicy: components["parameters"]["SecurityPolicyName"];
            };
            cookie?: never;
        };
        /**
         * Get a security policy of a project
         * @description Returns the project's global security policy `securityPolicy` (named by its name or its
         *     numeric ID) as it is now, with its current `fingerprint`: the first step of the
         *     read-modify-write the source document describes, as for an organization's policy. An unknown
         *     project or policy is 404.
         *
         *     Not in the source document; the service's own read of a project's security policy.
         *
         *     Authorization: one of the OAuth scopes `{oauth_scope_base}/compute.readonly`,
         *     `{oauth_scope_base}/compute` or `{oauth_scope_base}/cloud-platform` (the service's reference).
         */
        get: operations["getProjectSecurityPolicy"];
        put?: never;
        post?: never;
        /**
         * Delete a security policy of a project
         * @description Deletes the project's global security policy `securityPolicy` and returns an asynchronous
         *     operation of the project, as the delete of an organization's policy (A2) does.
         *
         *     `requestId` (optional, a UUID other than the all-zero one) makes retries safe; the operation
         *     carries it as `clientOperationId`.
         *
         *     Not in the source document's table, which gives this delete for the organization's path; the
         *     service's own delete of a project's security policy.
         *
         *     Authorization: one of the OAuth scopes `{oauth_scope_base}/compute` or
         *     `{oauth_scope_base}/cloud-platform` (the service's reference).
         */
        delete: operations["deleteProjectSecurityPolicy"];
        options?: never;
        head?: never;
        /**
         * Patch a security policy of a project
         * @description Modifies the project's global security policy `securityPolicy` with the fields sent, as the
         *     patch of an organization's policy (A1) does, and returns an asynchronous operation of the
         *     project: the body carries the current `fingerprint` (a stale one fails with 412
         *     `conditionNotMet`), output-only fields sent back are ignored, and a change that breaks a rule
         *     of the document ends its operation `DONE` with `error`, changing nothing. See
         *     `SecurityPolicyPatch`.
         *
         *     `requestId` (optional, a UUID other than the all-zero one) makes retries safe; the operation
         *     carries it as `clientOperationId`.
         *
         *     Not in the source document's table, which gives this patch for the organization's path; the
         *     service's own patch of a project's security policy, with the same body and answer.
         *
         *     Authorization: one of the OAuth scopes `{oauth_scope_base}/compute` or
         *     `{oauth_scope_base}/cloud-platform` (the service's reference).
         */
        patch: operations["patchProjectSecurityPolicy"];
        trace?: never;
    };
    "/projects/{project}/global/operations/{operation}": {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
            };
            header?: never;
            path: {
                /** @description Project ID. Its form is not specified by the source document. */
                project: components["parameters"]["Project"];
                /** @description The operation to read or delete: its `name` (1-63 characters in RFC1035 form, as the operations the patch and the delete return are named) or its numeric `id` (a `uint64` in decimal, which some clients keep as the operation's handle). The source document gives neither; the discovery document's pattern for this path is `[a-z](?:[-a-z0-9]{0,61}[a-z0-9])?|[1-9][0-9]{0,19}`. */
                operation: components["parameters"]["OperationName"];
            };
            cookie?: never;
        };
        /**
         * Get a global operation of a project
         * @description Returns the project's global operation `operation` (named by its name or its numeric ID) as it
         *     is now: the operation an insert, a patch or a delete of a project's security policy returned,
         *     whose `selfLink` is this address. Poll it until `status` is `DONE`; a failed change is
         *     `DONE` with `error`, `httpErrorStatusCode` and `httpErrorMessage`. Completed operations are
         *     retained for a limited time. An unknown project or operation is 404.
         *
         *     The source document names the operation and its states but lists no read of it; this is the
         *     service's own read of a project's global operations.
         *
         *     Authorization: one of the OAuth scopes `{oauth_scope_base}/compute.readonly`,
         *     `{oauth_scope_base}/compute` or `{oauth_scope_base}/cloud-platform` (the service's reference).
         */
        get: operations["getGlobalOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Uint64String
         * Format: uint64
         * @description An unsigned 64-bit integer (`uint64`) carried as a JSON string of decimal digits, so that no precision is lost in JavaScript; at most 18446744073709551615 (the `uint64` format, which the package's validators check).
         */
        Uint64String: string;
        /**
         * ResourceName
         * @description A resource name in RFC1035 form: 1-63 characters, the first a lower-case letter, then lower-case letters, digits or dashes, the last not a dash (`[a-z]([-a-z0-9]*[a-z0-9])?`).
         */
        ResourceName: string;
        /**
         * SecurityPolicyUserDefinedField
         * @description A field of the packet, defined by the policy, that `networkMatch.userDefinedFields` can test. For
         *     `CLOUD_GUARD_NETWORK` policies.
         *
         *     `name` is unique within the policy (the schema cannot check uniqueness across items). The field
         *     starts `offset` bytes after `base` and is `size` bytes long; `mask` is ANDed with it, the last
         *     byte of the field corresponding to the least significant byte of the mask.
         */
        SecurityPolicyUserDefinedField: {
            /** @description Name of the field, unique within the policy. */
            name?: string;
            /**
             * @description Where the offset counts from: `IPV4` or `IPV6` (the start of that header), `TCP` or `UDP` (the start of that header, after any IPv4 options or IPv6 extension headers; absent in non-first fragments).
             * @enum {string}
             */
            base: "IPV4" | "IPV6" | "TCP" | "UDP";
            /**
             * Format: int32
             * @description Offset of the first byte of the field, in network byte order, relative to `base`. Bounds are not specified by the source document.
             */
            offset?: number;
            /**
             * Format: int32
             * @description Size of the field in bytes, 1 to 4.
             */
            size?: number;
            /** @description Hexadecimal mask starting with `0x`, applied to the field as a bitwise AND; the last byte of the field corresponds to the least significant byte of the mask. */
            mask?: string;
        };
        /**
         * SecurityPolicyRuleMatcher
         * @description The condition a rule tests on HTTP traffic (`match`); when it is true the rule's action is
         *     enforced.
         *
         *     Rules between fields, in the schema: `versionedExpr` and `config` are set together or not at all;
         *     `versionedExpr` `SRC_IPS_V1` requires `config.srcIpRanges`.
         *
         *     Rules the schema cannot say: expressions that evaluate threat intelligence need an enterprise
         *     subscription and are not supported in edge policies (`CLOUD_GUARD_EDGE`) or regional policies;
         *     expressions that evaluate a preconfigured source-IP list need an enterprise subscription and work
         *     only in global policies. The captcha site keys must be created under the same project as the
         *     policy.
         */
        SecurityPolicyRuleMatcher: {
            /** @description A condition written in the common expression language. */
            expr?: {
                /** @description The expression, in the common expression language (origin IP, source region code, request headers, ...). */
                expression?: string;
                /** @description Optional title of the expression. */
                title?: string;
                /** @description Optional description of the expression. */
                description?: string;
                /** @description Optional location of the expression (for error reports). */
                location?: string;
            };
            /** @description Options for the evaluation of `expr`. */
            exprOptions?: {
                /** @description Site keys for the captcha tokens an expression evaluates. Named with the document's neutral word `captcha`; the real service's member carries the product's name instead, which this open object accepts (unchecked). */
                captchaOptions?: {
                    /** @description Site keys used to validate captcha action tokens. They must be created under the same project as the policy. No effect when the rule does not evaluate such tokens. */
                    actionTokenSiteKeys?: string[];
                    /** @description Site keys used to validate captcha session tokens. They must be created under the same project as the policy. No effect when the rule does not evaluate such tokens. */
                    sessionTokenSiteKeys?: string[];
                };
            };
            /**
             * @description A preconfigured expression. The available value is `SRC_IPS_V1`, which matches the source IP against `config.srcIpRanges` (and requires them). When set, `config` must be set.
             * @enum {string}
             */
            versionedExpr?: "SRC_IPS_V1";
            /** @description Configuration of `versionedExpr`; cannot be set without it. */
            config?: {
                /** @description Source IP ranges in CIDR form, at most 10. `*` matches every address (the form the default rule uses). */
                srcIpRanges?: (string | "*")[];
            };
        } & (unknown & unknown);
        /**
         * IpAddressOrPrefix
         * @description An IPv4 or IPv6 address, or a CIDR prefix, in standard text form; `*` matches every address. The IPv6 form is checked loosely (hex groups and colons, optional prefix length).
         */
        IpAddressOrPrefix: string | "*";
        /**
         * SecurityPolicyRuleNetworkMatcher
         * @description The condition a rule tests on packets (`networkMatch`), for policies of type
         *     `CLOUD_GUARD_NETWORK` (the type rule is in `SecurityPolicy`).
         *
         *     Every field that is specified must match the packet. A field with no values matches anything and
         *     need not be present; `*` also matches everything for the string fields. A field value must be
         *     present in the packet to match a specified field; a user-defined field is present only when its
         *     base header is found and the whole field is inside the packet.
         *
         *     The default rule (priority 2147483647) matches everything: every field `*` or unset.
         */
        SecurityPolicyRuleNetworkMatcher: {
            /** @description Conditions on the policy's user-defined fields. */
            userDefinedFields?: {
                /** @description Name of a field defined in the policy's `userDefinedFields` (the schema cannot check that it is defined). */
                name?: string;
                /** @description Values that match: each a 32-bit unsigned decimal number, a `0x` hexadecimal number (at most 8 digits), or a range `a-b` of them; `*` matches any value. */
                values?: string[];
            }[];
            /** @description Source IPv4/IPv6 addresses or CIDR prefixes, in standard text form. */
            srcIpRanges?: components["schemas"]["IpAddressOrPrefix"][];
            /** @description Destination IPv4/IPv6 addresses or CIDR prefixes, in standard text form. */
            destIpRanges?: components["schemas"]["IpAddressOrPrefix"][];
            /** @description IP protocols: an 8-bit unsigned decimal number (0-255), a range `a-b` of them, or one of `tcp`, `udp`, `icmp`, `esp`, `ah`, `ipip`, `sctp`; `*` matches any. */
            ipProtocols?: string[];
            /** @description Source ports (TCP, UDP, SCTP): a 16-bit unsigned decimal number (0-65535) or a range `a-b`; `*` matches any. */
            srcPorts?: string[];
            /** @description Destination ports (TCP, UDP, SCTP): a 16-bit unsigned decimal number (0-65535) or a range `a-b`; `*` matches any. */
            destPorts?: string[];
            /** @description Two-letter ISO 3166-1 alpha-2 country codes of the source IP (upper case); `*` matches any. */
            srcRegionCodes?: string[];
            /** @description Autonomous system numbers of the source IP, unsigned 32-bit integers (`uint32`). */
            srcAsns?: number[];
        };
        /**
         * SecurityPolicyRuleRateLimitOptionsThreshold
         * @description A request-rate threshold: `count` requests per `intervalSec` seconds. Used for `rateLimitThreshold` and `banThreshold`. Bounds of both numbers are not specified by the source document.
         */
        SecurityPolicyRuleRateLimitOptionsThreshold: {
            /**
             * Format: int32
             * @description Number of requests.
             */
            count?: number;
            /**
             * Format: int32
             * @description Interval, in seconds.
             */
            intervalSec?: number;
        };
        /**
         * SecurityPolicyRuleRedirectOptions
         * @description Parameters of a redirect, for the rule action `redirect` (`redirectOptions`) and for the exceed action `redirect` of a rate limit (`exceedRedirectOptions`). Only global policies of type `CLOUD_GUARD` may redirect; every policy this API reaches is global.
         *     Rules between fields (in the schema): `target` is required when `type` is `EXTERNAL_302` and forbidden when `type` is `VENDOR_CAPTCHA`.
         */
        SecurityPolicyRuleRedirectOptions: {
            /**
             * @description `VENDOR_CAPTCHA` redirects to a captcha challenge; `EXTERNAL_302` redirects with a 302 response to `target`. The set is open: the document writes the captcha redirect's type with neutral words in place of the product's name (`VENDOR_CAPTCHA`), so the real service sends and takes a value the contract cannot name; a value the contract does not know is accepted, and the rules on `target` restrict only the known ones.
             * @example VENDOR_CAPTCHA
             * @example EXTERNAL_302
             */
            type?: string;
            /** @description Where an `EXTERNAL_302` redirect sends the client. Required for `EXTERNAL_302`, forbidden for `VENDOR_CAPTCHA`. */
            target?: string;
        } & (unknown & unknown);
        /**
         * RateLimitKeyType
         * @description The key a rate limit is enforced on (`enforceOnKey`, `enforceOnKeyConfigs[].enforceOnKeyType`).
         *
         *     - `ALL`: one threshold for all requests the rule matches (the default).
         *     - `IP`: the source IP address; each address is limited separately.
         *     - `HTTP_HEADER`: the value of the header named by `enforceOnKeyName`, first 128 bytes; falls back
         *       to `ALL` when the header is absent.
         *     - `XFF_IP`: the first IP address of the `X-Forwarded-For` header; falls back to `IP` when the
         *       header is absent or its first address is invalid.
         *     - `HTTP_COOKIE`: the value of the cookie named by `enforceOnKeyName`, first 128 bytes; falls back
         *       to `ALL` when the cookie is absent.
         *     - `HTTP_PATH`: the URL path, first 128 bytes.
         *     - `SNI`: the TLS server name indication, first 128 bytes; `ALL` on plain HTTP.
         *     - `REGION_CODE`: the country or region the request comes from.
         *     - `TLS_JA3_FINGERPRINT`: the JA3 TLS fingerprint (HTTPS, HTTP/2, HTTP/3); `ALL` when unavailable.
         *     - `USER_IP`: the client IP resolved from `advancedOptionsConfig.userIpRequestHeaders`; falls back
         *       to `IP`.
         *     - `TLS_JA4_FINGERPRINT`: the JA4 TLS fingerprint; `ALL` when unavailable.
         *
         *     The service's own list is wider than the source document's: it also takes and answers `ASN`, the
         *     autonomous system number of the client's address (after the document's values here; a policy
         *     read and sent back whole carries it).
         * @enum {string}
         */
        RateLimitKeyType: "ALL" | "IP" | "HTTP_HEADER" | "XFF_IP" | "HTTP_COOKIE" | "HTTP_PATH" | "SNI" | "REGION_CODE" | "TLS_JA3_FINGERPRINT" | "USER_IP" | "TLS_JA4_FINGERPRINT" | "ASN";
        /**
         * SecurityPolicyRuleRateLimitOptionsEnforceOnKeyConfig
         * @description One part of a composite rate-limit key. Any combination of the values of all parts forms the key the threshold is enforced on.
         */
        SecurityPolicyRuleRateLimitOptionsEnforceOnKeyConfig: {
            enforceOnKeyType?: components["schemas"]["RateLimitKeyType"];
            /** @description The header name when `enforceOnKeyType` is `HTTP_HEADER`, the cookie name when it is `HTTP_COOKIE`. Its use with other key types is not specified by the source document. */
            enforceOnKeyName?: string;
        };
        /**
         * SecurityPolicyRuleRateLimitOptions
         * @description Rate limiting of a rule. Required when the rule's action is `rate_based_ban`, `throttle` or
         *     `fairshare`, forbidden otherwise (said in `SecurityPolicyRule`).
         *
         *     Rules between fields, in the schema:
         *     - `exceedRedirectOptions` only when `exceedAction` is `redirect`;
         *     - `enforceOnKey` is not set when `enforceOnKeyConfigs` is;
         *     - (in `SecurityPolicyRule`) `banThreshold` and `banDurationSec` only when the rule's action is
         *       `rate_based_ban`; for action `fairshare` the key is limited to `ALL`.
         *
         *     Rules the schema cannot say: an exceed action of `redirect` (and so `exceedRedirectOptions`) is
         *     only for global policies of type `CLOUD_GUARD` — checked by `SecurityPolicy` when the body carries
         *     `type`, otherwise by the service; `enforceOnKeyName` names a header for `HTTP_HEADER` and a cookie
         *     for `HTTP_COOKIE`; header, cookie, path and SNI key values are cut to their first 128 bytes.
         */
        SecurityPolicyRuleRateLimitOptions: {
            /** @description The threshold above which `exceedAction` applies. */
            rateLimitThreshold?: components["schemas"]["SecurityPolicyRuleRateLimitOptionsThreshold"];
            /**
             * @description Action for requests under the threshold. The only valid value is `allow`.
             * @enum {string}
             */
            conformAction?: "allow";
            /**
             * @description Action for requests above the threshold: `deny(STATUS)` with STATUS 403, 404, 429 or 502, or `redirect` (only global policies of type `CLOUD_GUARD`; parameters in `exceedRedirectOptions`).
             * @enum {string}
             */
            exceedAction?: "deny(403)" | "deny(404)" | "deny(429)" | "deny(502)" | "redirect";
            /** @description Parameters of the redirect when `exceedAction` is `redirect`; not allowed otherwise. Only global policies of type `CLOUD_GUARD`. */
            exceedRedirectOptions?: components["schemas"]["SecurityPolicyRuleRedirectOptions"];
            /**
             * @description The key the threshold is enforced on (see the values). Not set when `enforceOnKeyConfigs` is used.
             * @default ALL
             */
            enforceOnKey?: components["schemas"]["RateLimitKeyType"];
            /** @description The header name when `enforceOnKey` is `HTTP_HEADER`, the cookie name when it is `HTTP_COOKIE`. */
            enforceOnKeyName?: string;
            /** @description Up to 3 key parts; any combination of their values forms the key. When used, `enforceOnKey` must not be set. */
            enforceOnKeyConfigs?: components["schemas"]["SecurityPolicyRuleRateLimitOptionsEnforceOnKeyConfig"][];
            /** @description Only for action `rate_based_ban`. When the requests that exceed `rateLimitThreshold` also exceed this threshold, the key is banned for `banDurationSec`. */
            banThreshold?: components["schemas"]["SecurityPolicyRuleRateLimitOptionsThreshold"];
            /**
             * Format: int32
             * @description Only for action `rate_based_ban`. How long, in seconds, traffic stays banned after its rate falls below the threshold.
             */
            banDurationSec?: number;
        } & (unknown & unknown);
        /**
         * SecurityPolicyRuleHttpHeaderAction
         * @description Headers to add to (or overwrite in) the request before it is forwarded. Only for global policies of type `CLOUD_GUARD` (every policy this API reaches is global; the type rule is in `SecurityPolicy`).
         */
        SecurityPolicyRuleHttpHeaderAction: {
            /** @description The headers to add or overwrite. */
            requestHeadersToAdds?: {
                /** @description Name of the header to add or overwrite. */
                headerName?: string;
                /** @description Value of the header. */
                headerValue?: string;
            }[];
        };
        /**
         * SecurityPolicyRulePreconfiguredWafConfigExclusionFieldParams
         * @description A request field to leave out of the preconfigured WAF evaluation: the value `val` compared with the operator `op`.
         */
        SecurityPolicyRulePreconfiguredWafConfigExclusionFieldParams: {
            /** @description The value to compare the field name (or URI) with. */
            val?: string;
            /** @description The comparison operator. Its values are not specified by the source document (the document calls it an enum without listing the values), so any string is accepted. */
            op?: string;
        };
        /**
         * SecurityPolicyRulePreconfiguredWafConfigExclusion
         * @description One exclusion from the preconfigured WAF evaluation.
         */
        SecurityPolicyRulePreconfiguredWafConfigExclusion: {
            /** @description The preconfigured WAF rule set the exclusion applies to. */
            targetRuleSet?: string;
            /** @description The rule IDs of the set the exclusion applies to; when omitted, all rule IDs of the set. */
            targetRuleIds?: string[];
            /** @description Request header names to exclude. */
            requestHeadersToExclude?: components["schemas"]["SecurityPolicyRulePreconfiguredWafConfigExclusionFieldParams"][];
            /** @description Request cookie names to exclude. */
            requestCookiesToExclude?: components["schemas"]["SecurityPolicyRulePreconfiguredWafConfigExclusionFieldParams"][];
            /** @description Query or POST-body parameter names to exclude. */
            requestQueryParamsToExclude?: components["schemas"]["SecurityPolicyRulePreconfiguredWafConfigExclusionFieldParams"][];
            /** @description Request-line URIs to exclude, without query or fragment. */
            requestUrisToExclude?: components["schemas"]["SecurityPolicyRulePreconfiguredWafConfigExclusionFieldParams"][];
        };
        /**
         * SecurityPolicyRulePreconfiguredWafConfig
         * @description Exclusions from the preconfigured WAF evaluation. No effect when the rule does not use the preconfigured WAF evaluation (the schema cannot see that in the expression).
         */
        SecurityPolicyRulePreconfiguredWafConfig: {
            /** @description The exclusions. */
            exclusions?: components["schemas"]["SecurityPolicyRulePreconfiguredWafConfigExclusion"][];
        };
        /**
         * SecurityPolicyRule
         * @description A rule of a security policy: a condition (`match` for HTTP requests, `networkMatch` for packets of
         *     `CLOUD_GUARD_NETWORK` policies) and the action enforced when it holds. Rules are evaluated from
         *     priority 0 (highest) to 2147483647 (lowest).
         *
         *     Actions:
         *     - `allow`: allow access to the target.
         *     - `deny(403)`, `deny(404)`, `deny(502)`: deny with that HTTP status.
         *     - `rate_based_ban`: limit client traffic to the threshold and ban the client when it exceeds it;
         *       needs `rateLimitOptions`.
         *     - `redirect`: redirect to a captcha challenge or with an external 302, as `redirectOptions` says;
         *       only global policies of type `CLOUD_GUARD`.
         *     - `throttle`: limit client traffic to the threshold; needs `rateLimitOptions`.
         *     - `fairshare` (preview only): above the threshold, matching clients are rate-limited by a
         *       fair-share algorithm; only policies of type `CLOUD_GUARD_INTERNAL_SERVICE`; the key is limited
         *       to `ALL`.
         *
         *     Rules between fields, in the schema (they hold for every rule object, in a patch body too, since
         *     a rule is sent whole):
         *     - `rateLimitOptions` is required when `action` is `rate_based_ban`, `throttle` or `fairshare`, and
         *       forbidden otherwise (also when `action` is absent);
         *     - `redirectOptions` only with `action` `redirect`;
         *     - `rateLimitOptions.banThreshold` and `rateLimitOptions.banDurationSec` only with `action`
         *       `rate_based_ban`;
         *     - with `action` `fairshare`, `rateLimitOptions.enforceOnKey` and every
         *       `enforceOnKeyConfigs[].enforceOnKeyType` can only be `ALL`.
         *
         *     Rules that depend on the policy type (`redirect`, `redirectOptions`, `headerAction`, an exceed
         *     action of `redirect` only for `CLOUD_GUARD`; `fairshare` only for `CLOUD_GUARD_INTERNAL_SERVICE`;
         *     `networkMatch` only for `CLOUD_GUARD_NETWORK`) are in `SecurityPolicy`, which can see the type
         *     when the body carries it. "Only global policies" always holds here: every policy this API reaches
         *     is global.
         *
         *     The schema does not require `redirectOptions` for `action` `redirect` (the document says the
         *     redirect is made "via" `redirectOptions` without calling the field required).
         */
        SecurityPolicyRule: {
            /**
             * @description Output only. Always `compute#securityPolicyRule`.
             * @constant
             */
            readonly kind?: "compute#securityPolicyRule";
            /** @description Optional description of the rule. */
            description?: string;
            /**
             * Format: int32
             * @description Evaluation order, from 0 (highest) to 2147483647 (lowest). The policy's default rule has priority 2147483647.
             */
            priority?: number;
            match?: components["schemas"]["SecurityPolicyRuleMatcher"];
            networkMatch?: components["schemas"]["SecurityPolicyRuleNetworkMatcher"];
            /**
             * @description The action enforced when the condition holds: `allow`, `deny(403)`, `deny(404)`, `deny(502)`, `rate_based_ban`, `redirect`, `throttle` or `fairshare` (see above).
             * @enum {string}
             */
            action?: "allow" | "deny(403)" | "deny(404)" | "deny(502)" | "rate_based_ban" | "redirect" | "throttle" | "fairshare";
            /** @description When true, the action is not enforced (the rule is evaluated and logged only). */
            preview?: boolean;
            rateLimitOptions?: components["schemas"]["SecurityPolicyRuleRateLimitOptions"];
            headerAction?: components["schemas"]["SecurityPolicyRuleHttpHeaderAction"];
            redirectOptions?: components["schemas"]["SecurityPolicyRuleRedirectOptions"];
            preconfiguredWafConfig?: components["schemas"]["SecurityPolicyRulePreconfiguredWafConfig"];
        } & (unknown & unknown & unknown & unknown);
        /**
         * TrafficGranularityConfig
         * @description How traffic is split into units for adaptive protection.
         *
         *     Rule between fields, in the schema: `enableEachUniqueValue` may be true only when `value` is empty
         *     (absent or `""`).
         */
        TrafficGranularityConfig: {
            /** @description The kind of traffic unit. Its values are not specified by the source document (the document calls it an enum without listing the values), so any string is accepted. */
            type?: string;
            /** @description Requests matching this value form one traffic unit. */
            value?: string;
            /** @description Each distinct value is its own traffic unit. True only when `value` is empty. */
            enableEachUniqueValue?: boolean;
        };
        /**
         * Layer7DdosDefenseThresholdConfig
         * @description A named set of adaptive-protection thresholds. The meaning and bounds of the numeric thresholds are not specified by the source document. `name` is unique within the policy (the schema cannot check uniqueness of a property across array items).
         */
        Layer7DdosDefenseThresholdConfig: {
            /** @description Name of the threshold configuration; 1-63 characters, RFC1035; unique within the policy. */
            name?: components["schemas"]["ResourceName"];
            /** @description Not specified by the source document. */
            autoDeployLoadThreshold?: number;
            /** @description Not specified by the source document. */
            autoDeployConfidenceThreshold?: number;
            /** @description Not specified by the source document. */
            autoDeployImpactedBaselineThreshold?: number;
            /**
             * Format: int32
             * @description Seconds (from the name); otherwise not specified by the source document.
             */
            autoDeployExpirationSec?: number;
            /** @description Not specified by the source document. */
            detectionLoadThreshold?: number;
            /** @description Not specified by the source document. */
            detectionAbsoluteQps?: number;
            /** @description Not specified by the source document. */
            detectionRelativeToBaselineQps?: number;
            /** @description How traffic is split into units. */
            trafficGranularityConfigs?: components["schemas"]["TrafficGranularityConfig"][];
        };
        /**
         * Layer7DdosDefenseConfig
         * @description Adaptive protection against layer 7 attacks. `enable` and `ruleVisibility` are only for global policies of type `CLOUD_GUARD` (every policy this API reaches is global; the type rule is in `SecurityPolicy`).
         */
        Layer7DdosDefenseConfig: {
            /** @description Enables adaptive protection for layer 7 attack detection. Only global policies of type `CLOUD_GUARD`. */
            enable?: boolean;
            /**
             * @description `STANDARD`: opaque rules (the default); `PREMIUM`: transparent rules. Only global policies of type `CLOUD_GUARD`.
             * @default STANDARD
             * @enum {string}
             */
            ruleVisibility?: "STANDARD" | "PREMIUM";
            /** @description Named threshold configurations. */
            thresholdConfigs?: components["schemas"]["Layer7DdosDefenseThresholdConfig"][];
        };
        /**
         * SecurityPolicyAdaptiveProtectionConfig
         * @description Adaptive protection of the policy.
         */
        SecurityPolicyAdaptiveProtectionConfig: {
            layer7DdosDefenseConfig?: components["schemas"]["Layer7DdosDefenseConfig"];
        };
        /**
         * SecurityPolicyDdosProtectionConfig
         * @description Network DDoS protection of the policy.
         */
        SecurityPolicyDdosProtectionConfig: {
            /** @description The protection level. Its values are not specified by the source document (the document calls it an enum without listing the values), so any string is accepted. */
            ddosProtection?: string;
        };
        /**
         * SecurityPolicyAdvancedOptionsConfig
         * @description Advanced options of the policy.
         *
         *     Rule between fields, in the schema: `jsonCustomConfig` only applies when `jsonParsing` is
         *     `STANDARD`, so it is rejected when `jsonParsing` is sent with another value. When `jsonParsing` is
         *     not in the same object (a patch that leaves it unchanged), the stored value decides, which only
         *     the service can check.
         */
        SecurityPolicyAdvancedOptionsConfig: {
            /** @description How JSON request bodies are parsed. Its values are not specified by the source document, apart from `STANDARD`, which the document names as the value `jsonCustomConfig` needs; any string is accepted. */
            jsonParsing?: string;
            /** @description Custom JSON parsing; only applicable when `jsonParsing` is `STANDARD`. */
            jsonCustomConfig?: {
                /** @description Custom content types to parse as JSON, each only `type/subtype` (no parameters). */
                contentTypes?: string[];
            };
            /** @description Logging level. Its values are not specified by the source document (the document calls it an enum without listing the values), so any string is accepted. */
            logLevel?: string;
            /** @description Optional request header names (case-insensitive) used to resolve the client IP (the `USER_IP` rate-limit key). */
            userIpRequestHeaders?: string[];
        };
        /**
         * SecurityPolicyCaptchaOptionsConfig
         * @description Captcha options of the policy. Only for global policies of type `CLOUD_GUARD`. The document names this member (`captchaOptionsConfig` of the policy) with the neutral word `captcha` in place of the product's name; the real service's member carries that name instead. The policy is open to members the contract does not name, so the real member is accepted (unchecked), and this one is never required.
         */
        SecurityPolicyCaptchaOptionsConfig: {
            /** @description Optional captcha site key used by every rule whose redirect has type `VENDOR_CAPTCHA`; when omitted, a provider-managed key is used. Only for global policies of type `CLOUD_GUARD`. */
            redirectSiteKey?: string;
        };
        /**
         * Fingerprint
         * @description A hash for optimistic locking, carried as bytes in base64 (the discovery document's `byte` format). The service answers it in the standard alphabet (`+`, `/`) or the URL-safe one (`-`, `_`), so both are accepted; a client sends back the value it read. `contentEncoding: base64` is JSON Schema's word for the discovery document's `byte` format: the value is the bytes it encodes, and the simulator compares fingerprints as bytes, whatever alphabet and padding each is written in.
         */
        Fingerprint: string;
        /**
         * SecurityPolicyAssociation
         * @description An attachment of the (organization) security policy to a resource.
         */
        SecurityPolicyAssociation: {
            /** @description Name of the association. */
            name?: string;
            /** @description The resource the policy is attached to. */
            attachmentId?: string;
            /** @description Projects excluded from the association. */
            excludedProjects?: string[];
            /** @description Folders excluded from the association. */
            excludedFolders?: string[];
            /** @description Output only. The security policy ID of the association. */
            readonly securityPolicyId?: string;
            /** @description Output only. The short name of the policy of the association. */
            readonly shortName?: string;
            /**
             * @deprecated
             * @description Output only, deprecated. The display name of the policy of the association.
             */
            readonly displayName?: string;
        };
        /**
         * SecurityPolicy
         * @description A security policy: ordered rules and actions that filter HTTP requests (or packets, for
         *     `CLOUD_GUARD_NETWORK` policies). This API reaches global policies only (an organization's,
         *     `locations/global/securityPolicies`, and a project's, `projects/{project}/global/securityPolicies`,
         *     one resource in either collection), so every "only global policies" condition of the source
         *     document holds for them; `region` does not apply.
         *
         *     Rule-set invariants (the service keeps them; a schema cannot require them of a patch body that
         *     may carry only some fields): a policy always holds a default rule with priority 2147483647 that
         *     matches everything (`*` in `match.config.srcIpRanges`, or for `networkMatch` every field `*` or
         *     unset). When a policy is created without rules, a default rule with action `allow` is added.
         *
         *     Rules that depend on the policy `type`, in the schema, checked whenever the object carries one
         *     of the known types (a type the contract does not know, such as the real name of a neutral one,
         *     is checked by the service alone):
         *     - only `CLOUD_GUARD` policies may have `shortName`, `captchaOptionsConfig.redirectSiteKey`,
         *       `adaptiveProtectionConfig.layer7DdosDefenseConfig.enable` and `.ruleVisibility`, and rules with
         *       action `redirect`, `redirectOptions`, `headerAction`, a rate-limit `exceedAction` of `redirect`
         *       or `exceedRedirectOptions`;
         *     - only `CLOUD_GUARD_INTERNAL_SERVICE` policies may have rules with action `fairshare`;
         *     - only `CLOUD_GUARD_NETWORK` policies may have `userDefinedFields` and rules with `networkMatch`
         *       (the document gives both "for `CLOUD_GUARD_NETWORK` policies").
         *     When `type` is absent (a patch does not resend it: it is settable only at creation), the stored
         *     type decides and only the service can check these rules.
         *
         *     Other rules a schema cannot say: `userDefinedFields[].name` and
         *     `adaptiveProtectionConfig.layer7DdosDefenseConfig.thresholdConfigs[].name` are unique within the
         *     policy; `fingerprint` must be the current value (412 `conditionNotMet` otherwise); `labels`
         *     change only through a set-labels operation, with a current `labelFingerprint`.
         */
        SecurityPolicy: {
            /**
             * @description Output only. Always `compute#securityPolicy`.
             * @constant
             */
            readonly kind?: "compute#securityPolicy";
            /** @description Output only. Server-defined identifier (`uint64`, as a decimal string). */
            readonly id?: components["schemas"]["Uint64String"];
            /**
             * Format: date-time
             * @description Output only. Creation time, RFC3339.
             */
            readonly creationTimestamp?: string;
            /** @description Name of the policy, provided by the client at creation; 1-63 characters in RFC1035 form (`[a-z]([-a-z0-9]*[a-z0-9])?`). An organization's policy, as the service answers it and a client sends it back in a patch, is named by its number (up to 20 digits) and carries the user-given name in `shortName`: the discovery document addresses these policies with the pattern `(securityPolicies/)?[0-9]{0,20}`, so both forms are accepted. */
            name?: components["schemas"]["ResourceName"] | string;
            /** @description Optional description, set at creation. */
            description?: string;
            /** @description User-provided name of an organization security policy, unique in the organization; same format as `name`. Only for the `CLOUD_GUARD` type. */
            shortName?: components["schemas"]["ResourceName"];
            /**
             * @description The kind of policy. Settable only at creation. The known values, as the source document
             *     writes them:
             *     - `CLOUD_GUARD`: HTTP filtering for backend services, before the origin.
             *     - `CLOUD_GUARD_EDGE`: filtering at the edge, including cached content and storage buckets,
             *       before the cache.
             *     - `CLOUD_GUARD_INTERNAL_SERVICE` (preview only): for mesh services managed by a traffic
             *       manager.
             *     - `CLOUD_GUARD_NETWORK`: packet filtering for network load-balancing resources.
             *
             *     The set is open: the document writes these values with the neutral word `GUARD` in place of
             *     the product's name, so the real service sends and takes values the contract cannot name (and
             *     may add kinds). A value the contract does not know is accepted, and the rules below that
             *     depend on the type restrict only the known ones.
             * @example CLOUD_GUARD
             * @example CLOUD_GUARD_EDGE
             * @example CLOUD_GUARD_INTERNAL_SERVICE
             * @example CLOUD_GUARD_NETWORK
             */
            type?: string;
            /** @description Packet fields that rules can test in `networkMatch`; for `CLOUD_GUARD_NETWORK` policies. */
            userDefinedFields?: components["schemas"]["SecurityPolicyUserDefinedField"][];
            /** @description The rules, evaluated by priority. A policy always holds a default rule with priority 2147483647 that matches everything. */
            rules?: components["schemas"]["SecurityPolicyRule"][];
            adaptiveProtectionConfig?: components["schemas"]["SecurityPolicyAdaptiveProtectionConfig"];
            ddosProtectionConfig?: components["schemas"]["SecurityPolicyDdosProtectionConfig"];
            advancedOptionsConfig?: components["schemas"]["SecurityPolicyAdvancedOptionsConfig"];
            captchaOptionsConfig?: components["schemas"]["SecurityPolicyCaptchaOptionsConfig"];
            /** @description Hash of the policy for optimistic locking (bytes, base64). It changes after every modification. An update must carry the current value, otherwise it fails with HTTP 412 and code `conditionNotMet`; the current value is read with a get of the policy. */
            fingerprint?: components["schemas"]["Fingerprint"];
            /** @description Output only. URL of this policy. */
            readonly selfLink?: string;
            /** @description The resources the (organization) policy is attached to. */
            associations?: components["schemas"]["SecurityPolicyAssociation"][];
            /** @description Labels. Keys and values follow RFC1035 (keys 1-63 characters; values may be empty). Changeable only through a set-labels operation, not by a patch of the policy. */
            labels?: {
                [key: string]: string;
            };
            /** @description Hash of the labels for optimistic locking (bytes, base64); must be current to change the labels. */
            labelFingerprint?: components["schemas"]["Fingerprint"];
            /** @description Output only. The parent of the policy (organization or folder of an organization policy). */
            readonly parent?: string;
            /** @description Output only. URL of the region of a regional policy; not applicable to global policies, so absent for every policy this API reaches. */
            readonly region?: string;
        } & (unknown & unknown & unknown);
        /**
         * Warning
         * @description An informational warning.
         */
        Warning: {
            /** @description Warning code. The document calls it an enum; its values are not specified by the source document, so any string is accepted. */
            code?: string;
            /** @description Human-readable text of the warning. */
            message?: string;
            /** @description Metadata about the warning, as key/value pairs. */
            data?: {
                /** @description Key of the datum. */
                key?: string;
                /** @description Value of the datum. */
                value?: string;
            }[];
        };
        /**
         * SecurityPolicyList
         * @description One page of the security policies of an organization or of a project. When more policies match than fit the page,
         *     `nextPageToken` is set; pass it as `pageToken` to get the next page; the last page has none. Not
         *     in the source document, which names no list of policies.
         */
        SecurityPolicyList: {
            /**
             * @description Output only. Always `compute#securityPolicyList`.
             * @constant
             */
            readonly kind?: "compute#securityPolicyList";
            /** @description Output only. Identifier of the list. */
            readonly id?: string;
            /** @description Output only. The policies of this page. */
            readonly items?: components["schemas"]["SecurityPolicy"][];
            /** @description Output only. Token for the next page, present when more policies match; absent on the last page. */
            readonly nextPageToken?: string;
            /** @description Informational warning about the list as a whole. */
            warning?: components["schemas"]["Warning"];
        };
        /**
         * Error
         * @description The body of an HTTP error response of the service. The source document says only that errors use
         *     the service's error-catalog mechanism, names the status 412 with code `conditionNotMet`, and does
         *     not show the body or the catalog of codes. The shape here is the JSON error format of the
         *     service family's public REST APIs: an `error` object with the HTTP `code`, a `message`, and
         *     `errors[]` whose `reason` carries the catalog code (such as `conditionNotMet`). It stays open to
         *     other fields.
         */
        Error: {
            error: {
                /**
                 * Format: int32
                 * @description The HTTP status code.
                 */
                code: number;
                /** @description Human-readable text of the (first) error. */
                message: string;
                /** @description Canonical status name (for example `FAILED_PRECONDITION`). */
                status?: string;
                /** @description The errors found while processing the request. */
                errors?: {
                    /** @description The namespace of `reason` (for example `global`). */
                    domain?: string;
                    /** @description The catalog code of the error (for example `conditionNotMet`). */
                    reason?: string;
                    /** @description Human-readable text of this error. */
                    message?: string;
                    /** @description Where in the request the problem lies (a parameter, header or field name). */
                    location?: string;
                    /** @description The kind of `location` (for example `header` or `parameter`). */
                    locationType?: string;
                }[];
                /** @description Typed details of the error; their shape is open. */
                details?: {
                    [key: string]: unknown;
                }[];
            };
        };
        /**
         * InsertSecurityPolicyRequest
         * @description The body of the insert of an organization's security policy: the policy to create. It carries
         *     `name` (the client's, at creation), or only the user-given `shortName`, unique in the
         *     organization, by which the organization's policies are known (the policy is then named by its
         *     number). `type` is settable only here; left out, the policy is a `CLOUD_GUARD` policy, as on the
         *     service. A policy sent without rules gets the default rule.
         *
         *     Output-only fields (`readOnly`) that a body carries are ignored, and the body is open to members
         *     the contract does not list (docs/spec-conventions.md, "Open and closed request bodies"): clients
         *     create a policy from one they read (a copy into another organization or project), output-only
         *     fields and members newer than the source document included, as for a patch. The package's
         *     validator reports such members as warnings when asked.
         */
        InsertSecurityPolicyRequest: components["schemas"]["SecurityPolicy"] & (Record<string, unknown> | Record<string, unknown>);
        /**
         * ErrorInfo
         * @description The cause of an error, in a structured form.
         */
        ErrorInfo: {
            /** @description The reason of the error, a constant in upper snake case, at most 63 characters. */
            reason?: string;
            /** @description The logical grouping the reason belongs to. */
            domain?: string;
            /** @description Additional structured details. Keys match `[a-z][a-zA-Z0-9-_]+` and are at most 64 characters. */
            metadatas?: {
                [key: string]: string;
            };
        };
        /**
         * QuotaInfo
         * @description Details of an exceeded quota. Present when the error code is `QUOTA_EXCEEDED`.
         */
        QuotaInfo: {
            /** @description The quota metric that was exceeded. */
            metricName?: string;
            /** @description The name of the quota limit. */
            limitName?: string;
            /** @description The dimensions of the quota (for example the region). */
            dimensions?: {
                [key: string]: string;
            };
            /** @description The current limit. */
            limit?: number;
            /** @description A limit being rolled out. */
            futureLimit?: number;
            /** @description Rollout status of `futureLimit`. The document calls it an enum; its values are not specified by the source document, so any string is accepted. */
            rolloutStatus?: string;
        };
        /**
         * HelpLink
         * @description A link to documentation about an error.
         */
        HelpLink: {
            /** @description What the link is about. */
            description?: string;
            /** @description The URL of the link. */
            url?: string;
        };
        /**
         * LocalizedMessage
         * @description An error message in the user's language.
         */
        LocalizedMessage: {
            /** @description The locale of the message, a BCP 47 language tag (for example `en-US`). */
            locale?: string;
            /** @description The message in that locale. */
            message?: string;
        };
        /**
         * ErrorDetail
         * @description One structured detail of an operation error.
         */
        ErrorDetail: {
            errorInfo?: components["schemas"]["ErrorInfo"];
            quotaInfo?: components["schemas"]["QuotaInfo"];
            /** @description Links to documentation. */
            help?: {
                /** @description The links. */
                links?: components["schemas"]["HelpLink"][];
            };
            localizedMessage?: components["schemas"]["LocalizedMessage"];
        };
        /**
         * OperationErrorItem
         * @description One error of a failed operation. Codes come from the service's error catalog, which is not
         *     specified by the source document; `QUOTA_EXCEEDED` is the one it names.
         *
         *     Rule between fields, in the schema: when `code` is `QUOTA_EXCEEDED`, `errorDetails` holds an
         *     entry with `quotaInfo`.
         */
        OperationErrorItem: {
            /** @description The error code (for example `QUOTA_EXCEEDED`). */
            code?: string;
            /** @description Optional. The field of the request at fault. */
            location?: string;
            /** @description Human-readable text of the error. */
            message?: string;
            /** @description Structured details. */
            errorDetails?: components["schemas"]["ErrorDetail"][];
        };
        /**
         * OperationError
         * @description The errors of a failed operation.
         */
        OperationError: {
            /** @description The errors. */
            errors?: components["schemas"]["OperationErrorItem"][];
        };
        /**
         * SetCommonInstanceMetadataOperationMetadata
         * @description Member of the operation's `metadata` union, for operations that set common instance metadata.
         */
        SetCommonInstanceMetadataOperationMetadata: {
            /** @description The client operation ID of the operation. */
            clientOperationId?: string;
            /** @description The state of the operation in each location, keyed by location. */
            perLocationOperations?: {
                [key: string]: {
                    /** @description State of the operation in that location. The document calls it an enum; its values are not specified by the source document, so any string is accepted. */
                    state?: string;
                    /** @description The error in that location, if any. */
                    error?: {
                        /**
                         * Format: int32
                         * @description The error code.
                         */
                        code?: number;
                        /** @description Human-readable text of the error. */
                        message?: string;
                        /** @description Details of the error. Their shape is not specified by the source document. */
                        details?: unknown[];
                    };
                };
            };
        };
        /**
         * InstancesBulkInsertOperationMetadata
         * @description Member of the operation's `metadata` union, for bulk inserts of instances.
         */
        InstancesBulkInsertOperationMetadata: {
            /** @description The status of the bulk insert in each location, keyed by location. */
            perLocationStatus?: {
                [key: string]: {
                    /** @description Status in that location. The document calls it an enum; its values are not specified by the source document, so any string is accepted. */
                    status?: string;
                    /**
                     * Format: int32
                     * @description Number of instances to create.
                     */
                    targetVmCount?: number;
                    /**
                     * Format: int32
                     * @description Number of instances created.
                     */
                    createdVmCount?: number;
                    /**
                     * Format: int32
                     * @description Number of instances that failed to be created.
                     */
                    failedToCreateVmCount?: number;
                    /**
                     * Format: int32
                     * @description Number of instances deleted.
                     */
                    deletedVmCount?: number;
                };
            };
        };
        /**
         * Operation
         * @description An asynchronous operation, returned by the patch and the delete of a security policy. Operations
         *     are global, regional or zonal; the ones returned here concern global policies. Completed
         *     operations are retained for a limited time (its length is not specified by the source document).
         *
         *     States (`status`): `PENDING`, `RUNNING`, `DONE`. The transitions between them are not specified
         *     by the source document. A failed operation carries `error.errors[]`, `httpErrorStatusCode` and
         *     `httpErrorMessage`.
         *
         *     Rules between fields, in the schema: not both `zone` and `region`; at most one member of the
         *     `metadata` union (`setCommonInstanceMetadataOperationMetadata`,
         *     `instancesBulkInsertOperationMetadata`); `error` comes with `httpErrorStatusCode` and
         *     `httpErrorMessage`; a `QUOTA_EXCEEDED` error carries `quotaInfo`.
         *
         *     `clientOperationId` is the `requestId` of the request when one was sent, and absent otherwise (a
         *     relation between request and response that a schema cannot say). `progress` increases
         *     monotonically but not linearly: do not use it to guess the completion time.
         */
        Operation: {
            /**
             * @description Always `compute#operation`.
             * @constant
             */
            kind?: "compute#operation";
            /** @description Server-defined identifier (`uint64`, as a decimal string). */
            id?: components["schemas"]["Uint64String"];
            /**
             * @deprecated
             * @description Deprecated. Creation time.
             */
            creationTimestamp?: string;
            /** @description Name of the operation. */
            name?: string;
            /** @description URL of the zone; only for zonal operations. */
            zone?: string;
            /** @description URL of the region; only for regional operations. */
            region?: string;
            /**
             * Format: uuid
             * @description The `requestId` of the request that started the operation when one was sent; absent otherwise.
             */
            clientOperationId?: string;
            /** @description The kind of operation, such as `insert`, `update` or `delete` (the full list is not specified by the source document). */
            operationType?: string;
            /** @description URL of the resource the operation modifies. */
            targetLink?: string;
            /** @description Identifies one incarnation of the target resource (`uint64`, as a decimal string). */
            targetId?: components["schemas"]["Uint64String"];
            /**
             * @description `PENDING`, `RUNNING` or `DONE`.
             * @enum {string}
             */
            status?: "PENDING" | "RUNNING" | "DONE";
            /** @description Optional text about the status. */
            statusMessage?: string;
            /** @description The user who requested the operation. */
            user?: string;
            /**
             * Format: int32
             * @description Optional progress, 0 to 100. Increases monotonically but not linearly; not for guessing when the operation completes.
             */
            progress?: number;
            /**
             * Format: date-time
             * @description When the operation was requested, RFC3339.
             */
            insertTime?: string;
            /**
             * Format: date-time
             * @description When the operation started, RFC3339.
             */
            startTime?: string;
            /**
             * Format: date-time
             * @description When the operation completed, RFC3339.
             */
            endTime?: string;
            error?: components["schemas"]["OperationError"];
            /** @description Warnings raised by the operation. */
            warnings?: components["schemas"]["Warning"][];
            /**
             * Format: int32
             * @description The HTTP status of a failed operation (for example 403).
             */
            httpErrorStatusCode?: number;
            /** @description The HTTP message of a failed operation (for example `FORBIDDEN`). */
            httpErrorMessage?: string;
            /** @description URL of this operation. */
            selfLink?: string;
            /** @description Description, set when the operation is created. */
            description?: string;
            /** @description Groups the operations that result from one bulk request. */
            operationGroupId?: string;
            setCommonInstanceMetadataOperationMetadata?: components["schemas"]["SetCommonInstanceMetadataOperationMetadata"];
            instancesBulkInsertOperationMetadata?: components["schemas"]["InstancesBulkInsertOperationMetadata"];
        } & (unknown & unknown & unknown);
        /**
         * SecurityPolicyPatch
         * @description The body of a patch: a security policy carrying only the fields to change, plus the current
         *     `fingerprint`.
         *
         *     Which rules apply to a patch body:
         *     - every field is optional except `fingerprint`: the document requires an up-to-date fingerprint
         *       in an update (a stale one fails with 412 `conditionNotMet`);
         *     - every rule object in `rules` is a whole rule, so all the rules between a rule's fields apply
         *       (action and `rateLimitOptions`, redirects, ban options, key types);
         *     - the rules that depend on the policy `type` apply only when the body carries `type`; `type` is
         *       settable only at creation, so a patch normally leaves it out and the service checks them
         *       against the stored type;
         *     - `name` and `type` are set at creation; `labels` change only through a set-labels operation;
         *       output-only fields (`readOnly`) that a body carries are ignored by the service;
         *     - the rule-set invariant (a default rule with priority 2147483647) is kept by the service; the
         *       schema does not require it of a body.
         *
         *     The body is open to members the contract does not list (docs/spec-conventions.md, "Open and
         *     closed request bodies"): clients read a policy, change it and send it back whole, output-only
         *     fields and members newer than the source document included (for example
         *     `advancedOptionsConfig.requestBodyInspectionSize` and `ddosProtectionConfig.ddosAdaptiveProtection`
         *     of the discovery document). The package's validator reports such members as warnings when asked,
         *     for users who want typos caught.
         */
        SecurityPolicyPatch: {
            /** @description Required in a patch. The current fingerprint of the policy (see `SecurityPolicy`). */
            fingerprint: unknown;
        } & WithRequired<components["schemas"]["SecurityPolicy"], "fingerprint">;
        /**
         * ConditionNotMetError
         * @description The error body of an update sent with a stale `fingerprint`: HTTP 412 with the code `conditionNotMet` (in `errors[].reason`).
         */
        ConditionNotMetError: components["schemas"]["Error"] & {
            /** @description Status 412 with the reason conditionNotMet. */
            error?: {
                /** @constant */
                code: 412;
                errors: unknown[];
            };
        };
        /**
         * ForwardingRuleServiceDirectoryRegistration
         * @description Registration of the forwarding rule in a service directory.
         */
        ForwardingRuleServiceDirectoryRegistration: {
            /** @description The service-directory namespace. */
            namespace?: string;
            /** @description The service-directory service. */
            service?: string;
            /**
             * @description Optional region of the service directory; only for private-connect rules to provider APIs. The default is `us-central1`.
             * @default us-central1
             */
            serviceDirectoryRegion?: string;
        };
        /**
         * MetadataFilterLabelMatch
         * @description A label a metadata filter matches.
         */
        MetadataFilterLabelMatch: {
            /** @description Label name, 1-1024 characters. */
            name?: string;
            /** @description Label value, at most 1024 characters. */
            value?: string;
        };
        /**
         * MetadataFilter
         * @description A filter on the metadata of the clients the forwarding rule serves.
         */
        MetadataFilter: {
            /** @description How `filterLabels` are matched. The document calls it an enum; its values are not specified by the source document, so any string is accepted. */
            filterMatchCriteria?: string;
            /** @description The labels to match; 1 to 64 entries. */
            filterLabels?: components["schemas"]["MetadataFilterLabelMatch"][];
        };
        /**
         * ForwardingRule
         * @description A forwarding rule: an IP address, protocol and ports, and the target (or backend service) the
         *     matching traffic goes to.
         *
         *     Rules between fields, in the schema: `externalManagedBackendBucketMigrationTestingPercentage`
         *     only with `externalManagedBackendBucketMigrationState` `TEST_BY_PERCENTAGE`; at most one
         *     service-directory registration.
         *
         *     Rules a schema cannot say (they depend on other resources or on the load-balancing product):
         *     - `name` of a rule forwarding to provider APIs through the private-connect feature: 1-20
         *       lower-case letters and digits starting with a letter (the second form of `name`); otherwise
         *       1-63 characters in RFC1035 form;
         *     - `portRange` and `ports`: external rules cannot share a range; internal rules in the same
         *       network cannot share one; the valid `IPProtocol` values differ by load-balancing product;
         *     - `subnetwork` is optional for auto-mode networks and required for custom-mode networks or
         *       external IPv6 rules; `network` is not used for global external load balancing, defaults to the
         *       default network when neither it nor `subnetwork` is given, and is required for private-connect
         *       rules to provider APIs; `backendService` is required for internal and external passthrough
         *       network load balancers and omitted otherwise; a regional rule's `target` is in the same
         *       region, a global rule's is a global load-balancing resource;
         *     - `sourceIpRanges` only for regional rules of a certain scheme (not named by the document);
         *       `baseForwardingRule` is empty when the rule has no `sourceIpRanges`;
         *     - `allowGlobalAccess` cannot change after creation for `INTERNAL_MANAGED` rules;
         *       `noAutomateDnsZone` is immutable once set; `serviceLabel` and `serviceName` are for internal
         *       load balancing only; `labels` change only through a set-labels operation;
         *     - the testing percentage also needs the backend-service scheme `EXTERNAL` (classic).
         *
         *     **Backend-bucket migration** (`externalManagedBackendBucketMigrationState`), moving a rule from
         *     the scheme `EXTERNAL` to `EXTERNAL_MANAGED`; each step is a "set state" update of the rule:
         *     1. (no state) → `PREPARE`: begins the migration; the required first step.
         *     2. `PREPARE` → `TEST_BY_PERCENTAGE`: optional partial step; sends
         *        `externalManagedBackendBucketMigrationTestingPercentage` percent of the traffic (0-100) the
         *        new way.
         *     3. `PREPARE` or `TEST_BY_PERCENTAGE` → `TEST_ALL_TRAFFIC`: must be reached before
         *        `loadBalancingScheme` may change to `EXTERNAL_MANAGED`.
         *     4. `TEST_ALL_TRAFFIC` → change of `loadBalancingScheme` to `EXTERNAL_MANAGED`: the migration is
         *        done.
         *     5. Roll back from `EXTERNAL_MANAGED`: the states are set in reverse order. The change of the
         *        scheme back to `EXTERNAL` is made together with the state `TEST_ALL_TRAFFIC`; then optionally
         *        `TEST_BY_PERCENTAGE` moves some traffic back, and `PREPARE` moves all traffic back.
         *     What the state reads after the scheme change, and how a migration is left at `PREPARE`, are not
         *     specified by the source document.
         */
        ForwardingRule: {
            /** @description Output only. Type of the resource. */
            readonly kind?: string;
            /** @description Output only. Server-defined identifier. The source document types it as a string; the discovery document gives its format, `uint64` (a decimal string). */
            readonly id?: components["schemas"]["Uint64String"];
            /**
             * Format: date-time
             * @description Output only. Creation time, RFC3339.
             */
            readonly creationTimestamp?: string;
            /** @description Name of the rule, provided by the client: 1-63 characters in RFC1035 form; for rules forwarding to provider APIs through the private-connect feature, 1-20 lower-case letters and digits starting with a letter. */
            name?: string | components["schemas"]["ResourceName"];
            /** @description Description of the rule. */
            description?: string;
            /** @description Output only. URL of the region of a regional rule; absent for global rules. Set in the request URL, not in the body. */
            readonly region?: string;
            /** @description The IP address the rule accepts traffic on: a reference to an existing reserved address, or omitted for an ephemeral address. */
            IPAddress?: string;
            /** @description The IP protocol. The document calls it an enum whose valid values differ by load-balancing product; the values are not specified by the source document, so any string is accepted. */
            IPProtocol?: string;
            /** @description A port or a port range `low-high`. External rules cannot share a range; internal rules in the same network cannot share one. */
            portRange?: string;
            /** @description Ports or port ranges, with the same pattern and uniqueness rules as `portRange`. */
            ports?: string[];
            /** @description The rule forwards traffic of every port. */
            allPorts?: boolean;
            /** @description URL of the target: for regional rules, a resource in the same region; for global rules, a global load-balancing resource. */
            target?: string;
            /** @description Output only. URL of this rule. */
            readonly selfLink?: string;
            /** @description Output only. URL of this rule, with its ID in place of its name. */
            readonly selfLinkWithId?: string;
            /** @description The forwarding-rule type. The document calls it an enum; its values are not specified by the source document, apart from `EXTERNAL` and `EXTERNAL_MANAGED`, which the migration names; any string is accepted. */
            loadBalancingScheme?: string;
            /** @description The subnetwork. Optional for auto-mode networks; required for custom-mode networks or external IPv6 rules. */
            subnetwork?: string;
            /** @description The network. Not used for global external load balancing; the default network is used when neither network nor subnetwork is given; required for private-connect rules to provider APIs. */
            network?: string;
            /** @description The backend service. Required for internal and external passthrough network load balancers; omitted otherwise. */
            backendService?: string;
            /** @description Service-directory registrations; a single registration is supported. */
            serviceDirectoryRegistrations?: components["schemas"]["ForwardingRuleServiceDirectoryRegistration"][];
            /** @description Optional label used as a prefix of `serviceName`; 1-63 characters, RFC1035. Internal load balancing only. */
            serviceLabel?: components["schemas"]["ResourceName"];
            /** @description Output only. The internal service name. Internal load balancing only. */
            readonly serviceName?: string;
            /** @description The network tier; a default is assumed when unset. The document calls it an enum; its values are not specified by the source document, so any string is accepted. */
            networkTier?: string;
            /** @description Labels. Changed only through a set-labels operation. */
            labels?: {
                [key: string]: string;
            };
            /** @description Hash of the labels for optimistic locking (base64). */
            labelFingerprint?: components["schemas"]["Fingerprint"];
            /** @description The IP version. The document calls it an enum; its values are not specified by the source document, so any string is accepted. */
            ipVersion?: string;
            /** @description Hash of the rule for optimistic locking (base64). Ignored on insert; include it in a patch to avoid overwriting concurrent changes. */
            fingerprint?: components["schemas"]["Fingerprint"];
            /** @description When true, clients from all regions may reach the internal load balancer. For `INTERNAL_MANAGED` rules it cannot change after creation. */
            allowGlobalAccess?: boolean;
            /** @description Filters on the metadata of the clients the rule serves. */
            metadataFilters?: components["schemas"]["MetadataFilter"][];
            /** @description Whether the load balancer can be a collector of packet mirroring. */
            isMirroringCollector?: boolean;
            /** @description Source IP ranges the rule applies to; at most 64; only for regional rules of a certain scheme. */
            sourceIpRanges?: string[];
            /** @description Output only. The private-connect connection ID. The source document types it as a string; the discovery document gives its format, `uint64` (a decimal string). */
            readonly pscConnectionId?: components["schemas"]["Uint64String"];
            /** @description Status of the private-connect connection. The document calls it an enum; its values are not specified by the source document, so any string is accepted. */
            pscConnectionStatus?: string;
            /** @description Output only. URL of the rule with the same address, protocol and ports but without source ranges; empty when this rule has no `sourceIpRanges`. */
            readonly baseForwardingRule?: string;
            /** @description Consumer rule of private connect; the endpoint can be reached from another region. */
            allowPscGlobalAccess?: boolean;
            /** @description Consumer rule of private connect; suppresses the automatic DNS zone. Immutable once set. */
            noAutomateDnsZone?: boolean;
            /** @description Reference to a sub-prefix, for IPv6 rules of network load balancers with bring-your-own addresses. */
            ipCollection?: string;
            /**
             * @description State of the backend-bucket migration from `EXTERNAL` to `EXTERNAL_MANAGED` (see the state machine in the description of the forwarding rule).
             * @enum {string}
             */
            externalManagedBackendBucketMigrationState?: "PREPARE" | "TEST_BY_PERCENTAGE" | "TEST_ALL_TRAFFIC";
            /**
             * Format: float
             * @description Percentage of traffic, 0 to 100, sent the new way during the migration. Only when the backend-service scheme is `EXTERNAL` (classic) and the migration state is `TEST_BY_PERCENTAGE`.
             */
            externalManagedBackendBucketMigrationTestingPercentage?: number;
        } & unknown;
        /**
         * ForwardingRulesScopedList
         * @description The forwarding rules of one scope, or a warning in their place. When a scope has no rules (for example no results on this page, or an unreachable scope in a partial-success answer) the `warning` replaces the list, so exactly one of the two is present.
         */
        ForwardingRulesScopedList: {
            /** @description The forwarding rules of the scope; never empty (an empty list is replaced by `warning`). */
            forwardingRules?: components["schemas"]["ForwardingRule"][];
            /** @description Why the scope has no forwarding rules. */
            warning?: components["schemas"]["Warning"];
        } & ({
            forwardingRules: unknown;
            warning?: never;
        } | {
            warning: unknown;
            forwardingRules?: never;
        });
        /**
         * ForwardingRuleAggregatedList
         * @description The forwarding rules of every scope of a project, one page of them.
         *
         *     `items` maps a scope name (such as `global` or `regions/us-central1`; the form of the names is
         *     not specified by the source document) to the rules of that scope or to a warning that replaces
         *     them. When the results exceed the page size, `nextPageToken` is set; pass it as `pageToken` to
         *     get the next page; the last page has none. With `returnPartialSuccess` true, problems with single
         *     scopes are reported through `warning` (in the scope or at the top) and `unreachables` instead of
         *     failing the whole request; a scope returns either all its rules or none.
         */
        ForwardingRuleAggregatedList: {
            /** @description Output only. Type of the resource. */
            readonly kind?: string;
            /** @description Output only. Identifier of the list. */
            readonly id?: string;
            /** @description Map from scope name to the forwarding rules of that scope, or a warning in their place. */
            items?: {
                [key: string]: components["schemas"]["ForwardingRulesScopedList"];
            };
            /** @description Output only. Token for the next page, present when the results exceed the page size; absent on the last page. */
            readonly nextPageToken?: string;
            /** @description Output only. URL of this list. */
            readonly selfLink?: string;
            /** @description Informational warning about the list as a whole. */
            warning?: components["schemas"]["Warning"];
            /** @description Output only. Resources (scopes) that could not be reached. */
            readonly unreachables?: string[];
        };
        /**
         * OperationList
         * @description One page of an organization's operations (the list of global organization operations). When more
         *     operations match than fit the page, `nextPageToken` is set; pass it as `pageToken` to get the next
         *     page; the last page has none. Not in the source document, which names no list of operations.
         */
        OperationList: {
            /**
             * @description Output only. Always `compute#operationList`.
             * @constant
             */
            readonly kind?: "compute#operationList";
            /** @description Output only. Identifier of the list. */
            readonly id?: string;
            /** @description Output only. The operations of this page. */
            readonly items?: components["schemas"]["Operation"][];
            /** @description Output only. Token for the next page, present when more operations match; absent on the last page. */
            readonly nextPageToken?: string;
            /** @description Output only. URL of this list. */
            readonly selfLink?: string;
            /** @description Informational warning about the list as a whole. */
            warning?: components["schemas"]["Warning"];
        };
        /**
         * DeleteOrganizationOperationResponse
         * @description The answer to the delete of an operation, which names no member: the service's reference gives the answer no fields, and its cloud client libraries read it as a message without fields (`DeleteGlobalOrganizationOperationResponse`), parsing the JSON they receive. It is an empty JSON object; open to members, as every answer of the contract is.
         */
        DeleteOrganizationOperationResponse: Record<string, unknown>;
        /**
         * InsertProjectSecurityPolicyRequest
         * @description The body of the insert of a project's security policy: the policy to create, with its `name`
         *     (the client's, at creation; unique in the project). `type` is settable only here; left out, the
         *     policy is a `CLOUD_GUARD` policy, as on the service. A policy sent without rules gets the
         *     default rule.
         *
         *     Output-only fields (`readOnly`) that a body carries are ignored, and the body is open to members
         *     the contract does not list, for the reasons given for `InsertSecurityPolicyRequest`.
         */
        InsertProjectSecurityPolicyRequest: WithRequired<components["schemas"]["SecurityPolicy"], "name">;
    };
    responses: {
        /** @description Forbidden: the caller lacks a permission the operation needs (reason `forbidden`), or a rate limit was exceeded (reason `rateLimitExceeded` for the project, `userRateLimitExceeded` for one user), in the service's JSON error body. The source document does not list this status. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests: a quota of requests per time unit is used up (canonical status `RESOURCE_EXHAUSTED`), in the service's JSON error body. The source document does not list this status. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The service is unavailable for now (canonical status `UNAVAILABLE`); the request may be sent again later. The source document does not list this status; the body is the service's JSON error body. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A client error from the service's error catalog. The source document does not specify the catalog of codes or the HTTP statuses (other than 412 `conditionNotMet`), so the range is declared with the service's JSON error body; the examples show common cases. */
        UnexpectedError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Precondition failed: the update carried a stale `fingerprint` (code `conditionNotMet`). Read the policy again and retry with its current fingerprint. The body format is the service's JSON error body (not shown by the source document). */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ConditionNotMetError"];
            };
        };
    };
    parameters: {
        /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
        Xgafv: "1" | "2";
        /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
        AccessToken: string;
        /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
        Alt: "json" | "media" | "proto";
        /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
        Callback: string;
        /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
        Fields: string;
        /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
        Key: string;
        /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
        OauthToken: string;
        /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
        PrettyPrint: boolean;
        /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
        QuotaUser: string;
        /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
        UploadProtocol: string;
        /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
        UploadType: string;
        /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
        UserIp: string;
        /**
         * @description A filter expression, in one of two styles that cannot be mixed in one request:
         *     - the AIP-160 style: a field name, an operator and a value (a string, number or boolean); nested
         *       fields can be filtered; separate expressions are each put in parentheses;
         *     - the regular-expression style: the literal is an RE2 regular expression that must match the
         *       entire field; constraints on several fields cannot be combined.
         *     The set of operators and how separate expressions combine by default are not specified by the
         *     source document.
         */
        Filter: string;
        /** @description Maximum number of results per page; when more are available, the response carries a `nextPageToken`. The source document gives neither the default nor the maximum; the discovery document gives both: 0 to 500 (inclusive), 500 by default, an unsigned 32-bit integer. */
        MaxResults: number;
        /** @description Sort order of the results. The default is alphanumerical by resource name; descending by creation timestamp is possible. The exact syntax is not specified by the source document. */
        OrderBy: string;
        /** @description The `nextPageToken` of the previous response, to get the next page. */
        PageToken: string;
        /** @description The organization (or folder) the policies and operations belong to, for example `organizations/123456789012`: the parent of a policy an insert creates (its `parent`), sent by clients that list an organization's policies or poll its operations. Not in the source document. The simulator holds the policies and operations of one organization, and accepts any value. */
        ParentId: string;
        /** @description When true, partial results are returned when some scopes fail: a scope returns either all its resources or none, and the failures are reported through `warning` and `unreachables`. Setting it to true is recommended to avoid failure. */
        ReturnPartialSuccess: boolean;
        /** @description Optional unique request ID, a UUID; the all-zero UUID (`00000000-0000-0000-0000-000000000000`) is not supported. When a request is retried with the same ID and the first one was completed, the server ignores the repeat, which prevents duplicates. The operation returned carries it as `clientOperationId`. */
        RequestId: string;
        /** @description The policy to read, update or delete: its name (1-63 characters, RFC1035 form, like the policy's `name`), as the source document says, or its numeric ID (the `id` of the policy, a `uint64` in decimal), optionally written `securityPolicies/<id>`. The service takes the ID as well: the discovery document's pattern for this path is `(securityPolicies/)?[0-9]{0,20}` for an organization's policies (addressed by number), and a name or a number for a project's. */
        SecurityPolicyName: components["schemas"]["ResourceName"] | string;
        /** @description Project ID. Its form is not specified by the source document. */
        Project: string;
        /** @description Whether every visible scope of each scope type (zone, region, global) is included. Newer resource types always include all visible scopes; for older types, when omitted or false, only the scope types where the resource is expected are included. */
        IncludeAllScopes: boolean;
        /** @description Shared-network service project ID or number, for the usable-subnetworks list request. The source document lists it among the aggregated list's parameters; its effect on a forwarding-rule list is not specified by the source document. */
        ServiceProjectNumber: string;
        /** @description The operation to read or delete: its `name` (1-63 characters in RFC1035 form, as the operations the patch and the delete return are named) or its numeric `id` (a `uint64` in decimal, which some clients keep as the operation's handle). The source document gives neither; the discovery document's pattern for this path is `[a-z](?:[-a-z0-9]{0,61}[a-z0-9])?|[1-9][0-9]{0,19}`. */
        OperationName: components["schemas"]["ResourceName"] | string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listSecurityPolicies: {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
                /**
                 * @description A filter expression, in one of two styles that cannot be mixed in one request:
                 *     - the AIP-160 style: a field name, an operator and a value (a string, number or boolean); nested
                 *       fields can be filtered; separate expressions are each put in parentheses;
                 *     - the regular-expression style: the literal is an RE2 regular expression that must match the
                 *       entire field; constraints on several fields cannot be combined.
                 *     The set of operators and how separate expressions combine by default are not specified by the
                 *     source document.
                 */
                filter?: components["parameters"]["Filter"];
                /** @description Maximum number of results per page; when more are available, the response carries a `nextPageToken`. The source document gives neither the default nor the maximum; the discovery document gives both: 0 to 500 (inclusive), 500 by default, an unsigned 32-bit integer. */
                maxResults?: components["parameters"]["MaxResults"];
                /** @description Sort order of the results. The default is alphanumerical by resource name; descending by creation timestamp is possible. The exact syntax is not specified by the source document. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description The `nextPageToken` of the previous response, to get the next page. */
                pageToken?: components["parameters"]["PageToken"];
                /** @description The organization (or folder) the policies and operations belong to, for example `organizations/123456789012`: the parent of a policy an insert creates (its `parent`), sent by clients that list an organization's policies or poll its operations. Not in the source document. The simulator holds the policies and operations of one organization, and accepts any value. */
                parentId?: components["parameters"]["ParentId"];
                /** @description When true, partial results are returned when some scopes fail: a scope returns either all its resources or none, and the failures are reported through `warning` and `unreachables`. Setting it to true is recommended to avoid failure. */
                returnPartialSuccess?: components["parameters"]["ReturnPartialSuccess"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the organization's security policies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityPolicyList"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["UnexpectedError"];
        };
    };
    insertSecurityPolicy: {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
                /** @description The organization (or folder) the policies and operations belong to, for example `organizations/123456789012`: the parent of a policy an insert creates (its `parent`), sent by clients that list an organization's policies or poll its operations. Not in the source document. The simulator holds the policies and operations of one organization, and accepts any value. */
                parentId?: components["parameters"]["ParentId"];
                /** @description Optional unique request ID, a UUID; the all-zero UUID (`00000000-0000-0000-0000-000000000000`) is not supported. When a request is retried with the same ID and the first one was completed, the server ignores the repeat, which prevents duplicates. The operation returned carries it as `clientOperationId`. */
                requestId?: components["parameters"]["RequestId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The policy to create. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["InsertSecurityPolicyRequest"];
            };
        };
        responses: {
            /** @description The operation that creates the policy; poll it until `status` is `DONE`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operation"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["UnexpectedError"];
        };
    };
    getSecurityPolicy: {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
            };
            header?: never;
            path: {
                /** @description The policy to read, update or delete: its name (1-63 characters, RFC1035 form, like the policy's `name`), as the source document says, or its numeric ID (the `id` of the policy, a `uint64` in decimal), optionally written `securityPolicies/<id>`. The service takes the ID as well: the discovery document's pattern for this path is `(securityPolicies/)?[0-9]{0,20}` for an organization's policies (addressed by number), and a name or a number for a project's. */
                securityPolicy: components["parameters"]["SecurityPolicyName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy as it is now, with its current fingerprint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityPolicy"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["UnexpectedError"];
        };
    };
    deleteSecurityPolicy: {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
                /** @description Optional unique request ID, a UUID; the all-zero UUID (`00000000-0000-0000-0000-000000000000`) is not supported. When a request is retried with the same ID and the first one was completed, the server ignores the repeat, which prevents duplicates. The operation returned carries it as `clientOperationId`. */
                requestId?: components["parameters"]["RequestId"];
            };
            header?: never;
            path: {
                /** @description The policy to read, update or delete: its name (1-63 characters, RFC1035 form, like the policy's `name`), as the source document says, or its numeric ID (the `id` of the policy, a `uint64` in decimal), optionally written `securityPolicies/<id>`. The service takes the ID as well: the discovery document's pattern for this path is `(securityPolicies/)?[0-9]{0,20}` for an organization's policies (addressed by number), and a name or a number for a project's. */
                securityPolicy: components["parameters"]["SecurityPolicyName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operation that deletes the policy; poll it until `status` is `DONE`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operation"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["UnexpectedError"];
        };
    };
    patchSecurityPolicy: {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
                /** @description Optional unique request ID, a UUID; the all-zero UUID (`00000000-0000-0000-0000-000000000000`) is not supported. When a request is retried with the same ID and the first one was completed, the server ignores the repeat, which prevents duplicates. The operation returned carries it as `clientOperationId`. */
                requestId?: components["parameters"]["RequestId"];
            };
            header?: never;
            path: {
                /** @description The policy to read, update or delete: its name (1-63 characters, RFC1035 form, like the policy's `name`), as the source document says, or its numeric ID (the `id` of the policy, a `uint64` in decimal), optionally written `securityPolicies/<id>`. The service takes the ID as well: the discovery document's pattern for this path is `(securityPolicies/)?[0-9]{0,20}` for an organization's policies (addressed by number), and a name or a number for a project's. */
                securityPolicy: components["parameters"]["SecurityPolicyName"];
            };
            cookie?: never;
        };
        /** @description The fields of the security policy to change, with the current fingerprint. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecurityPolicyPatch"];
            };
        };
        responses: {
            /** @description The operation that applies the patch; poll it until `status` is `DONE`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operation"];
                };
            };
            403: components["responses"]["Forbidden"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["UnexpectedError"];
        };
    };
    listAggregatedForwardingRules: {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
                /** @description Maximum number of results per page; when more are available, the response carries a `nextPageToken`. The source document gives neither the default nor the maximum; the discovery document gives both: 0 to 500 (inclusive), 500 by default, an unsigned 32-bit integer. */
                maxResults?: components["parameters"]["MaxResults"];
                /** @description The `nextPageToken` of the previous response, to get the next page. */
                pageToken?: components["parameters"]["PageToken"];
                /**
                 * @description A filter expression, in one of two styles that cannot be mixed in one request:
                 *     - the AIP-160 style: a field name, an operator and a value (a string, number or boolean); nested
                 *       fields can be filtered; separate expressions are each put in parentheses;
                 *     - the regular-expression style: the literal is an RE2 regular expression that must match the
                 *       entire field; constraints on several fields cannot be combined.
                 *     The set of operators and how separate expressions combine by default are not specified by the
                 *     source document.
                 */
                filter?: components["parameters"]["Filter"];
                /** @description Sort order of the results. The default is alphanumerical by resource name; descending by creation timestamp is possible. The exact syntax is not specified by the source document. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description When true, partial results are returned when some scopes fail: a scope returns either all its resources or none, and the failures are reported through `warning` and `unreachables`. Setting it to true is recommended to avoid failure. */
                returnPartialSuccess?: components["parameters"]["ReturnPartialSuccess"];
                /** @description Whether every visible scope of each scope type (zone, region, global) is included. Newer resource types always include all visible scopes; for older types, when omitted or false, only the scope types where the resource is expected are included. */
                includeAllScopes?: components["parameters"]["IncludeAllScopes"];
                /** @description Shared-network service project ID or number, for the usable-subnetworks list request. The source document lists it among the aggregated list's parameters; its effect on a forwarding-rule list is not specified by the source document. */
                serviceProjectNumber?: components["parameters"]["ServiceProjectNumber"];
            };
            header?: never;
            path: {
                /** @description Project ID. Its form is not specified by the source document. */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the project's forwarding rules, by scope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForwardingRuleAggregatedList"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["UnexpectedError"];
        };
    };
    listOrganizationOperations: {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
                /**
                 * @description A filter expression, in one of two styles that cannot be mixed in one request:
                 *     - the AIP-160 style: a field name, an operator and a value (a string, number or boolean); nested
                 *       fields can be filtered; separate expressions are each put in parentheses;
                 *     - the regular-expression style: the literal is an RE2 regular expression that must match the
                 *       entire field; constraints on several fields cannot be combined.
                 *     The set of operators and how separate expressions combine by default are not specified by the
                 *     source document.
                 */
                filter?: components["parameters"]["Filter"];
                /** @description Maximum number of results per page; when more are available, the response carries a `nextPageToken`. The source document gives neither the default nor the maximum; the discovery document gives both: 0 to 500 (inclusive), 500 by default, an unsigned 32-bit integer. */
                maxResults?: components["parameters"]["MaxResults"];
                /** @description Sort order of the results. The default is alphanumerical by resource name; descending by creation timestamp is possible. The exact syntax is not specified by the source document. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description The `nextPageToken` of the previous response, to get the next page. */
                pageToken?: components["parameters"]["PageToken"];
                /** @description The organization (or folder) the policies and operations belong to, for example `organizations/123456789012`: the parent of a policy an insert creates (its `parent`), sent by clients that list an organization's policies or poll its operations. Not in the source document. The simulator holds the policies and operations of one organization, and accepts any value. */
                parentId?: components["parameters"]["ParentId"];
                /** @description When true, partial results are returned when some scopes fail: a scope returns either all its resources or none, and the failures are reported through `warning` and `unreachables`. Setting it to true is recommended to avoid failure. */
                returnPartialSuccess?: components["parameters"]["ReturnPartialSuccess"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the organization's operations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationList"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["UnexpectedError"];
        };
    };
    getOrganizationOperation: {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
                /** @description The organization (or folder) the policies and operations belong to, for example `organizations/123456789012`: the parent of a policy an insert creates (its `parent`), sent by clients that list an organization's policies or poll its operations. Not in the source document. The simulator holds the policies and operations of one organization, and accepts any value. */
                parentId?: components["parameters"]["ParentId"];
            };
            header?: never;
            path: {
                /** @description The operation to read or delete: its `name` (1-63 characters in RFC1035 form, as the operations the patch and the delete return are named) or its numeric `id` (a `uint64` in decimal, which some clients keep as the operation's handle). The source document gives neither; the discovery document's pattern for this path is `[a-z](?:[-a-z0-9]{0,61}[a-z0-9])?|[1-9][0-9]{0,19}`. */
                operation: components["parameters"]["OperationName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operation as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operation"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["UnexpectedError"];
        };
    };
    deleteOrganizationOperation: {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
                /** @description The organization (or folder) the policies and operations belong to, for example `organizations/123456789012`: the parent of a policy an insert creates (its `parent`), sent by clients that list an organization's policies or poll its operations. Not in the source document. The simulator holds the policies and operations of one organization, and accepts any value. */
                parentId?: components["parameters"]["ParentId"];
            };
            header?: never;
            path: {
                /** @description The operation to read or delete: its `name` (1-63 characters in RFC1035 form, as the operations the patch and the delete return are named) or its numeric `id` (a `uint64` in decimal, which some clients keep as the operation's handle). The source document gives neither; the discovery document's pattern for this path is `[a-z](?:[-a-z0-9]{0,61}[a-z0-9])?|[1-9][0-9]{0,19}`. */
                operation: components["parameters"]["OperationName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operation's record is deleted; the answer is an empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteOrganizationOperationResponse"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["UnexpectedError"];
        };
    };
    listProjectSecurityPolicies: {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
                /**
                 * @description A filter expression, in one of two styles that cannot be mixed in one request:
                 *     - the AIP-160 style: a field name, an operator and a value (a string, number or boolean); nested
                 *       fields can be filtered; separate expressions are each put in parentheses;
                 *     - the regular-expression style: the literal is an RE2 regular expression that must match the
                 *       entire field; constraints on several fields cannot be combined.
                 *     The set of operators and how separate expressions combine by default are not specified by the
                 *     source document.
                 */
                filter?: components["parameters"]["Filter"];
                /** @description Maximum number of results per page; when more are available, the response carries a `nextPageToken`. The source document gives neither the default nor the maximum; the discovery document gives both: 0 to 500 (inclusive), 500 by default, an unsigned 32-bit integer. */
                maxResults?: components["parameters"]["MaxResults"];
                /** @description Sort order of the results. The default is alphanumerical by resource name; descending by creation timestamp is possible. The exact syntax is not specified by the source document. */
                orderBy?: components["parameters"]["OrderBy"];
                /** @description The `nextPageToken` of the previous response, to get the next page. */
                pageToken?: components["parameters"]["PageToken"];
                /** @description When true, partial results are returned when some scopes fail: a scope returns either all its resources or none, and the failures are reported through `warning` and `unreachables`. Setting it to true is recommended to avoid failure. */
                returnPartialSuccess?: components["parameters"]["ReturnPartialSuccess"];
            };
            header?: never;
            path: {
                /** @description Project ID. Its form is not specified by the source document. */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the project's security policies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityPolicyList"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["UnexpectedError"];
        };
    };
    insertProjectSecurityPolicy: {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
                /** @description Optional unique request ID, a UUID; the all-zero UUID (`00000000-0000-0000-0000-000000000000`) is not supported. When a request is retried with the same ID and the first one was completed, the server ignores the repeat, which prevents duplicates. The operation returned carries it as `clientOperationId`. */
                requestId?: components["parameters"]["RequestId"];
            };
            header?: never;
            path: {
                /** @description Project ID. Its form is not specified by the source document. */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        /** @description The policy to create. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["InsertProjectSecurityPolicyRequest"];
            };
        };
        responses: {
            /** @description The operation that creates the policy; poll it until `status` is `DONE`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operation"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["UnexpectedError"];
        };
    };
    getProjectSecurityPolicy: {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
            };
            header?: never;
            path: {
                /** @description Project ID. Its form is not specified by the source document. */
                project: components["parameters"]["Project"];
                /** @description The policy to read, update or delete: its name (1-63 characters, RFC1035 form, like the policy's `name`), as the source document says, or its numeric ID (the `id` of the policy, a `uint64` in decimal), optionally written `securityPolicies/<id>`. The service takes the ID as well: the discovery document's pattern for this path is `(securityPolicies/)?[0-9]{0,20}` for an organization's policies (addressed by number), and a name or a number for a project's. */
                securityPolicy: components["parameters"]["SecurityPolicyName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy as it is now, with its current fingerprint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityPolicy"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["UnexpectedError"];
        };
    };
    deleteProjectSecurityPolicy: {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
                /** @description Optional unique request ID, a UUID; the all-zero UUID (`00000000-0000-0000-0000-000000000000`) is not supported. When a request is retried with the same ID and the first one was completed, the server ignores the repeat, which prevents duplicates. The operation returned carries it as `clientOperationId`. */
                requestId?: components["parameters"]["RequestId"];
            };
            header?: never;
            path: {
                /** @description Project ID. Its form is not specified by the source document. */
                project: components["parameters"]["Project"];
                /** @description The policy to read, update or delete: its name (1-63 characters, RFC1035 form, like the policy's `name`), as the source document says, or its numeric ID (the `id` of the policy, a `uint64` in decimal), optionally written `securityPolicies/<id>`. The service takes the ID as well: the discovery document's pattern for this path is `(securityPolicies/)?[0-9]{0,20}` for an organization's policies (addressed by number), and a name or a number for a project's. */
                securityPolicy: components["parameters"]["SecurityPolicyName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operation that deletes the policy; poll it until `status` is `DONE`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operation"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["UnexpectedError"];
        };
    };
    patchProjectSecurityPolicy: {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
                /** @description Optional unique request ID, a UUID; the all-zero UUID (`00000000-0000-0000-0000-000000000000`) is not supported. When a request is retried with the same ID and the first one was completed, the server ignores the repeat, which prevents duplicates. The operation returned carries it as `clientOperationId`. */
                requestId?: components["parameters"]["RequestId"];
            };
            header?: never;
            path: {
                /** @description Project ID. Its form is not specified by the source document. */
                project: components["parameters"]["Project"];
                /** @description The policy to read, update or delete: its name (1-63 characters, RFC1035 form, like the policy's `name`), as the source document says, or its numeric ID (the `id` of the policy, a `uint64` in decimal), optionally written `securityPolicies/<id>`. The service takes the ID as well: the discovery document's pattern for this path is `(securityPolicies/)?[0-9]{0,20}` for an organization's policies (addressed by number), and a name or a number for a project's. */
                securityPolicy: components["parameters"]["SecurityPolicyName"];
            };
            cookie?: never;
        };
        /** @description The fields of the security policy to change, with the current fingerprint. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecurityPolicyPatch"];
            };
        };
        responses: {
            /** @description The operation that applies the patch; poll it until `status` is `DONE`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operation"];
                };
            };
            403: components["responses"]["Forbidden"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["UnexpectedError"];
        };
    };
    getGlobalOperation: {
        parameters: {
            query?: {
                /** @description Version of the error format of the answer (`1` or `2`). The contract describes one error format (`Error`). A standard parameter the service accepts on every method; not in the source document. */
                "$.xgafv"?: components["parameters"]["Xgafv"];
                /** @description OAuth 2.0 access token, as a query parameter instead of the `Authorization` header. A standard parameter the service accepts on every method; not in the source document. */
                access_token?: components["parameters"]["AccessToken"];
                /** @description Data format of the answer: `json` (the default), `media` or `proto`. The contract describes the JSON answers only. A standard parameter the service accepts on every method; not in the source document. */
                alt?: components["parameters"]["Alt"];
                /** @description JSONP callback name. A standard parameter the service accepts on every method; not in the source document. */
                callback?: components["parameters"]["Callback"];
                /** @description Selector of the fields to include in a partial answer (for example `items/*\/forwardingRules(name,IPAddress),nextPageToken`). A partial answer carries only the fields selected. A standard parameter the service accepts on every method; not in the source document. */
                fields?: components["parameters"]["Fields"];
                /** @description API key; it identifies the project for quota and reports. Required unless an OAuth 2.0 token is given; the operations of this contract need the token as well. A standard parameter the service accepts on every method; not in the source document. */
                key?: components["parameters"]["Key"];
                /** @description OAuth 2.0 token of the current user, as a query parameter. A standard parameter the service accepts on every method; not in the source document. */
                oauth_token?: components["parameters"]["OauthToken"];
                /** @description Whether the answer is indented with line breaks (the default) or compact. A standard parameter the service accepts on every method; not in the source document. */
                prettyPrint?: components["parameters"]["PrettyPrint"];
                /** @description An opaque string that stands for a user for quota purposes; at most 40 characters. A standard parameter the service accepts on every method; not in the source document. */
                quotaUser?: components["parameters"]["QuotaUser"];
                /** @description Upload protocol for media (for example `raw` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                upload_protocol?: components["parameters"]["UploadProtocol"];
                /** @description Legacy upload protocol for media (for example `media` or `multipart`). No operation of this contract uploads media. A standard parameter the service accepts on every method; not in the source document. */
                uploadType?: components["parameters"]["UploadType"];
                /** @description Legacy name of the parameter superseded by `quotaUser`: the address of the end user, for per-user limits. A standard parameter the service accepts on every method; not in the source document. */
                userIp?: components["parameters"]["UserIp"];
            };
            header?: never;
            path: {
                /** @description Project ID. Its form is not specified by the source document. */
                project: components["parameters"]["Project"];
                /** @description The operation to read or delete: its `name` (1-63 characters in RFC1035 form, as the operations the patch and the delete return are named) or its numeric `id` (a `uint64` in decimal, which some clients keep as the operation's handle). The source document gives neither; the discovery document's pattern for this path is `[a-z](?:[-a-z0-9]{0,61}[a-z0-9])?|[1-9][0-9]{0,19}`. */
                operation: components["parameters"]["OperationName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operation as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operation"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            "4XX": components["responses"]["UnexpectedError"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
