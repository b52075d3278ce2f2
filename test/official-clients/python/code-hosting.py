"""The official Python client of the code-hosting service (Debian's python3-github, release 1.55),
unmodified, through every flow of the source document against the simulator:
`python3 code-hosting.py <flow> <base URL>`. The client is made as its users make it, with a token
and the base address (`Github(login_or_token=..., base_url=...)`), the address also with the
self-hosted edition's `/api/v3`. Each flow asserts what it gets and prints a JSON summary as its
last line.

The client reads what it acts on first (the repository before its import, the commit before its
statuses, the account before following it) and addresses what follows from the URLs of those
answers, checking they are on the address it was given. Where its release has no method for an
endpoint (an import's authors, large files, LFS preference, updates and cancelling; GPG and SSH
signing keys; social accounts; public emails; custom properties; announcement banners), the flow
calls the client's own request layer, the one every method of the client calls (an object's
`_requester`, which the client's later releases expose as `Github.requester`), with the URLs the
answers gave where there are some.

The simulator's clock and named refs are moved through its control API (`/__control`), which is
the test's, not the client's."""

import json
import os
import sys
import urllib.request
from urllib.parse import urlsplit

import github
from github import GithubException, UnknownObjectException

FLOW, BASE = sys.argv[1], sys.argv[2].rstrip("/")
TOKEN = os.environ.get("CODE_HOSTING_TOKEN", "test-token")
# How long each import step takes on the simulator's clock, in milliseconds (from the suite).
PHASES = json.loads(os.environ.get("IMPORT_PHASES_MS", "{}"))
ORIGIN = "{0.scheme}://{0.netloc}".format(urlsplit(BASE))
SHA = "6dcb09b5b57875f334f61aebed695e2e4193db5e"
SSH_KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOfficialPythonClientSuiteKey000000000 octocat@laptop"
ARMORED_KEY = "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBFnZ2ZIBEADQ2Z7Z7Z0kD8dKzZ3nCq4qv7y2Gm1xU5oVZ1k7Tq0hQ3mJz8Wq\n=aBcD\n-----END PGP PUBLIC KEY BLOCK-----\n"


def control(name, body):
    """A command of the simulator's control API (its clock, its named refs, its tokens)."""
    request = urllib.request.Request(f"{ORIGIN}/__control/{name}", data=json.dumps(body).encode(), method="POST", headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read() or b"null")


def advance(milliseconds):
    control("clock", {"advanceMs": milliseconds})


def client(token=TOKEN, **options):
    return github.Github(login_or_token=token, base_url=BASE, **options)


def on_simulator(url):
    """A URL an answer named: on the address the client was given, under its prefix."""
    assert url.startswith(BASE + "/"), f"{url} is not under {BASE}"
    return url


def call(obj, verb, url, **arguments):
    """The client's own request layer, for an endpoint its release has no method for: (headers, data)."""
    return obj._requester.requestJsonAndCheck(verb, url, **arguments)


def refusal(action):
    """The status of a call the client raises on."""
    try:
        action()
    except GithubException as error:
        return error.status
    raise AssertionError("the call was not refused")


flows = {}


def flow(function):
    flows[function.__name__.replace("_", "-")] = function
    return function


def import_to_complete(repo):
    """The document's import flow into a repository the client holds, from start to complete."""
    started = repo.create_source_import("subversion", "https://svn.example.org/large-files/trunk")
    assert started.status == "importing", started.status
    assert on_simulator(started.repository_url) == repo.url
    on_simulator(started.url)

    advance(PHASES["importing"] // 2)
    started.update()  # a read of the import's own url
    assert started.status == "importing" and started.has_large_files and started.large_files_count == 3, started.raw_data

    _, authors = call(started, "GET", on_simulator(started.authors_url))
    assert len(authors) == 3, authors
    first, second = authors[0], authors[1]
    _, later = call(started, "GET", started.authors_url, parameters={"since": first["id"]})
    assert first["id"] not in [author["id"] for author in later]
    _, mapped = call(started, "PATCH", on_simulator(first["url"]), input={"name": "Hubot the Robot", "email": "hubot@vendor.example"})
    assert mapped["name"] == "Hubot the Robot" and mapped["remote_name"] == first["remote_name"], mapped
    call(started, "PATCH", second["url"], input={"email": "svner@vendor.example"})

    _, large_files = call(started, "GET", f"{started.url}/large_files")
    assert len(large_files) == 3 and all(file["size"] > 100 * 2**20 for file in large_files), large_files
    _, lfs = call(started, "PATCH", f"{started.url}/lfs", input={"use_lfs": "opt_in"})
    assert lfs["use_lfs"] == "opt_in", lfs

    advance(PHASES["importing"] + PHASES["mapping"] + PHASES["pushing"])
    complete = repo.get_source_import()
    assert complete.status == "complete" and complete.use_lfs == "opt_in" and complete.authors_count == 3, complete.raw_data
    _, final = call(complete, "GET", complete.authors_url)
    by_id = {author["id"]: author for author in final}
    assert by_id[first["id"]]["email"] == "hubot@vendor.example" and by_id[second["id"]]["email"] == "svner@vendor.example"
    # Authors are mapped only until the push.
    late = refusal(lambda: call(complete, "PATCH", second["url"], input={"name": "Late"}))
    return {"status": complete.status, "use_lfs": complete.use_lfs, "authors": len(final), "large_files": len(large_files), "late_mapping": late, "url": complete.url}


@flow
def source_import():
    repo = client().get_repo("octocat/socm")
    on_simulator(repo.url)
    return import_to_complete(repo)


@flow
def source_import_into_created():
    """From no repository: the target does not exist until the application creates it (empty), a user's and an organization's."""
    g = client()
    missing = refusal(lambda: g.get_repo("octocat/socm"))
    repo = g.get_user().create_repo("socm", private=True, auto_init=False)
    assert on_simulator(repo.url) == BASE + "/repos/octocat/socm" and repo.private and repo.size == 0, repo.raw_data
    taken = refusal(lambda: g.get_user().create_repo("socm"))
    organization = g.get_organization("octo-org").create_repo("ledger", private=True)
    assert organization.owner.type == "Organization", organization.raw_data
    started = organization.create_source_import("git", "https://git.example.org/ledger.git")
    return {"missing": missing, "taken": taken, "import": import_to_complete(repo), "organization": [organization.full_name, started.status]}


@flow
def source_import_recovery():
    g = client()
    repo = g.get_repo("octocat/socm")
    started = repo.create_source_import("git", "https://git.example.org/needs-auth/socm.git")
    assert started.status == "auth_failed", started.status
    _, updated = call(started, "PATCH", started.url, input={"vcs_username": "octocat", "vcs_password": "secret"})
    assert updated["status"] == "detecting" and "secret" not in json.dumps(updated), updated
    advance(PHASES["detecting"] + PHASES["importing"])
    _, restarted = call(started, "PATCH", started.url, input={})  # no parameters: the import restarts
    assert restarted["status"] == "importing" and restarted["percent"] == 0, restarted
    status, _, _ = started._requester.requestJson("DELETE", started.url)
    try:
        repo.get_source_import()
    except UnknownObjectException as error:
        gone = error.status
    else:
        raise AssertionError("the cancelled import is still there")
    return {"statuses": ["auth_failed", updated["status"], restarted["status"]], "cancelled": status, "after_cancel": gone}


@flow
def profile():
    g = client()
    g.get_user().edit(name="Mona Lisa", location="Paris", hireable=True)
    me = g.get_user()  # read on first use, from GET /user
    assert (me.name, me.location, me.hireable) == ("Mona Lisa", "Paris", True), me.raw_data
    public = g.get_user(me.login)
    assert public.name == "Mona Lisa" and on_simulator(public.url) == on_simulator(me.url), public.raw_data
    _, added = call(me, "POST", "/user/social_accounts", input={"account_urls": ["https://www.linkedin.com/in/mona", "https://social.example/@mona"]})
    call(me, "DELETE", "/user/social_accounts", input={"account_urls": ["https://www.linkedin.com/in/mona"]})
    _, accounts = call(me, "GET", "/user/social_accounts")
    return {"login": me.login, "name": me.name, "location": me.location, "added_accounts": len(added), "accounts": [account["url"] for account in accounts]}


@flow
def emails():
    me = client().get_user()
    me.add_to_emails("mona@vendor.example", "lisa@vendor.example")
    listed = [email.email for email in me.get_emails()]
    _, public = call(me, "GET", "/user/public_emails")
    me.remove_from_emails("lisa@vendor.example")
    after = [email.email for email in me.get_emails()]
    return {"listed": listed, "public": [email["email"] for email in public], "after": after}


@flow
def followers():
    g = client()
    me = g.get_user()
    hubot = g.get_user("hubot")
    on_simulator(hubot.url)
    before = me.has_in_following(hubot)
    me.add_to_following(hubot)
    following = [user.login for user in me.get_following()]
    during = me.has_in_following(hubot)
    me.remove_from_following(hubot)
    after = [user.login for user in me.get_following()]
    # Each follower's keys, from the follower's own url.
    follower_keys = {user.login: len(list(user.get_keys())) for user in me.get_followers()}
    return {"before": before, "during": during, "following": following, "after": after, "follower_keys": follower_keys}


@flow
def account_forms():
    """Another account's reads (NamedUser, at /users/{login}/...) of the authenticated user's own account answer what its /user/... reads answer."""
    g = client()
    me = g.get_user()
    hubot = g.get_user("hubot")
    me.add_to_following(hubot)
    named = g.get_user(me.login)
    return {
        "following": [[user.login for user in me.get_following()], [user.login for user in named.get_following()]],
        "followers": [sorted(user.login for user in me.get_followers()) == sorted(user.login for user in named.get_followers())],
        "has_in_following": [me.has_in_following(hubot), named.has_in_following(hubot)],
        "hubot_followers": [user.login for user in hubot.get_followers()],
    }


@flow
def ssh_keys():
    g = client()
    me = g.get_user()
    created = me.create_key("laptop", SSH_KEY)
    on_simulator(created.url)
    read = me.get_key(created.id)
    assert (read.title, read.key) == ("laptop", SSH_KEY), read.raw_data
    mine = [key.id for key in me.get_keys()]
    public = [key.id for key in g.get_user(me.login).get_keys()]
    created.delete()  # at the key's own url
    return {"created": created.id, "listed": mine, "public": public, "after": [key.id for key in me.get_keys()]}


@flow
def gpg_keys():
    me = client().get_user()
    _, created = call(me, "POST", "/user/gpg_keys", input={"name": "laptop", "armored_public_key": ARMORED_KEY})
    _, read = call(me, "GET", f"/user/gpg_keys/{created['id']}")
    assert read["raw_key"] == ARMORED_KEY and read["name"] == "laptop", read
    _, listed = call(me, "GET", "/user/gpg_keys")
    call(me, "DELETE", f"/user/gpg_keys/{created['id']}")
    gone = refusal(lambda: call(me, "GET", f"/user/gpg_keys/{created['id']}"))
    return {"created": created["id"], "listed": [key["id"] for key in listed], "after_delete": gone}


@flow
def signing_keys():
    me = client().get_user()
    _, created = call(me, "POST", "/user/ssh_signing_keys", input={"title": "signing", "key": SSH_KEY})
    _, read = call(me, "GET", f"/user/ssh_signing_keys/{created['id']}")
    assert read["title"] == "signing" and read["key"] == SSH_KEY, read
    _, listed = call(me, "GET", "/user/ssh_signing_keys")
    call(me, "DELETE", f"/user/ssh_signing_keys/{created['id']}")
    _, after = call(me, "GET", "/user/ssh_signing_keys")
    return {"created": created["id"], "listed": [key["id"] for key in listed], "after": after}


@flow
def commit_statuses():
    control("refs", {"repository": "octocat/hello-world", "refs": {"main": SHA}})
    g = client()
    repo = g.get_repo("octocat/hello-world")
    commit = repo.get_commit("main")  # by branch name; the commit's url names its SHA
    assert commit.sha == SHA and on_simulator(commit.url).endswith(f"/commits/{SHA}"), commit.url
    commit.create_status("pending", context="ci/build")
    commit.create_status("success", target_url="https://ci.example.com/1", context="ci/build")
    failed = commit.create_status("failure", description="2 problems", context="ci/lint")
    on_simulator(failed.url)
    combined = commit.get_combined_status()
    by_sha = repo.get_commit(SHA).get_combined_status()
    assert by_sha.state == combined.state and by_sha.total_count == combined.total_count
    listed = [status.state for status in commit.get_statuses()]  # the older route
    return {
        "state": combined.state,
        "total_count": combined.total_count,
        "contexts": [[status.context, status.state] for status in combined.statuses],
        "statuses": listed,
        "creator": failed.creator.login,
    }


@flow
def custom_properties():
    repo = client().get_repo("octocat/hello-world")
    values = f"{repo.url}/properties/values"
    call(repo, "PATCH", values, input={"properties": [{"property_name": "environment", "value": "production"}, {"property_name": "team", "value": ["web", "infra"]}]})
    call(repo, "PATCH", values, input={"properties": [{"property_name": "environment", "value": None}]})
    _, read = call(repo, "GET", values)
    return {"values": read}


@flow
def announcement_banner():
    g = client()
    org = g.get_organization("octo-org")
    banner = {"announcement": "Maintenance on **Sunday**", "expires_at": "2030-01-01T00:00:00Z", "user_dismissible": True}
    _, set_ = call(org, "PATCH", f"{on_simulator(org.url)}/announcement", input=banner)
    _, read = call(org, "GET", f"{org.url}/announcement")
    call(org, "DELETE", f"{org.url}/announcement")
    _, removed = call(org, "GET", f"{org.url}/announcement")
    return {"set": set_, "read": read, "removed": removed}


@flow
def lists_without_state():
    g = client()
    me = g.get_user()
    repo = g.get_repo("octocat/hello-world")
    invitations = list(repo.get_pending_invitations())
    org = g.get_organization("octo-org")
    events = list(me.get_organization_events(org))
    watched = [r.full_name for r in me.get_subscriptions()]
    also_watched = [r.full_name for r in me.get_watched()]
    theirs = [r.full_name for r in g.get_user("octocat").get_subscriptions()]
    return {"invitations": len(invitations), "events": len(events), "watched": watched, "also_watched": also_watched, "theirs": theirs, "org_url": on_simulator(org.url)}


@flow
def paging():
    g = client(per_page=10)
    me = g.get_user()
    logins = [f"person{n}" for n in range(25)]
    for login in logins:
        me.add_to_following(g.get_user(login))
    following = me.get_following()
    return {"first_page": len(following.get_page(0)), "all": [user.login for user in following]}


@flow
def refusals():
    control("tokens", {TOKEN: {"contents": "read"}})
    forbidden = refusal(lambda: client().get_user().get_emails())
    control("tokens", {TOKEN: None})
    anonymous = refusal(lambda: github.Github(base_url=BASE).get_user().get_emails())
    missing = refusal(lambda: client().get_repo("octocat/hello-world").get_commit("no-such-branch"))
    return {"forbidden": forbidden, "anonymous": anonymous, "unknown_ref": missing}


if __name__ == "__main__":
    print(json.dumps(flows[FLOW]()))
