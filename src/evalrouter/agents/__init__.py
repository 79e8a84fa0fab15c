"""Evaluate an agent written in Python on your own machine.

    import evalrouter.agents as evalagents
    from evalrouter import EvalRouter

    class Solver(evalagents.Agent):
        name = "my solver"
        async def run(self, context):
            task = await context.task.get()
            reply = await context.gateway.chat(messages=task["inputs"]["messages"])
            await context.task.submit(reply["choices"][0]["message"]["content"])
            await context.task.done()

    evaluation = evalagents.quote(EvalRouter(), agent=Solver(), model="gpt-5-mini",
                                  tasks=evalagents.benchmark("gsm8k"), budget_usd="2")
    run = evaluation.start()             # nothing is charged before this
    for event in run.events():           # the attempts run here, several at once
        print(event.type, event.task_ref, event.failure_code or "")
    print(run.wait()["status"], run.results())

The agent reaches its model through the run's metered gateway with a per-attempt credential;
your API key is not in its context. A Python agent runs in your process and is trusted code;
an ACP agent (``local_agent``, ``registry_agent``) runs each attempt in an OS sandbox (the
README's "Security model"). (``evalagents``, not ``agents``: the OpenAI Agents SDK's module is
named ``agents``.) ``evalagents.evaluate(...)`` does all of the above in one call.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._acp.agent import AcpAgent, AcpLaunch
from ._acp.local import LocalCommandAgent, local_agent
from ._attempt.events import AttemptEvent, AttemptOutcome
from ._check.api import AgentCheck, CheckResult, check, check_async
from ._incode.agent import Agent, AgentRunResult, define_agent
from ._incode.context import (
    AgentContext,
    AttemptInfo,
    ChatChoice,
    ChatCompletion,
    ChatMessage,
    ChatUsage,
    Gateway,
)
from ._ray.executor import RayExecutor
from ._runner.agent_run import AgentRun
from ._runner.evaluate import EvaluationResult, compare, compare_async, evaluate, evaluate_async
from ._runner.executors import Executor
from ._runner.join import join, join_async
from ._runner.quote import AgentEvaluation, quote, quote_async
from ._runner.reads import RunCosts
from ._runner.sources import (
    TaskSelection,
    benchmark,
    environment,
    private_benchmark,
    suite,
    usd_to_micro,
)
from ._task.api import (
    AgentTask,
    TaskApi,
    TaskInputFile,
    TaskInputs,
    TaskMessage,
    TaskOutput,
    TaskRepository,
    ToolResult,
    ToolsApi,
    ToolSpec,
)
from ._trace.recorder import TraceRecorder

if TYPE_CHECKING:
    from opentelemetry.sdk.trace import SpanProcessor

__all__ = [
    "AcpAgent",
    "AcpLaunch",
    "Agent",
    "AgentCheck",
    "AgentContext",
    "AgentEvaluation",
    "AgentRun",
    "AgentRunResult",
    "AgentTask",
    "AttemptEvent",
    "AttemptInfo",
    "AttemptOutcome",
    "ChatChoice",
    "ChatCompletion",
    "ChatMessage",
    "ChatUsage",
    "CheckResult",
    "EvaluationResult",
    "Executor",
    "Gateway",
    "LocalCommandAgent",
    "RayExecutor",
    "RunCosts",
    "TaskApi",
    "TaskInputFile",
    "TaskInputs",
    "TaskMessage",
    "TaskOutput",
    "TaskRepository",
    "TaskSelection",
    "ToolResult",
    "ToolSpec",
    "ToolsApi",
    "TraceRecorder",
    "benchmark",
    "check",
    "check_async",
    "compare",
    "compare_async",
    "define_agent",
    "environment",
    "evaluate",
    "evaluate_async",
    "join",
    "join_async",
    "local_agent",
    "otel_processor",
    "private_benchmark",
    "quote",
    "quote_async",
    "suite",
    "usd_to_micro",
]


def otel_processor() -> SpanProcessor:
    """The one OpenTelemetry span processor of this process: add it once to the
    ``TracerProvider`` your instrumentation uses (OpenInference, OpenLLMetry, ...), before you
    evaluate, and each span goes to the trace of the attempt whose agent started it. The same
    object as every attempt's ``context.trace.otel_processor()``; adding it to a provider again
    leaves one there."""
    from ._trace.otel.processor import otel_processor as process_wide

    return process_wide()


# ACP Registry agents (``registry_agent``): resolved offline from the snapshot the SDK bundles.
from ._acp.registry import RegistryAgent, registry_agent  # noqa: E402

__all__ += ["RegistryAgent", "registry_agent"]
