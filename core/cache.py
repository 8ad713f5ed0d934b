"""Django's Redis cache, with one client per connection pool instead of a new one per call.

Django's ``RedisCacheClient.get_client`` builds a ``redis.Redis`` for every cache operation, and building one sets up
its table of several hundred response callbacks: about 0.15 ms a call on these machines, and a signed-in page makes
four or five (session, standings, the navigation's count). A ``redis.Redis`` is safe to share between threads (each
command takes a connection from the pool), so one per pool is kept.
"""

from __future__ import annotations

from django.core.cache.backends.redis import RedisCache, RedisCacheClient


class ReusedClient(RedisCacheClient):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._clients: dict = {}

    def get_client(self, key=None, *, write=False):
        pool = self._get_connection_pool(write)
        client = self._clients.get(id(pool))
        if client is None:
            client = self._clients[id(pool)] = self._client(connection_pool=pool)
        return client


class ReusedClientRedisCache(RedisCache):
    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = ReusedClient
