"""The official Python discovery client of the compute API (googleapiclient, Debian's
python3-googleapi), unmodified, through every flow of the source document's compute part against
the simulator: `python3 compute.py <flow> <base URL>`.

The client is built as its users point it at another address: `discovery.build` with
`discoveryServiceUrl` (a URI template of the discovery document's address) and OAuth credentials
holding an access token. Everything else (the requests, the paging helpers, the errors) is the
client's own. Each flow asserts what it gets and prints a JSON summary as its last line.

The simulator's clock stands still in the tests; where an application would sleep between two
polls of an operation, the flow moves the clock through the simulator's control API instead
(`let_time_pass`), which is no part of the client.
"""
import base64
import json
import sys
import urllib.request
import uuid

import google.oauth2.credentials
from googleapiclient import discovery
from googleapiclient.errors import HttpError

PROJECT = "acme-web-prod"
EVERY_RULE = sorted(["apis1", "assets-http", "game-udp-partners", "game-udp-v6", "mesh-orders-canary", "orders-ilb", "payments-ilb", "reports-ilb", "storefront-https", "storefront-jp"])


def build(base, template="/discovery/v1/apis/{api}/{apiVersion}/rest"):
    credentials = google.oauth2.credentials.Credentials("ya29.python-test-token")
    return discovery.build("compute", "v1", discoveryServiceUrl=base + template, credentials=credentials, cache_discovery=False)


def control(base, command, body):
    request = urllib.request.Request(base + "/__control/" + command, data=json.dumps(body).encode(), headers={"content-type": "application/json"}, method="POST")
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)


def let_time_pass(base, milliseconds):
    control(base, "clock", {"advanceMs": milliseconds})


def error_of(call):
    """The status and error body of a call the client turned into an HttpError."""
    try:
        call.execute()
    except HttpError as error:
        return error.resp.status, json.loads(error.content)
    raise AssertionError("the call did not fail")


def wait_for(base, compute, operation, project=None):
    """Polls the operation until DONE, as applications do (a project's at its global operations); returns it and the states seen."""
    seen = []
    while operation["status"] != "DONE":
        seen.append(operation["status"])
        let_time_pass(base, 1000)
        if project is None:
            operation = compute.globalOrganizationOperations().get(operation=operation["name"]).execute()
        else:
            operation = compute.globalOperations().get(project=project, operation=operation["name"]).execute()
    return operation, seen


def flow_discovery(base):
    built = {}
    for template in ("/discovery/v1/apis/{api}/{apiVersion}/rest", "/$discovery/rest?version={apiVersion}"):
        compute = build(base, template)
        assert compute._baseUrl == base + "/compute/v1/", compute._baseUrl
        built[template] = sorted(name for name in dir(compute) if not name.startswith("_"))
    policies = build(base).organizationSecurityPolicies()
    operations = build(base).globalOrganizationOperations()
    rules = build(base).forwardingRules()
    return {
        "resources": built["/discovery/v1/apis/{api}/{apiVersion}/rest"],
        "same": built["/discovery/v1/apis/{api}/{apiVersion}/rest"] == built["/$discovery/rest?version={apiVersion}"],
        "policyMethods": sorted(name for name in ("get", "insert", "list", "list_next", "patch", "delete") if hasattr(policies, name)),
        "projectPolicyMethods": sorted(name for name in ("get", "insert", "list", "list_next", "patch", "delete") if hasattr(build(base).securityPolicies(), name)),
        "operationMethods": sorted(name for name in ("get", "list", "list_next", "delete") if hasattr(operations, name)),
        "ruleMethods": sorted(name for name in ("aggregatedList", "aggregatedList_next") if hasattr(rules, name)),
    }


def flow_patch(base):
    """The read-modify-write loop: get, patch with the fingerprint read, poll to DONE, get again."""
    compute = build(base)
    policies = compute.organizationSecurityPolicies()
    # Found by listing the organization's policies, as the command-line tool finds one by its name.
    listed = policies.list(parentId="organizations/123456789012").execute()
    found = [item for item in listed["items"] if item["name"] == "storefront-edge"]
    assert len(found) == 1, listed
    policy = policies.get(securityPolicy=found[0]["id"]).execute()
    assert policy == found[0], (policy, found[0])
    assert policy["selfLink"] == base + "/compute/v1/locations/global/securityPolicies/storefront-edge", policy["selfLink"]
    request_id = str(uuid.uuid4())
    policy["description"] = "Reviewed from Python."
    operation = policies.patch(securityPolicy="storefront-edge", body=policy, requestId=request_id).execute()
    assert operation["clientOperationId"] == request_id
    assert operation["targetLink"] == policy["selfLink"]
    done, seen = wait_for(base, compute, operation)
    assert "error" not in done, done
    after = policies.get(securityPolicy="storefront-edge").execute()
    assert after["description"] == "Reviewed from Python."
    assert after["fingerprint"] != policy["fingerprint"]
    # The fingerprint read before the change is stale now.
    stale_status, stale = error_of(policies.patch(securityPolicy="storefront-edge", body={"fingerprint": policy["fingerprint"], "description": "Late."}))
    # A client that writes the bytes in the URL-safe alphabet sends the current fingerprint all the same.
    url_safe = base64.urlsafe_b64encode(base64.b64decode(after["fingerprint"])).decode().rstrip("=")
    again = policies.patch(securityPolicy=after["id"], body={"fingerprint": url_safe, "description": "Again."}).execute()
    # The retry of the first patch (same requestId) answers its operation as it is now.
    retried = policies.patch(securityPolicy="storefront-edge", body=policy, requestId=request_id).execute()
    assert retried["name"] == operation["name"]
    return {
        "states": seen + [done["status"]],
        "progress": done["progress"],
        "description": after["description"],
        "staleStatus": stale_status,
        "staleReason": stale["error"]["errors"][0]["reason"],
        "urlSafeAccepted": again["status"],
        "retriedStatus": retried["status"],
    }


def flow_failed_patch(base):
    """A patch that breaks a rule of the policy: the operation ends DONE with its error; nothing changes."""
    compute = build(base)
    policies = compute.organizationSecurityPolicies()
    policy = policies.get(securityPolicy="storefront-edge").execute()
    rules = [rule for rule in policy["rules"] if rule["priority"] != 2147483647]
    operation = policies.patch(securityPolicy="storefront-edge", body={"fingerprint": policy["fingerprint"], "rules": rules}).execute()
    done, _ = wait_for(base, compute, operation)
    unchanged = policies.get(securityPolicy="storefront-edge").execute()
    return {
        "status": done["status"],
        "httpErrorStatusCode": done["httpErrorStatusCode"],
        "locations": [error.get("location") for error in done["error"]["errors"]],
        "unchanged": unchanged["fingerprint"] == policy["fingerprint"],
    }


def flow_delete(base):
    """Delete, poll the operation to DONE; the policy is gone, a retry answers the same operation."""
    compute = build(base)
    policies = compute.organizationSecurityPolicies()
    request_id = str(uuid.uuid4())
    operation = policies.delete(securityPolicy="assets-edge", requestId=request_id).execute()
    done, seen = wait_for(base, compute, operation)
    retried = policies.delete(securityPolicy="assets-edge", requestId=request_id).execute()
    gone_status, gone = error_of(policies.get(securityPolicy="assets-edge"))
    again_status, _ = error_of(policies.delete(securityPolicy="assets-edge"))
    return {
        "operationType": operation["operationType"],
        "states": seen + [done["status"]],
        "retriedName": retried["name"] == operation["name"],
        "getAfter": gone_status,
        "reason": gone["error"]["errors"][0]["reason"],
        "deleteAgain": again_status,
    }


def flow_operations(base):
    """The organization's operations: listed page by page with list_next, read, deleted."""
    compute = build(base)
    policies = compute.organizationSecurityPolicies()
    for name in ("storefront-edge", "game-network"):
        policy = policies.get(securityPolicy=name).execute()
        policies.patch(securityPolicy=name, body={"fingerprint": policy["fingerprint"], "description": "Listed."}).execute()
    operations = compute.globalOrganizationOperations()
    names = []
    pages = 0
    request = operations.list(maxResults=1, parentId="organizations/123456789012")
    while request is not None:
        page = request.execute()
        pages += 1
        names += [operation["name"] for operation in page.get("items", [])]
        request = operations.list_next(previous_request=request, previous_response=page)
    first = operations.get(operation=names[0], parentId="organizations/123456789012").execute()
    deleted = operations.delete(operation=names[0]).execute()
    gone_status, _ = error_of(operations.get(operation=names[0]))
    return {"pages": pages, "listed": len(names), "sorted": names == sorted(names), "first": first["name"] == names[0], "deleted": deleted, "getAfter": gone_status}


def flow_aggregated_list(base):
    """The aggregated list page by page with aggregatedList_next, filtered, and with returnPartialSuccess."""
    compute = build(base)
    rules = compute.forwardingRules()
    names = []
    pages = 0
    request = rules.aggregatedList(project=PROJECT, maxResults=3, returnPartialSuccess=True)
    while request is not None:
        page = request.execute()
        pages += 1
        for scoped in page["items"].values():
            names += [rule["name"] for rule in scoped.get("forwardingRules", [])]
            for rule in scoped.get("forwardingRules", []):
                assert rule["selfLink"].startswith(base + "/compute/v1/projects/" + PROJECT + "/"), rule["selfLink"]
        request = rules.aggregatedList_next(previous_request=request, previous_response=page)
    assert sorted(names) == EVERY_RULE, names

    def filtered(expression):
        page = rules.aggregatedList(project=PROJECT, filter=expression, returnPartialSuccess=True).execute()
        return sorted(rule["name"] for scoped in page["items"].values() for rule in scoped.get("forwardingRules", []))

    internal = filtered('loadBalancingScheme = "INTERNAL"')
    by_pattern = filtered("name eq 'storefront-.*'")
    bad_filter_status, _ = error_of(rules.aggregatedList(project=PROJECT, filter="(name = \"a\") (name eq 'b')"))

    control(base, "unreachable", {"scopes": ["regions/me-central2"]})
    partial = rules.aggregatedList(project=PROJECT, returnPartialSuccess=True).execute()
    failed_status, _ = error_of(rules.aggregatedList(project=PROJECT))
    return {
        "pages": pages,
        "rules": len(names),
        "internal": internal,
        "byPattern": by_pattern,
        "mixedFilter": bad_filter_status,
        "unreachables": partial.get("unreachables"),
        "unreachableWarning": partial["items"]["regions/me-central2"]["warning"]["code"],
        "withoutPartialSuccess": failed_status,
    }


RULES = [
    {"description": "Block the scraper range.", "priority": 1000, "match": {"versionedExpr": "SRC_IPS_V1", "config": {"srcIpRanges": ["203.0.113.0/24"]}}, "action": "deny(403)"},
    {"description": "Default rule.", "priority": 2147483647, "match": {"versionedExpr": "SRC_IPS_V1", "config": {"srcIpRanges": ["*"]}}, "action": "allow"},
]


def read_modify_write(base, compute, policies, policy, project=None):
    """The document's flow on a policy: patch it with the fingerprint read, poll to DONE; a stale fingerprint is 412; delete it, poll to DONE."""
    where = {} if project is None else {"project": project}
    policy["description"] = "Reviewed from Python."
    done, _ = wait_for(base, compute, policies.patch(securityPolicy=policy["name"], body=policy, requestId=str(uuid.uuid4()), **where).execute(), project)
    assert "error" not in done, done
    after = policies.get(securityPolicy=policy["name"], **where).execute()
    stale_status, _ = error_of(policies.patch(securityPolicy=policy["name"], body={"fingerprint": policy["fingerprint"]}, **where))
    deleted, _ = wait_for(base, compute, policies.delete(securityPolicy=policy["name"], **where).execute(), project)
    gone_status, _ = error_of(policies.get(securityPolicy=policy["name"], **where))
    return {"description": after["description"], "stale": stale_status, "deleted": deleted["status"], "getAfter": gone_status}


def flow_created(base):
    """From no policy at all: the application inserts its policy, in the organization and in a project, then runs the document's flow on each."""
    compute = build(base)
    parent = "organizations/123456789012"
    policies = compute.organizationSecurityPolicies()
    before = policies.list(parentId=parent).execute().get("items", [])
    operation = policies.insert(parentId=parent, body={"shortName": "partner-storefronts", "rules": RULES}, requestId=str(uuid.uuid4())).execute()
    inserted, seen = wait_for(base, compute, operation)
    assert "error" not in inserted, inserted
    [listed] = policies.list(parentId=parent).execute()["items"]
    organization = read_modify_write(base, compute, policies, policies.get(securityPolicy=listed["name"]).execute())

    in_project = compute.securityPolicies()
    operation = in_project.insert(project=PROJECT, body={"name": "checkout-edge", "rules": RULES}).execute()
    assert operation["selfLink"] == base + "/compute/v1/projects/" + PROJECT + "/global/operations/" + operation["name"], operation["selfLink"]
    wait_for(base, compute, operation, PROJECT)
    names = [item["name"] for item in in_project.list(project=PROJECT).execute()["items"]]
    project = read_modify_write(base, compute, in_project, in_project.get(project=PROJECT, securityPolicy="checkout-edge").execute(), PROJECT)
    return {
        "before": before,
        "states": seen + [inserted["status"]],
        "shortName": listed["shortName"],
        "parent": listed["parent"],
        "organization": organization,
        "projectPolicies": names,
        "project": project,
    }


FLOWS = {name[len("flow_"):]: function for name, function in globals().items() if name.startswith("flow_")}

if __name__ == "__main__":
    flow, base = sys.argv[1], sys.argv[2].rstrip("/")
    print(json.dumps(FLOWS[flow](base)))
