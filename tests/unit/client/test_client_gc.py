"""A client left unclosed closes its own connection pool when it is collected: no
``ResourceWarning: unclosed`` under ``python -X dev -W error``, whether it goes by reference
counting, by the cycle collector, after its event loop closed, in another thread, or is still
alive at interpreter exit. Each case runs in a fresh interpreter against a loopback server."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import httpx
import pytest

from evalrouter import AsyncEvalRouter, EvalRouter
from tests.support.records import ROOT

# A loopback HTTP/1.1 server that keeps connections alive (so the pool holds a socket), and
# one call through a client; each case then drops the client its own way.
PRELUDE = textwrap.dedent(
    """
    import asyncio, gc, sys, threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
    from evalrouter import AsyncEvalRouter, EvalRouter

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self):
            body = b'{"balance_microusd": "1"}'
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    URL = f"http://127.0.0.1:{server.server_address[1]}"
    kept = []

    def stop():
        server.shutdown()
        server.server_close()

    async def used():
        client = AsyncEvalRouter(api_key="sk-test", base_url=URL)
        await client.wallet.get()
        return client
    """
)

CASES = {
    "sync, by reference": """
        client = EvalRouter(api_key="sk-test", base_url=URL)
        client.wallet.get()
        del client
        gc.collect()
        stop()
    """,
    "sync, in a cycle": """
        client = EvalRouter(api_key="sk-test", base_url=URL)
        client.wallet.get()
        client.me = client
        del client
        gc.collect()
        stop()
    """,
    "sync, alive at exit": """
        client = EvalRouter(api_key="sk-test", base_url=URL)
        client.wallet.get()
        kept.append(client)
    """,
    "async, in a cycle, loop running": """
        async def main():
            client = await used()
            client.me = client
            del client
            gc.collect()
            await asyncio.sleep(0.05)
        asyncio.run(main())
        stop()
    """,
    "async, collected after its loop closed": """
        async def main():
            kept.append(await used())
        asyncio.run(main())
        kept.clear()
        gc.collect()
        stop()
    """,
    "async, in a cycle, after its loop closed": """
        async def main():
            client = await used()
            client.me = client
        asyncio.run(main())
        gc.collect()
        stop()
    """,
    "async, collected in another thread while its loop runs": """
        async def main():
            client = await used()
            client.me = client
            del client
            collector = threading.Thread(target=gc.collect)
            collector.start()
            await asyncio.to_thread(collector.join)
            await asyncio.sleep(0.05)
        asyncio.run(main())
        stop()
    """,
    "async, alive at exit": """
        async def main():
            kept.append(await used())
        asyncio.run(main())
    """,
}


@pytest.mark.parametrize("case", list(CASES))
def test_an_unclosed_client_leaves_no_unclosed_resource(case: str) -> None:
    code = PRELUDE + textwrap.dedent(CASES[case]) + "print('done')\n"
    out = subprocess.run(
        [sys.executable, "-X", "dev", "-W", "error", "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert out.returncode == 0 and out.stdout.strip() == "done", out.stderr
    assert "ResourceWarning" not in out.stderr, out.stderr
    assert "Exception ignored" not in out.stderr, out.stderr


def _ok(request: httpx.Request) -> httpx.Response:
    return httpx.Response(200, json={"balance_microusd": "1"})


async def test_a_copy_keeps_the_shared_pool_open_when_the_original_is_collected() -> None:
    import gc

    original = AsyncEvalRouter(base_url="http://127.0.0.1:9", transport=httpx.MockTransport(_ok))
    copy = original.with_options(timeout=5)
    del original
    gc.collect()
    assert not copy._http.is_closed
    assert (await copy.wallet.get()).to_dict() == {"balance_microusd": "1"}
    await copy.close()


def test_a_client_given_an_http_client_leaves_it_open_when_collected() -> None:
    import gc

    given = httpx.AsyncClient(transport=httpx.MockTransport(_ok))
    client = AsyncEvalRouter(base_url="http://127.0.0.1:9", http_client=given)
    client.me = client  # type: ignore[attr-defined]
    del client
    gc.collect()
    assert not given.is_closed
    sync_given = httpx.Client(transport=httpx.MockTransport(_ok))
    EvalRouter(base_url="http://127.0.0.1:9", http_client=sync_given)
    gc.collect()
    assert not sync_given.is_closed
