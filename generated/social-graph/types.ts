// Generated from specs/social-graph/openapi.yaml by `npm run generate`. Do not edit.

export interface paths {
    "/{api_version}/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The app-scoped ID of the user (the document writes it `{person-id}` for A1 and `{user_id}` for A2 and A4), a numeric string, or `me`: the user the access token belongs to. The real service takes `me` wherever a user ID goes, and the service's SDKs start from it (their examples and helpers make the token's user as the node `me`); the source document names the ID only. The ID may also be a custom audience's, which the service reads and deletes at the same path (its node's path): the node the ID names decides the answer. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /**
         * Get the fields and edges of a user
         * @description Returns the user node (A1): the fields asked for with `fields` (see the `User` schema, whose `x-default-fields` lists the fields readable with the `public_profile` permission) and its edges (listed in `x-edges` on the `User` schema; their path names are not specified by the source document). The endpoint is supported for the new page version. The source document writes the path with a trailing slash (`/{person-id}/`); it answers without one too, here, and with one under `getUserTrailingSlash`. The ID of a custom audience reads the audience instead, with the fields of `CustomAudience` (without `fields`, its `id`).
         */
        get: operations["getUser"];
        put?: never;
        /**
         * Update selected fields of a user
         * @description Updates the user (A2) with the form parameters of `UserUpdate`, sent as `application/x-www-form-urlencoded` or as JSON. `name` and `password` can be set on test accounts only (`x-test-accounts-only`). Answers `{success: bool}`; the change is visible to a read of the node that follows (read-after-write).
         */
        post: operations["updateUser"];
        /**
         * Delete a test user
         * @description Deletes a test user (A4). Takes no parameters besides the access token. Answers `{success: bool}`. Error 2903 means this test account cannot be deleted, 2904 that the special object-graph test user cannot be deleted. The ID of a custom audience deletes the audience (its users and its upload sessions' records with it).
         */
        delete: operations["deleteTestUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{api_version}/{user_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The app-scoped ID of the user (the document writes it `{person-id}` for A1 and `{user_id}` for A2 and A4), a numeric string, or `me`: the user the access token belongs to. The real service takes `me` wherever a user ID goes, and the service's SDKs start from it (their examples and helpers make the token's user as the node `me`); the source document names the ID only. The ID may also be a custom audience's, which the service reads and deletes at the same path (its node's path): the node the ID names decides the answer. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /**
         * Get the fields and edges of a user (path with a trailing slash)
         * @description The same operation as `getUser` (A1) on the path with a trailing slash, as the source document writes it: returns the user node, the fields asked for with `fields` and its edges. The endpoint is supported for the new page version. The ID of a custom audience reads the audience instead, as `getUser` does.
         */
        get: operations["getUserTrailingSlash"];
        put?: never;
        /**
         * Update selected fields of a user (path with a trailing slash)
         * @description The same operation as `updateUser` (A2) on the node's path with a trailing slash, where the service's Python, PHP and Java business SDKs send every request on a node (they join the node's ID and an empty edge name with a slash). Updates the user with the form parameters of `UserUpdate`, sent as `application/x-www-form-urlencoded` or as JSON. `name` and `password` can be set on test accounts only (`x-test-accounts-only`). Answers `{success: bool}`; the change is visible to a read of the node that follows (read-after-write).
         */
        post: operations["updateUserTrailingSlash"];
        /**
         * Delete a test user (path with a trailing slash)
         * @description The same operation as `deleteTestUser` (A4) on the node's path with a trailing slash, where the service's Python, PHP and Java business SDKs send every request on a node. Deletes a test user. Takes no parameters besides the access token. Answers `{success: bool}`. Error 2903 means this test account cannot be deleted, 2904 that the special object-graph test user cannot be deleted. The ID of a custom audience deletes the audience, as `deleteTestUser` does.
         */
        delete: operations["deleteTestUserTrailingSlash"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{api_version}/{custom_audience_id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The ID of the custom audience, a numeric string. */
                custom_audience_id: components["parameters"]["CustomAudienceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add users to a custom audience
         * @description Adds the users of the audience upload payload (A3). The payload travels as the form field `payload` holding the JSON-encoded object (`application/x-www-form-urlencoded`), or as the `payload` member of a JSON body. At most 10,000 users (`payload.data` rows) per request; a larger set is split into requests of one session (`session_id` unique within the ad account, `batch_seq` from 1, `estimated_num_total`, `last_batch_flag` true on the last request). Answers the audience upload result; the change is visible to a read that follows (read-after-write). With `method=DELETE` (in the query string or the body) the real service removes the payload's users instead, as `removeCustomAudienceUsers` does; its guide offers this to clients that cannot send a body with DELETE.
         */
        post: operations["addCustomAudienceUsers"];
        /**
         * Remove users from a custom audience
         * @description Removes the users of the audience payload (A7), which has the same members as for A3. It travels in the query string (`payload` and `session`, each JSON-encoded), as the real service's SDKs send the parameters of a DELETE request, or the same two ways as for A3 (form field `payload` holding the JSON-encoded object, or JSON body); the body is therefore optional, and `payload` is required in one of the two places. At most 10,000 users per request; larger sets are split into requests of one session. Answers the audience upload result.
         */
        delete: operations["removeCustomAudienceUsers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{api_version}/{page_id}/blocked": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The ID of the page, a numeric string. */
                page_id: components["parameters"]["PageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unblock users of a page
         * @description Unblocks users of a page (A5), named by `user` (a list of user or page IDs, or one ID), the deprecated `uid`, `psid` (page-scoped user ID) or `asid` (app-scoped user ID). The source document requires `user` or `uid`; the real service also unblocks by `psid` or `asid` alone, so a request must name at least one user by any of the four (`x-outside-source` on the body schemas). The parameters are sent in the query string, as the real service's SDKs send the parameters of a DELETE request, or in a body of form parameters or JSON; the body is therefore optional. In the body the rule is checked by its schema; in the query string it cannot be (JSON Schema does not tie query parameters together). Answers `{success: bool}`.
         */
        delete: operations["unblockPageUsers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{api_version}/act_{ad_account_id}/assigned_users": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The ID of the ad account, a numeric string. In the path it follows the literal prefix `act_` (`/act_{ad_account_id}/assigned_users`). */
                ad_account_id: components["parameters"]["AdAccountId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a user from an ad account
         * @description Removes a user (A6), given by the required `user` (a business user ID or system user ID), from the ad account `act_{ad_account_id}`. `user` is the operation's one parameter and the source document marks it required; it travels in the query string, as the real service's SDKs send the parameters of a DELETE request. The operation takes no body (a client's empty JSON object `{}` counts as none). Answers `{success: bool}`.
         */
        delete: operations["removeAdAccountAssignedUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{api_version}/act_{ad_account_id}/customaudiences": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The ID of the ad account, a numeric string. In the path it follows the literal prefix `act_` (`/act_{ad_account_id}/assigned_users`). */
                ad_account_id: components["parameters"]["AdAccountId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a custom audience
         * @description Creates a custom audience in the ad account `act_{ad_account_id}`, with the parameters of `CreateCustomAudienceRequest` sent as form parameters or as JSON (a customer-file audience: `name`, `subtype` `CUSTOM`, `description`, `customer_file_source`). Answers the new audience's `id`, and the fields `fields` names (read-after-write); the audience is then read and deleted at its ID (`GET` and `DELETE /{api_version}/{id}`) and takes its users in upload sessions (A3, A7). An ad account that does not exist is refused with code 100. Not in the source document, whose uploads start from an audience that exists; the service's own create, which its SDKs offer (`AdAccount.createCustomAudience`).
         */
        post: operations["createCustomAudience"];
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
         * Error
         * @description The service's error body. The source document lists the error codes (the table of its Errors section and the codes per operation) but does not show the body; its members are the real service's. Other members the real service may add stay allowed.
         */
        Error: {
            error: {
                /** @description Human-readable description of the error. */
                message: string;
                /** @description The error's type (for example `OAuthException`). The set of types is not specified by the source document. */
                type?: string;
                /**
                 * Format: int32
                 * @description The error code. The source document lists 100, 102, 104, 105, 190, 194, 200, 240, 368, 459, 483, 613, 2500, 2635, 2650, 2903, 2904, 3919, 80002, 80003, 80004 and 80006; each operation declares the ones it can return as named examples.
                 */
                code: number;
                /**
                 * Format: int32
                 * @description Additional information about the error. Its values are not specified by the source document.
                 */
                error_subcode?: number;
                /** @description Internal support identifier of the request, to quote when reporting a problem. */
                fbtrace_id?: string;
            };
        };
        /**
         * User
         * @description The user node: the fields of a user. A read returns the fields that were asked for (`fields`) and that the token may read; every field may be absent. The inner shapes of the object-typed fields other than `age_range` are not specified by the source document and are left open.
         */
        User: {
            /** @description App-scoped user ID, a numeric string; unique to the app and unusable by other apps. */
            id?: string;
            /** @description Returns no data as of 4 April 2018 (kept in the contract, see `x-no-data-since`). */
            about?: string;
            /** @description Minimum and maximum age of the age segment the user belongs to. */
            age_range?: {
                /** @description Minimum age of the segment. */
                min?: number;
                /** @description Maximum age of the segment; absent for an open-ended segment. */
                max?: number;
            };
            /** @description Birthday in the format `MM/DD/YYYY`; depending on the person's visibility settings it may be only the year (`YYYY`) or only month and day (`MM/DD`). */
            birthday?: string;
            /** @description Business ID of the client associated with a business integration system user, a numeric string. */
            client_business_id?: string;
            /** @description Returns no data as of 4 April 2018 (kept in the contract, see `x-no-data-since`). The source document types it `object` and does not show its inner shape; the real service's field is a list of objects, so both are accepted and the members are left open. */
            education?: Record<string, unknown>[] | Record<string, unknown>;
            /** @description The primary email address on the profile; omitted when no valid address is available. */
            email?: string;
            /** @description Athletes the user likes. The source document types it `object` and does not show its inner shape; the real service answers a list of objects (pages, each with `id` and `name`), so both are accepted and the members are left open. */
            favorite_athletes?: Record<string, unknown>[] | Record<string, unknown>;
            /** @description Sports teams the user likes. The source document types it `object` and does not show its inner shape; the real service answers a list of objects (pages, each with `id` and `name`), so both are accepted and the members are left open. */
            favorite_teams?: Record<string, unknown>[] | Record<string, unknown>;
            /** @description First name. */
            first_name?: string;
            /**
             * @description `male` or `female`. For a custom gender the value derives from the pronoun the person selected; it is omitted for a neutral pronoun.
             * @enum {string}
             */
            gender?: "male" | "female";
            /** @description Hometown. Its inner shape is not specified by the source document. */
            hometown?: Record<string, unknown>;
            /** @description Inspirational people. The source document types it `object` and does not show its inner shape; the real service answers a list of objects (pages, each with `id` and `name`), so both are accepted and the members are left open. */
            inspirational_people?: Record<string, unknown>[] | Record<string, unknown>;
            /** @description Whether the requesting app is installed. */
            installed?: boolean;
            /**
             * @description Always false.
             * @constant
             */
            is_guest_user?: false;
            /** @description Pages representing the languages the person knows. The source document types it `object` and does not show its inner shape; the real service answers a list of objects (pages, each with `id` and `name`), so both are accepted and the members are left open. */
            languages?: Record<string, unknown>[] | Record<string, unknown>;
            /** @description Last name. */
            last_name?: string;
            /** @description Link to the person's timeline; it resolves only for a logged-in friend of the person. */
            link?: string;
            /**
             * @deprecated
             * @description Deprecated. Set through A2 with `YES`/`NO`.
             */
            local_news_megaphone_dismiss_status?: boolean;
            /**
             * @deprecated
             * @description Deprecated. Set through A2 with `STATUS_ON`/`STATUS_OFF`.
             */
            local_news_subscription_status?: boolean;
            /**
             * @deprecated
             * @description Locale. Core field; deprecated.
             */
            locale?: string;
            /** @description Current location; requires the permission `user_location`. Its inner shape is not specified by the source document. */
            location?: Record<string, unknown>;
            /** @description What the person wants to meet for. */
            meeting_for?: string[];
            /** @description Middle name. */
            middle_name?: string;
            /** @description Full name. */
            name?: string;
            /** @description The name formatted for Chinese, Japanese or Korean ordering. */
            name_format?: string;
            /** @description The person's profile picture. It is one of the default public-profile fields and the edge of type `ProfilePictureSource`; the field table does not list it, and its shape is not specified by the source document. */
            picture?: unknown;
            /** @description Returns no data as of 4 April 2018 (kept in the contract, see `x-no-data-since`). */
            political?: string;
            /** @description Favorite quotes. */
            quotes?: string;
            /** @description Returns no data as of 4 April 2018 (kept in the contract, see `x-no-data-since`). */
            relationship_status?: string;
            /** @description Returns no data as of 4 April 2018 (kept in the contract, see `x-no-data-since`). */
            religion?: string;
            /**
             * Format: date-time
             * @description Time by which the shared login must be upgraded to the business manager (a timestamp).
             */
            shared_login_upgrade_required_by?: string;
            /** @description Short name. It is one of the default public-profile fields; the field table does not list it, and its type is not specified by the source document. */
            short_name?: unknown;
            /** @description Significant other. Its inner shape is not specified by the source document. */
            significant_other?: Record<string, unknown>;
            /** @description Sports played. The source document types it `object` and does not show its inner shape; the real service answers a list of objects (pages, each with `id` and `name`), so both are accepted and the members are left open. */
            sports?: Record<string, unknown>[] | Record<string, unknown>;
            /** @description Whether a donate button can be added to the person's live videos. */
            supports_donate_button_in_live_video?: boolean;
            /**
             * @deprecated
             * @description Anonymous unique ID for third parties. Deprecated for versions 3.0 and later: apps on older versions could read it until 8 January 2019, and apps installed on or after 1 May 2018 cannot get it.
             */
            third_party_id?: string;
            /**
             * Format: float
             * @deprecated
             * @description The person's offset from UTC in hours, between -24 and 24. Core field; deprecated.
             */
            timezone?: number;
            /** @description The same across the apps of one business. Reading it requires the person to be logged into the app or to hold a role on it; it changes if the business that owns the app changes. */
            token_for_business?: string;
            /**
             * Format: date-time
             * @deprecated
             * @description Last update time (a datetime). Deprecated.
             */
            updated_time?: string;
            /**
             * @deprecated
             * @description Deprecated. Whether the account is verified, by any of: mobile registration, SMS confirmation, or entering a valid credit card. Distinct from `is_verified`.
             */
            verified?: boolean;
            /** @description Video upload limits. Its inner shape is not specified by the source document. */
            video_upload_limits?: Record<string, unknown>;
            /** @description Returns no data as of 4 April 2018 (kept in the contract, see `x-no-data-since`). */
            website?: string;
            /** @description The workplace community the person belongs to. Not a field of the source document; its inner shape is left open. */
            community?: Record<string, unknown>;
            /** @description The person's cover photo. Not a field of the source document; its inner shape is left open. */
            cover?: Record<string, unknown>;
            /** @description The person's currency settings. Not a field of the source document; its inner shape is left open. */
            currency?: Record<string, unknown>;
            /** @description How the app was installed by the person. Not a field of the source document; its values are not specified. */
            install_type?: string;
            /** @description Whether the account is a work account. Not a field of the source document. */
            is_work_account?: boolean;
            /** @description The payment price points available to the person. Not a field of the source document; its inner shape is left open. */
            payment_pricepoints?: Record<string, unknown>;
            /** @description The address of the person's profile picture. Not a field of the source document. */
            profile_pic?: string;
        };
        /**
         * CustomAudienceStatus
         * @description A status of a custom audience: a numeric `code` and its `description`. Which codes exist is the service's (its reference lists, for the operation status, 0 not available, 100 expiring, 200 normal, 400 warning, 410 no upload, 411 low match rate, 412 many invalid entries, 414 and 415 a replace in progress or failed, 421 to 423 pixel problems, 431 to 434 lookalike builds, 441 and 442 prefill, 450 out of date, 470 inactive account, 471 flagged, 500 error; for the delivery status, 200 ready, 300 too small, 400 and above not usable); the set stays open.
         */
        CustomAudienceStatus: {
            /**
             * Format: int32
             * @description The status code.
             */
            code?: number;
            /** @description What the code means, in words. */
            description?: string;
        };
        /**
         * CustomAudience
         * @description A custom audience node, as a read of its ID answers it: the fields asked for with `fields` (without `fields`, its `id`), every one of them optional. Not in the source document, which names the audience only by the ID its uploads (A3, A7) go to; its fields and their types are the service's business SDK's. The audience's size is reported as a range (`approximate_count_lower_bound`, `approximate_count_upper_bound`; `-1` for an inactive lookalike), its state by `operation_status` (the last operation on it) and `delivery_status` (whether ads can use it). The schema stays open to fields the SDK adds.
         */
        CustomAudience: {
            /** @description The custom audience's ID. */
            id?: string;
            /** @description The ID of the ad account the audience belongs to, without its `act_` prefix. */
            account_id?: string;
            /** @description The audience's name. */
            name?: string;
            /** @description The audience's description. */
            description?: string;
            /** @description The kind of audience, derived from its data source (`CUSTOM` for a customer file, `WEBSITE`, `LOOKALIKE`, ...). Open: a read may answer kinds made elsewhere than through the API, which a create does not take. */
            subtype?: string;
            /** @description Where the customer information uploaded comes from (`USER_PROVIDED_ONLY`, `PARTNER_PROVIDED_ONLY`, `BOTH_USER_AND_PARTNER_PROVIDED`). */
            customer_file_source?: string;
            /**
             * Format: int32
             * @description Lower bound of the number of people in the audience; `-1` for an inactive lookalike.
             */
            approximate_count_lower_bound?: number;
            /**
             * Format: int32
             * @description Upper bound of the number of people in the audience; `-1` for an inactive lookalike.
             */
            approximate_count_upper_bound?: number;
            /** @description The status of the last operation on the audience (`200` normal, `410` no upload yet, ...). */
            operation_status?: components["schemas"]["CustomAudienceStatus"];
            /** @description Whether ads can use the audience (`200` ready, `300` too small, `400` and above not usable). */
            delivery_status?: components["schemas"]["CustomAudienceStatus"];
            /** @description How the audience was made: `type` and `sub_type` (the values of the upload's `AudienceDataSource`, read back; open here, as a read may answer sources made elsewhere), and `creation_params`. */
            data_source?: {
                type?: string;
                sub_type?: string;
                creation_params?: string;
            };
            /**
             * Format: int32
             * @description How many days a user stays in the audience; `0` for as long as the audience exists.
             */
            retention_days?: number;
            /** @description The rule of a website or engagement audience. */
            rule?: string;
            /** @description The aggregation on top of the rule. */
            rule_aggregation?: string;
            /** @description The address where people can choose not to be targeted. */
            opt_out_link?: string;
            /** @description The pixel collecting events for a website audience. */
            pixel_id?: string;
            /** @description Whether the audience seeds value-based lookalikes. */
            is_value_based?: boolean;
            /** @description Whether the audience is a snapshot. */
            is_snapshot?: boolean;
            /** @description Whether the audience is a household audience. */
            is_household?: boolean;
            /** @description The lookalike audiences made from this one. */
            lookalike_audience_ids?: string[];
            /** @description The specification of a lookalike audience. Its members are the service's. */
            lookalike_spec?: Record<string, unknown>;
            /** @description The fields (name, description, rule) flagged for suggesting information the service's terms do not permit. */
            fields_violating_integrity_policy?: string[];
            /** @description When the audience was created, in seconds since the epoch. */
            time_created?: number;
            /** @description When the audience's metadata was last updated, in seconds since the epoch. */
            time_updated?: number;
            /** @description When the audience's users last changed (a customer-file audience), in seconds since the epoch. */
            time_content_updated?: number;
            /** @description When the audience is to be deleted, in seconds since the epoch. */
            delete_time?: number;
        };
        /**
         * UserOrCustomAudience
         * @description What a read of a node's ID answers (`GET /{api_version}/{id}`): the service decides by the node the ID names, a user (A1) or a custom audience. The answer is checked against both schemas at once (`allOf`): a user's fields by `User` and a custom audience's by `CustomAudience`, each as strictly as on its own; the two share only `id` and `name`, of one type in both, and each stays open to the other's fields, so a user's answer is held to `User` exactly as before. The simulator answers a user's ID with the user's fields and an audience's with the audience's, never both.
         */
        UserOrCustomAudience: components["schemas"]["User"] & components["schemas"]["CustomAudience"];
        /**
         * UserUpdate
         * @description The parameters of a user update (A2), sent as form parameters or as a JSON object. Which of them are required, and whether an empty update is accepted, is not specified by the source document. `name` and `password` can be set on test accounts only (`x-test-accounts-only`). The body stays closed to unknown members (a misspelt parameter would otherwise be dropped silently); `id` is the one member outside the document, because the service's official SDK adds it to every update.
         */
        UserUpdate: {
            /** @description The ID of the node being updated, the same as the path's `user_id` (`me` included). Not a parameter of the source document: the service's official SDK adds the node's own `id` to the body of every update it sends, as a numeric string or, when the node was made from a number, a JSON number. */
            id?: ((string | unknown | "me") | (number | unknown | "me")) | unknown | "me";
            /**
             * Format: int64
             * @description Emoji color preference. Its meaning and allowed values are not specified by the source document. The document types it int64; as a form parameter it arrives as text, and clients that copy form parameters into JSON send the same digits as a string, which the service accepts, so a string of digits is accepted too.
             */
            emoji_color_pref?: number | string;
            /** @description First name. */
            firstname?: string;
            /** @description Last name. */
            lastname?: string;
            /**
             * @description Local news megaphone dismiss status (`YES` or `NO`); read back as the deprecated boolean node field of the same name.
             * @enum {string}
             */
            local_news_megaphone_dismiss_status?: "YES" | "NO";
            /**
             * @description Local news subscription status (`STATUS_ON` or `STATUS_OFF`); read back as the deprecated boolean node field of the same name.
             * @enum {string}
             */
            local_news_subscription_status?: "STATUS_ON" | "STATUS_OFF";
            /** @description Full name. Test accounts only. */
            name?: string;
            /** @description Password. Test accounts only. */
            password?: string;
        };
        /**
         * Success
         * @description The result of A2, A4, A5 and A6.
         */
        Success: {
            /** @description Whether the operation succeeded. */
            success: boolean;
        };
        /**
         * AudienceKey
         * @description A key type of a multi-key `schema` (one column of `data`). The first fifteen are the document's list; `LOOKALIKE_VALUE` is used by a sample of the source document, with a numeric value column. The real service's own list is wider, and its refusal of an unknown key names it: beside the document's keys it takes `PARTIALPHONE`, `PHONEID`, `STREETNAME`, `STREETNUM`, `STREETTYPE`, `STREET2ROW`, `STREETADDRESS`, `F5FIRST`, `F5LAST`, `EMAIL_MD5`, `PHONE_MD5` (hashed values like the others; the two `_MD5` keys as 32-hexadecimal MD5 digests), `APPUID` (an app-scoped user ID) and `PAGEUID` (a page-scoped user ID). The document's rule for platform user IDs applies to the last two: `app_ids` is then required for `APPUID`, `page_ids` for `PAGEUID`. The service's guide adds the Limited Data Use columns: `DATA_PROCESSING_OPTIONS` (a list of options such as `LDU`, possibly empty, in each row), `DATA_PROCESSING_OPTIONS_COUNTRY` and `DATA_PROCESSING_OPTIONS_STATE` (numeric codes). Combination keys such as `LN_FN_ZIP` (named in the note of `is_raw`) are not in any of these lists and are not accepted here.
         * @enum {string}
         */
        AudienceKey: "EXTERN_ID" | "EMAIL" | "PHONE" | "GEN" | "DOBY" | "DOBM" | "DOBD" | "LN" | "FN" | "FI" | "CT" | "ST" | "ZIP" | "MADID" | "COUNTRY" | "LOOKALIKE_VALUE" | "APPUID" | "PAGEUID" | "PARTIALPHONE" | "PHONEID" | "STREETNAME" | "STREETNUM" | "STREETTYPE" | "STREET2ROW" | "STREETADDRESS" | "F5FIRST" | "F5LAST" | "EMAIL_MD5" | "PHONE_MD5" | "DATA_PROCESSING_OPTIONS" | "DATA_PROCESSING_OPTIONS_COUNTRY" | "DATA_PROCESSING_OPTIONS_STATE";
        /**
         * AudienceDataSource
         * @description The source of the uploaded users (`data_source.type` and `data_source.sub_type`). Whether its members are required, and which sub-types go with which type, is not specified by the source document. The real service's data source has one more member, `creation_params`, and one more sub-type, `MESSAGE_CAMPAIGN`, than the document lists.
         */
        AudienceDataSource: {
            /**
             * @description The type of the data source.
             * @enum {string}
             */
            type?: "UNKNOWN" | "FILE_IMPORTED" | "EVENT_BASED" | "SEED_BASED" | "THIRD_PARTY_IMPORTED" | "COPY_PASTE" | "CONTACT_IMPORTER" | "HOUSEHOLD_AUDIENCE";
            /**
             * @description The sub-type of the data source. The set is open: the source document writes several values with neutral words in place of company and product names (`VENDOR_EVENT_SIGNALS`, `VENDOR_WIFI_EVENTS`, `VENDOR_PIXEL_HITS`, `PHOTOAPP_BUSINESS_EVENTS`, `PHOTOAPP_PROMOTED_POST`, `MSGAPP_SUBSCRIBER_POOL`, `EMAILTOOL_EMAIL_HASHES`, `EMAILTOOL2_EMAIL_HASHES`), so the real service sends and takes values the contract cannot name. The values listed are the known ones; any other string is accepted.
             * @example ANYTHING
             * @example NOTHING
             * @example HASHES
             * @example USER_IDS
             * @example HASHES_OR_USER_IDS
             * @example MOBILE_ADVERTISER_IDS
             * @example EXTERNAL_IDS
             * @example MULTI_HASHES
             * @example TOKENS
             * @example EXTERNAL_IDS_MIX
             * @example HOUSEHOLD_EXPANSION
             * @example SUBSCRIBER_LIST
             * @example WEB_PIXEL_HITS
             * @example MOBILE_APP_EVENTS
             * @example MOBILE_APP_COMBINATION_EVENTS
             * @example VIDEO_EVENTS
             * @example WEB_PIXEL_COMBINATION_EVENTS
             * @example PLATFORM
             * @example MULTI_DATA_EVENTS
             * @example PHOTOAPP_BUSINESS_EVENTS
             * @example STORE_VISIT_EVENTS
             * @example INSTANT_ARTICLE_EVENTS
             * @example VENDOR_EVENT_SIGNALS
             * @example VENDOR_WIFI_EVENTS
             * @example AR_EXPERIENCE_EVENTS
             * @example AR_EFFECTS_EVENTS
             * @example MESSENGER_ONSITE_SUBSCRIPTION
             * @example MSGAPP_SUBSCRIBER_POOL
             * @example MARKETPLACE_LISTINGS
             * @example AD_CAMPAIGN
             * @example GROUP_EVENTS
             * @example ENGAGEMENT_EVENT_USERS
             * @example CUSTOM_AUDIENCE_USERS
             * @example PAGE_FANS
             * @example CONVERSION_PIXEL_HITS
             * @example APP_USERS
             * @example S_EXPR
             * @example DYNAMIC_RULE
             * @example CAMPAIGN_CONVERSIONS
             * @example WEB_PIXEL_HITS_CUSTOM_AUDIENCE_USERS
             * @example MOBILE_APP_CUSTOM_AUDIENCE_USERS
             * @example COMBINATION_CUSTOM_AUDIENCE_USERS
             * @example VIDEO_EVENT_USERS
             * @example VENDOR_PIXEL_HITS
             * @example PHOTOAPP_PROMOTED_POST
             * @example PLACE_VISITS
             * @example OFFLINE_EVENT_USERS
             * @example EXPANDED_AUDIENCE
             * @example SEED_LIST
             * @example PARTNER_CATEGORY_USERS
             * @example PAGE_SMART_AUDIENCE
             * @example MULTICOUNTRY_COMBINATION
             * @example PLATFORM_USERS
             * @example MULTI_EVENT_SOURCE
             * @example SMART_AUDIENCE
             * @example LOOKALIKE_PLATFORM
             * @example SIGNAL_SOURCE
             * @example EMAILTOOL_EMAIL_HASHES
             * @example EMAILTOOL2_EMAIL_HASHES
             * @example COPY_PASTE_EMAIL_HASHES
             * @example CUSTOM_DATA_TARGETING
             * @example CONTACT_IMPORTER
             * @example DATA_FILE
             * @example MESSAGE_CAMPAIGN
             */
            sub_type?: string;
            /** @description Parameters the data source was created with, as text. Not a member of the source document; its content is not specified. */
            creation_params?: string;
        };
        /**
         * AudienceMetadata
         * @description Metadata of the upload (`metadata.calculated_date`, `metadata.schema_version`). The meaning of its members and whether they are required are not specified by the source document.
         */
        AudienceMetadata: {
            /**
             * Format: date-time
             * @description A datetime. Its meaning is not specified by the source document.
             */
            calculated_date?: string;
            /** @description A schema version. Its values are not specified by the source document. */
            schema_version?: string;
        };
        /**
         * AudienceUploadSession
         * @description The upload session this request belongs to. A set of more than 10,000 users is split into several requests of one session: the same `session_id`, `batch_seq` counting from 1, and `last_batch_flag` true on the last request (otherwise the session is not known to have ended). The source document marks none of the members as required; `session_id` and `batch_seq` are required here because a request cannot be placed in a session without them. The numbers may also arrive as strings of digits and the flag as `"true"` or `"false"`: Graph parameters are form parameters at heart, the service reads them from text, and clients send them so (an int64 `session_id` above 2^53 cannot even be a JSON number in JavaScript without losing digits).
         */
        AudienceUploadSession: {
            /**
             * Format: int64
             * @description Generated by the advertiser; unique within the same ad account. An integer, or its digits as a string. Never negative: the result gives the id back as a numeric string (digits only).
             */
            session_id: number | string;
            /**
             * Format: int64
             * @description Estimated total number of users in the session. An integer, or its digits as a string (digits only, so never negative).
             */
            estimated_num_total?: number | string;
            /**
             * Format: int64
             * @description Sequence number of this request in the session, starting at 1. An integer, or its digits as a string.
             */
            batch_seq: number | string;
            /**
             * @description Must be true on the last request of the session; otherwise the session is not known to have ended. A boolean, or `"true"`/`"false"` as a form parameter carries it.
             * @enum {boolean|string}
             */
            last_batch_flag?: true | false | "true" | "false";
        };
        /**
         * AudienceUploadPayload
         * @description The users to add (A3) or delete (A7). In a form request it travels as the `payload` field holding this object JSON-encoded; in a JSON request it is the `payload` member itself. The document lists `data_source`, `metadata` and `session` with the payload but does not show their nesting relative to it, so they are accepted both inside this object and beside it in the request (see `AudienceUploadRequest`). `schema` and `data` are required here: the rows of `data` are the users, in the order of `schema`.
         */
        AudienceUploadPayload: {
            /** @description The key (or keys) of the rows of `data`. Either one single key (`EMAIL_SHA256`, `PHONE_SHA256`, `MOBILE_ADVERTISER_ID`), or an array of key types (multi-key, such as `[EMAIL, LN, FN, ZIP]`). The real service takes more single keys than the document lists: `UID` (platform user IDs collected through an app or page integration; the document's rule for platform user IDs applies to it: `app_ids` or `page_ids` is required), `EXTERN_ID` (the advertiser's own identifiers, unhashed) and `CLAIM`. */
            schema: ("EMAIL_SHA256" | "PHONE_SHA256" | "MOBILE_ADVERTISER_ID" | "UID" | "EXTERN_ID" | "CLAIM") | components["schemas"]["AudienceKey"][];
            /**
             * @description Default false. Set false for combination keys such as `LN_FN_ZIP`, true otherwise. The list of combination keys is not specified by the source document, so the rule is not checked. As a form parameter carries it, `"true"` and `"false"` are accepted too.
             * @default false
             * @enum {boolean|string}
             */
            is_raw?: true | false | "true" | "false";
            /** @description The rows of user data, at most 10,000 users per request. Values are hashed (the document's sample shows 64-character hexadecimal SHA-256 digests); a `LOOKALIKE_VALUE` column holds a number. With a multi-key `schema` (an array) every row is an array of values in the order of `schema`, and a value that is not known is an empty string; the row length is not checked by the schema. The document types `data` as a list of JSON arrays and does not show the rows of a single-key `schema`: with a single key a row is accepted as a one-value array or as the bare value. A `DATA_PROCESSING_OPTIONS` column holds a list of options (`["LDU"]`, or `[]` for none), so a row value may also be a list of strings. */
            data: ((string | number | string[])[] | string)[];
            /** @description App IDs, integers (or numeric strings, as the service's SDK samples send them). Required when `schema` is a platform user ID collected through an app integration: the single key `UID` (with `app_ids` or `page_ids`) or the multi-key `APPUID`. */
            app_ids?: (number | string)[];
            /** @description Page IDs, numeric strings (or JSON numbers). Required when `schema` is a platform user ID collected through a page webhook integration: with the single key `UID`, `app_ids` or `page_ids` is required; with the multi-key `PAGEUID`, `page_ids` is. */
            page_ids?: (string | number)[];
            /** @description Photo-sharing account IDs, as numeric strings or integers. */
            ig_account_ids?: (string | number)[];
            data_source?: components["schemas"]["AudienceDataSource"];
            metadata?: components["schemas"]["AudienceMetadata"];
            session?: components["schemas"]["AudienceUploadSession"];
        } & (unknown & unknown & unknown);
        /**
         * AudienceUploadRequest
         * @description The JSON request of A3 and A7: `payload` is the audience upload payload object. Because the source document does not show where `data_source`, `metadata` and `session` sit relative to `payload`, they are accepted here beside it as well as inside it; send each in one place only. The request stays closed to unknown members, so that a misspelt `payload` or `session` is refused rather than ignored; the members the service's SDKs add (`id`, `namespace`) and those its guide documents beside `payload` (`customer_consent`, `method`) are listed.
         */
        AudienceUploadRequest: {
            payload: components["schemas"]["AudienceUploadPayload"];
            data_source?: components["schemas"]["AudienceDataSource"];
            metadata?: components["schemas"]["AudienceMetadata"];
            /** @description The upload session. The real service's SDKs send it as its own parameter beside `payload`. */
            session?: components["schemas"]["AudienceUploadSession"];
            /** @description The ID of the custom audience, the same as the path's `custom_audience_id`. Not a parameter of the source document: the service's official SDK adds the node's own `id` to the body of every request it sends to the node's edges, as a numeric string or a JSON number. */
            id?: string | number;
            /** @description A namespace for the uploaded users. Not a parameter of the source document, which does not give its meaning; the service's SDKs declare it beside `payload` and `session`. */
            namespace?: string;
            /**
             * @description Whether the advertiser has the consent of the uploaded people, sent beside `payload` (the service's guide sends it with the Limited Data Use columns). Not a parameter of the source document. A boolean, or `"true"`/`"false"` as a form parameter carries it.
             * @enum {boolean|string}
             */
            customer_consent?: true | false | "true" | "false";
            /**
             * @description `DELETE` turns the request into a removal of the payload's users (A7): the service removes users given by a POST that carries it, for clients that cannot send a body with DELETE. Not a parameter of the source document. Also accepted in the query string.
             * @enum {string}
             */
            method?: "DELETE" | "delete";
        };
        /**
         * AudienceUploadFormRequest
         * @description The form request of A3 and A7 (`application/x-www-form-urlencoded`): the `payload` field holds the audience upload payload object JSON-encoded, as the source document says. `data_source`, `metadata` and `session`, whose nesting relative to `payload` the document does not show, may be sent inside the encoded payload or as form fields of their own, each JSON-encoded likewise. `contentMediaType`/`contentSchema` give the encoded object's type; JSON Schema validators treat them as annotations, so a validator must decode the field to check it.
         */
        AudienceUploadFormRequest: {
            /** @description The audience upload payload, JSON-encoded. */
            payload: string;
            /** @description The data source, JSON-encoded. */
            data_source?: string;
            /** @description The metadata, JSON-encoded. */
            metadata?: string;
            /** @description The upload session, JSON-encoded. The real service's SDKs send it as its own parameter beside `payload`. */
            session?: string;
            /** @description A namespace for the uploaded users. Not a parameter of the source document, which does not give its meaning; the service's SDKs declare it beside `payload` and `session`. */
            namespace?: string;
            /**
             * @description Whether the advertiser has the consent of the uploaded people, as the form carries a boolean. Not a parameter of the source document.
             * @enum {string}
             */
            customer_consent?: "true" | "false";
            /**
             * @description `DELETE` turns the request into a removal of the payload's users (A7). Not a parameter of the source document.
             * @enum {string}
             */
            method?: "DELETE" | "delete";
        };
        /**
         * AudienceUploadResult
         * @description The result of an audience upload (A3) or removal (A7). Which members are always present is not specified by the source document.
         */
        AudienceUploadResult: {
            /** @description The ID of the custom audience, a numeric string. */
            audience_id?: string;
            /** @description The ID of the upload session, a numeric string. */
            session_id?: string;
            /**
             * Format: int32
             * @description Number of entries received.
             */
            num_received?: number;
            /**
             * Format: int32
             * @description Number of invalid entries.
             */
            num_invalid_entries?: number;
            /** @description Samples of invalid entries, a map of string to string (the document's type). The service's own guide types the member as a list of strings or a map of string to string, so a list of strings is accepted too. */
            invalid_entry_samples?: {
                [key: string]: string;
            } | string[];
            /** @description Subscription information. */
            subscription_info?: {
                /** @description Subscription information for the messaging app (`MSGAPP`). The document names this member with the neutral word `msgapp`; the real service's member carries the app's name instead, which this open object accepts. It is never required. */
                msgapp?: {
                    /** @description The error of the messaging-app subscription upload. */
                    error?: {
                        /** @description The error message. */
                        message?: string;
                        /**
                         * Format: int32
                         * @description The error code.
                         */
                        code?: number;
                    };
                    /**
                     * Format: int32
                     * @description Number of subscribers received.
                     */
                    num_subscribers_received?: number;
                    /**
                     * Format: int32
                     * @description Number of invalid subscriber entries.
                     */
                    num_subscribers_invalid_entries?: number;
                    /** @description Samples of invalid subscriber entries, a map of string to string. */
                    invalid_subscribers_entry_samples?: {
                        [key: string]: string;
                    };
                };
            };
        };
        /**
         * PageUnblockId
         * @description A user or page ID (a UID), a numeric string. The service's SDKs type these parameters as integers, so a JSON number is accepted too.
         */
        PageUnblockId: string | number;
        /**
         * PageUnblockRequest
         * @description The parameters of A5 (unblock users of a page), as a JSON object. The source document says that `user` or the deprecated `uid` is required; the real service also unblocks a user named by `psid` or `asid` alone (the page-scoped ID is how a messaging page knows its users), so a request must name at least one user by any of the four, and none of them is required on its own. The body is closed, so `minProperties: 1` says exactly that. IDs may be numeric strings or JSON numbers, and `user` may be one ID instead of a list, as the service's SDKs type it.
         */
        PageUnblockRequest: {
            /** @description The app-scoped user ID to unblock (a user or page ID). */
            asid?: components["schemas"]["PageUnblockId"];
            /** @description The page-scoped user ID to unblock (a UID). */
            psid?: components["schemas"]["PageUnblockId"];
            /**
             * @deprecated
             * @description Deprecated; the same as `user`, one UID.
             */
            uid?: components["schemas"]["PageUnblockId"];
            /** @description The user or page IDs to unblock (a UID list), or one ID. */
            user?: components["schemas"]["PageUnblockId"][] | components["schemas"]["PageUnblockId"];
        };
        /**
         * PageUnblockFormRequest
         * @description The parameters of A5 (unblock users of a page) as form parameters. As in the JSON form, a request must name at least one user, by `user`, the deprecated `uid`, `psid` or `asid` (the source document requires `user` or `uid`; the real service unblocks by `psid` or `asid` alone too), and the closed body makes `minProperties: 1` say exactly that. The list `user` travels JSON-encoded (for example `["1001","1002"]`), like the structured parameters of this API; one bare ID is accepted too. The source document does not show its form encoding.
         */
        PageUnblockFormRequest: {
            /** @description The app-scoped user ID to unblock (a user or page ID). */
            asid?: string;
            /** @description The page-scoped user ID to unblock (a UID). */
            psid?: string;
            /**
             * @deprecated
             * @description Deprecated; the same as `user`, one UID.
             */
            uid?: string;
            /** @description The user or page IDs to unblock (a UID list), JSON-encoded, or one ID (which is valid JSON too). */
            user?: string;
        };
        /**
         * CreateCustomAudienceRequest
         * @description The parameters of a custom audience create, sent as form parameters or as a JSON object: the parameters the service's business SDK lists for it, none of them required by the service (a customer-file audience is made with `name`, `subtype` `CUSTOM`, `description` and `customer_file_source`). A form carries every value as text, and clients that copy form parameters into JSON send the same text: a boolean is also taken as `"true"` or `"false"`, a number as its digits, a list or an object JSON-encoded. The body stays closed to unknown members (a misspelt parameter would otherwise be dropped silently); besides the SDK's parameters it takes `fields` (the fields of the audience the answer reads back) and `id`, the ad account's own node ID, which the official SDK adds to the body of every create on an edge.
         */
        CreateCustomAudienceRequest: {
            /** @description The ad account's own node ID (`act_<ad_account_id>`), which the official SDK adds to the body; the path's account. */
            id?: string;
            /** @description The fields of the new audience the answer carries besides its `id` (read-after-write), comma-separated. */
            fields?: string;
            /** @description The audience's name. */
            name?: string;
            /** @description The audience's description. */
            description?: string;
            /**
             * @description The kind of audience (`CUSTOM` for a customer file, whose users are then uploaded in sessions, A3 and A7).
             * @enum {string}
             */
            subtype?: "CUSTOM" | "PRIMARY" | "WEBSITE" | "APP" | "OFFLINE_CONVERSION" | "CLAIM" | "MANAGED" | "PARTNER" | "VIDEO" | "LOOKALIKE" | "ENGAGEMENT" | "BAG_OF_ACCOUNTS" | "STUDY_RULE_AUDIENCE" | "FOX" | "MEASUREMENT" | "REGULATED_CATEGORIES_AUDIENCE" | "BIDDING" | "EXCLUSION" | "MESSENGER_SUBSCRIBER_LIST";
            /**
             * @description Where the customer information to upload comes from; asked of customer-file audiences.
             * @enum {string}
             */
            customer_file_source?: "USER_PROVIDED_ONLY" | "PARTNER_PROVIDED_ONLY" | "BOTH_USER_AND_PARTNER_PROVIDED";
            /** @description How many days a user stays in the audience, 1 to 180; without it, for as long as the audience exists. A number, or its digits. */
            retention_days?: number | string;
            /** @description The rule of a website, product or video audience. */
            rule?: string;
            /** @description The aggregation on top of the rule. */
            rule_aggregation?: string;
            /** @description The address where people can choose not to be targeted. */
            opt_out_link?: string;
            /** @description The pixel whose events make a website audience. An ID, as a number or its digits. */
            pixel_id?: number | string;
            /**
             * @description Whether a website audience takes the traffic recorded before its creation. `true` or `false`, or the same as text.
             * @enum {boolean|string}
             */
            prefill?: true | false | "true" | "false";
            /** @description The specification of a lookalike audience, JSON-encoded. */
            lookalike_spec?: string;
            /** @description The audience a lookalike is made from. An ID, as a number or its digits. */
            origin_audience_id?: number | string;
            /**
             * @description Whether the audience seeds value-based lookalikes. `true` or `false`, or the same as text.
             * @enum {boolean|string}
             */
            is_value_based?: true | false | "true" | "false";
            /**
             * @description Whether the audience is a snapshot. `true` or `false`, or the same as text.
             * @enum {boolean|string}
             */
            is_snapshot?: true | false | "true" | "false";
            /**
             * @description The objective of a `CLAIM` audience.
             * @enum {string}
             */
            claim_objective?: "AUTOMOTIVE_MODEL" | "COLLABORATIVE_ADS" | "HOME_LISTING" | "MEDIA_TITLE" | "PRODUCT" | "TRAVEL" | "VEHICLE" | "VEHICLE_OFFER";
            /**
             * @description The content type a `TRAVEL` claim objective needs.
             * @enum {string}
             */
            content_type?: "AUTOMOTIVE_MODEL" | "DESTINATION" | "FLIGHT" | "GENERIC" | "HOME_LISTING" | "HOTEL" | "LOCAL_SERVICE_BUSINESS" | "MEDIA_TITLE" | "OFFLINE_PRODUCT" | "PRODUCT" | "VEHICLE" | "VEHICLE_OFFER";
            /** @description The event source group of a `TRAVEL` claim objective. An ID, as a number or its digits. */
            event_source_group?: number | string;
            /** @description The event sources of a `TRAVEL` claim objective (objects of `id` and `type`). A list, or the list JSON-encoded. */
            event_sources?: unknown[] | string;
            /** @description The offline conversion dataset of the audience. An ID, as a number or its digits. */
            dataset_id?: number | string;
            /** @description The product set a product audience targets. An ID, as a number or its digits. */
            product_set_id?: number | string;
            /** @description The page of an engagement audience. An ID, as a number or its digits. */
            facebook_page_id?: number | string;
            /** @description The domains the audience is restricted to. A list, or the list JSON-encoded. */
            allowed_domains?: unknown[] | string;
            /** @description The user and page accounts of a bag-of-accounts audience. A list, or the list JSON-encoded. */
            list_of_accounts?: unknown[] | string;
            /** @description The rules of the users the audience includes. A list, or the list JSON-encoded. */
            inclusions?: unknown[] | string;
            /** @description The rules of the users the audience excludes. A list, or the list JSON-encoded. */
            exclusions?: unknown[] | string;
            /** @description How the inclusions combine. */
            inclusionOperator?: string;
            /**
             * @description Whether an identical audience that exists is answered instead of a new one. `true` or `false`, or the same as text.
             * @enum {boolean|string}
             */
            enable_fetch_or_create?: true | false | "true" | "false";
            /** @description The messaging channels of a subscriber-list audience. A list, or the list JSON-encoded. */
            subscription_info?: ("MESSENGER" | "WHATSAPP")[] | string;
            /** @description The products the audience is for. A list, or the list JSON-encoded. */
            use_for_products?: ("ADS" | "MARKETING_MESSAGES")[] | string;
            /**
             * @description Whether the audience can be used in campaigns (by default it can). `true` or `false`, or the same as text.
             * @enum {boolean|string}
             */
            use_in_campaigns?: true | false | "true" | "false";
            /** @description Labels of the audience. A list, or the list JSON-encoded. */
            audience_labels?: ("APP_INSTALLERS" | "APP_USERS" | "AT_RISK" | "CART_ABANDONERS" | "CUSTOMER_LEADS" | "DISENGAGED" | "DISQUALIFIED_LEADS" | "ENGAGED_USERS" | "HIGH_VALUE_CUSTOMERS" | "LOW_VALUE_CUSTOMERS" | "OTHER_1" | "OTHER_2" | "OTHER_3" | "PERSONAS" | "QUALIFIED_LEADS" | "RECENT_PURCHASERS" | "RESTRICTED_USERS" | "TRIAL_USERS" | "UNWANTED_CUSTOMERS")[] | string;
            /**
             * @description How the audience may be used.
             * @enum {string}
             */
            usage_restriction?: "EXCLUSION_ONLY" | "NONE";
            /** @description An audience associated with this one. An ID, as a number or its digits. */
            associated_audience_id?: number | string;
            /** @description The audience this one derives from. An ID, as a number or its digits. */
            parent_audience_id?: number | string;
            /** @description A partner's reference of the audience. */
            partner_reference_key?: string;
            /** @description The specification of a regulated-categories audience, JSON-encoded. */
            regulated_audience_spec?: string;
            /** @description A revenue-share policy. An ID, as a number or its digits. */
            rev_share_policy_id?: number | string;
            /** @description Countries of the audience. */
            countries?: string;
            /** @description Parameters of the audience's making. An object, or the object JSON-encoded. */
            creation_params?: Record<string, unknown> | string;
            /** @description The marketing-message channels of the audience. An object, or the object JSON-encoded. */
            marketing_message_channels?: Record<string, unknown> | string;
            /** @description Video groups of a video audience. A list, or the list JSON-encoded. */
            video_group_ids?: unknown[] | string;
            /** @description A messaging business phone number. An ID, as a number or its digits. */
            whats_app_business_phone_number_id?: number | string;
        };
    };
    responses: {
        /** @description The service's error body under any status not declared for the operation. The source document gives no HTTP statuses; the real service sends most errors with HTTP 400 (declared per operation) but also uses other statuses for some (for example 403 for a permissions error, 500 for a transient one). A mock answers a request without `access_token` from here, with the 190 example. */
        UnexpectedError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An error of reading the user node (A1). The source document lists the codes 100, 80006, 190, 368, 104, 459, 613, 200, 80004, 80002 for this operation; each is a named example here. The source document gives no HTTP status for them: the real service sends them with HTTP 400 (for 190, an invalid OAuth 2.0 access token, as well). The same body under another status is covered by the `default` response. */
        UserReadBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The service is unavailable for now (downtime or overload); the request may be sent again later. The source document gives no HTTP statuses; this is the real service's answer to a request it could not process, in its error body. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An error of updating the user (A2). The source document lists the codes 190, 459, 368, 200, 102, 100, 240, 483, 2500 for this operation; each is a named example here. The source document gives no HTTP status for them: the real service sends them with HTTP 400 (for 190, an invalid OAuth 2.0 access token, as well). The same body under another status is covered by the `default` response. */
        UserUpdateBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An error of deleting a test user (A4). The source document lists the codes 2903, 2904, 100, 240, 102, 200 for this operation; each is a named example here, and no other code. The source document gives no HTTP status for them: the real service sends them with HTTP 400. Code 190 (invalid OAuth 2.0 access token) is not listed for this operation, so it has no example here; the `default` response carries it, as it carries the same body under any other status. */
        TestUserDeleteBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An error of adding custom-audience users (A3). The source document lists the codes 100, 200, 2650, 190, 368, 2635, 105, 194 for this operation; each is a named example here. The source document gives no HTTP status for them: the real service sends them with HTTP 400 (for 190, an invalid OAuth 2.0 access token, as well). The same body under another status is covered by the `default` response. */
        AudienceUploadBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An error of removing custom-audience users (A7). The source document lists the codes 80003, 100, 200, 2650, 190, 2635, 368 for this operation; each is a named example here. The source document gives no HTTP status for them: the real service sends them with HTTP 400 (for 190, an invalid OAuth 2.0 access token, as well). The same body under another status is covered by the `default` response. */
        AudienceRemoveBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An error of unblocking users of a page (A5). The source document lists the codes 100, 190 for this operation; each is a named example here. The source document gives no HTTP status for them: the real service sends them with HTTP 400 (for 190, an invalid OAuth 2.0 access token, as well). The same body under another status is covered by the `default` response. */
        PageUnblockBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An error of removing a user from an ad account (A6). The source document lists the codes 100, 3919, 190 for this operation; each is a named example here. The source document gives no HTTP status for them: the real service sends them with HTTP 400 (for 190, an invalid OAuth 2.0 access token, as well). The same body under another status is covered by the `default` response. */
        AssignedUserRemoveBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An error of creating a custom audience. The operation is not in the source document; the service's reference lists for it the codes 100, 200, 368, 80003 (which the source document names too), 2654, 2663 and 2664, and 190 (under `default`); each is a named example here, under HTTP 400 as the real service sends them. */
        AudienceCreateBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
        ApiVersion: string;
        /** @description The app-scoped ID of the user (the document writes it `{person-id}` for A1 and `{user_id}` for A2 and A4), a numeric string, or `me`: the user the access token belongs to. The real service takes `me` wherever a user ID goes, and the service's SDKs start from it (their examples and helpers make the token's user as the node `me`); the source document names the ID only. The ID may also be a custom audience's, which the service reads and deletes at the same path (its node's path): the node the ID names decides the answer. */
        UserId: string | unknown | "me";
        /** @description The fields (and edges) of the node to return, comma-separated (`fields=id,name,email`). The field names are those of the `User` schema (those of `CustomAudience` for an audience's ID, and for the audience a create answers); the path names of the edges are not specified by the source document, so the items are not restricted to a list. Which fields a request without `fields` returns is not specified by the source document; the fields readable with the `public_profile` permission are listed in `x-default-fields` on the `User` schema. */
        Fields: string[];
        /** @description The ID of the custom audience, a numeric string. */
        CustomAudienceId: string;
        /** @description `DELETE` makes the POST a removal of the payload's users (A7), as the real service does for clients that cannot send a body with DELETE; the same as the body member `method`. Not a parameter of the source document. */
        AudienceMethodQuery: "DELETE" | "delete";
        /** @description The audience payload (the users to remove), JSON-encoded, in the query string, as the real service's SDKs send the parameters of a DELETE request. In this form `data_source` and `metadata` travel inside the encoded payload. Required, in the query or in the body; the parameter is optional here only because the body may carry it instead. A query string of 10,000 hashed rows is long (about 700 kB): clients that meet a URL length limit send the body instead. */
        AudiencePayloadQuery: string;
        /** @description The upload session, JSON-encoded, in the query string beside `payload` (it may also sit inside the encoded payload). */
        AudienceSessionQuery: string;
        /** @description The ID of the page, a numeric string. */
        PageId: string;
        /** @description The app-scoped user ID to unblock (a user or page ID), in the query string. */
        PageUnblockAsidQuery: string;
        /** @description The page-scoped user ID to unblock (a UID), in the query string. */
        PageUnblockPsidQuery: string;
        /**
         * @deprecated
         * @description Deprecated; the same as `user`, one UID, in the query string. This or `user` is required, in the query or in the body.
         */
        PageUnblockUidQuery: string;
        /** @description The user or page IDs to unblock (a UID list), JSON-encoded as in the form request (for example `["1001","1002"]`), or one ID (`user=1001`, as the service's SDKs type the parameter). Sent in the query string, as the real service's SDKs send the parameters of a DELETE request, instead of a request body. A request names at least one user, by this, `uid`, `psid` or `asid`, in the query or in the body; JSON Schema cannot tie query parameters together, so the rule is said here and checked in the body schemas and by the simulator. */
        PageUnblockUserQuery: string;
        /** @description The ID of the ad account, a numeric string. In the path it follows the literal prefix `act_` (`/act_{ad_account_id}/assigned_users`). */
        AdAccountId: string;
        /** @description The UID of the user to remove (a business user ID or a system user ID), required, as the source document says. It travels in the query string, as the real service's SDKs send the parameters of a DELETE request. */
        AssignedUserQuery: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getUser: {
        parameters: {
            query?: {
                /** @description The fields (and edges) of the node to return, comma-separated (`fields=id,name,email`). The field names are those of the `User` schema (those of `CustomAudience` for an audience's ID, and for the audience a create answers); the path names of the edges are not specified by the source document, so the items are not restricted to a list. Which fields a request without `fields` returns is not specified by the source document; the fields readable with the `public_profile` permission are listed in `x-default-fields` on the `User` schema. */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The app-scoped ID of the user (the document writes it `{person-id}` for A1 and `{user_id}` for A2 and A4), a numeric string, or `me`: the user the access token belongs to. The real service takes `me` wherever a user ID goes, and the service's SDKs start from it (their examples and helpers make the token's user as the node `me`); the source document names the ID only. The ID may also be a custom audience's, which the service reads and deletes at the same path (its node's path): the node the ID names decides the answer. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The node the ID names: a user's fields (`User`), or a custom audience's (`CustomAudience`); see `UserOrCustomAudience`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserOrCustomAudience"];
                };
            };
            400: components["responses"]["UserReadBadRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The app-scoped ID of the user (the document writes it `{person-id}` for A1 and `{user_id}` for A2 and A4), a numeric string, or `me`: the user the access token belongs to. The real service takes `me` wherever a user ID goes, and the service's SDKs start from it (their examples and helpers make the token's user as the node `me`); the source document names the ID only. The ID may also be a custom audience's, which the service reads and deletes at the same path (its node's path): the node the ID names decides the answer. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
                "application/x-www-form-urlencoded": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description The update succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["UserUpdateBadRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteTestUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The app-scoped ID of the user (the document writes it `{person-id}` for A1 and `{user_id}` for A2 and A4), a numeric string, or `me`: the user the access token belongs to. The real service takes `me` wherever a user ID goes, and the service's SDKs start from it (their examples and helpers make the token's user as the node `me`); the source document names the ID only. The ID may also be a custom audience's, which the service reads and deletes at the same path (its node's path): the node the ID names decides the answer. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test user (or the custom audience the ID names) was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["TestUserDeleteBadRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getUserTrailingSlash: {
        parameters: {
            query?: {
                /** @description The fields (and edges) of the node to return, comma-separated (`fields=id,name,email`). The field names are those of the `User` schema (those of `CustomAudience` for an audience's ID, and for the audience a create answers); the path names of the edges are not specified by the source document, so the items are not restricted to a list. Which fields a request without `fields` returns is not specified by the source document; the fields readable with the `public_profile` permission are listed in `x-default-fields` on the `User` schema. */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The app-scoped ID of the user (the document writes it `{person-id}` for A1 and `{user_id}` for A2 and A4), a numeric string, or `me`: the user the access token belongs to. The real service takes `me` wherever a user ID goes, and the service's SDKs start from it (their examples and helpers make the token's user as the node `me`); the source document names the ID only. The ID may also be a custom audience's, which the service reads and deletes at the same path (its node's path): the node the ID names decides the answer. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The node the ID names: a user's fields (`User`), or a custom audience's (`CustomAudience`); see `UserOrCustomAudience`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserOrCustomAudience"];
                };
            };
            400: components["responses"]["UserReadBadRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateUserTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The app-scoped ID of the user (the document writes it `{person-id}` for A1 and `{user_id}` for A2 and A4), a numeric string, or `me`: the user the access token belongs to. The real service takes `me` wherever a user ID goes, and the service's SDKs start from it (their examples and helpers make the token's user as the node `me`); the source document names the ID only. The ID may also be a custom audience's, which the service reads and deletes at the same path (its node's path): the node the ID names decides the answer. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
                "application/x-www-form-urlencoded": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description The update succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["UserUpdateBadRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteTestUserTrailingSlash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The app-scoped ID of the user (the document writes it `{person-id}` for A1 and `{user_id}` for A2 and A4), a numeric string, or `me`: the user the access token belongs to. The real service takes `me` wherever a user ID goes, and the service's SDKs start from it (their examples and helpers make the token's user as the node `me`); the source document names the ID only. The ID may also be a custom audience's, which the service reads and deletes at the same path (its node's path): the node the ID names decides the answer. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test user (or the custom audience the ID names) was deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["TestUserDeleteBadRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addCustomAudienceUsers: {
        parameters: {
            query?: {
                /** @description `DELETE` makes the POST a removal of the payload's users (A7), as the real service does for clients that cannot send a body with DELETE; the same as the body member `method`. Not a parameter of the source document. */
                method?: components["parameters"]["AudienceMethodQuery"];
            };
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The ID of the custom audience, a numeric string. */
                custom_audience_id: components["parameters"]["CustomAudienceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AudienceUploadRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["AudienceUploadFormRequest"];
            };
        };
        responses: {
            /** @description The audience upload result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AudienceUploadResult"];
                };
            };
            400: components["responses"]["AudienceUploadBadRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    removeCustomAudienceUsers: {
        parameters: {
            query?: {
                /** @description The audience payload (the users to remove), JSON-encoded, in the query string, as the real service's SDKs send the parameters of a DELETE request. In this form `data_source` and `metadata` travel inside the encoded payload. Required, in the query or in the body; the parameter is optional here only because the body may carry it instead. A query string of 10,000 hashed rows is long (about 700 kB): clients that meet a URL length limit send the body instead. */
                payload?: components["parameters"]["AudiencePayloadQuery"];
                /** @description The upload session, JSON-encoded, in the query string beside `payload` (it may also sit inside the encoded payload). */
                session?: components["parameters"]["AudienceSessionQuery"];
            };
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The ID of the custom audience, a numeric string. */
                custom_audience_id: components["parameters"]["CustomAudienceId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AudienceUploadRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["AudienceUploadFormRequest"];
            };
        };
        responses: {
            /** @description The audience upload result of the removal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AudienceUploadResult"];
                };
            };
            400: components["responses"]["AudienceRemoveBadRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unblockPageUsers: {
        parameters: {
            query?: {
                /** @description The app-scoped user ID to unblock (a user or page ID), in the query string. */
                asid?: components["parameters"]["PageUnblockAsidQuery"];
                /** @description The page-scoped user ID to unblock (a UID), in the query string. */
                psid?: components["parameters"]["PageUnblockPsidQuery"];
                /**
                 * @deprecated
                 * @description Deprecated; the same as `user`, one UID, in the query string. This or `user` is required, in the query or in the body.
                 */
                uid?: components["parameters"]["PageUnblockUidQuery"];
                /** @description The user or page IDs to unblock (a UID list), JSON-encoded as in the form request (for example `["1001","1002"]`), or one ID (`user=1001`, as the service's SDKs type the parameter). Sent in the query string, as the real service's SDKs send the parameters of a DELETE request, instead of a request body. A request names at least one user, by this, `uid`, `psid` or `asid`, in the query or in the body; JSON Schema cannot tie query parameters together, so the rule is said here and checked in the body schemas and by the simulator. */
                user?: components["parameters"]["PageUnblockUserQuery"];
            };
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The ID of the page, a numeric string. */
                page_id: components["parameters"]["PageId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PageUnblockRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["PageUnblockFormRequest"];
            };
        };
        responses: {
            /** @description The users were unblocked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["PageUnblockBadRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    removeAdAccountAssignedUser: {
        parameters: {
            query: {
                /** @description The UID of the user to remove (a business user ID or a system user ID), required, as the source document says. It travels in the query string, as the real service's SDKs send the parameters of a DELETE request. */
                user: components["parameters"]["AssignedUserQuery"];
            };
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The ID of the ad account, a numeric string. In the path it follows the literal prefix `act_` (`/act_{ad_account_id}/assigned_users`). */
                ad_account_id: components["parameters"]["AdAccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user was removed from the ad account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["AssignedUserRemoveBadRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createCustomAudience: {
        parameters: {
            query?: {
                /** @description The fields (and edges) of the node to return, comma-separated (`fields=id,name,email`). The field names are those of the `User` schema (those of `CustomAudience` for an audience's ID, and for the audience a create answers); the path names of the edges are not specified by the source document, so the items are not restricted to a list. Which fields a request without `fields` returns is not specified by the source document; the fields readable with the `public_profile` permission are listed in `x-default-fields` on the `User` schema. */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path: {
                /** @description The version segment that starts every path, `v<major>.<minor>`. The source document's sample is `v24.0`; the set of available versions is not specified by the source document. Calling a deprecated ads API version gives error 2635. */
                api_version: components["parameters"]["ApiVersion"];
                /** @description The ID of the ad account, a numeric string. In the path it follows the literal prefix `act_` (`/act_{ad_account_id}/assigned_users`). */
                ad_account_id: components["parameters"]["AdAccountId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomAudienceRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["CreateCustomAudienceRequest"];
            };
        };
        responses: {
            /** @description The audience was created; its ID, and the fields asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomAudience"];
                };
            };
            400: components["responses"]["AudienceCreateBadRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
}
