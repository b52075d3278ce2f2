// Generated from specs/event-management/openapi.yaml by `npm run generate`. Do not edit.

export interface paths {
    "/rest/me": {
        parameters: {
            query?: never;
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get the authenticated member
         * @description The profile of the member the access token belongs to. Not an endpoint of the source document:
         *     the real service serves it, and the official clients' own examples read it first, since the
         *     register-upload action (B1) wants the member as its `owner` and the post (B4) as its `actor`,
         *     each a person URN built from the answer's `id` (`urn:li:person:<id>`). Answers the member's
         *     lite profile: `id`, the localized first and last names and, where set, the profile picture. The
         *     real service asks for the member's profile permission (`r_liteprofile`), which is not one of the
         *     permissions the source document names, so no scope is listed here.
         */
        get: operations["getAuthenticatedMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/assets": {
        parameters: {
            query?: never;
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an image upload
         * @description Registers the upload of an image, typically the custom background of an event. The answer's
         *     `value` gives the `uploadUrl` (and `headers`) to send the image to (B2, `uploadImage`) and the
         *     `asset` URN to use as the event's `backgroundImage` when creating it (B3, `createEvent`).
         *
         *     The action is selected by the required query parameter `action=registerUpload`.
         */
        post: operations["registerUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/mediaUpload/{upload_id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path: {
                /** @description Identifies the registered upload on the mock: the last path component of the `uploadUrl` returned by the register-upload action (B1). The real upload URL is opaque and not under `/rest`; its shape is not specified by the source document. */
                upload_id: components["parameters"]["UploadId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the image to the upload URL with PUT
         * @description The same upload as `uploadImage`, sent with PUT. The source document writes the upload as a
         *     POST; the real service's own instructions send the file with PUT (an upload of the file to the
         *     URL, as `curl --upload-file` does), and clients follow them, so both are accepted and do the
         *     same.
         */
        put: operations["uploadImageByPut"];
        /**
         * Upload the image to the upload URL
         * @description Sends the image to the `uploadUrl` returned by the register-upload action (B1,
         *     `registerUpload`), with the `headers` it returned. Afterwards the registered `asset` can be
         *     used as an event's `backgroundImage` (B3).
         *
         *     On the real service the upload URL is opaque: it is chosen by the service, is not under
         *     `/rest`, and its shape is not specified by the source document, so a client should send the
         *     image to the `uploadUrl` it was given rather than build the URL. This path exists so that the
         *     mock serves the upload: the examples of B1 return
         *     `http://127.0.0.1:4012/rest/mediaUpload/<upload_id>`, and register → upload → create runs
         *     against the mock. The request body (the image) is not specified by the source document and is
         *     accepted in any media type.
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/events": {
        parameters: {
            query?: never;
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Find events (eventsByOrganizer, organizerLeadGenFormEnabledEvents)
         * @description Runs one of the two finders of the source document on `GET /rest/events`, selected by the
         *     required query parameter `q`:
         *
         *     - `q=eventsByOrganizer` (B8): the events of an organizer (person or organization). Query
         *       parameters: `organizer` (required), `start` (default 0), `count` (default 10),
         *       `excludeCancelled` (default false), `timeBasedFilter`, `entryCriteria`, `sortOrder`.
         *     - `q=organizerLeadGenFormEnabledEvents` (B9): the lead-generation-form-enabled events of an
         *       organization. Query parameters: `organizer` (required, an organization URN), `start`
         *       (default 0), `count` (default 10) — and no others.
         *
         *     Both answer a page of events: `elements` and `paging` (`count`, `start`, `total`, and `links`
         *     to the next page, relative to the base URL).
         *
         *     Why one operation: OpenAPI keys operations by path and method, the path cannot carry the query
         *     string, and both finders are `GET /rest/events`; two operations on that path are impossible,
         *     and a disguised second path (a trailing slash, a fragment) would be neither the real request
         *     nor routed by the mock. So one operation carries both finders: `q` is an enum of the two, the
         *     union of their query parameters is declared, and each parameter's description says which
         *     finder it belongs to. What a parameter schema cannot say — which parameters a finder accepts,
         *     and that B9's `organizer` must be an organization — is written out machine-readably in
         *     `x-finders` (per finder: source row, accepted and required parameters, stricter parameter
         *     schemas), for the run-time validators and the client's finder helpers. The mock validates
         *     both finders' requests against the declared parameters and answers each finder with the
         *     example named after its `q` value (`eventsByOrganizer`, `organizerLeadGenFormEnabledEvents`);
         *     another answer is asked for with `Prefer` (`example=eventsByOrganizerLastPage`, the last page).
         *
         *     `timeBasedFilter` is written in the structured query syntax (`(lifeCycleState:PAST)`,
         *     `(startTimeRange:(start:<epoch ms>,end:<epoch ms>))`, ...) and sent unencoded; its pattern
         *     rejects anything else. `entryCriteria` and `sortOrder` are plain enum values. The maximum of
         *     `count` is not specified by the source document. Which lifecycle states the finders list is not
         *     specified by the source document; the examples list posted events.
         */
        get: operations["findEvents"];
        put?: never;
        /**
         * Create an event
         * @description Creates an event of an organizer: online — in the live-video, live-audio or external format —
         *     or in person. Choose the kind with `type` (`online` with `format`, or `inPerson`) and give
         *     that kind's fields. `testEvent` (live video) can be set only here. An optional custom
         *     background is the `asset` of a registered and uploaded image (B1, B2).
         *
         *     The answer is the event with its server-set fields: `id`, `vanityName`, `discoveryMode`,
         *     `leadGenForm`, `created`, `lastModified`, and for live video
         *     `type.online.format.liveVideo.liveVideo` (the live-video URN, which the live-video post
         *     references), for live audio `type.online.format.liveAudio.room`. These two URNs are returned
         *     by this response only.
         *
         *     Lifecycle: the new event is *created, not posted*. It cannot be fetched (`getEvent`), updated
         *     (`updateEvent`) or deleted until it is posted with `createPost` (B4); until then those
         *     requests are answered 404 (example `createdNotPosted`). One named example per format and one
         *     in person.
         */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/events/{event_id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path: {
                /** @description The event's `id` (Long). The event must be posted: an event that is created but not posted, or whose post has been deleted, is not found. */
                event_id: components["parameters"]["EventId"];
            };
            cookie?: never;
        };
        /**
         * Get an event
         * @description Fetches an event by its `id`.
         *
         *     Lifecycle: only a *posted* event can be fetched (200, example `posted`, with `ugcPost` set).
         *     An event that is *created, not posted* cannot be fetched until it is posted (404, example
         *     `createdNotPosted`); after its post has been deleted the event is *deleted* (404, example
         *     `deleted`). The live-video and room URNs are not returned here (create responses only), nor
         *     is `testEvent`.
         */
        get: operations["getEvent"];
        put?: never;
        /**
         * Change an event's vanity name (protocol form)
         * @description The partial update of `updateEvent` in the form protocol clients send it: `POST` on the event
         *     with the header `X-Vendor-Method: partial_update` and the same `{patch: {$set: {vanityName}}}`
         *     body. The official client sends every partial update this way and the real service accepts
         *     it; the source document writes PATCH. Same answers and lifecycle as `updateEvent`: 200 with an
         *     empty body for a *posted* event, 404 `createdNotPosted` before it is posted, 404 `deleted`
         *     after its post was deleted.
         */
        post: operations["updateEventByPost"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an event's vanity name
         * @description Partial update of an event: `{patch: {$set: {vanityName}}}` sets a new vanity name (unique
         *     across events). Answers 200 with an empty body.
         *
         *     Lifecycle: only a *posted* event can be updated (200). An event that is *created, not posted*
         *     cannot be updated until it is posted (404, example `createdNotPosted`); a *deleted* event is
         *     not found (404, example `deleted`).
         *
         *     Protocol clients send the same update as `POST` with `X-Vendor-Method: partial_update`
         *     (`updateEventByPost`); both forms take the same body and have the same effect.
         */
        patch: operations["updateEvent"];
        trace?: never;
    };
    "/rest/posts": {
        parameters: {
            query?: never;
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post an event
         * @description Publishes an event through a post. The body is one of the two variants of the source
         *     document: the live-video variant (`author.company`, `postContent` referencing the live-video
         *     URN returned by `createEvent`, `origin`, `context`, `distribution.externalDistributionChannels`)
         *     or the external-event variant (`author` as an organization URN, `commentary` text,
         *     `content.reference.id` = the event URN, `distribution.targetEntities` and
         *     `thirdPartyDistributionChannels`, `isReshareDisabledByAuthor`). Optional query `actor`: the
         *     member posting. Answers 201 with an empty body.
         *
         *     Lifecycle: posting moves the event from *created, not posted* to *posted*: the service sets
         *     the event's `ugcPost`, and the event becomes readable (`getEvent`) and writable
         *     (`updateEvent`). To delete the event later, read its `ugcPost` and delete that post
         *     (`deletePost`). The answer names the new post in its `X-Vendor-Id` header (outside the source
         *     document: the protocol's created-entity header, the only place the official client reads it).
         *     Posting an event that is already posted or deleted is not specified by the
         *     source document.
         */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/posts/{post_urn}": {
        parameters: {
            query?: never;
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path: {
                /** @description URN of the post to delete — the event's `ugcPost`, set when the event was posted — sent URL-encoded as the last path component (`urn%3Ali%3AugcPost%3A7301460081942528`). The schema and examples give the decoded value. */
                post_urn: components["parameters"]["PostUrn"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an event through its post
         * @description Deletes a posted event by deleting its post: the last path component is the URL-encoded post
         *     URN, the event's `ugcPost`. Answers 204.
         *
         *     The source document does not show the path prefix of this request. `/rest/posts/` is used
         *     because it matches the post request (B4, `POST /rest/posts`) that created the post.
         *
         *     Lifecycle: deleting the post of a *posted* event deletes the event (204); afterwards the event
         *     and the post are not found (`getEvent`, `updateEvent`: 404 `deleted`; this operation: 404
         *     `deleted`). An event that is *created, not posted* has no post, so it cannot be deleted until
         *     it is posted (404 `createdNotPosted` for a URN that names no post).
         */
        delete: operations["deletePost"];
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
         * Locale
         * @description A locale, given as its country and its language (`preferredLocale` of a multi-locale text).
         */
        Locale: {
            /** @description The locale's country (sample `US`). Its code system is not specified by the source document. */
            country?: string;
            /** @description The locale's language (sample `en`). Its code system is not specified by the source document. */
            language?: string;
        };
        /**
         * MultiLocaleString
         * @description Plain text in one or more locales. Responses carry a `localized` map from locale to text and, in lists, a `preferredLocale`.
         */
        MultiLocaleString: {
            /** @description Map from locale (written `<language>_<country>`, for example `en_US`) to the text in that locale. */
            localized?: {
                [key: string]: string;
            };
            /** @description The locale to display by default. Sent by the service in lists. */
            preferredLocale?: components["schemas"]["Locale"];
        };
        /**
         * MemberProfile
         * @description The lite profile of the authenticated member. Not a resource of the source document; its members are the real service's, and the object stays open to the others it sends.
         */
        MemberProfile: {
            /** @description The member's ID, the `<id>` of the person URN `urn:li:person:<id>`. */
            id?: string;
            /** @description The first name in the member's preferred locale. */
            localizedFirstName?: string;
            /** @description The last name in the member's preferred locale. */
            localizedLastName?: string;
            /** @description The first name in every locale the member gave it in. */
            firstName?: components["schemas"]["MultiLocaleString"];
            /** @description The last name in every locale the member gave it in. */
            lastName?: components["schemas"]["MultiLocaleString"];
            /** @description The member's profile picture; its inner shape is not specified here. */
            profilePicture?: Record<string, unknown>;
        };
        /**
         * PersonUrn
         * @description A person (member) URN, `urn:li:person:<id>`.
         */
        PersonUrn: string;
        /**
         * OrganizationUrn
         * @description An organization (company page) URN, `urn:li:organization:<id>`.
         */
        OrganizationUrn: string;
        /**
         * DigitalmediaRecipeUrn
         * @description A digital-media recipe URN, `urn:li:digitalmediaRecipe:<name>`, which tells the service how the upload will be used. The source document uses the feed-share image recipe (`urn:li:digitalmediaRecipe:feedshare-image`); the spelling follows the real service.
         */
        DigitalmediaRecipeUrn: string;
        /**
         * RegisterUploadRequest
         * @description Body of the register-upload action (B1): registers an image upload before the image is sent (B2). The source document lists its members without saying which are required: `owner`, `recipes` and `serviceRelationships` are required here, since they say whose upload it is and what it is for, while `supportedUploadMechanism` may be left out, as the real service's clients do (the service then offers its synchronous upload). The real service also takes `fileSize`.
         */
        RegisterUploadRequest: {
            /** @description The upload to register. */
            registerUploadRequest: {
                /** @description Who owns the uploaded image: a person URN, as the source document gives it, or an organization URN, which the real service takes too (an organization's event gets its background uploaded by the organization). */
                owner: components["schemas"]["PersonUrn"] | components["schemas"]["OrganizationUrn"];
                /** @description Recipe URNs saying how the image will be used; for an event background, the feed-share image recipe (`urn:li:digitalmediaRecipe:feedshare-image`). */
                recipes: components["schemas"]["DigitalmediaRecipeUrn"][];
                /** @description The services related to the upload and how. */
                serviceRelationships: {
                    /** @description Identifier of the related service (the real service uses `urn:li:userGeneratedContent`). Its format is not specified by the source document. */
                    identifier: string;
                    /**
                     * @description The relationship of the service to the upload; the source document gives `OWNER`.
                     * @enum {string}
                     */
                    relationshipType: "OWNER";
                }[];
                /** @description Upload mechanisms the client supports; when sent, it contains `SYNCHRONOUS_UPLOAD`. Other mechanisms are not specified by the source document. Optional: the real service registers an upload without it. */
                supportedUploadMechanism?: string[];
                /**
                 * Format: int64
                 * @description Size of the file to upload, in bytes. Not a member of the source document; the real service takes it in the registration (it chooses a multipart upload for large files).
                 */
                fileSize?: number;
            };
        };
        /**
         * Urn
         * @description A URN of the `urn:li:<entity type>:<id>` family, used where the source document does not name the entity type. The id part may itself be a tuple of URNs in parentheses.
         */
        Urn: string;
        /**
         * MediaUploadHttpRequest
         * @description How to upload the media with one HTTP request (B2).
         */
        MediaUploadHttpRequest: {
            /**
             * Format: uri
             * @description Where to send the image (B2). An opaque URL chosen by the service; on the mock it points back at the mock's upload operation.
             */
            uploadUrl?: string;
            /** @description Headers to send with the upload, as a map from header name to value. */
            headers?: {
                /** @description The family of the media to upload (the real service sends `STILLIMAGE` for images). Its values are not specified by the source document. */
                "media-type-family"?: string;
            } & {
                [key: string]: string;
            };
        };
        /**
         * DigitalmediaAssetUrn
         * @description A digital-media asset (an uploaded image), `urn:li:digitalmediaAsset:<id>`. The source document names the type DigitalmediaAssetUrn; the spelling of the entity type follows the real service.
         */
        DigitalmediaAssetUrn: string;
        /**
         * RegisterUploadResponse
         * @description Answer of the register-upload action (B1).
         */
        RegisterUploadResponse: {
            /** @description The registered upload. */
            value?: {
                /** @description URN of the media artifact the upload produces. */
                mediaArtifact?: components["schemas"]["Urn"];
                /** @description How to upload the image: an object keyed by the media upload HTTP request type (the real service's key is the fully qualified type name `com.vendor.digitalmedia.uploading.MediaUploadHttpRequest`), whose value gives the `uploadUrl` and `headers` for B2. The key's spelling is not specified by the source document, so any key is accepted. */
                uploadMechanism?: {
                    [key: string]: components["schemas"]["MediaUploadHttpRequest"];
                };
                /** @description URN of the uploaded image; used later as the event's `backgroundImage` (B3). */
                asset?: components["schemas"]["DigitalmediaAssetUrn"];
                /** @description Name of a realtime topic about the asset. Not specified further by the source document. */
                assetRealTimeTopic?: string;
            };
        };
        /** @description The image file, as raw bytes of any media type; the contract puts no constraint on them. Not specified by the source document. */
        ImageUploadRequest: unknown;
        /**
         * OrganizerUrn
         * @description The organizer of an event: a person URN (`urn:li:person:<id>`) or an organization URN (`urn:li:organization:<id>`). The service validates the entity type as well.
         */
        OrganizerUrn: string;
        /**
         * EventTimeBasedFilter
         * @description A time-based filter of a list of events, written in the service's structured query syntax and
         *     sent without URL encoding. A union of exactly one of:
         *
         *     - `lifeCycleState`, an EventLifeCycleState: `UPCOMING`, `ONGOING` or `PAST` — for example
         *       `(lifeCycleState:PAST)`. Transitions between these values are not specified by the source
         *       document.
         *     - `ongoingTimeRange`, a closed interval `[start, end]` of epoch-millisecond timestamps, both
         *       bounds required — `(ongoingTimeRange:(start:1773849600000,end:1775750400000))`.
         *     - `startTimeRange`, an open or half-open interval of start times: `[start, end)` —
         *       `(startTimeRange:(start:1767225600000,end:1782864000000))`; `[start, inf)` —
         *       `(startTimeRange:(start:1767225600000))`; `(-inf, end)` —
         *       `(startTimeRange:(end:1782864000000))`; unbounded on both sides — `(startTimeRange:())`.
         *
         *     Inside a range the two bounds may come in either order. The pattern rejects anything else.
         */
        EventTimeBasedFilter: string;
        /**
         * EventEntryCriteria
         * @description Entry criteria of an event, as a filter value.
         * @enum {string}
         */
        EventEntryCriteria: "PUBLIC" | "GATED";
        /**
         * EventSortOrder
         * @description Order of a list of events: `START_TIME_ASC` (ascending by start time) or `END_TIME_DESC` (descending by end time).
         * @enum {string}
         */
        EventSortOrder: "START_TIME_ASC" | "END_TIME_DESC";
        /**
         * MultiLocaleRichText
         * @description Rich text in one or more locales (an event's `description`, an in-person event's `venueDetails`). Its inner shape is not specified by the source document, so the schema stays open. The two optional members declared here are those of the real service, where `localized` maps a locale to a rich-text value (whose shape is left open) and `preferredLocale` is the locale to display by default.
         */
        MultiLocaleRichText: {
            /** @description Map from locale (for example `en_US`) to the rich text in that locale. The value's shape is not specified by the source document. */
            localized?: {
                [key: string]: unknown;
            };
            preferredLocale?: components["schemas"]["Locale"];
        };
        /**
         * LiveVideoUrn
         * @description The live video of a live-video event, `urn:li:liveVideo:<id>`. The source document names the type LiveVideoUrn; the `liveVideo` spelling of the entity type follows the real service.
         */
        LiveVideoUrn: string;
        /**
         * LiveVideoEventFormat
         * @description Fields of an online event in the live-video format (`type.online.format.liveVideo`).
         */
        LiveVideoEventFormat: {
            /**
             * Format: int64
             * @description End of the event, in epoch milliseconds.
             */
            endsAt?: number;
            /** @description The live video generated for the event at creation. Returned only in the create response (B3); fetches and lists do not carry it. Referenced by the live-video variant of the post (B4). */
            readonly liveVideo?: components["schemas"]["LiveVideoUrn"];
            /**
             * @description When true and the organizer is an organization, the event is visible only to that organization's admins. Can be set only at creation (the create request); it is not returned.
             * @default false
             */
            testEvent?: boolean;
        };
        /**
         * RoomUrn
         * @description The audio room of a live-audio event. The source document names the type RoomUrn but not the spelling of its entity type, so any `urn:li:<type>:<id>` is accepted. Not specified by the source document beyond the type name.
         */
        RoomUrn: string;
        /**
         * LiveAudioEventFormat
         * @description Fields of an online event in the live-audio format (`type.online.format.liveAudio`).
         */
        LiveAudioEventFormat: {
            /**
             * Format: int64
             * @description End of the event, in epoch milliseconds.
             */
            endsAt?: number;
            /** @description The audio room of the event. Returned only in the create response (B3). */
            readonly room?: components["schemas"]["RoomUrn"];
        };
        /**
         * ExternalEventFormat
         * @description Fields of an online event hosted outside the service (`type.online.format.external`).
         */
        ExternalEventFormat: {
            /**
             * Format: int64
             * @description End of the event, in epoch milliseconds.
             */
            endsAt?: number;
            /**
             * Format: uri
             * @description URL of an outside page about the event.
             */
            URL?: string;
        };
        /**
         * OnlineEventFormat
         * @description The format of an online event: a union keyed by exactly one of `liveVideo`, `liveAudio` or `external`, whose value holds that format's fields. An object with two format keys (or none) is rejected.
         */
        OnlineEventFormat: {
            liveVideo: components["schemas"]["LiveVideoEventFormat"];
        } | {
            liveAudio: components["schemas"]["LiveAudioEventFormat"];
        } | {
            external: components["schemas"]["ExternalEventFormat"];
        };
        /**
         * OnlineEventType
         * @description An online event (`type.online`). Its `format` says which kind.
         */
        OnlineEventType: {
            format: components["schemas"]["OnlineEventFormat"];
        };
        /**
         * Address
         * @description The venue of an in-person event. Inner shape not specified by the source document; the schema is an open object (`additionalProperties: true` written out, so that the generated type accepts any member instead of none).
         */
        Address: {
            [key: string]: unknown;
        };
        /**
         * InPersonEventType
         * @description An in-person event (`type.inPerson`). The source document's type table names the outside page `URL`, while its sample bodies write `url`; both spellings are accepted.
         */
        InPersonEventType: {
            /**
             * Format: int64
             * @description End of the event, in epoch milliseconds.
             */
            endsAt?: number;
            /** @description The venue's address. Inner shape not specified by the source document. */
            address?: components["schemas"]["Address"];
            /**
             * Format: uri
             * @description URL of an outside page about the event (the spelling of the document's type table).
             */
            URL?: string;
            /**
             * Format: uri
             * @description URL of an outside page about the event (the spelling of the document's sample bodies).
             */
            url?: string;
            /** @description Details of the venue beyond the address. */
            venueDetails?: components["schemas"]["MultiLocaleRichText"];
        };
        /**
         * EventType
         * @description The kind of event: a union keyed by exactly one of `online` (OnlineEventType) or `inPerson` (InPersonEventType). The same key is used in requests and responses. An object carrying both keys (or neither) is rejected.
         */
        EventType: {
            online: components["schemas"]["OnlineEventType"];
        } | {
            inPerson: components["schemas"]["InPersonEventType"];
        };
        /**
         * LeadGenFormSpec
         * @description Creation-time instruction for the event's lead-generation form. A union with a single member, `privacyPolicyUrl`: passing it attaches a registration form generated from the service's predefined template. Customized forms cannot be attached; the default registration form is the only one that can be set. The attached form is then returned in the event's `leadGenForm`. As a union it holds exactly one member, so any other member is rejected (written as the single member's object, since a `oneOf` of one schema is not allowed by the lint rules).
         */
        LeadGenFormSpec: {
            /**
             * Format: uri
             * @description URL of the organizer's privacy policy, shown with the generated registration form.
             */
            privacyPolicyUrl: string;
        };
        /**
         * VersionedLeadGenFormUrn
         * @description A version of a lead-generation form, `urn:li:versionedLeadGenForm:<id>` (the real service writes the id as the tuple `(urn:li:leadGenForm:<form id>,<version>)`). The source document names the type VersionedLeadGenFormUrn; the spelling follows the real service.
         */
        VersionedLeadGenFormUrn: string;
        /**
         * UserGeneratedContentPostUrn
         * @description A user-generated-content post, `urn:li:ugcPost:<id>`: the post through which an event was published. The source document names the type UserGeneratedContentPostUrn; the `ugcPost` spelling of the entity type follows the real service.
         */
        UserGeneratedContentPostUrn: string;
        /**
         * AuditStamp
         * @description Who made a change and when (`created`, `lastModified` of an event). Set by the service.
         */
        AuditStamp: {
            /** @description URN of the member (or application) that made the change. Its entity type is not specified by the source document. */
            actor?: components["schemas"]["Urn"];
            /**
             * Format: int64
             * @description Time of the change, in epoch milliseconds.
             */
            time?: number;
        };
        /**
         * Event
         * @description An event of an organizer: online (live video, live audio or external) or in person.
         *
         *     Fields marked read-only are set by the service: `id`, `vanityName`, `discoveryMode`,
         *     `leadGenForm`, `created` and `lastModified` are added by the create request (B3), the live-video
         *     and room URNs inside `type` are returned by the create response only, and `ugcPost` is set when
         *     the event is posted (B4). `testEvent` inside the live-video format is write-only: it can be set
         *     at creation and is not returned.
         *
         *     Posting lifecycle: an event is *created, not posted* after B3; it cannot be fetched (B5),
         *     updated (B6) or deleted until it is posted. Posting it (B4) sets `ugcPost` and makes it
         *     *posted*: readable and writable. Deleting its post (B7) deletes the event.
         */
        Event: {
            /**
             * Format: int64
             * @description Event identifier (Long). Set by the service at creation.
             */
            readonly id?: number;
            /** @description The event's name, in one or more locales. */
            name?: components["schemas"]["MultiLocaleString"];
            /** @description The event's description. Absent when the organizer gave none. */
            description?: components["schemas"]["MultiLocaleRichText"];
            type?: components["schemas"]["EventType"];
            /** @description The person or organization organizing the event. The entity type is validated by the service as well. */
            organizer?: components["schemas"]["OrganizerUrn"];
            /** @description The event's vanity name, unique across events. Generated by the service at creation; it can be changed afterwards with the partial update (B6). */
            readonly vanityName?: string;
            /**
             * Format: int64
             * @description Start of the event, in epoch milliseconds.
             */
            startsAt?: number;
            /** @description Custom background image: the `asset` returned by the register-upload action (B1), after the image has been uploaded (B2). A default background is used when it is not defined. */
            backgroundImage?: components["schemas"]["DigitalmediaAssetUrn"];
            leadGenFormSpec?: components["schemas"]["LeadGenFormSpec"];
            /** @description The lead-generation form attached to the event (from `leadGenFormSpec`). Set by the service. */
            readonly leadGenForm?: components["schemas"]["VersionedLeadGenFormUrn"];
            /** @description The ways the event can be discovered. Set by the service at creation: the organizer's choice when the create request gave one (`EventCreateRequest.discoveryMode`), the service's otherwise. Its allowed values are not specified by the source document; responses carry `LISTED` or `URL_ONLY`. */
            readonly discoveryMode?: string;
            /** @description The post through which the event was published. Set automatically when the event is posted (B4); absent while the event is created but not posted. Deleting this post (B7) deletes the event. */
            readonly ugcPost?: components["schemas"]["UserGeneratedContentPostUrn"];
            /** @description Creation of the event (actor URN and time in epoch milliseconds). In responses. */
            readonly created?: components["schemas"]["AuditStamp"];
            /** @description Last change of the event (actor URN and time in epoch milliseconds). In responses. */
            readonly lastModified?: components["schemas"]["AuditStamp"];
        };
        /**
         * PagingLink
         * @description A link to another page of a list.
         */
        PagingLink: {
            /** @description Relation of the linked page. The source document shows `next` (the next page); other values are not specified by the source document. */
            rel?: string;
            /** @description Media type of the linked page. The source document shows `application/json`. */
            type?: string;
            /**
             * Format: uri-reference
             * @description Link to the page, relative to the service's base URL (for example `/rest/events?q=...&start=10&count=10`).
             */
            href?: string;
        };
        /**
         * Paging
         * @description Where a page of a list lies in the whole list.
         */
        Paging: {
            /** @description The page size asked for (`count` of the request). */
            count?: number;
            /** @description Index of the page's first element in the whole list (`start` of the request); indexes start at 0. */
            start?: number;
            /** @description Number of elements in the whole list. */
            total?: number;
            /** @description Links to other pages; the next page, when there is one. */
            links?: components["schemas"]["PagingLink"][];
        };
        /**
         * EventList
         * @description A page of events returned by a finder (B8, B9).
         */
        EventList: {
            /** @description The events of this page. */
            elements?: components["schemas"]["Event"][];
            paging?: components["schemas"]["Paging"];
        };
        /**
         * EventCreateRequest
         * @description Body of the create request (B3): the fields of an Event that the organizer gives. The source document lists `name`, `type`, `organizer`, `leadGenFormSpec`, `startsAt` and, as optional, `backgroundImage`; only `name`, `type`, `organizer` and `startsAt` are required (the real service creates an event without `leadGenFormSpec`: that event has no registration form). The organizer may also give a `description` (the event table says it is absent when the organizer gave none). Inside `type`, give the chosen format's fields; `testEvent` (live video) may be set only here. The organizer may also choose how the event can be discovered (`discoveryMode`), which the real service takes at creation and answers back; when it is left out the service chooses. The server-set fields of the Event (`id`, `vanityName`, `leadGenForm`, `ugcPost`, `created`, `lastModified`) are not sent, and unknown members are rejected.
         */
        EventCreateRequest: {
            /** @description The event's name, in one or more locales. */
            name: components["schemas"]["MultiLocaleString"];
            /** @description The event's description. Optional; absent from the event when not given. */
            description?: components["schemas"]["MultiLocaleRichText"];
            type: components["schemas"]["EventType"];
            /** @description The person or organization organizing the event. */
            organizer: components["schemas"]["OrganizerUrn"];
            /** @description Optional: without it the event gets no lead-generation (registration) form. The source document lists the field in the create body without saying it is required; "optional" written on `backgroundImage` does not make the other fields required. The real service creates events without a form, which is why the document has a finder of the events that have one (B9). */
            leadGenFormSpec?: components["schemas"]["LeadGenFormSpec"];
            /**
             * Format: int64
             * @description Start of the event, in epoch milliseconds.
             */
            startsAt: number;
            /** @description Optional custom background image: the `asset` returned by the register-upload action (B1), after the image has been uploaded (B2). A default background is used when it is not given. */
            backgroundImage?: components["schemas"]["DigitalmediaAssetUrn"];
            /** @description How the event can be discovered, chosen by the organizer; the created event carries it. The source document lists the field among the event's and shows `LISTED` and `URL_ONLY` in responses without giving the allowed values, so any value is accepted here; the service sets one when it is left out. */
            discoveryMode?: string;
        };
        /**
         * EventPatch
         * @description Body of the partial update (B6): `{patch: {$set: {vanityName}}}`. Only the vanity name can be changed through it.
         */
        EventPatch: {
            /** @description The partial update. */
            patch: {
                /** @description Fields to set. */
                $set: {
                    /** @description The new vanity name of the event; unique across events. */
                    vanityName: string;
                };
            };
        };
        /**
         * MemberUrn
         * @description A member URN. The source document says "member URN" without giving its spelling; members are people, and the document writes people as `urn:li:person:<id>`, so both `urn:li:person:<id>` and `urn:li:member:<id>` are accepted.
         */
        MemberUrn: string;
        /**
         * PostVisibility
         * @description Who can see a post (B4). The source document gives `PUBLIC`; the real service's post schema also takes `CONNECTIONS` (the author's connections), `LOGGED_IN` (signed-in members) and `CONTAINER` (the members of the post's container).
         * @enum {string}
         */
        PostVisibility: "PUBLIC" | "CONNECTIONS" | "LOGGED_IN" | "CONTAINER";
        /**
         * FeedDistribution
         * @description Whether a post (B4) is distributed to the main feed. The source document gives `MAIN_FEED`; the real service's post schema also takes `NONE`, a post not distributed to the feed.
         * @enum {string}
         */
        FeedDistribution: "MAIN_FEED" | "NONE";
        /**
         * LiveVideoEventPost
         * @description The live-video variant of the post body (B4): publishes a live-video event by referencing the live-video URN returned by its creation (B3). The source document lists the members without saying which are required. Required here are the author, the post's content (which names the live video), `lifecycleState`, `visibility` and `distribution.feedDistribution`, which the real service's posts require; `origin`, `context`, the commentary's `attributes` and `distribution.externalDistributionChannels` may be left out (no paid endorsement, no external channel, no mentions). `visibility` and `feedDistribution` take the real service's values beside the one the document gives.
         */
        LiveVideoEventPost: {
            /** @description The author of the post. */
            author: {
                /** @description The organization publishing the post. */
                company: components["schemas"]["OrganizationUrn"];
            };
            /** @description What the post says and shows: the `commentary`, and the reference to the live video, given either as `content` or as `media`. The source document says only that the content references the live-video URN; the real service's live-video post sample gives it as `media`, so both members are accepted, one of them required. */
            postContent: {
                /** @description The text of the post. */
                commentary: {
                    /** @description Attributes of the text (mentions and the like). Their shape is not specified by the source document. */
                    attributes?: unknown[];
                    /** @description The text. */
                    text: string;
                };
                /** @description The content of the post, referencing the live-video URN of the event (`type.online.format.liveVideo.liveVideo` of the create response). Its inner shape is not specified by the source document. */
                content?: {
                    [key: string]: unknown;
                };
                /** @description The live video the post shows, referenced by its URN (`id`, the `type.online.format.liveVideo.liveVideo` of the create response). Its other members are not specified by the source document. */
                media?: {
                    id?: components["schemas"]["LiveVideoUrn"];
                } & {
                    [key: string]: unknown;
                };
            } & (unknown | unknown);
            /**
             * @description The state of the post, the published state (`PUBLISHED`).
             * @enum {string}
             */
            lifecycleState: "PUBLISHED";
            visibility: components["schemas"]["PostVisibility"];
            /**
             * @description Where the post originates; the source document gives `FEED`.
             * @enum {string}
             */
            origin?: "FEED";
            /** @description Context of the post. */
            context?: {
                /** @description Paid endorsement of the post. */
                paidEndorsementContext: {
                    /** @description Whether the post is a paid endorsement. */
                    active: boolean;
                };
            };
            /** @description How the post is distributed. */
            distribution: {
                feedDistribution: components["schemas"]["FeedDistribution"];
                /** @description External distribution channels. Their shape is not specified by the source document. */
                externalDistributionChannels?: unknown[];
            };
        };
        /**
         * EventUrn
         * @description An event URN, `urn:li:event:<id>`, where `<id>` is the event's `id`.
         */
        EventUrn: string;
        /**
         * ExternalEventPost
         * @description The external-event variant of the post body (B4): publishes an event by referencing its event URN. The source document lists the members without saying which are required. Required here are the ones the real service's post schema requires (`author`, `commentary`, `visibility`, `distribution.feedDistribution`, `lifecycleState`) and `content`, which names the event; the others may be left out, as the official clients' users do (`isReshareDisabledByAuthor` defaults to false, the distribution lists to none). `visibility` and `feedDistribution` take the real service's values beside the one the document gives.
         */
        ExternalEventPost: {
            /** @description The organization publishing the post. */
            author: components["schemas"]["OrganizationUrn"];
            /** @description The text of the post. */
            commentary: string;
            visibility: components["schemas"]["PostVisibility"];
            /** @description How the post is distributed. */
            distribution: {
                feedDistribution: components["schemas"]["FeedDistribution"];
                /** @description Target entities of the distribution. Their shape is not specified by the source document. */
                targetEntities?: unknown[];
                /** @description Third-party distribution channels. Their shape is not specified by the source document. */
                thirdPartyDistributionChannels?: unknown[];
            };
            /** @description The content of the post. */
            content: {
                /** @description The entity the post refers to. */
                reference: {
                    /** @description URN of the event being published (`urn:li:event:<id>` of its `id`). */
                    id: components["schemas"]["EventUrn"];
                };
            };
            /**
             * @description The state of the post; the source document gives `PUBLISHED`.
             * @enum {string}
             */
            lifecycleState: "PUBLISHED";
            /**
             * @description Whether the author disabled resharing of the post. Optional; false when left out.
             * @default false
             */
            isReshareDisabledByAuthor?: boolean;
        };
        /**
         * Post
         * @description Body of the post request (B4) that publishes an event: one of the two variants the source document shows, the live-video variant (author as an object, `postContent`) or the external-event variant (author as a URN string, `content.reference.id`). Posting sets the event's `ugcPost` and makes it readable and writable.
         */
        Post: components["schemas"]["LiveVideoEventPost"] | components["schemas"]["ExternalEventPost"];
    };
    responses: {
        /** @description An error. The source document says this API's error statuses and bodies are not shown, so both are left open here: any status the operation does not list otherwise, with any JSON body. The example is the shape the real service sends. */
        UnexpectedError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
        /** @description Too many requests: the application's or the member's call limit for the resource is used up (limits are counted per day). The source document does not list this status; it is the real service's answer, in its error body. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
        /** @description The service is unavailable (maintenance or overload); the request was not processed. The source document does not list this status; the body is the real service's error body. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
        /** @description The event cannot be read or changed in its current state: it is created but not posted (an event cannot be fetched, updated or deleted until it is posted), or its post has been deleted, which deleted the event. The source document says such requests are rejected without giving the status or body; 404 follows the real service, and the body is left open. One named example per state. */
        EventNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
        /** @description No post with this URN: the post (and with it the event) was already deleted, or the event was never posted and so has no post to delete. The source document does not give the status or body; 404 follows the real service, and the body is left open. One named example per state. */
        PostNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
    };
    parameters: {
        /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
        ProtocolVersion: "2.0.0";
        /** @description The action to run on the assets collection; only `registerUpload` is described. */
        AssetAction: "registerUpload";
        /** @description Identifies the registered upload on the mock: the last path component of the `uploadUrl` returned by the register-upload action (B1). The real upload URL is opaque and not under `/rest`; its shape is not specified by the source document. */
        UploadId: string;
        /** @description The finder to run. `eventsByOrganizer` (B8) lists the events of an organizer and accepts every query parameter of this operation; `organizerLeadGenFormEnabledEvents` (B9) lists the lead-generation-form-enabled events of an organization and accepts only `organizer`, `start` and `count`. */
        FinderQ: "eventsByOrganizer" | "organizerLeadGenFormEnabledEvents";
        /** @description Only events with this organizer, URL-encoded in the query string. For `eventsByOrganizer` (B8) a person URN or an organization URN; for `organizerLeadGenFormEnabledEvents` (B9) an organization URN only (`urn:li:organization:<id>`), which the schema cannot tie to `q` and the service enforces. */
        Organizer: components["schemas"]["OrganizerUrn"];
        /** @description Index of the first event to return; indexes start at 0. Both finders (B8, B9). */
        Start: number;
        /** @description Page size: upper bound on the number of events returned. Both finders (B8, B9). Its maximum is not specified by the source document. */
        Count: number;
        /** @description Exclude cancelled events. `eventsByOrganizer` (B8) only. */
        ExcludeCancelled: boolean;
        /** @description Time-based filter in the structured query syntax, sent without URL encoding, for example `(lifeCycleState:PAST)` or `(startTimeRange:(start:1767225600000,end:1782864000000))`. `eventsByOrganizer` (B8) only. */
        TimeBasedFilter: components["schemas"]["EventTimeBasedFilter"];
        /** @description Only events with this entry criteria. `eventsByOrganizer` (B8) only. */
        EntryCriteria: components["schemas"]["EventEntryCriteria"];
        /** @description Order of the results. `eventsByOrganizer` (B8) only. */
        SortOrder: components["schemas"]["EventSortOrder"];
        /** @description The event's `id` (Long). The event must be posted: an event that is created but not posted, or whose post has been deleted, is not found. */
        EventId: number;
        /** @description The protocol method of a request sent as POST: `partial_update` makes a POST on an event a partial update. Protocol clients (the official client among them) send a partial update this way; the source document writes PATCH. The protocol reads the method's name without regard to letter case: the official JavaScript client writes it in lower case, the official Python client in upper case (`PARTIAL_UPDATE`). Not specified by the source document. Its name holds the neutral word `Vendor` where the real name has another word: the header is required under any word in that place, `X-<word>-Method`, and read as this one (`x-neutral-name`), not by this literal name. */
        MethodPartialUpdate: "partial_update" | "PARTIAL_UPDATE";
        /** @description The member on whose behalf the post is made (a member URN, URL-encoded in the query string). Optional. */
        Actor: components["schemas"]["MemberUrn"];
        /** @description URN of the post to delete — the event's `ugcPost`, set when the event was posted — sent URL-encoded as the last path component (`urn%3Ali%3AugcPost%3A7301460081942528`). The schema and examples give the decoded value. */
        PostUrn: components["schemas"]["UserGeneratedContentPostUrn"];
    };
    requestBodies: never;
    headers: {
        /** @description The `id` of the created event, as the protocol's clients read it: the official client takes the id of a created entity only from this header, not from the body. The source document shows the created event in the body only; the real service also names the new entity in this header on every create answer (the Rest.li convention, `X-Vendor-Id` in neutral form). Its name holds the neutral word `Vendor` where the real name has another word: an answer carries it under any word in that place, `X-<word>-Id`, read as this one (`x-neutral-name`), not by this literal name. The simulator and the mock send it as `X-Vendor-Id` unless told the name the client reads (`responseHeaderNames`, `--response-header-name`). */
        CreatedEventId: string;
        /** @description The URN of the created post, as the protocol's clients read it: the answer's body is empty and the official client takes the id of a created entity only from this header (the Rest.li convention, `X-Vendor-Id` in neutral form). The source document does not show it. The URN is sent as written or in the protocol's reduced encoding (`:` as `%3A`); clients decode both. Its name holds the neutral word `Vendor`: an answer carries it under any word in that place, `X-<word>-Id`, read as this one (`x-neutral-name`), not by this literal name; the simulator and the mock send it as `X-Vendor-Id` unless told the name the client reads (`responseHeaderNames`, `--response-header-name`). */
        CreatedPostId: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAuthenticatedMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authenticated member's profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberProfile"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    registerUpload: {
        parameters: {
            query: {
                /** @description The action to run on the assets collection; only `registerUpload` is described. */
                action: components["parameters"]["AssetAction"];
            };
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterUploadRequest"];
            };
        };
        responses: {
            /** @description The upload is registered; `value` says where and how to upload the image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterUploadResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    uploadImageByPut: {
        parameters: {
            query?: never;
            header?: {
                /** @description The protocol version, which the service's upload instructions do not send with the file: optional here, `2.0.0` when sent, under this name or any word in place of the neutral `Vendor` (`X-<word>-Protocol-Version`, `x-neutral-name`). */
                "X-Vendor-Protocol-Version"?: "2.0.0";
            };
            path: {
                /** @description Identifies the registered upload on the mock: the last path component of the `uploadUrl` returned by the register-upload action (B1). The real upload URL is opaque and not under `/rest`; its shape is not specified by the source document. */
                upload_id: components["parameters"]["UploadId"];
            };
            cookie?: never;
        };
        /** @description The image file, as raw bytes. Not specified by the source document. */
        requestBody: {
            content: {
                "*/*": components["schemas"]["ImageUploadRequest"];
            };
        };
        responses: {
            /** @description The image is uploaded. Empty body. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path: {
                /** @description Identifies the registered upload on the mock: the last path component of the `uploadUrl` returned by the register-upload action (B1). The real upload URL is opaque and not under `/rest`; its shape is not specified by the source document. */
                upload_id: components["parameters"]["UploadId"];
            };
            cookie?: never;
        };
        /** @description The image file, as raw bytes. Not specified by the source document. */
        requestBody: {
            content: {
                "*/*": components["schemas"]["ImageUploadRequest"];
            };
        };
        responses: {
            /** @description The image is uploaded. Empty body. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    findEvents: {
        parameters: {
            query: {
                /** @description The finder to run. `eventsByOrganizer` (B8) lists the events of an organizer and accepts every query parameter of this operation; `organizerLeadGenFormEnabledEvents` (B9) lists the lead-generation-form-enabled events of an organization and accepts only `organizer`, `start` and `count`. */
                q: components["parameters"]["FinderQ"];
                /** @description Only events with this organizer, URL-encoded in the query string. For `eventsByOrganizer` (B8) a person URN or an organization URN; for `organizerLeadGenFormEnabledEvents` (B9) an organization URN only (`urn:li:organization:<id>`), which the schema cannot tie to `q` and the service enforces. */
                organizer: components["parameters"]["Organizer"];
                /** @description Index of the first event to return; indexes start at 0. Both finders (B8, B9). */
                start?: components["parameters"]["Start"];
                /** @description Page size: upper bound on the number of events returned. Both finders (B8, B9). Its maximum is not specified by the source document. */
                count?: components["parameters"]["Count"];
                /** @description Exclude cancelled events. `eventsByOrganizer` (B8) only. */
                excludeCancelled?: components["parameters"]["ExcludeCancelled"];
                /** @description Time-based filter in the structured query syntax, sent without URL encoding, for example `(lifeCycleState:PAST)` or `(startTimeRange:(start:1767225600000,end:1782864000000))`. `eventsByOrganizer` (B8) only. */
                timeBasedFilter?: components["parameters"]["TimeBasedFilter"];
                /** @description Only events with this entry criteria. `eventsByOrganizer` (B8) only. */
                entryCriteria?: components["parameters"]["EntryCriteria"];
                /** @description Order of the results. `eventsByOrganizer` (B8) only. */
                sortOrder?: components["parameters"]["SortOrder"];
            };
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventCreateRequest"];
            };
        };
        responses: {
            /** @description The event is created (state created, not posted), with its server-set fields. Its `id` is also in the `X-Vendor-Id` header, where protocol clients read it. */
            201: {
                headers: {
                    "X-Vendor-Id": components["headers"]["CreatedEventId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path: {
                /** @description The event's `id` (Long). The event must be posted: an event that is created but not posted, or whose post has been deleted, is not found. */
                event_id: components["parameters"]["EventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event (state posted). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            404: components["responses"]["EventNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateEventByPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
                /** @description The protocol method of a request sent as POST: `partial_update` makes a POST on an event a partial update. Protocol clients (the official client among them) send a partial update this way; the source document writes PATCH. The protocol reads the method's name without regard to letter case: the official JavaScript client writes it in lower case, the official Python client in upper case (`PARTIAL_UPDATE`). Not specified by the source document. Its name holds the neutral word `Vendor` where the real name has another word: the header is required under any word in that place, `X-<word>-Method`, and read as this one (`x-neutral-name`), not by this literal name. */
                "X-Vendor-Method"?: components["parameters"]["MethodPartialUpdate"];
            };
            path: {
                /** @description The event's `id` (Long). The event must be posted: an event that is created but not posted, or whose post has been deleted, is not found. */
                event_id: components["parameters"]["EventId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventPatch"];
            };
        };
        responses: {
            /** @description The vanity name is changed (state posted). Empty body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The vanity name is changed (state posted), answered as the protocol answers a partial update: 204 with no body. The source document gives 200; protocol services answer 204 unless they return the entity, so both are accepted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["EventNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path: {
                /** @description The event's `id` (Long). The event must be posted: an event that is created but not posted, or whose post has been deleted, is not found. */
                event_id: components["parameters"]["EventId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventPatch"];
            };
        };
        responses: {
            /** @description The vanity name is changed (state posted). Empty body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The vanity name is changed (state posted), answered as the protocol answers a partial update: 204 with no body. The source document gives 200; protocol services answer 204 unless they return the entity, so both are accepted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["EventNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createPost: {
        parameters: {
            query?: {
                /** @description The member on whose behalf the post is made (a member URN, URL-encoded in the query string). Optional. */
                actor?: components["parameters"]["Actor"];
            };
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Post"];
            };
        };
        responses: {
            /** @description The post is created and the event is posted. Empty body; the post's URN is in the `X-Vendor-Id` header. */
            201: {
                headers: {
                    "X-Vendor-Id": components["headers"]["CreatedPostId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: {
                /** @description Version of the request/response protocol. Every request of this API carries it, with the value `2.0.0`. Its name holds the neutral word `Vendor` where the real name has the vendor's word, so the header is required under any word in that place, `X-<word>-Protocol-Version`, and read as this one (`x-neutral-name`): not by this literal name, which would refuse the name the real service and its clients use. The package's validators, simulator and mock require it so. */
                "X-Vendor-Protocol-Version"?: components["parameters"]["ProtocolVersion"];
            };
            path: {
                /** @description URN of the post to delete — the event's `ugcPost`, set when the event was posted — sent URL-encoded as the last path component (`urn%3Ali%3AugcPost%3A7301460081942528`). The schema and examples give the decoded value. */
                post_urn: components["parameters"]["PostUrn"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post and its event are deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["PostNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["UnexpectedError"];
        };
    };
}
