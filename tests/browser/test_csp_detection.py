"""The browser tests see a breach of the Content Security Policy: the detector fires, and the fixture can fail."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import check_policy

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def swap_in_a_styled_element(page) -> None:
    """Put markup carrying style="" into the page as an htmx swap does (innerHTML), and wait for the report."""
    page.evaluate(
        """() => new Promise((done) => {
            document.addEventListener("securitypolicyviolation", () => setTimeout(done, 0), {once: true});
            document.querySelector("main").insertAdjacentHTML("beforeend", "<div id='probe'></div>");
            document.getElementById("probe").innerHTML = '<p style="color: red">styled</p>';
            setTimeout(done, 2000);
        })"""
    )


@pytest.mark.expect_policy_violations
def test_an_inline_style_swapped_in_is_seen_with_its_directive_and_sample(live_server, page, policy_watch):
    page.goto(live_server.url + "/")
    expect(page.locator("main")).to_be_visible()
    assert policy_watch.collect() == []  # the home page itself is clean

    swap_in_a_styled_element(page)

    found = policy_watch.collect()
    assert len(found) == 1, found
    assert found[0].startswith("style-src-attr on /")
    assert "color: red" in found[0]


@pytest.mark.expect_policy_violations
def test_an_inline_style_swapped_in_by_htmx_is_seen(live_server, page, policy_watch):
    """htmx itself swaps a partial with style="" in it (the response is intercepted): the detector sees it."""
    page.route(
        "**/probe-partial",
        lambda route: route.fulfill(status=200, content_type="text/html", body='<p style="margin: 3px">swapped</p>'),
    )
    page.goto(live_server.url + "/")
    page.evaluate("""() => {
        document.querySelector("main").insertAdjacentHTML("beforeend", "<div id='probe-target'></div>");
        htmx.ajax("GET", "/probe-partial", {target: "#probe-target", swap: "innerHTML"});
    }""")
    expect(page.locator("#probe-target")).to_have_text("swapped")
    page.wait_for_function("() => window.__policyViolations.length > 0")
    found = policy_watch.collect()
    assert any("style-src-attr" in line and "margin: 3px" in line for line in found), found


def test_the_fixture_fails_a_test_that_broke_the_policy(live_server, page, policy_watch):
    """The autouse fixture's check, run on the watch after a breach, fails naming the directive and the sample."""
    page.goto(live_server.url + "/")
    check_policy(policy_watch)  # nothing yet
    swap_in_a_styled_element(page)
    with pytest.raises(AssertionError, match=r"style-src-attr on /.*color: red"):
        check_policy(policy_watch)
    policy_watch.clear()  # checked: the autouse fixture then sees a clean page


def test_htmx_does_not_copy_a_scripted_style_onto_the_swapped_element(live_server, page):
    """htmx's settle step copies the old element's `style` attribute onto its same-id successor with setAttribute,
    which the policy blocks: a style set through the CSSOM (allowed) by a script, a browser tool or an extension
    then broke the policy at every swap. base.html's htmx config settles classes and sizes only."""
    page.route(
        "**/probe-partial",
        lambda route: route.fulfill(status=200, content_type="text/html", body='<p id="kept">new</p>'),
    )
    page.goto(live_server.url + "/")
    page.evaluate("""() => {
        const old = "<div id='probe-target'><p id='kept'>old</p></div>";
        document.querySelector("main").insertAdjacentHTML("beforeend", old);
        document.getElementById("kept").style.outline = "2px solid red";
        htmx.ajax("GET", "/probe-partial", {target: "#probe-target", swap: "innerHTML"});
    }""")
    expect(page.locator("#kept")).to_have_text("new")
    expect(page.locator("#kept")).not_to_have_class("htmx-settling")
    # the autouse fixture fails the test if the swap broke the policy
