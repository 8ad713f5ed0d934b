"""Issue 15 (speed): the trivial page the benchmarks measure against, its queries, and the Redis cache's client."""

import pytest
from django.urls import reverse

from core.cache import ReusedClientRedisCache

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


def test_the_django_internals_the_cache_backend_uses_are_still_there():
    """core.cache reaches into Django's Redis backend (``_get_connection_pool``, ``_client``, ``_class``): this
    fails when Django changes them, and when Django itself stops building a client per call (the backend is then
    no longer needed)."""
    from django.core.cache.backends.redis import RedisCache, RedisCacheClient

    from core.cache import ReusedClient

    assert callable(RedisCacheClient._get_connection_pool)
    stock = RedisCache("redis://127.0.0.1:6379/15", {})
    assert stock._class is RedisCacheClient
    assert hasattr(stock._cache, "_client")
    assert stock._cache.get_client() is not stock._cache.get_client()  # one per call: why ours exists
    assert ReusedClientRedisCache("redis://127.0.0.1:6379/15", {})._class is ReusedClient
