"""The code-hosting service's official Python client (PyGithub) against the simulator, a session per test."""
import github

from conftest import control

# How long an import takes on the simulator's clock, step by step (docs/simulator/code-hosting.md).
IMPORT_MS = 2_000 + 4_000 + 1_000 + 2_000


def client(session):
    # The client's base address is the session's URL of the API: everything it reads stays in the session.
    return github.Github(login_or_token="test-token", base_url=session["urls"]["code-hosting"])


def test_adds_an_email_in_its_own_session(session):
    me = client(session).get_user()
    me.add_to_emails("mona@vendor.example")
    assert "mona@vendor.example" in [email.email for email in me.get_emails()]


def test_starts_from_the_seed_whatever_another_test_did(session):
    assert "mona@vendor.example" not in [email.email for email in client(session).get_user().get_emails()]


def test_an_import_completes_as_the_sessions_clock_moves(session):
    repo = client(session).get_repo("octocat/socm")
    started = repo.create_source_import("git", "https://git.example.org/socm.git")
    assert started.status == "importing"
    control(session["urls"]["code-hosting"], "POST", "clock", {"advanceMs": IMPORT_MS})
    assert repo.get_source_import().status == "complete"
