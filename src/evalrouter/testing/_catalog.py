"""The local catalog: benchmark versions and simulated model routes, and how they render."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .._hashing import sha256_hex
from ._tasks import Task, task_set

JsonObject = dict[str, Any]

PRICE_VERSION = "local-2026-01"
AGENT_ROUTE_PREFIX = "a2a:"
EVAL_REF_PREFIX = "eval://evalrouter/"


@dataclass(frozen=True, slots=True)
class BenchmarkVersion:
    id: str
    slug: str
    version: str
    name: str
    description: str
    task_set: str | None
    category: str
    count_unit: str
    task_fee_microusd: int
    max_output_tokens: int
    context_tokens_needed: int = 4_096
    required_capabilities: tuple[str, ...] = ("chat",)
    status: str = "active"
    unavailable_reason: str | None = None
    unavailable_message: str | None = None
    declared_task_count: int | None = None
    headline_key: str = "accuracy"
    data_license: str = "CC-BY-4.0"

    @property
    def tasks(self) -> tuple[Task, ...]:
        return task_set(self.task_set) if self.task_set else ()

    @property
    def task_count(self) -> int:
        return len(self.tasks) if self.task_set else (self.declared_task_count or 0)

    @property
    def quotable(self) -> bool:
        return self.status == "active" and self.unavailable_reason is None

    @property
    def manifest_sha256(self) -> str:
        return sha256_hex(f"manifest:{self.id}:{','.join(t.id for t in self.tasks)}")

    @property
    def eval_ref(self) -> str:
        return f"{EVAL_REF_PREFIX}{self.slug}/{self.version}"


@dataclass(frozen=True, slots=True)
class Route:
    id: str
    model_id: str
    display_name: str
    provider: str
    hosting_provider: str
    capabilities: tuple[str, ...]
    context_tokens: int
    input_microusd_per_mtok: int
    output_microusd_per_mtok: int
    seconds_per_task: float
    skill: dict[str, float]
    answer_key: str
    error_rate: float = 0.0
    reasoning: bool = False
    extra_output_tokens: tuple[int, int] = (20, 160)
    revision: int = 1
    status: str = "active"
    # Set for a user's connection (see ``_connections``): the route then stands for that
    # OpenAI-compatible endpoint, priced at zero model cost.
    connection_id: str | None = None
    # Set for a simulated remote (A2A) agent (see ``_agents``): the agent's connection. Its id
    # starts with ``AGENT_ROUTE_PREFIX`` when no model backs it.
    agent_connection_id: str | None = None

    @property
    def managed_id(self) -> str | None:
        """The route id a quote names it by, or None (a connection, an agent on its own)."""
        if self.connection_id is not None or self.id.startswith(AGENT_ROUTE_PREFIX):
            return None
        return self.id


SKILL_AREAS = ("math", "knowledge", "long_context", "science")
CHAT = ("chat",)
LONG = ("chat", "long_context")
REASONING = ("chat", "long_context", "reasoning")


def _benchmark(
    slug: str,
    version: str,
    name: str,
    category: str,
    count_unit: str,
    task_fee_microusd: int,
    max_output_tokens: int,
    description: str,
    **options: Any,
) -> BenchmarkVersion:
    """A benchmark version ``prof_<slug>_v<version>``. Its task set is the bundled
    ``<slug>@<version>``, unless it is listed with an ``unavailable_reason`` (then it has none)."""
    bundled = options.get("unavailable_reason") is None
    return BenchmarkVersion(
        id=f"prof_{slug.replace('-', '_')}_v{version}",
        slug=slug,
        version=version,
        name=name,
        description=description,
        task_set=f"{slug}@{version}" if bundled else None,
        category=category,
        count_unit=count_unit,
        task_fee_microusd=task_fee_microusd,
        max_output_tokens=max_output_tokens,
        **options,
    )


# fmt: off
BENCHMARKS: tuple[BenchmarkVersion, ...] = (
    # Two versions whose tasks differ, so a pinned ``gsm8k@2`` and the newest (3) quote and
    # score differently. (Version 1 was retired: it is not listed.)
    _benchmark("gsm8k", "2", "GSM8K (local)", "math", "problems", 200, 1_024,
               "Grade-school arithmetic word problems with a single numeric answer."),
    _benchmark("gsm8k", "3", "GSM8K (local)", "math", "problems", 200, 1_024,
               "Grade-school arithmetic word problems with a single numeric answer. Version 3 "
               "adds two problem families and eight problems."),
    _benchmark("mcq-mini", "1", "Multiple-choice mini", "knowledge", "questions", 100, 256,
               "Four-option multiple-choice questions; the model answers with a letter."),
    # A candidate version under review: listed, but not offered for quotes yet.
    _benchmark("mcq-mini", "2", "Multiple-choice mini", "knowledge", "questions", 100, 256,
               "Four-option multiple-choice questions; version 2 is under review.",
               status="candidate", unavailable_reason="catalog_not_admitted",
               unavailable_message="This version is a candidate under review.",
               declared_task_count=40),
    # A file task: agents find the numbers in a workspace file and write the sum to another
    # file (output kind ``files``); a model run gets the same numbers in its prompt.
    _benchmark("file-sums", "1", "File sums (local)", "math", "tasks", 100, 256,
               "Add up the numbers listed in a file and write the total to answer.txt."),
    # A repository task: agents fix a bug in a small git project and submit the diff (output
    # kind ``patch``, ``toolset:container@1``); the grader runs the project's test on it.
    _benchmark("repo-fix", "1", "Repository fixes (local)", "coding", "tasks", 200, 2_048,
               "Fix the bug that makes a small Python project's test fail; the submitted diff "
               "is graded by running the test."),
    _benchmark("longsum", "1", "Long sums", "long_context", "problems", 300, 256,
               "Add up a long list of numbers. Needs a model with a long context window.",
               context_tokens_needed=16_384, required_capabilities=LONG),
    _benchmark("gpqa-diamond", "1", "GPQA Diamond", "science", "questions", 500, 2_048,
               "Graduate-level science questions with four options. EvalRouter Local bundles a "
               "generated stand-in (physics, chemistry and biology calculations), not the "
               "original questions."),
    # Listed, but its task data is not bundled: a benchmark that cannot be quoted locally.
    _benchmark("mmlu-pro", "1", "MMLU-Pro", "knowledge", "questions", 300, 1_024,
               "Ten-option knowledge questions. Listed, but not bundled with the local service, "
               "so it cannot be quoted.",
               unavailable_reason="catalog_asset_unavailable",
               unavailable_message="The task set of this benchmark is not bundled with "
               "EvalRouter Local.",
               declared_task_count=12_032),
)
# fmt: on


def _simulated(
    name: str,
    released: str,
    display_name: str,
    capabilities: tuple[str, ...],
    context_tokens: int,
    prices: tuple[int, int],
    seconds_per_task: float,
    skill: tuple[float, float, float, float],
    *,
    provider: str = "simlab",
    hosting_provider: str | None = None,
    answer_key: str | None = None,
    extra_output_tokens: tuple[int, int] = (20, 160),
    error_rate: float = 0.0,
) -> Route:
    """A simulated route ``sim/<name>``: ``prices`` are micro-USD per million (input, output)
    tokens, ``skill`` the chance of a right answer per area of ``SKILL_AREAS``. A route reasons
    (takes an effort) exactly when it has the ``reasoning`` capability."""
    return Route(
        id=f"sim/{name}",
        model_id=f"sim/{name}-{released}",
        display_name=display_name,
        provider=provider,
        hosting_provider=hosting_provider or provider,
        capabilities=capabilities,
        context_tokens=context_tokens,
        input_microusd_per_mtok=prices[0],
        output_microusd_per_mtok=prices[1],
        seconds_per_task=seconds_per_task,
        skill=dict(zip(SKILL_AREAS, skill, strict=True)),
        answer_key=answer_key or name,
        error_rate=error_rate,
        reasoning="reasoning" in capabilities,
        extra_output_tokens=extra_output_tokens,
    )


# The simulated stand-ins for the models the service's documentation names (the last three) let
# its examples (``model="gpt-5"``, ``subjects=["gpt-5", "claude-sonnet-5"]``) run as written.
# They are simulated like every route here: their provider and display name say so, and their
# accuracy, speed and prices are EvalRouter Local's own, not the real models'. The last part of
# the model id, date removed, is the documented name (``gpt-5``), which resolves. Sim Large EU
# has Sim Large's weights served from another region: identical answers, so a comparison of the
# two ties exactly.
_OPENAI, _ANTHROPIC, _LOCAL = "simulated-openai", "simulated-anthropic", "evalrouter-local"
# fmt: off
ROUTES: tuple[Route, ...] = (
    _simulated("sim-small", "2026-01-15", "Sim Small", CHAT, 8_192, (150_000, 600_000), 0.6,
               (0.5, 0.58, 0.2, 0.35)),
    _simulated("sim-large", "2026-03-01", "Sim Large", LONG, 131_072, (2_500_000, 10_000_000),
               1.0, (0.82, 0.8, 0.7, 0.6)),
    _simulated("sim-large-fast", "2026-03-01", "Sim Large Fast", LONG, 65_536,
               (1_000_000, 4_000_000), 0.5, (0.72, 0.7, 0.55, 0.5)),
    _simulated("sim-large-eu", "2026-03-01", "Sim Large EU", LONG, 131_072,
               (2_750_000, 11_000_000), 1.2, (0.82, 0.8, 0.7, 0.6),
               hosting_provider="simcloud-eu", answer_key="sim-large"),
    _simulated("sim-reasoner", "2026-02-10", "Sim Reasoner", REASONING, 200_000,
               (10_000_000, 40_000_000), 3.0, (0.95, 0.9, 0.9, 0.82),
               extra_output_tokens=(200, 700)),
    _simulated("sim-flaky", "2025-11-30", "Sim Flaky", CHAT, 8_192, (300_000, 1_200_000), 0.8,
               (0.6, 0.62, 0.2, 0.4), error_rate=0.15),
    _simulated("gpt-5", "2025-08-07", "GPT-5 (simulated)", REASONING, 400_000,
               (1_250_000, 10_000_000), 2.0, (0.93, 0.88, 0.85, 0.78),
               provider=_OPENAI, hosting_provider=_LOCAL, answer_key="sim-gpt-5",
               extra_output_tokens=(150, 600)),
    _simulated("gpt-5-mini", "2025-08-07", "GPT-5 mini (simulated)", REASONING, 400_000,
               (250_000, 2_000_000), 0.9, (0.86, 0.76, 0.62, 0.6),
               provider=_OPENAI, hosting_provider=_LOCAL, answer_key="sim-gpt-5-mini",
               extra_output_tokens=(100, 400)),
    _simulated("claude-sonnet-5", "20260115", "Claude Sonnet 5 (simulated)", LONG, 200_000,
               (3_000_000, 15_000_000), 1.5, (0.9, 0.9, 0.88, 0.74),
               provider=_ANTHROPIC, hosting_provider=_LOCAL, answer_key="sim-claude-sonnet-5",
               extra_output_tokens=(60, 300)),
)
# fmt: on

# Reasoning routes accept these efforts. More effort writes more reasoning tokens (priced as
# output) and gets a little more right; the worst case is the output budget whatever the effort.
REASONING_EFFORTS = ("low", "medium", "high")
DEFAULT_EFFORT = "medium"
EFFORT_TOKEN_FACTOR = {"low": 0.4, "medium": 1.0, "high": 1.8}
EFFORT_SKILL_DELTA = {"low": -0.08, "medium": 0.0, "high": 0.03}

BENCHMARKS_BY_ID = {b.id: b for b in BENCHMARKS}
ROUTES_BY_ID = {r.id: r for r in ROUTES}


def versions_of(slug: str) -> list[BenchmarkVersion]:
    return [b for b in BENCHMARKS if b.slug == slug]


def latest_quotable(slug: str) -> BenchmarkVersion | None:
    quotable = [b for b in versions_of(slug) if b.quotable]
    return max(quotable, key=lambda b: int(b.version)) if quotable else None


def by_eval_ref(ref: str) -> BenchmarkVersion | None:
    """The version an eval reference names.

    Accepted: ``eval://evalrouter/<slug>/<version>`` (the form this service issues),
    ``eval://evalrouter/<slug>@<version>``, ``eval://evalrouter/<slug>`` (newest quotable) and
    ``<slug>@<version>``.
    """
    if ref.startswith(EVAL_REF_PREFIX):
        name = ref[len(EVAL_REF_PREFIX) :]
        slug, sep, version = name.partition("/") if "/" in name else name.partition("@")
        if not sep:
            return latest_quotable(slug)
    else:
        slug, sep, version = ref.partition("@")
        if not sep:
            return None
    return next((b for b in versions_of(slug) if b.version == version), None)


def fit(route: Route, bench: BenchmarkVersion) -> tuple[bool, str | None, str | None]:
    """Whether a route can run a benchmark version: (compatible, refusal code, message)."""
    missing = [c for c in bench.required_capabilities if c not in route.capabilities]
    if missing:
        return (
            False,
            "model_incompatible",
            f"{route.display_name} lacks {', '.join(missing)}, which {bench.slug} needs.",
        )
    if route.context_tokens < bench.context_tokens_needed:
        return (
            False,
            "model_incompatible",
            f"{route.display_name}'s context window ({route.context_tokens} tokens) is shorter "
            f"than {bench.slug} needs ({bench.context_tokens_needed}).",
        )
    return True, None, None


def render_benchmark(bench: BenchmarkVersion, model: Route | None = None) -> JsonObject:
    record: JsonObject = {
        "id": bench.id,
        "slug": bench.slug,
        "version": bench.version,
        "name": bench.name,
        "description": bench.description,
        "status": bench.status,
        "runner": "evalrouter-local",
        "category": bench.category,
        "manifest_sha256": bench.manifest_sha256,
        "metrics": [bench.headline_key],
        "task_count": bench.task_count,
        "required_capabilities": list(bench.required_capabilities),
        "sampling_algorithm": "seeded-shuffle-v1",
        "data_license": bench.data_license,
        "code_license": "Apache-2.0",
        "license_url": None,
        "source_url": None,
        "source_revision": f"local-{bench.version}",
        "display_policy": "public",
        "generation_config": {"temperature": 0, "max_output_tokens": bench.max_output_tokens},
        "fewshot_config": None,
        "provenance": {"origin": "evalrouter-local", "generated": True},
        "presentation": {
            "name": bench.name,
            "description": bench.description,
            "revision": bench.version,
            "count_unit": bench.count_unit,
            "maintainer": {"id": "evalrouter-local", "name": "EvalRouter Local"},
            "split": "canonical",
            "exemplars": None,
        },
        "quote_availability": (
            {"status": "ready_for_quote", "reason_code": None, "message": None}
            if bench.quotable
            else {
                "status": "unavailable",
                "reason_code": bench.unavailable_reason,
                "message": bench.unavailable_message,
            }
        ),
        "model_fit": None,
    }
    if model is not None:
        compatible, code, message = fit(model, bench)
        record["model_fit"] = {"compatible": compatible, "code": code, "message": message}
    return record


def render_route(route: Route) -> JsonObject:
    return {
        "id": route.id,
        "model_id": route.model_id,
        "display_name": route.display_name,
        "provider": route.provider,
        "hosting_provider": route.hosting_provider,
        "capabilities": list(route.capabilities),
        "status": route.status,
        "revision": route.revision,
        "price_version": PRICE_VERSION,
        "pricing": {
            "currency": "USD",
            "input_microusd_per_million_tokens": str(route.input_microusd_per_mtok),
            "output_microusd_per_million_tokens": str(route.output_microusd_per_mtok),
        },
        "limits": {"context_tokens": route.context_tokens},
        "generation": {"temperature": 0},
        "reasoning_options": (
            {
                "control": "effort",
                "state": "effort",
                "reason": "The route accepts a reasoning effort.",
                "supported_efforts": list(REASONING_EFFORTS),
                "default_effort": DEFAULT_EFFORT,
                "budget_tokens": None,
                "evidence": None,
            }
            if route.reasoning
            else {
                "control": "none",
                "state": "unsupported",
                "reason": "The route has no reasoning controls.",
                "supported_efforts": [],
                "default_effort": None,
                "budget_tokens": None,
                "evidence": None,
            }
        ),
    }


def subject_name(route: Route, effort: str | None) -> str:
    return f"{route.display_name} ({effort})" if effort else route.display_name


def render_selected_model(route: Route, effort: str | None = None) -> JsonObject:
    """The route as it appears in quote plans, runs and results (``SelectedModel``)."""
    choice = (
        None
        if effort is None
        else {
            "effort": effort,
            "policy": "request",
            "route_default": DEFAULT_EFFORT,
            "source": "request",
            "capability": None,
        }
    )
    # (kind, managed route id, protocol, who bills the model calls, connection id)
    kind: tuple[str, str | None, str, str | None, str | None]
    if route.agent_connection_id is not None and route.id.startswith(AGENT_ROUTE_PREFIX):
        kind = ("remote_agent", None, "a2a", "billed_by_agent_owner", route.agent_connection_id)
    elif route.connection_id is not None:
        kind = ("connection", None, "openai_chat", "billed_by_your_provider", route.connection_id)
    else:
        kind = ("managed", route.id, "chat_completions", None, None)
    return {
        "kind": kind[0],
        "route_id": kind[1],
        "model_id": route.model_id,
        "display_name": route.display_name,
        "capabilities": list(route.capabilities),
        "limits": {"context_tokens": route.context_tokens},
        "protocol": kind[2],
        "revision": route.revision,
        "price_version": PRICE_VERSION,
        "pricing": render_route(route)["pricing"],
        "provider_charges": kind[3],
        "connection_id": kind[4],
        "reasoning_choice": choice,
    }


def render_eval(bench: BenchmarkVersion) -> JsonObject:
    return {
        "ref": bench.eval_ref,
        "name": bench.slug,
        "display_name": bench.name,
        "description": bench.description,
        "kind": "benchmark",
        "execution_mode": "router",
        "protocol": "batch",
        "provider": "evalrouter",
        "runner": "evalrouter-local",
        "status": bench.status,
        "version": bench.version,
        "profile_id": bench.id,
        "task_count": bench.task_count,
        "required_capabilities": list(bench.required_capabilities),
        "category": bench.category,
        "access": "public",
        "visibility": "public",
        "availability": "ready_for_quote" if bench.quotable else "unavailable",
        "availability_reason": None if bench.quotable else bench.unavailable_reason,
        "pricing": {
            "price_version": PRICE_VERSION,
            "task_fee_microusd": str(bench.task_fee_microusd),
            "execution_fee_microusd": None,
        },
    }
