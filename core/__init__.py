"""The small shared core several apps use: the data generation (``datagen``), the kept pages (``pagecache``, with
the private caching header), the cache backend, the client's address, the throttles and the "find by id first"
query helper. It depends on Django only; every app may import it."""
