"""``client.benchmarks``: the generated group plus name resolution."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Unpack

from evalrouter_generated.resources import benchmarks as _generated

from .. import _flows as flows
from .._args import checked
from .._flows import ResolvedBenchmark
from .._run import ReadOptions

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonObject

    from .._client import AsyncEvalRouter, EvalRouter

__all__ = ["AsyncBenchmarks", "Benchmarks", "ResolvedBenchmark"]


class Benchmarks(_generated.Benchmarks):
    """``client.benchmarks``: the catalog, plus :meth:`resolve_benchmark` and
    :meth:`resolve_model`, which turn names into what a quote needs. They never prompt."""

    _client: EvalRouter

    @checked("benchmarks.resolve_benchmark()", options=ReadOptions)
    def resolve_benchmark(self, term: str, **options: Unpack[ReadOptions]) -> ResolvedBenchmark:
        """The one version ``term`` names that can be quoted now.

        ``term`` is a slug (``"gsm8k"``), an unambiguous display name, ``slug@version``, an
        ``eval://provider/name/version`` reference or a private benchmark id. Raises
        ``ambiguous_benchmark`` (candidates in the message), ``benchmark_not_found`` (close
        names in the hint) or ``benchmark_unavailable``.

        The per-call options go to each catalog read (``timeout`` bounds each one).
        """
        calls = _calls("benchmarks.resolve_benchmark()", options)
        return flows.run_sync(self._client, flows.resolve_benchmark(term), calls)

    @checked("benchmarks.resolve_model()", options=ReadOptions)
    def resolve_model(
        self,
        term: str,
        *,
        benchmark: str | ResolvedBenchmark | None = None,
        **options: Unpack[ReadOptions],
    ) -> JsonObject:
        """The quote's ``model`` body for ``term`` (a route id, model id, display name or
        ``connection:<uuid>``), checked against ``benchmark`` when given.

        Raises ``ambiguous_model``, ``model_not_found``, or the API's own refusal code (e.g.
        ``model_incompatible``) when the benchmark cannot run that model. The per-call options
        go to each catalog read (``timeout`` bounds each one).
        """
        calls = _calls("benchmarks.resolve_model()", options)
        return flows.run_sync(self._client, _model_flow(term, benchmark), calls)


class AsyncBenchmarks(_generated.AsyncBenchmarks):
    """The async twin of :class:`Benchmarks`: the same resolvers, awaited."""

    _client: AsyncEvalRouter

    @checked("benchmarks.resolve_benchmark()", options=ReadOptions)
    async def resolve_benchmark(
        self, term: str, **options: Unpack[ReadOptions]
    ) -> ResolvedBenchmark:
        """See :meth:`Benchmarks.resolve_benchmark`."""
        calls = _calls("benchmarks.resolve_benchmark()", options)
        return await flows.run_async(self._client, flows.resolve_benchmark(term), calls)

    @checked("benchmarks.resolve_model()", options=ReadOptions)
    async def resolve_model(
        self,
        term: str,
        *,
        benchmark: str | ResolvedBenchmark | None = None,
        **options: Unpack[ReadOptions],
    ) -> JsonObject:
        """See :meth:`Benchmarks.resolve_model`."""
        calls = _calls("benchmarks.resolve_model()", options)
        return await flows.run_async(self._client, _model_flow(term, benchmark), calls)


def _calls(where: str, options: Mapping[str, Any]) -> dict[str, Any]:
    return flows.call_options(where, options, (*flows.CALL_OPTIONS, "timeout"))


def _model_flow(term: Any, benchmark: Any) -> flows.Flow[dict[str, Any]]:
    if not isinstance(term, str | dict) or (isinstance(term, str) and not term.strip()):
        raise flows.invalid_name("model", term)
    bench = None
    if benchmark is not None:
        bench = yield from flows.resolve_benchmark(benchmark)
    return (yield from flows.resolve_model(term, bench))
