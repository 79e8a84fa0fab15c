"""What ``runs.create(..., agent=<an agent that runs here>)`` calls: the one entry point of
the runner for the core. The core imports it only when such an agent is given."""

from __future__ import annotations

from ._runner.evaluate import create_run, create_run_async, is_in_code_agent

is_local_agent = is_in_code_agent

__all__ = ["create_run", "create_run_async", "is_local_agent"]
