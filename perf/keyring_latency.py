"""Key fetch latency: p50/p99 from a real OpenBao dev server (no cache) and from the TTL cache.

Prints JSON. Each mode (transit-wrapped data keys, plain KV v2) is measured with a fresh
keyring; the file keyring is measured the same way for reference.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable

import orjson

from stream.devstack.vault import DevVault
from stream.keyring import CachedKeyring, FileKeyring, Keyring
from stream.keyring.vault import VaultAuth, VaultKeyring


def percentiles(samples_s: list[float]) -> dict[str, float]:
    """p50/p99/mean in microseconds."""
    ordered = sorted(samples_s)

    def pick(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1e6, 1)

    return {"p50_us": pick(0.50), "p99_us": pick(0.99),
            "mean_us": round(statistics.fmean(ordered) * 1e6, 1)}


def measure(get: Callable[[], object], n: int, warmup: int = 50) -> dict[str, float]:
    """Latency of `n` calls of `get` after a warm-up."""
    for _ in range(warmup):
        get()
    samples = []
    for _ in range(n):
        started = time.perf_counter()
        get()
        samples.append(time.perf_counter() - started)
    return {"n": n, **percentiles(samples)}


def bench(ring: Keyring, tenant: str, n: int, ttl: float) -> dict[str, object]:
    """Uncached and cached fetches of the current key and of a pinned version."""
    ring.init(tenant)
    ring.rotate(tenant)
    cached = CachedKeyring(ring, ttl)
    return {"uncached_current": measure(lambda: ring.get(tenant), n),
            "uncached_pinned": measure(lambda: ring.get(tenant, 1), n),
            "cached_pinned": measure(lambda: cached.get(tenant, 1), n)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("-n", type=int, default=2000, help="fetches per measurement")
    parser.add_argument("--ttl", type=float, default=60.0, help="cache TTL (seconds)")
    args = parser.parse_args()
    result: dict[str, object] = {"benchmark": "keyring_latency", "server": "openbao dev (inmem)"}
    with DevVault() as vault:
        for mode in ("transit", "kv"):
            ring = VaultKeyring(vault.url, VaultAuth(token=vault.root_token), mode=mode)
            result[f"vault_{mode}"] = bench(ring, f"bench-{mode}", args.n, args.ttl)
    with tempfile.TemporaryDirectory() as tmp:
        result["file"] = bench(FileKeyring(tmp), "bench-file", args.n, args.ttl)
    print(orjson.dumps(result, option=orjson.OPT_INDENT_2).decode())


if __name__ == "__main__":
    main()
