// Generated from specs/code-hosting/openapi.yaml by `npm run generate`. Do not edit.

export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get the API root
         * @description The URL templates of the API's main resources. Not an endpoint of the source document: the
         *     command-line tool requests the root of any host first, to check the token it was given (it
         *     reads the `X-OAuth-Scopes` header of this answer: a classic token's scopes, absent for other
         *     tokens), so every flow through it starts here. Without authentication the real service serves
         *     it too, so the security requirement is optional (`{}`).
         */
        get: operations["getApiRoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repo}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        /**
         * Get a repository
         * @description A repository, with its API URLs, counters and settings. Not an endpoint of the source
         *     document: official clients read the repository before acting on it (the Python client's
         *     `get_repo` before starting a source import, reading a commit or listing invitations,
         *     all of which it addresses from the repository's `url`), so the document's import flow and
         *     the catalog's repository rows need it. Without authentication the real service serves public
         *     repositories, so the security requirement is optional (`{}`).
         */
        get: operations["getRepository"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repo}/import": {
        parameters: {
            query?: never;
            header?: {
                /** @description The media type the client accepts; `application/vnd.vendor+json` is recommended. The source document gives no other rule, so any value is accepted (clients also send `application/json`, versioned vendor types or `*\/*`). OpenAPI tools may ignore a header parameter named `Accept`; it is declared because the source document lists it for every import endpoint. */
                accept?: components["parameters"]["Accept"];
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        /**
         * Get an import status
         * @deprecated
         * @description The progress record of the repository's import, with the fields its status carries.
         *     Deprecated because of very low use; unavailable from 00:00 UTC on 12 April 2024.
         */
        get: operations["getImportStatus"];
        /**
         * Start an import
         * @deprecated
         * @description Starts the import of a repository hosted elsewhere into this repository. With `vcs` the
         *     import starts importing; without it, a detection step runs first. Importing into a repository
         *     that has automation workflows enabled is unsupported and answered with 422.
         *     Deprecated because of very low use; unavailable from 00:00 UTC on 12 April 2024.
         */
        put: operations["startImport"];
        post?: never;
        /**
         * Cancel an import
         * @deprecated
         * @description Stops the import. The state reached after a cancel is not specified by the source document.
         *     Deprecated because of very low use; unavailable from 00:00 UTC on 12 April 2024.
         */
        delete: operations["cancelImport"];
        options?: never;
        head?: never;
        /**
         * Update an import
         * @deprecated
         * @description Supplies credentials after `auth_failed` or `detection_needs_auth` (the import goes back
         *     to `detecting`), chooses one of `project_choices` after `detection_found_multiple`, or,
         *     with no body parameters, restarts the import.
         *     Deprecated because of very low use; unavailable from 00:00 UTC on 12 April 2024.
         */
        patch: operations["updateImport"];
        trace?: never;
    };
    "/repos/{owner}/{repo}/import/authors": {
        parameters: {
            query?: never;
            header?: {
                /** @description The media type the client accepts; `application/vnd.vendor+json` is recommended. The source document gives no other rule, so any value is accepted (clients also send `application/json`, versioned vendor types or `*\/*`). OpenAPI tools may ignore a header parameter named `Accept`; it is declared because the source document lists it for every import endpoint. */
                accept?: components["parameters"]["Accept"];
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        /**
         * Get commit authors
         * @deprecated
         * @description The authors found in the originating repository, as the importer made them valid. Authors can
         *     be mapped at any time before new commits are pushed to the repository.
         *     Deprecated because of very low use; unavailable from 00:00 UTC on 12 April 2024.
         */
        get: operations["listCommitAuthors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repo}/import/authors/{author_id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The media type the client accepts; `application/vnd.vendor+json` is recommended. The source document gives no other rule, so any value is accepted (clients also send `application/json`, versioned vendor types or `*\/*`). OpenAPI tools may ignore a header parameter named `Accept`; it is declared because the source document lists it for every import endpoint. */
                accept?: components["parameters"]["Accept"];
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
                /** @description The identifier of the commit author. */
                author_id: components["parameters"]["AuthorId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Map a commit author
         * @deprecated
         * @description Supplies the correct Git name and email of an author. Mapping may continue at any time before
         *     new commits are pushed to the repository.
         *     Deprecated because of very low use; unavailable from 00:00 UTC on 12 April 2024.
         */
        patch: operations["mapCommitAuthor"];
        trace?: never;
    };
    "/repos/{owner}/{repo}/import/large_files": {
        parameters: {
            query?: never;
            header?: {
                /** @description The media type the client accepts; `application/vnd.vendor+json` is recommended. The source document gives no other rule, so any value is accepted (clients also send `application/json`, versioned vendor types or `*\/*`). OpenAPI tools may ignore a header parameter named `Accept`; it is declared because the source document lists it for every import endpoint. */
                accept?: components["parameters"]["Accept"];
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        /**
         * Get large files
         * @deprecated
         * @description Files larger than 100MB found in the originating repository.
         *     Deprecated because of very low use; unavailable from 00:00 UTC on 12 April 2024.
         */
        get: operations["listLargeFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repo}/import/lfs": {
        parameters: {
            query?: never;
            header?: {
                /** @description The media type the client accepts; `application/vnd.vendor+json` is recommended. The source document gives no other rule, so any value is accepted (clients also send `application/json`, versioned vendor types or `*\/*`). OpenAPI tools may ignore a header parameter named `Accept`; it is declared because the source document lists it for every import endpoint. */
                accept?: components["parameters"]["Accept"];
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the large-file storage preference
         * @deprecated
         * @description Opts in or out of large-file storage for the files larger than 100MB. Either choice causes
         *     commits to be rewritten and the repository updated.
         *     Deprecated because of very low use; unavailable from 00:00 UTC on 12 April 2024.
         */
        patch: operations["setLfsPreference"];
        trace?: never;
    };
    "/users/{username}/events/orgs/{org}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
                /** @description The organization name. The name is not case sensitive. */
                org: components["parameters"]["Org"];
            };
            cookie?: never;
        };
        /**
         * List organization events for the authenticated user
         * @description The user's organization dashboard: the events of the organization's repositories. The caller
         *     must be authenticated as the user named by `username`. Events are not built for real-time use:
         *     depending on the time of day their latency is between 30 seconds and 6 hours.
         *     The public reference lists only the 200 answer; 404 (unknown user or organization, or one the
         *     caller may not see) is the service's general answer and is added so that clients handle it.
         */
        get: operations["listOrgEventsForAuthenticatedUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgs/{org}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The organization name. The name is not case sensitive. */
                org: components["parameters"]["Org"];
            };
            cookie?: never;
        };
        /**
         * Get an organization
         * @description An organization's profile; its members also see its private counters and settings. Not a
         *     row of the source document's permission catalog: the official Python client reads the
         *     organization before listing the authenticated user's events in it (`get_organization` of its main class,
         *     whose result `AuthenticatedUser.get_organization_events` takes), so the catalog's
         *     Organization: Events row needs it. Without authentication the real service serves public
         *     profiles, so the security requirement is optional (`{}`).
         */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgs/{org}/announcement": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The organization name. The name is not case sensitive. */
                org: components["parameters"]["Org"];
            };
            cookie?: never;
        };
        /**
         * Get announcement banner for organization
         * @description The announcement banner currently set for the organization. If the organization has no banner
         *     of its own, the real service returns the banner of its enterprise when one is set.
         *     The public reference lists only the 200 answer; 404 (unknown organization, or one the caller
         *     may not see) is the service's general answer and is added so that clients handle it.
         */
        get: operations["getAnnouncementBannerForOrg"];
        put?: never;
        post?: never;
        /**
         * Remove announcement banner from organization
         * @description Removes the announcement banner currently set for the organization.
         *     The public reference lists only the 204 answer; 404 (unknown organization, or one the caller
         *     may not see) is the service's general answer and is added so that clients handle it.
         */
        delete: operations["removeAnnouncementBannerForOrg"];
        options?: never;
        head?: never;
        /**
         * Set announcement banner for organization
         * @description Sets the announcement banner the organization's members see: its Markdown text, optional
         *     expiry and whether users may dismiss it.
         *     The public reference lists only the 200 answer; 404 (unknown organization, or one the caller
         *     may not see) is the service's general answer and is added so that clients handle it.
         */
        patch: operations["setAnnouncementBannerForOrg"];
        trace?: never;
    };
    "/repos/{owner}/{repo}/statuses/{sha}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
                /** @description The SHA of the commit the status is created for. */
                sha: components["parameters"]["Sha"];
            };
            cookie?: never;
        };
        /**
         * List commit statuses for a reference (legacy route)
         * @description The statuses of a ref, latest first, as `GET /repos/{owner}/{repo}/commits/{ref}/statuses`
         *     lists them, at the older route the real service still serves for it. Official clients still
         *     request it: the Python client's `Commit.get_statuses` and the older releases of other
         *     clients, so the catalog's commit-status read needs it beside the documented route. The
         *     permission the catalog gives the documented route applies (Repository: Commit statuses, read).
         *     Without authentication the real service serves public repositories too, so the security
         *     requirement is optional (`{}`).
         */
        get: operations["listCommitStatusesForRefLegacy"];
        put?: never;
        /**
         * Create a commit status
         * @description Users with push access to the repository can create a status for a commit SHA. A repository
         *     holds at most 1000 statuses per `sha` and `context`; more are answered with 422.
         *     The public reference lists only the 201 answer; 404 (unknown repository, or one the caller may
         *     not see) and 422 (validation failed, including the 1000-status limit) are added from the
         *     reference's description and the service's general answers.
         */
        post: operations["createCommitStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repo}/commits/{ref}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
                /** @description The commit reference: a commit SHA, a branch name (`heads/BRANCH_NAME`) or a tag name (`tags/TAG_NAME`). The value may contain `/` (the real service treats it as a multi-segment path parameter). */
                ref: components["parameters"]["Ref"];
            };
            cookie?: never;
        };
        /**
         * Get a commit
         * @description One commit, read by a reference (a SHA, a branch name or a tag name): its Git data, the
         *     accounts of its author and committer, its parents and changed files. Its `url` names the
         *     commit by its full SHA. Not a row of the source document's permission catalog: official clients
         *     read the commit before reporting or reading its statuses (the Python client's
         *     `Repository.get_commit`, whose `Commit.create_status`, `get_statuses` and
         *     `get_combined_status` are addressed from the commit's `url` and `sha`), so the
         *     catalog's commit-status rows need it. Without authentication the real service serves public
         *     repositories, so the security requirement is optional (`{}`). A reference that names no
         *     commit is answered with 404; a repository without any commit (an empty one) with 409; the
         *     service declares 422, 500 and 503 for it too.
         */
        get: operations["getCommit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repo}/commits/{ref}/status": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
                /** @description The commit reference: a commit SHA, a branch name (`heads/BRANCH_NAME`) or a tag name (`tags/TAG_NAME`). The value may contain `/` (the real service treats it as a multi-segment path parameter). */
                ref: components["parameters"]["Ref"];
            };
            cookie?: never;
        };
        /**
         * Get the combined status for a specific reference
         * @description Users with pull access to the repository get a combined view of the statuses of a ref (a SHA,
         *     a branch name or a tag name): the latest status of each context, and a combined `state` that
         *     is `failure` if any context reports `error` or `failure`, `pending` if there are no statuses
         *     or a context is `pending`, and `success` if the latest status of every context is `success`.
         *     Without authentication the real service serves public repositories too, so the security
         *     requirement is optional (`{}`); a token it does not accept is still answered with 401.
         */
        get: operations["getCombinedCommitStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repo}/commits/{ref}/statuses": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
                /** @description The commit reference: a commit SHA, a branch name (`heads/BRANCH_NAME`) or a tag name (`tags/TAG_NAME`). The value may contain `/` (the real service treats it as a multi-segment path parameter). */
                ref: components["parameters"]["Ref"];
            };
            cookie?: never;
        };
        /**
         * List commit statuses for a reference
         * @description Users with pull access to the repository list the statuses of a ref (a SHA, a branch name or a
         *     tag name) in reverse chronological order: the first status is the latest. The real service
         *     also serves this list at the legacy route `GET /repos/{owner}/{repo}/statuses/{ref}`.
         *     Without authentication the real service serves public repositories too, so the security
         *     requirement is optional (`{}`); a token it does not accept is still answered with 401.
         *     The public reference lists 200 and 301; 404 (unknown repository, or one the caller may not
         *     see) is the service's general answer and is added so that clients handle it.
         */
        get: operations["listCommitStatusesForRef"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repo}/properties/values": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        /**
         * Get all custom property values for a repository
         * @description The custom property values set on the repository. The source document's catalog lists only
         *     the update under Repository: Custom properties; this read of the same group is declared so
         *     that an update can be read back. Without authentication the real service serves public
         *     repositories too, so the security requirement is optional (`{}`); a token it does not accept is still answered with
         *     401.
         */
        get: operations["getCustomPropertyValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Create or update custom property values for a repository
         * @description Creates new or updates existing custom property values of the repository. A `null` value
         *     removes ("unsets") the property's value. Repository admins and users with the repository-level
         *     "edit custom property values" permission can use this endpoint.
         */
        patch: operations["createOrUpdateCustomPropertyValues"];
        trace?: never;
    };
    "/repos/{owner}/{repo}/invitations": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        /**
         * List repository invitations
         * @description Lists the repository's open invitations to collaborate. The caller must be authenticated as a
         *     user with admin rights to the repository. The catalog marks this endpoint as needing several
         *     permissions together, or one of a set (`additionalPermissions`).
         *     The public reference lists only the 200 answer; 404 (unknown repository, or one the caller may
         *     not see) is the service's general answer and is added so that clients handle it.
         */
        get: operations["listRepositoryInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get the authenticated user
         * @description The profile of the user the token belongs to. The permission catalog of the source document
         *     does not list this endpoint (the real service serves it to any token, with the private fields
         *     when the token may read them); it is declared so that a profile update can be read back.
         */
        get: operations["getAuthenticatedUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the authenticated user
         * @description Changes profile fields of the authenticated user; fields left out keep their value. If the
         *     user's email is private, sending `email` does not make it public: the privacy setting is still
         *     enforced.
         */
        patch: operations["updateAuthenticatedUser"];
        trace?: never;
    };
    "/user/emails": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List email addresses for the authenticated user
         * @description Lists all email addresses of the authenticated user and tells which one is visible to the public.
         */
        get: operations["listEmailsForAuthenticatedUser"];
        put?: never;
        /**
         * Add email addresses for the authenticated user
         * @description Adds one or more email addresses to the authenticated user's account. The recommended body is
         *     an object with the `emails` key; a bare array of addresses or a single address string is also
         *     accepted.
         */
        post: operations["addEmailsForAuthenticatedUser"];
        /**
         * Delete email addresses for the authenticated user
         * @description Deletes one or more email addresses from the authenticated user's account. The recommended
         *     body is an object with the `emails` key; a bare array of addresses or a single address string
         *     is also accepted.
         */
        delete: operations["deleteEmailsForAuthenticatedUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/public_emails": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List public email addresses for the authenticated user
         * @description Lists the email address the authenticated user made visible on their profile (set with the primary-email visibility setting).
         */
        get: operations["listPublicEmailsForAuthenticatedUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/followers": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List followers of the authenticated user
         * @description Lists the people following the authenticated user.
         */
        get: operations["listFollowersForAuthenticatedUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/following": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List the people the authenticated user follows
         * @description Lists the people whom the authenticated user follows.
         */
        get: operations["listFollowedByAuthenticatedUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/following/{username}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        /**
         * Check if a person is followed by the authenticated user
         * @description Answers 204 if the authenticated user follows the person named by `username`, and 404 if not.
         */
        get: operations["checkPersonIsFollowedByAuthenticatedUser"];
        /**
         * Follow a user
         * @description The authenticated user starts following the person named by `username`. The request has no
         *     body; send `Content-Length: 0`.
         */
        put: operations["followUser"];
        post?: never;
        /**
         * Unfollow a user
         * @description The authenticated user stops following the person named by `username`.
         */
        delete: operations["unfollowUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/gpg_keys": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List GPG keys for the authenticated user
         * @description Lists the GPG keys of the authenticated user.
         */
        get: operations["listGpgKeysForAuthenticatedUser"];
        put?: never;
        /**
         * Create a GPG key for the authenticated user
         * @description Adds an ASCII-armored GPG key to the authenticated user's account.
         */
        post: operations["createGpgKeyForAuthenticatedUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/gpg_keys/{gpg_key_id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The unique identifier of the GPG key. */
                gpg_key_id: components["parameters"]["GpgKeyId"];
            };
            cookie?: never;
        };
        /**
         * Get a GPG key for the authenticated user
         * @description Extended details of one GPG key of the authenticated user.
         */
        get: operations["getGpgKeyForAuthenticatedUser"];
        put?: never;
        post?: never;
        /**
         * Delete a GPG key for the authenticated user
         * @description Removes a GPG key from the authenticated user's account.
         */
        delete: operations["deleteGpgKeyForAuthenticatedUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/keys": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List public SSH keys for the authenticated user
         * @description Lists the public SSH keys of the authenticated user's account.
         */
        get: operations["listPublicSshKeysForAuthenticatedUser"];
        put?: never;
        /**
         * Create a public SSH key for the authenticated user
         * @description Adds a public SSH key to the authenticated user's account.
         */
        post: operations["createPublicSshKeyForAuthenticatedUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/keys/{key_id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The unique identifier of the public SSH key. */
                key_id: components["parameters"]["KeyId"];
            };
            cookie?: never;
        };
        /**
         * Get a public SSH key for the authenticated user
         * @description Extended details of one public SSH key of the authenticated user.
         */
        get: operations["getPublicSshKeyForAuthenticatedUser"];
        put?: never;
        post?: never;
        /**
         * Delete a public SSH key for the authenticated user
         * @description Removes a public SSH key from the authenticated user's account.
         */
        delete: operations["deletePublicSshKeyForAuthenticatedUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{username}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        /**
         * Get a user
         * @description The public profile of any account; the authenticated user reading their own account gets
         *     their private profile too. Not a row of the source document's permission catalog: official
         *     clients read the account before acting on it (the Python client's `get_user(login)`
         *     before following the account or listing its keys and watched repositories; the command-line
         *     tool before other calls), so the catalog's flows need it. Without authentication the real
         *     service serves public profiles, so the security requirement is optional (`{}`).
         */
        get: operations["getUserByUsername"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{username}/keys": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        /**
         * List public keys for a user
         * @description Lists the verified public SSH keys of a user. Anyone may call it: the real service serves it
         *     without authentication too, so the security requirement is optional (`{}`); a token it does not accept is still answered with
         *     401.
         *     The public reference lists only the 200 answer; 404 (unknown user) is the service's general
         *     answer and is added so that clients handle it.
         */
        get: operations["listPublicKeysForUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/social_accounts": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List social accounts for the authenticated user
         * @description The social-media accounts on the authenticated user's profile. The source document's catalog
         *     lists only adding and deleting them under User: Profile; this read of the same group is
         *     declared so that those changes can be read back.
         */
        get: operations["listSocialAccountsForAuthenticatedUser"];
        put?: never;
        /**
         * Add social accounts for the authenticated user
         * @description Adds one or more social-media accounts to the authenticated user's profile.
         */
        post: operations["addSocialAccountsForAuthenticatedUser"];
        /**
         * Delete social accounts for the authenticated user
         * @description Deletes one or more social-media accounts from the authenticated user's profile.
         */
        delete: operations["deleteSocialAccountsForAuthenticatedUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/ssh_signing_keys": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List SSH signing keys for the authenticated user
         * @description Lists the SSH signing keys of the authenticated user's account.
         */
        get: operations["listSshSigningKeysForAuthenticatedUser"];
        put?: never;
        /**
         * Create an SSH signing key for the authenticated user
         * @description Adds an SSH key that signs commits to the authenticated user's account.
         */
        post: operations["createSshSigningKeyForAuthenticatedUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/ssh_signing_keys/{ssh_signing_key_id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The unique identifier of the SSH signing key. */
                ssh_signing_key_id: components["parameters"]["SshSigningKeyId"];
            };
            cookie?: never;
        };
        /**
         * Get an SSH signing key for the authenticated user
         * @description Extended details of one SSH signing key of the authenticated user.
         */
        get: operations["getSshSigningKeyForAuthenticatedUser"];
        put?: never;
        post?: never;
        /**
         * Delete an SSH signing key for the authenticated user
         * @description Removes an SSH signing key from the authenticated user's account.
         */
        delete: operations["deleteSshSigningKeyForAuthenticatedUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/subscriptions": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List repositories watched by the authenticated user
         * @description Lists the repositories the authenticated user is watching.
         */
        get: operations["listWatchedReposForAuthenticatedUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{username}/subscriptions": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        /**
         * List repositories watched by a user
         * @description Lists the repositories a user is watching. The real service serves it without authentication
         *     too (public repositories only), so the security requirement is optional (`{}`); a token it does not accept is still answered with
         *     401.
         *     The public reference lists only the 200 answer; 404 (unknown user) is the service's general
         *     answer and is added so that clients handle it.
         */
        get: operations["listReposWatchedByUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{username}/followers": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        /**
         * List followers of a user
         * @description Lists the people following the user `username`: for the authenticated user, the same list as
         *     `GET /user/followers` (the Python client's `NamedUser.get_followers` reads an account's
         *     followers at this path, its own included).
         *     Anyone may call it: the real service serves it without authentication too, so the security
         *     requirement is optional (`{}`). The public reference lists only the 200 answer; 404 (unknown
         *     user) is the service's general answer and is added so that clients handle it.
         */
        get: operations["listFollowersForUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{username}/following": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        /**
         * List the people a user follows
         * @description Lists the people the user `username` follows: for the authenticated user, the same list as
         *     `GET /user/following`.
         *     Anyone may call it: the real service serves it without authentication too, so the security
         *     requirement is optional (`{}`). The public reference lists only the 200 answer; 404 (unknown
         *     user) is the service's general answer and is added so that clients handle it.
         */
        get: operations["listFollowingForUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{username}/following/{target_user}": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
                /** @description The handle of the account that may be followed. */
                target_user: components["parameters"]["TargetUser"];
            };
            cookie?: never;
        };
        /**
         * Check if a user follows another user
         * @description Answers 204 if the user `username` follows `target_user`, and 404 if not: for the authenticated
         *     user, the same answer as `GET /user/following/{username}` (the Python client's
         *     `NamedUser.has_in_following` asks at this path, for its own account too). Anyone may call it:
         *     the real service serves it without authentication too, so the security requirement is
         *     optional (`{}`).
         */
        get: operations["checkFollowingForUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{username}/gpg_keys": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        /**
         * List GPG keys for a user
         * @description Lists the GPG keys of the user `username`: for the authenticated user, the keys
         *     `GET /user/gpg_keys` lists.
         *     Anyone may call it: the real service serves it without authentication too, so the security
         *     requirement is optional (`{}`). The public reference lists only the 200 answer; 404 (unknown
         *     user) is the service's general answer and is added so that clients handle it.
         */
        get: operations["listGpgKeysForUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{username}/ssh_signing_keys": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        /**
         * List SSH signing keys for a user
         * @description Lists the SSH signing keys of the user `username`: for the authenticated user, the keys
         *     `GET /user/ssh_signing_keys` lists.
         *     Anyone may call it: the real service serves it without authentication too, so the security
         *     requirement is optional (`{}`). The public reference lists only the 200 answer; 404 (unknown
         *     user) is the service's general answer and is added so that clients handle it.
         */
        get: operations["listSshSigningKeysForUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{username}/social_accounts": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        /**
         * List social accounts for a user
         * @description Lists the social-media accounts on the profile of the user `username`: for the authenticated
         *     user, the accounts `GET /user/social_accounts` lists.
         *     Anyone may call it: the real service serves it without authentication too, so the security
         *     requirement is optional (`{}`). The public reference lists only the 200 answer; 404 (unknown
         *     user) is the service's general answer and is added so that clients handle it.
         */
        get: operations["listSocialAccountsForUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/repos": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a repository for the authenticated user
         * @description Creates a repository owned by the authenticated user and answers it, with its `Location`.
         *     Without `auto_init` (and without an ignore-file or license template) the repository is empty,
         *     as a source import's target must be: an application that migrates a repository creates its
         *     target this way before it starts the import. A name the user already has is refused with 422.
         *
         *     Not in the source document, whose import endpoints act on a repository that exists; the
         *     service's own create, which the official clients call (`repos.createForAuthenticatedUser`, the
         *     Python client's `AuthenticatedUser.create_repo`).
         */
        post: operations["createRepositoryForAuthenticatedUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgs/{org}/repos": {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The organization name. The name is not case sensitive. */
                org: components["parameters"]["Org"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an organization repository
         * @description Creates a repository owned by the organization `org` and answers it, with its `Location`: the
         *     same create as the authenticated user's, with the visibility and custom property values an
         *     organization's repository takes. Without `auto_init` the repository is empty, ready to be a
         *     source import's target. A name the organization already has is refused with 422.
         *
         *     Not in the source document; the service's own create, which the official clients call
         *     (`repos.createInOrg`, the Python client's `Organization.create_repo`).
         */
        post: operations["createRepositoryInOrg"];
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
        /** @description The API's entry point: URL templates of its main resources. The real service may add or drop templates; the schema stays open. */
        ApiRoot: {
            current_user_url: string;
            current_user_authorizations_html_url: string;
            authorizations_url: string;
            code_search_url: string;
            commit_search_url: string;
            emails_url: string;
            emojis_url: string;
            events_url: string;
            feeds_url: string;
            followers_url: string;
            following_url: string;
            gists_url: string;
            /** @deprecated */
            hub_url?: string;
            issue_search_url: string;
            issues_url: string;
            keys_url: string;
            label_search_url: string;
            notifications_url: string;
            organization_url: string;
            organization_repositories_url: string;
            organization_teams_url: string;
            public_gists_url: string;
            rate_limit_url: string;
            repository_url: string;
            repository_search_url: string;
            current_user_repositories_url: string;
            starred_url: string;
            starred_gists_url: string;
            topic_search_url?: string;
            user_url: string;
            user_organizations_url: string;
            user_repositories_url: string;
            user_search_url: string;
        };
        /**
         * BasicError
         * @description The service's error body: a message and a link to the documentation. Not specified by the source document, so it stays open: nothing is required (as in the service's own `basic-error` schema) and other members (`errors`, `url`, ...) are allowed.
         */
        BasicError: {
            /** @description What went wrong. */
            message?: string;
            /** @description The documentation page of the refusal. */
            documentation_url?: string;
            /** @description The HTTP status, as a string. */
            status?: string;
        };
        /** @description A user account as other resources embed it (owner, creator, follower, inviter...). The real service may add fields; the schema stays open. */
        SimpleUser: {
            /** @description The display name, when the embedding resource includes it. */
            name?: string | null;
            /** @description The public email, when the embedding resource includes it. */
            email?: string | null;
            /** @description The handle of the account. */
            login: string;
            /**
             * Format: int64
             * @description Unique identifier of the account.
             */
            id: number;
            /** @description Global node identifier of the account. */
            node_id: string;
            /**
             * Format: uri
             * @description The account's avatar. The service's description requires it, but recorded answers embed accounts without it (the creator of a commit status), so it is optional here: a response schema requires only what every real answer carries.
             */
            avatar_url?: string;
            gravatar_id: string | null;
            /**
             * Format: uri
             * @description API URL of the account.
             */
            url: string;
            /**
             * Format: uri
             * @description Web page of the account.
             */
            html_url: string;
            /** Format: uri */
            followers_url: string;
            /** @description URI template of the accounts this account follows. */
            following_url: string;
            /** @description URI template. */
            gists_url: string;
            /** @description URI template. */
            starred_url: string;
            /** Format: uri */
            subscriptions_url: string;
            /** Format: uri */
            organizations_url: string;
            /** Format: uri */
            repos_url: string;
            /** @description URI template. */
            events_url: string;
            /** Format: uri */
            received_events_url: string;
            /** @description Kind of account, for example `User` or `Organization`. */
            type: string;
            site_admin: boolean;
            /** @description Present only in starring lists. */
            starred_at?: string;
            /** @description `public` or `private`: how much of the account the caller may see. */
            user_view_type?: string;
        };
        /** @description A repository in the short form lists embed. The main fields are listed; the real service also returns many API URL templates (`archive_url`, `branches_url`, `commits_url`, ...) and further settings, so the schema stays open. */
        MinimalRepository: {
            /** Format: int64 */
            id: number;
            node_id: string;
            name: string;
            /** @description `owner/name`. */
            full_name: string;
            owner: components["schemas"]["SimpleUser"];
            private: boolean;
            /** Format: uri */
            html_url: string;
            description: string | null;
            fork: boolean;
            /** Format: uri */
            url: string;
            /** @description URI template of the repository's commit statuses. */
            statuses_url?: string;
            git_url?: string;
            ssh_url?: string;
            clone_url?: string;
            homepage?: string | null;
            language?: string | null;
            forks_count?: number;
            stargazers_count?: number;
            watchers_count?: number;
            /** @description Size of the repository in kilobytes, computed hourly; 0 for a new repository. */
            size?: number;
            default_branch?: string;
            open_issues_count?: number;
            is_template?: boolean;
            topics?: string[];
            archived?: boolean;
            disabled?: boolean;
            /** @description `public`, `private` or `internal`. */
            visibility?: string;
            /** Format: date-time */
            pushed_at?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            /** @description The caller's permissions on the repository. */
            permissions?: {
                admin?: boolean;
                maintain?: boolean;
                push?: boolean;
                triage?: boolean;
                pull?: boolean;
            };
            license?: {
                key?: string;
                name?: string;
                /** @description The license's SPDX identifier; null where the service knows none for it. */
                spdx_id?: string | null;
                url?: string | null;
                node_id?: string;
            } | null;
            forks?: number;
            open_issues?: number;
            watchers?: number;
            /** @description Custom property values of the repository, keyed by property name. */
            custom_properties?: {
                [key: string]: unknown;
            };
        };
        /** @description A repository as its own read answers it: the short form's fields, the API URL templates of its parts, its counters and settings, and for a fork its parent and source. The real service may add fields; the schema stays open. */
        FullRepository: components["schemas"]["MinimalRepository"] & {
            /** @description API URL of this part of the repository, or its URI template. */
            archive_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            assignees_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            blobs_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            branches_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            collaborators_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            comments_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            commits_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            compare_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            contents_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            contributors_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            deployments_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            downloads_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            events_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            forks_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            git_commits_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            git_refs_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            git_tags_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            issue_comment_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            issue_events_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            issues_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            keys_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            labels_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            languages_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            merges_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            milestones_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            notifications_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            pulls_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            releases_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            stargazers_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            statuses_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            subscribers_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            subscription_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            tags_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            teams_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            trees_url: string;
            /** @description API URL of this part of the repository, or its URI template. */
            hooks_url: string;
            git_url: string;
            ssh_url: string;
            clone_url: string;
            svn_url: string;
            mirror_url: string | null;
            homepage: string | null;
            language?: string | null;
            forks_count: number;
            stargazers_count: number;
            watchers_count: number;
            /** @description Size of the repository in kilobytes. */
            size: number;
            default_branch: string;
            open_issues_count: number;
            has_issues: boolean;
            has_projects: boolean;
            has_wiki: boolean;
            has_pages: boolean;
            has_discussions?: boolean;
            has_downloads?: boolean;
            archived: boolean;
            disabled: boolean;
            /** Format: date-time */
            pushed_at: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            subscribers_count: number;
            network_count: number;
            forks: number;
            open_issues: number;
            watchers: number;
            allow_forking?: boolean;
            allow_rebase_merge?: boolean;
            allow_squash_merge?: boolean;
            allow_auto_merge?: boolean;
            allow_merge_commit?: boolean;
            allow_update_branch?: boolean;
            delete_branch_on_merge?: boolean;
            use_squash_pr_title_as_default?: boolean;
            web_commit_signoff_required?: boolean;
            /** @description A short-lived token that lets a client clone a private repository; a credential. */
            temp_clone_token?: string | null;
            master_branch?: string;
            /** @description The organization that owns the repository, when one does. */
            organization?: components["schemas"]["SimpleUser"] | null;
            /** @description For a fork, the repository it was forked from. */
            parent?: components["schemas"]["MinimalRepository"];
            /** @description For a fork, the root of its fork network. */
            source?: components["schemas"]["MinimalRepository"];
        };
        /**
         * @description Source kind of the originating repository.
         * @enum {string}
         */
        Vcs: "subversion" | "git" | "mercurial" | "tfvc";
        /**
         * @description Import status.
         *
         *     | Status | Meaning |
         *     |---|---|
         *     | detecting | Source kind is being identified because no `vcs` was supplied |
         *     | importing | Raw step: commit data is fetched from the original repository; `commit_count` and `percent` are present |
         *     | mapping | Rewrite step: source branches converted to Git branches and author updates applied; no progress data |
         *     | pushing | Push step: the repository on this service is updated; `push_percent` is present |
         *     | complete | Import finished; the repository is ready |
         *     | auth_failed | The original repository requires authentication |
         *     | error | Import failed; `failed_step` and `error` are present; contact support |
         *     | detection_needs_auth | Detection requires authentication for the originating repository |
         *     | detection_found_nothing | No source control recognized at the URL |
         *     | detection_found_multiple | Several projects or repositories found at the URL; `project_choices` is present |
         *
         *     Transitions:
         *
         *     | From | Trigger | Condition | To | Also |
         *     |---|---|---|---|---|
         *     | (none) | Start an import | `vcs` omitted | detecting | Detection step runs |
         *     | (none) | Start an import | `vcs` supplied | importing | |
         *     | detecting | Import proceeds | No problem | importing | Error-free order: detecting, importing, mapping, pushing, complete |
         *     | importing | Import proceeds | No problem | mapping | |
         *     | mapping | Import proceeds | No problem | pushing | |
         *     | pushing | Import proceeds | No problem | complete | |
         *     | any | Problem arises | Detection needs credentials | detection_needs_auth | Update the import with credentials |
         *     | any | Problem arises | Source needs credentials | auth_failed | Update the import with credentials |
         *     | any | Problem arises | Nothing recognized at URL | detection_found_nothing | Cancel and retry with a correct URL |
         *     | any | Problem arises | Several projects at URL | detection_found_multiple | Update the import with one object of `project_choices` |
         *     | any | Problem arises | Failure | error | |
         *     | auth_failed, detection_needs_auth | Update the import with credentials | | detecting | |
         *     | any | Cancel the import | | (import stopped) | |
         *
         *     Not specified by the source document: transitions out of `error`, the state reached after a
         *     project choice or an empty update (which restarts the import), and the state after cancel.
         *
         *     The real service's own description lists six more statuses, after the document's ten here:
         *     `auth`, `none`, `choose`, `waiting_to_push`, `setup` and `unknown`. Their meanings and the moves
         *     into and out of them are specified by neither; answers may carry them, so clients must take them.
         * @enum {string}
         */
        ImportStatus: "detecting" | "importing" | "mapping" | "pushing" | "complete" | "auth_failed" | "error" | "detection_needs_auth" | "detection_found_nothing" | "detection_found_multiple" | "auth" | "none" | "choose" | "waiting_to_push" | "setup" | "unknown";
        /** @description One project found at the import URL. Its keys differ by version-control type and are not specified by the source document; send one of these objects back in an update to choose it. */
        ProjectChoice: Record<string, unknown>;
        /** @description The import progress record, returned by get, start, update and LFS-preference endpoints. Fields marked "present while ..." appear only in the states named. */
        ImportProgress: {
            /** @description Source kind: `subversion`, `git`, `mercurial` or `tfvc`. Null while it is not yet known (the real service sends null while detecting). */
            vcs: components["schemas"]["Vcs"] | null;
            /** @description Large-file choice: `opt_in`, `opt_out`, or `undecided` when no action was taken. The source document declares a string but its sample responses show a boolean in this field, so both are accepted. */
            use_lfs?: ("opt_in" | "opt_out" | "undecided") | boolean;
            /** @description URL of the originating repository. */
            vcs_url: string;
            status: components["schemas"]["ImportStatus"];
            /** @description Human-readable status text. */
            status_text?: string | null;
            /** @description True when files larger than 100MB were found in the importing step. */
            has_large_files?: boolean;
            /** @description Total size in gigabytes of files larger than 100MB in the originating repository, as a whole number. The source document types it `number`; the real service answers an integer, and a typed client that declares it so cannot read a fraction. The service's own example answers 132331036 for one large file, so its unit is the service's to say. */
            large_files_size?: number;
            /** @description Count of files larger than 100MB in the originating repository. */
            large_files_count?: number;
            /** @description Count of commit authors. The source document types it as an integer; the real service sends `null` while the count is not known yet (detecting, importing) and after an error, as its own description says, so `null` is accepted. */
            authors_count?: number | null;
            /** @description Present while importing: total raw commits that will be imported. The real service sends `null` until the raw step has counted them and after an error (its own description makes the field nullable), so `null` is accepted. */
            commit_count?: number | null;
            /** @description Present while importing: progress through the raw step, 0 to 100. `null` is accepted because the real service sends it before the raw step reports progress and after an error. */
            percent?: number | null;
            /** @description Present while pushing: the percent value reported by the push as it writes objects. Its bounds are not specified by the source document. `null` is accepted because the real service sends it outside the push step, as its own description says. */
            push_percent?: number | null;
            /** @description Present when status is `error`. The real service sends `null` in the other states (its own description makes the field nullable), so `null` is accepted. */
            failed_step?: string | null;
            /** @description Error message, present when status is `error`. `null` is accepted because the real service's description makes its error fields nullable. */
            error?: string | null;
            /** @description Present when status is `detection_found_multiple`; one object per project found at the URL. */
            project_choices?: components["schemas"]["ProjectChoice"][];
            /**
             * Format: uri
             * @description This import resource.
             */
            url: string;
            /**
             * Format: uri
             * @description Web page of the import.
             */
            html_url: string;
            /**
             * Format: uri
             * @description Authors collection of the import.
             */
            authors_url: string;
            /**
             * Format: uri
             * @description The target repository.
             */
            repository_url: string;
        };
        StartImportRequest: {
            /** @description URL of the originating repository. */
            vcs_url: string;
            /** @description Source kind. Without it the import first runs a detection step. */
            vcs?: components["schemas"]["Vcs"];
            /** @description Username for `vcs_url` when authentication is required. */
            vcs_username?: string;
            /** @description Password for `vcs_url` when authentication is required. */
            vcs_password?: string;
            /** @description For a tfvc import, the project being imported. */
            tfvc_project?: string;
        };
        /** @description With no body parameters the import is restarted. When the status is `detection_found_multiple`, the project is chosen by sending one of the objects of `project_choices` as the body; their keys are not specified by the source document, so this body accepts properties beyond the ones listed. An update without parameters sends no body or `{}`; a JSON `null`, which the service's own description also allows, is refused by the package's servers (Prism's mock would read it as no body, the simulator as a value: they would disagree). */
        UpdateImportRequest: {
            /** @description Username for the originating repository. */
            vcs_username?: string;
            /** @description Password for the originating repository. */
            vcs_password?: string;
            /** @description Source kind. */
            vcs?: components["schemas"]["Vcs"];
            /** @description For tfvc, the project being imported. */
            tfvc_project?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A commit author of the import. A Git author has a display name and an email; a Subversion author has only a username. The importer makes author data valid (a bare username becomes a name plus a generated placeholder address), which may not be correct; map the author to supply correct data. */
        CommitAuthor: {
            /** @description Author identifier. */
            id: number;
            /** @description Identifier of the author in the source system. */
            remote_id: string;
            /** @description Name of the author in the source system. */
            remote_name: string;
            /** @description Git author email (mapped value). */
            email: string;
            /** @description Git author name (mapped value). */
            name: string;
            /**
             * Format: uri
             * @description This author resource.
             */
            url: string;
            /**
             * Format: uri
             * @description The import resource.
             */
            import_url: string;
        };
        MapCommitAuthorRequest: {
            /** @description The new Git author email. */
            email?: string;
            /** @description The new Git author name. */
            name?: string;
        };
        /** @description A file larger than 100MB found in the originating repository. */
        LargeFileEntry: {
            /** @description Reference name the file was found on. */
            ref_name: string;
            /** @description Path of the file. */
            path: string;
            /** @description Object id of the file. */
            oid: string;
            /** @description Size of the file. Its unit is not specified by the source document. */
            size: number;
        };
        LfsPreferenceRequest: {
            /**
             * @description `opt_in`: large files are stored with large-file storage. `opt_out`: large files are removed during the import. Either choice causes commits to be rewritten and the repository updated.
             * @enum {string}
             */
            use_lfs: "opt_in" | "opt_out";
        };
        /** @description The account (user or organization) an event names. */
        Actor: {
            id: number;
            login: string;
            display_login?: string;
            gravatar_id: string | null;
            /** Format: uri */
            url: string;
            /** Format: uri */
            avatar_url: string;
        };
        /** @description An activity event. Events are not built for real-time use: depending on the time of day their latency is between 30 seconds and 6 hours. */
        Event: {
            id: string;
            /** @description The event type, for example `PushEvent`, `IssuesEvent` or `CreateEvent`. */
            type: string | null;
            actor: components["schemas"]["Actor"];
            repo: {
                id: number;
                name: string;
                /** Format: uri */
                url: string;
            };
            org?: components["schemas"]["Actor"];
            /** @description The event's details; its shape depends on `type`. */
            payload: {
                [key: string]: unknown;
            };
            public: boolean;
            /** Format: date-time */
            created_at: string | null;
        };
        /** @description An organization as its own read answers it: its API URLs, public counters, and for its members the private counters and settings. The real service may add fields; the schema stays open. */
        OrganizationFull: {
            login: string;
            /** Format: int64 */
            id: number;
            node_id: string;
            /** Format: uri */
            url: string;
            /** Format: uri */
            repos_url: string;
            /** Format: uri */
            events_url: string;
            hooks_url: string;
            issues_url: string;
            /** @description URI template. */
            members_url: string;
            /** @description URI template. */
            public_members_url: string;
            avatar_url: string;
            description: string | null;
            name?: string;
            company?: string | null;
            blog?: string | null;
            location?: string;
            email?: string | null;
            twitter_username?: string | null;
            is_verified?: boolean;
            has_organization_projects: boolean;
            has_repository_projects: boolean;
            public_repos: number;
            public_gists: number;
            followers: number;
            following: number;
            /** Format: uri */
            html_url: string;
            type: string;
            total_private_repos?: number;
            owned_private_repos?: number;
            private_gists?: number | null;
            disk_usage?: number | null;
            collaborators?: number | null;
            billing_email?: string | null;
            plan?: {
                name: string;
                space: number;
                private_repos: number;
                filled_seats?: number;
                seats?: number;
            };
            default_repository_permission?: string | null;
            members_can_create_repositories?: boolean | null;
            two_factor_requirement_enabled?: boolean | null;
            members_allowed_repository_creation_type?: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            archived_at?: string | null;
        };
        /** @description The announcement banner of the organization; `announcement` is `null` when none is set. */
        AnnouncementBanner: {
            /** @description The announcement text in Markdown. */
            announcement: string | null;
            /** @description When the announcement expires (ISO 8601, `YYYY-MM-DDTHH:MM:SSZ`). An announcement that never expires has `null` or an empty string here (the real service's own description names both, besides leaving the field out); a date-time string otherwise. */
            expires_at: string | null;
            /** @description Whether users may dismiss the announcement. */
            user_dismissible: boolean | null;
        };
        /** @description The announcement banner to set for the organization. */
        Announcement: {
            /** @description The announcement text in Markdown. */
            announcement: string | null;
            /** @description When the announcement expires (ISO 8601, `YYYY-MM-DDTHH:MM:SSZ`). An announcement that never expires has `null` or an empty string here (the real service's own description names both, besides leaving the field out); a date-time string otherwise. */
            expires_at?: string | null;
            /**
             * @description Whether users may dismiss the announcement.
             * @default false
             */
            user_dismissible?: boolean | null;
        };
        /** @description A status that an external service (CI, deployment, review) reported for a commit. */
        Status: {
            url: string;
            avatar_url: string | null;
            id: number;
            node_id: string;
            /** @description `error`, `failure`, `pending` or `success`. */
            state: string;
            description: string | null;
            target_url: string | null;
            /** @description The label that tells this status apart from the statuses of other systems. */
            context: string;
            created_at: string;
            updated_at: string;
            creator: components["schemas"]["SimpleUser"] | null;
        };
        /** @description A status to attach to a commit. A repository holds at most 1000 statuses per `sha` and `context`; more are answered with a validation error. */
        StatusCreate: {
            /**
             * @description The state of the status.
             * @enum {string}
             */
            state: "error" | "failure" | "pending" | "success";
            /** @description The URL the status links to, shown in the web interface next to the status (for example the build output of a CI run). */
            target_url?: string | null;
            /** @description A short description of the status. */
            description?: string | null;
            /**
             * @description A label that tells this status apart from the statuses of other systems. Case-insensitive.
             * @default default
             */
            context?: string;
        };
        /** @description A Git author or committer as the commit records them (not an account). */
        GitUser: {
            name?: string;
            email?: string;
            /** Format: date-time */
            date?: string;
        } | null;
        /** @description A commit of a repository: its Git data (message, author and committer as Git records them, tree, signature verification), the accounts its author and committer map to, its parents, and for a single-commit read its changed files and line counts. The real service may add fields; the schema stays open. */
        Commit: {
            /**
             * Format: uri
             * @description API URL of the commit, by its full SHA.
             */
            url: string;
            /** @description The full SHA of the commit. */
            sha: string;
            node_id: string;
            /** Format: uri */
            html_url: string;
            /** Format: uri */
            comments_url: string;
            commit: {
                /** Format: uri */
                url: string;
                author: components["schemas"]["GitUser"];
                committer: components["schemas"]["GitUser"];
                message: string;
                comment_count: number;
                tree: {
                    sha: string;
                    /** Format: uri */
                    url: string;
                };
                verification?: {
                    verified: boolean;
                    /** @description Why the signature is or is not verified (`valid`, `unsigned`, `unknown_key`, ...); the list is open. */
                    reason: string;
                    payload: string | null;
                    signature: string | null;
                    verified_at?: string | null;
                };
            };
            /** @description The account the Git author maps to; `null` (or an empty object) when none does. */
            author: components["schemas"]["SimpleUser"] | Record<string, unknown> | null;
            /** @description The account the Git committer maps to; `null` (or an empty object) when none does. */
            committer: components["schemas"]["SimpleUser"] | Record<string, unknown> | null;
            parents: {
                sha: string;
                /** Format: uri */
                url: string;
                /** Format: uri */
                html_url?: string;
            }[];
            stats?: {
                additions?: number;
                deletions?: number;
                total?: number;
            };
            files?: {
                sha?: string | null;
                filename: string;
                /** @description How the file changed (`added`, `removed`, `modified`, `renamed`, `copied`, `changed`, `unchanged` in the service's description); kept open. */
                status: string;
                additions: number;
                deletions: number;
                changes: number;
                /** Format: uri */
                blob_url: string;
                /** Format: uri */
                raw_url: string;
                /** Format: uri */
                contents_url?: string;
                patch?: string;
                previous_filename?: string;
            }[];
        };
        /** @description The latest status of one context, as the combined status lists it. */
        SimpleCommitStatus: {
            description: string | null;
            id: number;
            node_id: string;
            state: string;
            context: string;
            /** Format: uri */
            target_url: string | null;
            /** @description Whether branch protection requires this context. */
            required?: boolean | null;
            /**
             * Format: uri
             * @description The avatar of the status's creator. The real service's description lists it as required and nullable, but per-status items of real combined-status answers come without it, so it is optional here (a response schema requires only what every real answer carries).
             */
            avatar_url?: string | null;
            /** Format: uri */
            url: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description The combined view of a ref's statuses: the latest status of each context, and a combined `state` that is `failure` if any context reports `error` or `failure`, `pending` if there are no statuses or a context is `pending`, and `success` if the latest status of every context is `success`. */
        CombinedCommitStatus: {
            /** @description `failure`, `pending` or `success`. */
            state: string;
            statuses: components["schemas"]["SimpleCommitStatus"][];
            sha: string;
            total_count: number;
            repository: components["schemas"]["MinimalRepository"];
            /** Format: uri */
            commit_url: string;
            /** Format: uri */
            url: string;
        };
        /** @description A custom property name and the value to assign to it. */
        CustomPropertyValue: {
            /** @description The name of the property. */
            property_name: string;
            /** @description The value assigned to the property: a string, an array of strings (multi-select properties), or `null` to unset the property on the repository. */
            value: string | string[] | null;
        };
        /** @description Custom property values to create or update on the repository. */
        CustomPropertyValuesUpdate: {
            /** @description A list of custom property names and associated values to apply to the repositories. A `null` value removes the property value from the repository. */
            properties: components["schemas"]["CustomPropertyValue"][];
        };
        /** @description An open invitation to collaborate on a repository. */
        RepositoryInvitation: {
            /**
             * Format: int64
             * @description Unique identifier of the repository invitation.
             */
            id: number;
            repository: components["schemas"]["MinimalRepository"];
            invitee: components["schemas"]["SimpleUser"] | null;
            inviter: components["schemas"]["SimpleUser"] | null;
            /**
             * @description The permission the invitation grants.
             * @enum {string}
             */
            permissions: "read" | "write" | "admin" | "triage" | "maintain";
            /** Format: date-time */
            created_at: string;
            /** @description Whether the invitation has expired. */
            expired?: boolean;
            /** @description API URL of the invitation. */
            url: string;
            html_url: string;
            node_id: string;
        };
        /** @description The authenticated user's own profile, with the private counters only the account itself sees. The real service may add fields; the schema stays open. */
        PrivateUser: {
            login: string;
            /** Format: int64 */
            id: number;
            user_view_type?: string;
            node_id: string;
            /** Format: uri */
            avatar_url: string;
            gravatar_id: string | null;
            /** Format: uri */
            url: string;
            /** Format: uri */
            html_url: string;
            /** Format: uri */
            followers_url: string;
            following_url: string;
            gists_url: string;
            starred_url: string;
            /** Format: uri */
            subscriptions_url: string;
            /** Format: uri */
            organizations_url: string;
            /** Format: uri */
            repos_url: string;
            events_url: string;
            /** Format: uri */
            received_events_url: string;
            type: string;
            site_admin: boolean;
            name: string | null;
            company: string | null;
            blog: string | null;
            location: string | null;
            /**
             * Format: email
             * @description The public email; `null` when the user keeps their email private.
             */
            email: string | null;
            /** Format: email */
            notification_email?: string | null;
            hireable: boolean | null;
            bio: string | null;
            twitter_username?: string | null;
            public_repos: number;
            public_gists: number;
            followers: number;
            following: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            private_gists: number;
            total_private_repos: number;
            owned_private_repos: number;
            /** @description Disk usage in kilobytes. */
            disk_usage: number;
            collaborators: number;
            two_factor_authentication: boolean;
            plan?: {
                collaborators: number;
                name: string;
                space: number;
                private_repos: number;
            };
        };
        /** @description Profile fields to change; every field is optional and fields left out keep their value. If the user's email is private, sending `email` does not make it public: the privacy setting is still enforced. */
        PrivateUserUpdate: {
            /** @description The new name of the user. */
            name?: string;
            /**
             * Format: email
             * @description The publicly visible email address of the user; the real service refuses a string that is not an address with 422.
             */
            email?: string;
            /** @description The new blog URL of the user. */
            blog?: string;
            /** @description The new social-network username of the user. */
            twitter_username?: string | null;
            /** @description The new company of the user. */
            company?: string;
            /** @description The new location of the user. */
            location?: string;
            /** @description The new hiring availability of the user. */
            hireable?: boolean;
            /** @description The new short biography of the user. */
            bio?: string;
        };
        /** @description An email address of the authenticated user. */
        Email: {
            /** Format: email */
            email: string;
            /** @description Whether this is the primary address of the account. */
            primary: boolean;
            /** @description Whether the address has been verified. */
            verified: boolean;
            /** @description `public` or `private` for the primary address; `null` for the others. */
            visibility: string | null;
        };
        /** @description One or more email addresses. The recommended form is an object with the `emails` key; the real service also accepts a bare array of addresses or a single address as a string. Every address must be one: the real service refuses any other string with 422. */
        EmailAddressList: {
            /** @description Email addresses associated with the account. At least one. */
            emails: string[];
        } | string[] | string;
        /** @description An email address named in a GPG key, and whether it is verified on the account. */
        GpgKeyEmail: {
            email?: string;
            verified?: boolean;
        };
        /** @description A GPG key of the authenticated user, with its subkeys and the email addresses it names. Its capability flags (`can_sign`, `can_encrypt_comms`, `can_encrypt_storage`, `can_certify`) are booleans in the service's description, but answers recorded from the real service carry `null` for a capability it has not determined (seen for `can_encrypt_comms`), so each flag, of the key and of its subkeys, may be `null`. */
        GpgKey: {
            /** Format: int64 */
            id: number;
            /** @description The descriptive name given when the key was added. */
            name?: string | null;
            /** @description The `id` of the primary key, for a subkey; `null` for a primary key. */
            primary_key_id: number | null;
            /** @description The key ID as GPG prints it (16 hexadecimal digits). */
            key_id: string;
            public_key: string;
            emails: components["schemas"]["GpgKeyEmail"][];
            subkeys: {
                /** Format: int64 */
                id?: number;
                primary_key_id?: number;
                key_id?: string;
                public_key?: string;
                emails?: components["schemas"]["GpgKeyEmail"][];
                subkeys?: unknown[];
                can_sign?: boolean | null;
                can_encrypt_comms?: boolean | null;
                can_encrypt_storage?: boolean | null;
                can_certify?: boolean | null;
                created_at?: string;
                expires_at?: string | null;
                raw_key?: string | null;
                revoked?: boolean;
            }[];
            can_sign: boolean | null;
            can_encrypt_comms: boolean | null;
            can_encrypt_storage: boolean | null;
            can_certify: boolean | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string | null;
            revoked: boolean;
            /** @description The armored key as it was uploaded. */
            raw_key: string | null;
        };
        /** @description A GPG key to add to the authenticated user's account. */
        GpgKeyCreate: {
            /** @description A descriptive name for the new key. */
            name?: string;
            /** @description A GPG key in ASCII-armored format. */
            armored_public_key: string;
        };
        /** @description A public SSH key of the authenticated user, used for Git access. */
        Key: {
            /** @description The public key. */
            key: string;
            /** Format: int64 */
            id: number;
            /** @description API URL of the key. */
            url: string;
            title: string;
            /** Format: date-time */
            created_at: string;
            verified: boolean;
            read_only: boolean;
            /** Format: date-time */
            last_used?: string | null;
        };
        /** @description A public SSH key to add to the authenticated user's account. */
        KeyCreate: {
            /** @description A descriptive name for the new key. */
            title?: string;
            /** @description The public SSH key to add. */
            key: string;
        };
        /** @description A user account's public profile, as anyone may read it. The real service may add fields; the schema stays open. */
        PublicUser: {
            /** @description The handle of the account. */
            login: string;
            /** Format: int64 */
            id: number;
            user_view_type?: string;
            node_id: string;
            /** Format: uri */
            avatar_url: string;
            gravatar_id: string | null;
            /**
             * Format: uri
             * @description API URL of the account.
             */
            url: string;
            /**
             * Format: uri
             * @description Web page of the account.
             */
            html_url: string;
            /** Format: uri */
            followers_url: string;
            /** @description URI template. */
            following_url: string;
            /** @description URI template. */
            gists_url: string;
            /** @description URI template. */
            starred_url: string;
            /** Format: uri */
            subscriptions_url: string;
            /** Format: uri */
            organizations_url: string;
            /** Format: uri */
            repos_url: string;
            /** @description URI template. */
            events_url: string;
            /** Format: uri */
            received_events_url: string;
            /** @description Kind of account, for example `User` or `Organization`. */
            type: string;
            site_admin: boolean;
            name: string | null;
            company: string | null;
            blog: string | null;
            location: string | null;
            /**
             * Format: email
             * @description The public email; `null` when the user keeps their email private.
             */
            email: string | null;
            /** Format: email */
            notification_email?: string | null;
            hireable: boolean | null;
            bio: string | null;
            twitter_username?: string | null;
            public_repos: number;
            public_gists: number;
            followers: number;
            following: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            plan?: {
                collaborators?: number;
                name?: string;
                space?: number;
                private_repos?: number;
            };
            private_gists?: number;
            total_private_repos?: number;
            owned_private_repos?: number;
            disk_usage?: number;
            collaborators?: number;
        };
        /** @description A verified public SSH key of a user, as anyone may list it. */
        KeySimple: {
            id: number;
            key: string;
            /** Format: date-time */
            created_at?: string;
            /** Format: date-time */
            last_used?: string | null;
        };
        /** @description A social-media account linked to the user's profile. */
        SocialAccount: {
            /** @description The provider the service recognised from the URL, for example `twitter` or `linkedin`; `generic` otherwise. */
            provider: string;
            /** @description Full URL of the account. */
            url: string;
        };
        /** @description Social-account URLs to add or delete. */
        SocialAccountUrlList: {
            /** @description Full URLs of the social-media profiles. */
            account_urls: string[];
        };
        /** @description A public SSH key the user signs Git commits with. */
        SshSigningKey: {
            key: string;
            id: number;
            title: string;
            /** Format: date-time */
            created_at: string;
        };
        /** @description An SSH signing key to add to the authenticated user's account. */
        SshSigningKeyCreate: {
            /** @description A descriptive name for the new key. */
            title?: string;
            /** @description The public SSH key to add, in an accepted format. */
            key: string;
        };
        /**
         * RepositorySettings
         * @description The settings a repository is created with, shared by the creates of a user's and of an organization's repository (each request body closes it, with its own members beside it).
         */
        RepositorySettings: {
            /** @description The repository's name, unique among the owner's repositories. */
            name?: string;
            /** @description A short description. */
            description?: string;
            /** @description A URL with more about the repository. */
            homepage?: string;
            /**
             * @description Whether the repository is private.
             * @default false
             */
            private?: boolean;
            /**
             * @description Whether issues are on.
             * @default true
             */
            has_issues?: boolean;
            /**
             * @description Whether projects are on.
             * @default true
             */
            has_projects?: boolean;
            /**
             * @description Whether the wiki is on.
             * @default true
             */
            has_wiki?: boolean;
            /**
             * @description Whether downloads are on (deprecated by the service).
             * @default true
             */
            has_downloads?: boolean;
            /**
             * @description Whether the repository can be used as a template.
             * @default false
             */
            is_template?: boolean;
            /** @description The team given access (for an organization's repository; the service takes it here too). */
            team_id?: number;
            /**
             * @description Whether the repository starts with a first commit (an empty README). Without it the repository is empty, as an import's target is.
             * @default false
             */
            auto_init?: boolean;
            /** @description The name of an ignore-file template to commit first. */
            gitignore_template?: string;
            /** @description The keyword of a license to commit first (`mit`, `mpl-2.0`, ...). */
            license_template?: string;
            /**
             * @description Whether pull requests may be squash-merged.
             * @default true
             */
            allow_squash_merge?: boolean;
            /**
             * @description Whether pull requests may be merged with a merge commit.
             * @default true
             */
            allow_merge_commit?: boolean;
            /**
             * @description Whether pull requests may be rebase-merged.
             * @default true
             */
            allow_rebase_merge?: boolean;
            /**
             * @description Whether auto-merge may be turned on for pull requests.
             * @default false
             */
            allow_auto_merge?: boolean;
            /**
             * @description Whether head branches are deleted when their pull request is merged.
             * @default false
             */
            delete_branch_on_merge?: boolean;
            /**
             * @description The default title of a squash-merge commit.
             * @enum {string}
             */
            squash_merge_commit_title?: "PR_TITLE" | "COMMIT_OR_PR_TITLE";
            /**
             * @description The default message of a squash-merge commit.
             * @enum {string}
             */
            squash_merge_commit_message?: "PR_BODY" | "COMMIT_MESSAGES" | "BLANK";
            /**
             * @description The default title of a merge commit.
             * @enum {string}
             */
            merge_commit_title?: "PR_TITLE" | "MERGE_MESSAGE";
            /**
             * @description The default message of a merge commit.
             * @enum {string}
             */
            merge_commit_message?: "PR_BODY" | "PR_TITLE" | "BLANK";
        };
        /**
         * CreateRepositoryForAuthenticatedUserRequest
         * @description A new repository of the authenticated user: its name, and the settings to start with (`RepositorySettings`), and whether discussions are on, which only a user's create takes (the service's description of an organization's create does not name it). The body is closed (docs/spec-conventions.md): a client composes it from the settings it means to set, so a member the service does not name is most likely a typo.
         */
        CreateRepositoryForAuthenticatedUserRequest: {
            /**
             * @description Whether discussions are on.
             * @default false
             */
            has_discussions?: boolean;
        } & WithRequired<components["schemas"]["RepositorySettings"], "name">;
        /**
         * CreateRepositoryInOrgRequest
         * @description A new repository of an organization: its name, the settings to start with (`RepositorySettings`), and what an organization's repository takes besides: its visibility, the older squash-title setting and custom property values. The body is closed, for the reason given for `CreateRepositoryForAuthenticatedUserRequest`.
         */
        CreateRepositoryInOrgRequest: {
            /**
             * @description Who can see the repository; takes precedence over `private`.
             * @enum {string}
             */
            visibility?: "public" | "private";
            /**
             * @deprecated
             * @description Deprecated by `squash_merge_commit_title`. Whether a squash-merge commit takes the pull request's title.
             * @default false
             */
            use_squash_pr_title_as_default?: boolean;
            /** @description The organization's custom property values of the repository, by property name. */
            custom_properties?: {
                [key: string]: unknown;
            };
        } & WithRequired<components["schemas"]["RepositorySettings"], "name">;
    };
    responses: {
        /** @description Not modified: the resource has not changed since the version named by the request's `If-None-Match` or `If-Modified-Since` header. No body. */
        NotModified: {
            headers: {
                "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Bad request: the request cannot be read (a malformed or non-UTF-8 body) or a parameter or body member breaks the contract where the operation declares no 422. The source document does not list this status; the body is the service's basic error body, with `errors` naming each problem where there are several. */
        BadRequest: {
            headers: {
                "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["BasicError"];
            };
        };
        /** @description Requires authentication: the request carried no valid access token. The error body is open; the real service sends `message` and `documentation_url`. */
        Unauthorized: {
            headers: {
                "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
        /** @description Forbidden: the token lacks the permission the endpoint requires, or the request was refused, or (with `x-ratelimit-remaining: 0` and `x-ratelimit-reset`, or with `retry-after`) a rate limit was exceeded. The error body is open; the real service sends `message` and `documentation_url`. */
        Forbidden: {
            headers: {
                "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                "Retry-After": components["headers"]["RetryAfter"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Used": components["headers"]["XRateLimitUsed"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                "X-RateLimit-Resource": components["headers"]["XRateLimitResource"];
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
        /** @description Too many requests: a secondary rate limit (too many requests at once or too fast) or the primary rate limit was exceeded. The client waits `retry-after` seconds when it is sent, else until `x-ratelimit-reset` when `x-ratelimit-remaining` is 0, else at least a minute. The source document does not list this status; the headers and body are the service's. */
        TooManyRequests: {
            headers: {
                "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                "Retry-After": components["headers"]["RetryAfter"];
                "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                "X-RateLimit-Used": components["headers"]["XRateLimitUsed"];
                "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                "X-RateLimit-Resource": components["headers"]["XRateLimitResource"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["BasicError"];
            };
        };
        /** @description Unavailable because the service is under maintenance or overloaded. The source document lists this status for the import endpoints only; the real service can answer it on any endpoint. The error body shape is not specified by the source document; the schema is left open. */
        ServiceUnavailable: {
            headers: {
                "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
        /** @description Moved permanently: the repository was renamed or transferred; the `Location` header names its new address. The error body is open; the real service sends `message`, `url` and `documentation_url`. */
        MovedPermanently: {
            headers: {
                "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                /** @description The new address of the resource. */
                Location?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
        /** @description Resource not found. The error body shape is not specified by the source document; the schema is left open. */
        NotFound: {
            headers: {
                "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
        /** @description The request body is larger than the service takes; it is refused before it is read. The source document does not list this status. */
        PayloadTooLarge: {
            headers: {
                "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["BasicError"];
            };
        };
        /** @description Validation failed, or the endpoint has been spammed. The error body shape is not specified by the source document; the schema is left open. */
        UnprocessableEntity: {
            headers: {
                "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
        /** @description The repository has no import. The source document lists 404 only for endpoints 1, 2, 5 and 6; the real service answers the other import endpoints with 404 too when there is no import to act on. The error body shape is not specified by the source document; the schema is left open. */
        NoImportNotFound: {
            headers: {
                "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
        /** @description A conflict with the repository's state: reading a commit of a repository that has none yet (an empty repository). The error body shape is not specified by the source document; the schema is left open. */
        Conflict: {
            headers: {
                "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
        /** @description The service failed to answer. The source document does not list this status; the real service declares it for the commit read. The error body shape is not specified by the source document; the schema is left open. */
        InternalServerError: {
            headers: {
                "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
    };
    parameters: {
        /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
        ApiVersion: string;
        /** @description The account owner of the repository. The name is not case sensitive. */
        Owner: string;
        /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
        Repo: string;
        /** @description The media type the client accepts; `application/vnd.vendor+json` is recommended. The source document gives no other rule, so any value is accepted (clients also send `application/json`, versioned vendor types or `*\/*`). OpenAPI tools may ignore a header parameter named `Accept`; it is declared because the source document lists it for every import endpoint. */
        Accept: string;
        /** @description A user ID. Only authors with an ID greater than it are returned. */
        Since: number;
        /** @description The identifier of the commit author. */
        AuthorId: number;
        /** @description The handle for the user account. */
        Username: string;
        /** @description The organization name. The name is not case sensitive. */
        Org: string;
        /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
        PerPage: number;
        /** @description The page number of the results to fetch. */
        Page: number;
        /** @description The SHA of the commit the status is created for. */
        Sha: string;
        /** @description The commit reference whose statuses are listed: a SHA, a branch name or a tag name. The route shares its path with "Create a commit status", which names the segment `sha`; reading, the real service takes any reference there, as in `/commits/{ref}/statuses`. */
        StatusesRef: string;
        /** @description The commit reference: a commit SHA, a branch name (`heads/BRANCH_NAME`) or a tag name (`tags/TAG_NAME`). The value may contain `/` (the real service treats it as a multi-segment path parameter). */
        Ref: string;
        /** @description The unique identifier of the GPG key. */
        GpgKeyId: number;
        /** @description The unique identifier of the public SSH key. */
        KeyId: number;
        /** @description The unique identifier of the SSH signing key. */
        SshSigningKeyId: number;
        /** @description The handle of the account that may be followed. */
        TargetUser: string;
    };
    requestBodies: never;
    headers: {
        /** @description The scopes of the classic personal access token the request was made with, separated by commas; absent for tokens that carry permissions instead of scopes. Clients read it to tell whether a token can do what they need (the command-line tool reads it from the API root). */
        XOAuthScopes: string;
        /** @description Every response carries this header. It hints at the permissions the endpoint requires, as a comma-separated list of `permission=access` pairs (for example `contents=read`). Its name holds the neutral word `Vendor` where the real name has the vendor's word: an answer may carry it under any word in that place, `X-Accepted-<word>-Permissions`, read as this one (`x-neutral-name`). */
        XAcceptedVendorPermissions: string;
        /** @description Seconds to wait before sending the request again, on a refusal for a secondary rate limit (RFC 9110 `Retry-After`, in its delay-seconds form). */
        RetryAfter: number;
        /** @description The number of requests the token may make in the current rate-limit window. */
        XRateLimitLimit: number;
        /** @description The number of requests left in the current rate-limit window; `0` when a request is refused for the primary rate limit. */
        XRateLimitRemaining: number;
        /** @description The number of requests made in the current rate-limit window. */
        XRateLimitUsed: number;
        /** @description When the current rate-limit window resets, in seconds since the Unix epoch (UTC). */
        XRateLimitReset: number;
        /** @description The rate-limit resource the request counted against (`core` for most REST requests). */
        XRateLimitResource: string;
        /** @description Pagination links (RFC 8288) to the `next`, `last`, `first` and `prev` pages of a list, present when the list has more than one page. */
        Link: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiRoot: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API root. */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["XOAuthScopes"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRoot"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRepository: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The repository. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FullRepository"];
                };
            };
            301: components["responses"]["MovedPermanently"];
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getImportStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The media type the client accepts; `application/vnd.vendor+json` is recommended. The source document gives no other rule, so any value is accepted (clients also send `application/json`, versioned vendor types or `*\/*`). OpenAPI tools may ignore a header parameter named `Accept`; it is declared because the source document lists it for every import endpoint. */
                accept?: components["parameters"]["Accept"];
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import progress record. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportProgress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The media type the client accepts; `application/vnd.vendor+json` is recommended. The source document gives no other rule, so any value is accepted (clients also send `application/json`, versioned vendor types or `*\/*`). OpenAPI tools may ignore a header parameter named `Accept`; it is declared because the source document lists it for every import endpoint. */
                accept?: components["parameters"]["Accept"];
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartImportRequest"];
            };
        };
        responses: {
            /** @description The import was started. */
            201: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    /** @description The URL of the import resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportProgress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The media type the client accepts; `application/vnd.vendor+json` is recommended. The source document gives no other rule, so any value is accepted (clients also send `application/json`, versioned vendor types or `*\/*`). OpenAPI tools may ignore a header parameter named `Accept`; it is declared because the source document lists it for every import endpoint. */
                accept?: components["parameters"]["Accept"];
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import was cancelled. */
            204: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NoImportNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The media type the client accepts; `application/vnd.vendor+json` is recommended. The source document gives no other rule, so any value is accepted (clients also send `application/json`, versioned vendor types or `*\/*`). OpenAPI tools may ignore a header parameter named `Accept`; it is declared because the source document lists it for every import endpoint. */
                accept?: components["parameters"]["Accept"];
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateImportRequest"];
            };
        };
        responses: {
            /** @description The updated import progress record. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportProgress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NoImportNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCommitAuthors: {
        parameters: {
            query?: {
                /** @description A user ID. Only authors with an ID greater than it are returned. */
                since?: components["parameters"]["Since"];
            };
            header?: {
                /** @description The media type the client accepts; `application/vnd.vendor+json` is recommended. The source document gives no other rule, so any value is accepted (clients also send `application/json`, versioned vendor types or `*\/*`). OpenAPI tools may ignore a header parameter named `Accept`; it is declared because the source document lists it for every import endpoint. */
                accept?: components["parameters"]["Accept"];
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The commit authors. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommitAuthor"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    mapCommitAuthor: {
        parameters: {
            query?: never;
            header?: {
                /** @description The media type the client accepts; `application/vnd.vendor+json` is recommended. The source document gives no other rule, so any value is accepted (clients also send `application/json`, versioned vendor types or `*\/*`). OpenAPI tools may ignore a header parameter named `Accept`; it is declared because the source document lists it for every import endpoint. */
                accept?: components["parameters"]["Accept"];
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
                /** @description The identifier of the commit author. */
                author_id: components["parameters"]["AuthorId"];
            };
            cookie?: never;
        };
        /** @description Optional, as the service's own description declares it, like each of its members: a request without a body maps nothing new. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MapCommitAuthorRequest"];
            };
        };
        responses: {
            /** @description The mapped author. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommitAuthor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLargeFiles: {
        parameters: {
            query?: never;
            header?: {
                /** @description The media type the client accepts; `application/vnd.vendor+json` is recommended. The source document gives no other rule, so any value is accepted (clients also send `application/json`, versioned vendor types or `*\/*`). OpenAPI tools may ignore a header parameter named `Accept`; it is declared because the source document lists it for every import endpoint. */
                accept?: components["parameters"]["Accept"];
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The large files. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LargeFileEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NoImportNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setLfsPreference: {
        parameters: {
            query?: never;
            header?: {
                /** @description The media type the client accepts; `application/vnd.vendor+json` is recommended. The source document gives no other rule, so any value is accepted (clients also send `application/json`, versioned vendor types or `*\/*`). OpenAPI tools may ignore a header parameter named `Accept`; it is declared because the source document lists it for every import endpoint. */
                accept?: components["parameters"]["Accept"];
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LfsPreferenceRequest"];
            };
        };
        responses: {
            /** @description The import progress record with the new preference. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportProgress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NoImportNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrgEventsForAuthenticatedUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
                /** @description The organization name. The name is not case sensitive. */
                org: components["parameters"]["Org"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization's events, newest first. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The organization name. The name is not case sensitive. */
                org: components["parameters"]["Org"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationFull"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAnnouncementBannerForOrg: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The organization name. The name is not case sensitive. */
                org: components["parameters"]["Org"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization's announcement banner. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementBanner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeAnnouncementBannerForOrg: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The organization name. The name is not case sensitive. */
                org: components["parameters"]["Org"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The banner was removed. */
            204: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setAnnouncementBannerForOrg: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The organization name. The name is not case sensitive. */
                org: components["parameters"]["Org"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Announcement"];
            };
        };
        responses: {
            /** @description The banner as now set. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementBanner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCommitStatusesForRefLegacy: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
                /** @description The commit reference whose statuses are listed: a SHA, a branch name or a tag name. The route shares its path with "Create a commit status", which names the segment `sha`; reading, the real service takes any reference there, as in `/commits/{ref}/statuses`. */
                sha: components["parameters"]["StatusesRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statuses, latest first. */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"][];
                };
            };
            301: components["responses"]["MovedPermanently"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCommitStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
                /** @description The SHA of the commit the status is created for. */
                sha: components["parameters"]["Sha"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusCreate"];
            };
        };
        responses: {
            /** @description The status was created. */
            201: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    /** @description API URL of the commit's statuses. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCommit: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
                /** @description The commit reference: a commit SHA, a branch name (`heads/BRANCH_NAME`) or a tag name (`tags/TAG_NAME`). The value may contain `/` (the real service treats it as a multi-segment path parameter). */
                ref: components["parameters"]["Ref"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The commit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Commit"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCombinedCommitStatus: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
                /** @description The commit reference: a commit SHA, a branch name (`heads/BRANCH_NAME`) or a tag name (`tags/TAG_NAME`). The value may contain `/` (the real service treats it as a multi-segment path parameter). */
                ref: components["parameters"]["Ref"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The combined status. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CombinedCommitStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCommitStatusesForRef: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
                /** @description The commit reference: a commit SHA, a branch name (`heads/BRANCH_NAME`) or a tag name (`tags/TAG_NAME`). The value may contain `/` (the real service treats it as a multi-segment path parameter). */
                ref: components["parameters"]["Ref"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statuses, latest first. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"][];
                };
            };
            301: components["responses"]["MovedPermanently"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomPropertyValues: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The property values. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The name of the property. */
                        property_name: string;
                        /** @description A string, an array of strings (multi-select properties), or `null`. */
                        value: string | string[] | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOrUpdateCustomPropertyValues: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomPropertyValuesUpdate"];
            };
        };
        responses: {
            /** @description The custom property values were created or updated. */
            204: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRepositoryInvitations: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The account owner of the repository. The name is not case sensitive. */
                owner: components["parameters"]["Owner"];
                /** @description The name of the repository without the `.git` extension. The name is not case sensitive. */
                repo: components["parameters"]["Repo"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open invitations. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepositoryInvitation"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authenticated user's profile: with its private fields when the token may read them, else the public profile only (the real service's description answers one of the two). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivateUser"] | components["schemas"]["SimpleUser"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PrivateUserUpdate"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivateUser"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEmailsForAuthenticatedUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The email addresses. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Email"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addEmailsForAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmailAddressList"];
            };
        };
        responses: {
            /** @description The added email addresses. */
            201: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Email"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteEmailsForAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmailAddressList"];
            };
        };
        responses: {
            /** @description The email addresses were deleted. */
            204: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPublicEmailsForAuthenticatedUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public email addresses. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Email"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFollowersForAuthenticatedUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The followers. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimpleUser"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFollowedByAuthenticatedUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The followed users. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimpleUser"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkPersonIsFollowedByAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person is followed by the authenticated user. */
            204: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The person is not followed by the authenticated user (or does not exist). The error body is open; the real service sends `message` and `documentation_url`. */
            404: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    followUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user is now followed. */
            204: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unfollowUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user is no longer followed. */
            204: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGpgKeysForAuthenticatedUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The GPG keys. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GpgKey"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createGpgKeyForAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GpgKeyCreate"];
            };
        };
        responses: {
            /** @description The created GPG key. */
            201: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GpgKey"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGpgKeyForAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The unique identifier of the GPG key. */
                gpg_key_id: components["parameters"]["GpgKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The GPG key. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GpgKey"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteGpgKeyForAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The unique identifier of the GPG key. */
                gpg_key_id: components["parameters"]["GpgKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The GPG key was deleted. */
            204: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPublicSshKeysForAuthenticatedUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public SSH keys. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Key"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPublicSshKeyForAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyCreate"];
            };
        };
        responses: {
            /** @description The created public SSH key. */
            201: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Key"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicSshKeyForAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The unique identifier of the public SSH key. */
                key_id: components["parameters"]["KeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public SSH key. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Key"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePublicSshKeyForAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The unique identifier of the public SSH key. */
                key_id: components["parameters"]["KeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public SSH key was deleted. */
            204: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserByUsername: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivateUser"] | components["schemas"]["PublicUser"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPublicKeysForUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's verified public SSH keys. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeySimple"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSocialAccountsForAuthenticatedUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The social accounts. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialAccount"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addSocialAccountsForAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialAccountUrlList"];
            };
        };
        responses: {
            /** @description The added social accounts. */
            201: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialAccount"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSocialAccountsForAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialAccountUrlList"];
            };
        };
        responses: {
            /** @description The social accounts were deleted. */
            204: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSshSigningKeysForAuthenticatedUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SSH signing keys. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SshSigningKey"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSshSigningKeyForAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SshSigningKeyCreate"];
            };
        };
        responses: {
            /** @description The created SSH signing key. */
            201: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SshSigningKey"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSshSigningKeyForAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The unique identifier of the SSH signing key. */
                ssh_signing_key_id: components["parameters"]["SshSigningKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SSH signing key. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SshSigningKey"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSshSigningKeyForAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The unique identifier of the SSH signing key. */
                ssh_signing_key_id: components["parameters"]["SshSigningKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SSH signing key was deleted. */
            204: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWatchedReposForAuthenticatedUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The watched repositories. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MinimalRepository"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listReposWatchedByUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The watched repositories. */
            200: {
                headers: {
                    "X-Accepted-Vendor-Permissions": components["headers"]["XAcceptedVendorPermissions"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MinimalRepository"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFollowersForUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimpleUser"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFollowingForUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimpleUser"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkFollowingForUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
                /** @description The handle of the account that may be followed. */
                target_user: components["parameters"]["TargetUser"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user follows the target user. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGpgKeysForUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GpgKey"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSshSigningKeysForUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SshSigningKey"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSocialAccountsForUser: {
        parameters: {
            query?: {
                /** @description The number of results per page, 30 when left out. The real service answers at most 100 per page: a larger value is answered as 100, not refused, so no maximum is declared. */
                per_page?: components["parameters"]["PerPage"];
                /** @description The page number of the results to fetch. */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The handle for the user account. */
                username: components["parameters"]["Username"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialAccount"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRepositoryForAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRepositoryForAuthenticatedUserRequest"];
            };
        };
        responses: {
            /** @description The repository was created. */
            201: {
                headers: {
                    /** @description API URL of the new repository. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FullRepository"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRepositoryInOrg: {
        parameters: {
            query?: never;
            header?: {
                /** @description The REST API version the request is written against, in date form. The source document gives `2022-11-28` as the sample value; the set of valid versions is not specified by the source document. Its name holds the neutral word `Vendor` where the real name has the vendor's word: a request may send it under any word in that place, `X-<word>-Api-Version`, read as this one (`x-neutral-name`). */
                "X-Vendor-Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The organization name. The name is not case sensitive. */
                org: components["parameters"]["Org"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRepositoryInOrgRequest"];
            };
        };
        responses: {
            /** @description The repository was created. */
            201: {
                headers: {
                    /** @description API URL of the new repository. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FullRepository"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
