"""Issue 15 (speed): the trivial page the benchmarks measure against, its queries, and the Redis cache's client."""

import pytest
from django.urls import reverse

from config.cache import ReusedClientRedisCache

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("who", ["commissioner", "coach_a", "coach_b", "outsider"])
def test_the_trivial_page_is_the_base_template_with_nothing_in_it(client, cast, who, django_assert_max_num_queries):
    client.force_login(getattr(cast, who))
    response = client.get(reverse("trivial"))
    assert response.status_code == 200
    assert b'id="main"' in response.content
    assert b"Log out" in response.content
    with django_assert_max_num_queries(2):  # the session and the user; the navigation's count is cached
        assert client.get(reverse("trivial")).status_code == 200


def test_the_trivial_page_is_signed_in_only_and_get_only(client, cast):
    response = client.get(reverse("trivial"))
    assert response.status_code == 302
    assert reverse("login") in response["Location"]
    client.force_login(cast.coach_a)
    assert client.post(reverse("trivial")).status_code == 405


def test_the_redis_cache_keeps_one_client_per_pool():
    """Django builds a redis.Redis per cache call; ours builds one per pool (no connection is made here)."""
    cache = ReusedClientRedisCache("redis://127.0.0.1:6379/15", {})
    assert cache._cache.get_client() is cache._cache.get_client()
    assert cache._cache.get_client(write=True) is cache._cache.get_client()
