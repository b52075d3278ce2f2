/**
 * The event-management handlers, one per operationId: each reads the request, calls the model
 * and writes the answer. Protocol clients are met where the real service meets them: created ids
 * also in `X-Vendor-Id`, and the partial update also as POST with `X-Vendor-Method: partial_update`.
 */
import { exactJsonText } from "../../../contract/exact-json.js";
import type { components, operations } from "../../../../generated/event-management/types.js";
import { finders } from "../../../../generated/event-management/finders.js";
import { finderProblems } from "../../../contract/finders.js";
import { utf8Length } from "../../../contract/messages.js";
import type { Handlers, RequestHeaders, ServiceContext } from "../../service.js";
import { badRequest } from "./errors.js";
import { assetPrefix, view, type EventManagementModel } from "./model.js";

type Schemas = components["schemas"];

/** The header in which protocol clients read the id of a created entity (the contract's `X-Vendor-Id`). */
function createdId(id: string): Record<string, string> {
  return { "X-Vendor-Id": id };
}

/** The next page's link, relative to the base URL: the query as sent, from the next start, the filter unencoded as the document writes it. */
function nextHref(query: URLSearchParams, start: number, count: number): string {
  const next = new URLSearchParams(query);
  next.set("start", String(start));
  next.set("count", String(count));
  return `/rest/events?${[...next].map(([key, value]) => `${key}=${key === "timeBasedFilter" ? value : encodeURIComponent(value)}`).join("&")}`;
}

export function eventManagementHandlers(model: EventManagementModel, context: ServiceContext): Handlers<operations> {
  /**
   * A finder takes the parameters its `x-finders` entry lists, with that entry's stricter schemas
   * (the rule the client and the mock apply too). It counts every parameter sent, the contract's or
   * not, so it reads the query as sent.
   */
  function checkFinder(query: URLSearchParams): void {
    const problems = finderProblems(finders.findEvents, query);
    if (problems.length > 0) throw badRequest(problems.join("; "));
  }

  /** The partial update, sent as PATCH (the document's form) or as POST with the method header (the protocol's). */
  function setVanityName(eventId: string, patch: Schemas["EventPatch"]) {
    model.setVanityName(eventId, patch.patch.$set.vanityName);
    return { status: 200 as const };
  }

  function uploadImage(uploadId: string, headers: RequestHeaders, body: unknown) {
    const length = headers.get("content-length");
    const bytes = length === undefined ? utf8Length(String(body)) : Number(length);
    model.uploadImage(uploadId, headers.get("content-type") ?? "application/octet-stream", bytes);
    return { status: 201 as const };
  }

  return {
    // The member the token belongs to: the seed's member, with the profile names of the contract's example.
    getAuthenticatedMember() {
      const profile = context.example("getAuthenticatedMember", 200).body as Schemas["MemberProfile"];
      return { status: 200, body: { ...profile, id: model.member.slice(model.member.lastIndexOf(":") + 1) } };
    },

    registerUpload(request) {
      const id = model.registerUpload(request.body.registerUploadRequest.owner);
      const asset = `${assetPrefix}${id}`;
      // The upload URL is on the address the client reached (its loopback name, the simulator's own host), so that it comes back here.
      const body: Schemas["RegisterUploadResponse"] = {
        value: {
          mediaArtifact: `urn:li:digitalmediaMediaArtifact:(${asset},urn:li:digitalmediaMediaArtifactClass:feedshare-uploadedImage)`,
          uploadMechanism: {
            "com.vendor.digitalmedia.uploading.MediaUploadHttpRequest": {
              uploadUrl: `${request.baseUrl}/rest/mediaUpload/${id}`,
              headers: { "media-type-family": "STILLIMAGE" },
            },
          },
          asset,
          assetRealTimeTopic: `urn:li-realtime:digitalmediaAssetUpdatesTopic:${asset}`,
        },
      };
      return { status: 200, body };
    },

    uploadImage: (request) => uploadImage(request.params.upload_id, request.headers, request.body),
    // The real service's own instructions upload with PUT; the document writes POST: the same.
    uploadImageByPut: (request) => uploadImage(request.params.upload_id, request.headers, request.body),

    createEvent(request) {
      const record = model.createEvent(request.body);
      return { status: 201, headers: createdId(String(record.event.id)), body: view(record, "created") };
    },

    createPost(request) {
      const body = request.body;
      // The post names its event in `content`, or (live video) in `postContent` as content or media.
      // Exact: an open member may hold an integer beyond 2^53, read as a bigint.
      const content = exactJsonText("postContent" in body ? [body.postContent.content, body.postContent.media] : body.content);
      const record = model.post(content, request.queryValues.actor ?? model.member);
      return { status: 201, headers: createdId(record.event.ugcPost!) };
    },

    getEvent: (request) => ({ status: 200, body: view(model.posted(request.params.event_id), "fetched") }),

    updateEvent: (request) => setVanityName(request.params.event_id, request.body),
    updateEventByPost: (request) => setVanityName(request.params.event_id, request.body),

    deletePost(request) {
      model.deletePost(request.params.post_urn);
      return { status: 204 };
    },

    findEvents(request) {
      checkFinder(request.query);
      const { q, organizer, excludeCancelled = false, entryCriteria, timeBasedFilter, sortOrder, start = 0 } = request.queryValues;
      const list = model.find({ finder: q, organizer, excludeCancelled, entryCriteria, timeBasedFilter, sortOrder });
      const count = Math.max(0, request.queryValues.count ?? 10);
      const more = count > 0 && start + count < list.length;
      const body: Schemas["EventList"] = {
        elements: list.slice(start, start + count).map((record) => view(record, "listed")),
        paging: {
          count,
          start,
          total: list.length,
          links: more ? [{ rel: "next", type: "application/json", href: nextHref(request.query, start + count, count) }] : [],
        },
      };
      return { status: 200, body };
    },
  };
}
