"""The operations of the EvalRouter API, as a static table.

Embedded so the package never needs ``openapi.json`` at runtime; ``tests/local`` checks that this
table and the spec list the same operations.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import unquote

API_PREFIX = "/v1"

# (method, path template relative to /v1, operationId)
OPERATIONS: tuple[tuple[str, str, str], ...] = (
    ("GET", "/api-keys", "api_keys_list"),
    ("POST", "/api-keys", "api_keys_create"),
    ("DELETE", "/api-keys/{key_id}", "api_keys_delete"),
    ("PATCH", "/api-keys/{key_id}", "api_keys_update"),
    ("POST", "/api-keys/{key_id}/roll", "api_keys_roll"),
    ("GET", "/benchmark-imports/capabilities", "benchmarks_imports_capabilities"),
    ("POST", "/benchmark-imports/github", "benchmarks_imports_github"),
    ("POST", "/benchmark-imports/github/preview", "benchmarks_imports_github_preview"),
    ("POST", "/benchmark-imports/github/refs", "benchmarks_imports_github_refs"),
    ("POST", "/benchmark-imports/huggingface", "benchmarks_imports_huggingface"),
    ("GET", "/benchmark-uploads", "benchmarks_uploads_list"),
    ("POST", "/benchmark-uploads", "benchmarks_uploads_create"),
    ("GET", "/benchmark-uploads/{upload_id}", "benchmarks_uploads_get"),
    ("POST", "/benchmark-uploads/{upload_id}/archive", "benchmarks_uploads_archive"),
    ("POST", "/benchmark-uploads/{upload_id}/complete", "benchmarks_uploads_complete"),
    ("POST", "/benchmark-uploads/{upload_id}/multipart", "benchmarks_uploads_start_multipart"),
    (
        "POST",
        "/benchmark-uploads/{upload_id}/multipart/abort",
        "benchmarks_uploads_abort_multipart",
    ),
    (
        "POST",
        "/benchmark-uploads/{upload_id}/multipart/complete",
        "benchmarks_uploads_complete_multipart",
    ),
    ("GET", "/billing/wallet", "wallet_get"),
    ("GET", "/catalog/benchmarks", "benchmarks_list"),
    ("GET", "/catalog/benchmarks/{slug}", "benchmarks_get"),
    ("GET", "/catalog/environments", "benchmarks_environments_list"),
    ("GET", "/catalog/environments/{family}", "benchmarks_environments_get"),
    ("GET", "/catalog/execution-options", "models_execution_options"),
    ("GET", "/catalog/models", "models_list"),
    ("GET", "/cli/whoami", "account_whoami"),
    ("GET", "/client-runs/capabilities", "client_runs_capabilities"),
    ("POST", "/client-runs/{run_id}/attempts", "client_runs_attempts_claim"),
    ("POST", "/client-runs/{run_id}/attempts/{attempt_id}/actions", "client_runs_attempts_act"),
    ("POST", "/client-runs/{run_id}/attempts/{attempt_id}/done", "client_runs_attempts_done"),
    ("POST", "/client-runs/{run_id}/attempts/{attempt_id}/finish", "client_runs_attempts_finish"),
    (
        "POST",
        "/client-runs/{run_id}/attempts/{attempt_id}/gateway/v1/chat/completions",
        "client_runs_attempts_gateway_chat_completions",
    ),
    (
        "POST",
        "/client-runs/{run_id}/attempts/{attempt_id}/gateway/v1/messages",
        "client_runs_attempts_gateway_messages",
    ),
    (
        "POST",
        "/client-runs/{run_id}/attempts/{attempt_id}/heartbeat",
        "client_runs_attempts_heartbeat",
    ),
    (
        "POST",
        "/client-runs/{run_id}/attempts/{attempt_id}/observations",
        "client_runs_attempts_observe",
    ),
    (
        "PUT",
        "/client-runs/{run_id}/attempts/{attempt_id}/submission",
        "client_runs_attempts_submit",
    ),
    ("GET", "/client-runs/{run_id}/attempts/{attempt_id}/task", "client_runs_attempts_task"),
    ("GET", "/comparisons", "comparisons_list"),
    ("POST", "/comparisons", "comparisons_create"),
    ("GET", "/comparisons/{comparison_id}", "comparisons_get"),
    ("GET", "/connections", "connections_list"),
    ("POST", "/connections", "connections_create"),
    ("DELETE", "/connections/{connection_id}", "connections_delete"),
    ("PATCH", "/connections/{connection_id}", "connections_update"),
    ("POST", "/connections/{connection_id}/check", "connections_check"),
    ("GET", "/datasets", "datasets_list"),
    ("DELETE", "/datasets/{dataset_id}", "datasets_delete"),
    ("GET", "/datasets/{dataset_id}", "datasets_get"),
    ("PATCH", "/datasets/{dataset_id}", "datasets_update"),
    ("GET", "/datasets/{dataset_id}/examples", "datasets_examples"),
    ("POST", "/datasets/{dataset_id}/examples/review", "datasets_review_examples"),
    ("PATCH", "/datasets/{dataset_id}/examples/{example_id}", "datasets_edit_example"),
    ("POST", "/datasets/{dataset_id}/examples/{example_id}/exposure", "datasets_expose"),
    ("POST", "/datasets/{dataset_id}/examples/{example_id}/review", "datasets_review_example"),
    (
        "GET",
        "/datasets/{dataset_id}/examples/{example_id}/verification-history",
        "datasets_example_verification_history",
    ),
    (
        "POST",
        "/datasets/{dataset_id}/examples/{example_id}/verification-retries",
        "datasets_retry_example_verification",
    ),
    ("GET", "/datasets/{dataset_id}/readiness", "datasets_readiness"),
    ("POST", "/datasets/{dataset_id}/sources/discovery", "datasets_import_discovery"),
    ("POST", "/datasets/{dataset_id}/sources/eh-records", "datasets_import_records"),
    ("POST", "/datasets/{dataset_id}/sources/live-findings", "datasets_import_finding"),
    ("POST", "/datasets/{dataset_id}/sources/live-traces", "datasets_import_live_traces"),
    ("POST", "/datasets/{dataset_id}/sources/otlp", "datasets_import_otlp"),
    ("POST", "/datasets/{dataset_id}/sources/runs", "datasets_import_run"),
    ("POST", "/datasets/{dataset_id}/sources/uploads", "datasets_import_upload"),
    ("POST", "/datasets/{dataset_id}/sources/workload", "datasets_import_workload"),
    ("POST", "/datasets/{dataset_id}/uploads", "datasets_create_upload"),
    ("POST", "/datasets/{dataset_id}/uploads/{upload_id}/complete", "datasets_complete_upload"),
    ("GET", "/datasets/{dataset_id}/versions", "datasets_versions"),
    ("POST", "/datasets/{dataset_id}/versions", "datasets_create_version"),
    ("GET", "/datasets/{dataset_id}/versions/{version_id}", "datasets_version"),
    ("POST", "/datasets/{dataset_id}/versions/{version_id}/benchmark", "datasets_benchmark"),
    ("GET", "/datasets/{dataset_id}/versions/{version_id}/export", "datasets_export"),
    ("GET", "/evals", "benchmarks_evals_list"),
    ("GET", "/evals/{ref}", "benchmarks_evals_get"),
    ("GET", "/feedback", "feedback_list"),
    ("POST", "/feedback", "feedback_create"),
    ("GET", "/feedback/{feedback_id}", "feedback_get"),
    ("GET", "/improvement-projects", "improvements_list"),
    ("GET", "/improvement-projects/{project_id}", "improvements_get"),
    ("POST", "/improvement-projects/{project_id}/prepare", "improvements_prepare"),
    ("GET", "/private-benchmarks", "benchmarks_private_list"),
    ("POST", "/private-benchmarks", "benchmarks_private_create"),
    ("GET", "/private-benchmarks/{profile_id}", "benchmarks_private_get"),
    ("POST", "/private-benchmarks/{profile_id}/archive", "benchmarks_private_archive"),
    ("GET", "/provider-accounts", "provider_accounts_list"),
    ("POST", "/provider-accounts", "provider_accounts_create"),
    ("DELETE", "/provider-accounts/{account_id}", "provider_accounts_delete"),
    ("GET", "/provider-accounts/{account_id}", "provider_accounts_get"),
    ("PATCH", "/provider-accounts/{account_id}", "provider_accounts_update"),
    ("POST", "/quotes", "quotes_create"),
    ("GET", "/quotes/{quote_id}", "quotes_get"),
    ("POST", "/recommendations", "recommendations_create"),
    ("GET", "/releases/assets", "releases_assets"),
    ("POST", "/releases/calibrations", "releases_calibrate"),
    ("GET", "/releases/coverage/{suite_id}", "releases_coverage"),
    (
        "POST",
        "/releases/datasets/{dataset_id}/versions/{version_id}/suite",
        "releases_dataset_suite",
    ),
    ("GET", "/releases/decisions", "releases_list"),
    ("POST", "/releases/decisions", "releases_create"),
    ("GET", "/releases/decisions/{decision_id}", "releases_get"),
    ("POST", "/releases/decisions/{decision_id}/advance", "releases_advance"),
    ("POST", "/releases/decisions/{decision_id}/cancel", "releases_cancel"),
    ("GET", "/releases/decisions/{decision_id}/report-summary", "releases_report_summary"),
    ("POST", "/releases/evidence", "releases_import_evidence"),
    ("POST", "/releases/evidence/{evidence_id}/analyze", "releases_analyze_evidence"),
    ("POST", "/releases/issues/events", "releases_issue_event"),
    ("POST", "/releases/labels", "releases_label"),
    ("POST", "/releases/policies", "releases_create_policy"),
    ("POST", "/releases/suites", "releases_create_suite"),
    ("GET", "/remote-scorers", "remote_scorers_list"),
    ("POST", "/remote-scorers", "remote_scorers_create"),
    ("GET", "/result-groups", "result_groups_list"),
    ("POST", "/result-groups", "result_groups_create"),
    ("GET", "/result-groups/{group_id}", "result_groups_get"),
    ("PATCH", "/result-groups/{group_id}", "result_groups_update"),
    ("POST", "/result-groups/{group_id}/comparisons", "result_groups_comparisons_create"),
    (
        "GET",
        "/result-groups/{group_id}/comparisons/{comparison_id}",
        "result_groups_comparisons_get",
    ),
    ("GET", "/result-groups/{group_id}/export", "result_groups_export"),
    ("GET", "/runs", "runs_list"),
    ("POST", "/runs", "runs_create"),
    ("GET", "/runs/{run_id}", "runs_get"),
    ("GET", "/runs/{run_id}/attempts", "runs_attempts_list"),
    ("POST", "/runs/{run_id}/cancel", "runs_cancel"),
    ("GET", "/runs/{run_id}/chain-result", "runs_chain_result"),
    ("GET", "/runs/{run_id}/comparison", "runs_comparison"),
    ("GET", "/runs/{run_id}/events", "runs_events_list"),
    ("GET", "/runs/{run_id}/executions", "runs_executions"),
    ("GET", "/runs/{run_id}/export", "runs_export"),
    ("GET", "/runs/{run_id}/receipt", "runs_receipt"),
    ("GET", "/runs/{run_id}/results", "runs_results"),
    ("GET", "/runs/{run_id}/samples", "runs_samples"),
    ("GET", "/schedules", "schedules_list"),
    ("PATCH", "/schedules/{schedule_id}", "schedules_control"),
    ("GET", "/schedules/{schedule_id}/occurrences", "schedules_occurrences"),
    ("GET", "/suites", "suites_list"),
    ("POST", "/suites", "suites_create"),
    ("GET", "/suites/{suite_version_id}", "suites_get"),
    ("GET", "/traces", "traces_list"),
    ("POST", "/traces", "traces_create"),
    ("GET", "/traces/connections", "traces_connections"),
    ("POST", "/traces/connections", "traces_connect"),
    ("DELETE", "/traces/connections/{connection_id}", "traces_disconnect"),
    ("POST", "/traces/connections/{connection_id}/otlp", "traces_import_otlp"),
    ("POST", "/traces/connections/{connection_id}/spans", "traces_ingest"),
    (
        "POST",
        "/traces/discovery/assignments/{assignment_id}/reviews",
        "trace_discovery_review_assignment",
    ),
    ("GET", "/traces/discovery/policies", "trace_discovery_policies"),
    ("POST", "/traces/discovery/policies", "trace_discovery_create_policy"),
    ("PATCH", "/traces/discovery/policies/{policy_id}", "trace_discovery_update_policy"),
    ("GET", "/traces/discovery/policies/{policy_id}/assignments", "trace_discovery_assignments"),
    ("POST", "/traces/discovery/policies/{policy_id}/discover", "trace_discovery_discover"),
    (
        "GET",
        "/traces/discovery/policies/{policy_id}/distributions",
        "trace_discovery_distributions",
    ),
    ("POST", "/traces/discovery/policies/{policy_id}/learn", "trace_discovery_learn"),
    ("POST", "/traces/discovery/policies/{policy_id}/selections", "trace_discovery_select_cases"),
    (
        "POST",
        "/traces/discovery/policies/{policy_id}/semantic-behaviors",
        "trace_discovery_create_semantic_behaviors",
    ),
    (
        "GET",
        "/traces/discovery/policies/{policy_id}/semantic-findings",
        "trace_discovery_semantic_findings",
    ),
    ("GET", "/traces/discovery/policies/{policy_id}/versions", "trace_discovery_versions"),
    (
        "POST",
        "/traces/discovery/policies/{policy_id}/versions/{version_id}/activate",
        "trace_discovery_activate_version",
    ),
    ("GET", "/traces/evaluations", "traces_evaluations"),
    ("POST", "/traces/evaluations", "traces_score"),
    ("GET", "/traces/evaluations/{job_id}", "traces_evaluation"),
    ("POST", "/traces/evaluations/{job_id}/retry", "traces_retry_evaluation"),
    ("GET", "/traces/evaluators", "traces_evaluators"),
    ("POST", "/traces/evaluators", "traces_create_evaluator"),
    ("GET", "/traces/findings", "traces_findings"),
    ("GET", "/traces/integrations", "trace_integrations_list"),
    ("POST", "/traces/integrations/braintrust", "trace_integrations_connect_braintrust"),
    ("POST", "/traces/integrations/braintrust/projects", "trace_integrations_braintrust_projects"),
    ("POST", "/traces/integrations/langfuse", "trace_integrations_connect_langfuse"),
    ("POST", "/traces/integrations/langfuse/projects", "trace_integrations_langfuse_projects"),
    ("POST", "/traces/integrations/langsmith", "trace_integrations_connect_langsmith"),
    ("POST", "/traces/integrations/langsmith/projects", "trace_integrations_langsmith_projects"),
    ("DELETE", "/traces/integrations/{integration_id}", "trace_integrations_disconnect"),
    ("POST", "/traces/integrations/{integration_id}/backfill", "trace_integrations_backfill"),
    ("POST", "/traces/integrations/{integration_id}/pause", "trace_integrations_pause"),
    (
        "POST",
        "/traces/integrations/{integration_id}/reconnect",
        "trace_integrations_reconnect_langsmith",
    ),
    (
        "POST",
        "/traces/integrations/{integration_id}/reconnect-workload",
        "trace_integrations_reconnect_workload",
    ),
    ("GET", "/traces/integrations/{integration_id}/resources", "trace_integrations_resources"),
    ("POST", "/traces/integrations/{integration_id}/resume", "trace_integrations_resume"),
    ("GET", "/traces/live", "traces_live"),
    ("DELETE", "/traces/live/{trace_uuid}", "traces_delete_live"),
    ("GET", "/traces/live/{trace_uuid}", "traces_get_live"),
    ("GET", "/traces/retention", "traces_retention"),
    ("PUT", "/traces/retention", "traces_update_retention"),
    ("GET", "/traces/{trace_id}", "traces_get"),
    ("POST", "/traces/{trace_id}/records", "traces_append"),
    ("GET", "/triggers", "triggers_list"),
    ("POST", "/triggers", "triggers_create"),
    ("GET", "/triggers/{trigger_id}", "triggers_get"),
    ("PATCH", "/triggers/{trigger_id}", "triggers_update"),
    ("GET", "/triggers/{trigger_id}/firings", "triggers_firings"),
    ("GET", "/tune-monitors", "tune_monitors_list"),
    ("POST", "/tune-monitors", "tune_monitors_create"),
    ("PATCH", "/tune-monitors/{monitor_id}", "tune_monitors_update"),
    ("POST", "/tune-monitors/{monitor_id}/events", "tune_monitors_event"),
    ("GET", "/tune-monitors/{monitor_id}/occurrences", "tune_monitors_occurrences"),
    ("POST", "/tune-monitors/{monitor_id}/workloads", "tune_monitors_queue_workload"),
    ("GET", "/tune-sessions", "tune_list"),
    ("POST", "/tune-sessions", "tune_create"),
    ("GET", "/tune-sessions/drafting-terms", "tune_drafting_terms"),
    ("GET", "/tune-sessions/{session_id}", "tune_get"),
    ("POST", "/tune-sessions/{session_id}/approve", "tune_approve"),
    ("POST", "/tune-sessions/{session_id}/cancel", "tune_cancel"),
    ("POST", "/tune-sessions/{session_id}/confirmation", "tune_confirm"),
    ("PATCH", "/tune-sessions/{session_id}/draft", "tune_update_draft"),
    ("GET", "/tune-sessions/{session_id}/export", "tune_export"),
    ("POST", "/tune-sessions/{session_id}/quotes", "tune_quotes_create"),
    ("GET", "/workload-evaluators", "workload_evaluators_list"),
    ("POST", "/workload-evaluators", "workload_evaluators_create"),
    ("GET", "/workload-evaluators/calibrations", "workload_evaluators_calibrations"),
    ("POST", "/workload-evaluators/calibrations", "workload_evaluators_calibrate"),
    (
        "GET",
        "/workload-evaluators/calibrations/{calibration_id}",
        "workload_evaluators_calibration",
    ),
    (
        "GET",
        "/workload-evaluators/datasets/{dataset_version_id}/examples",
        "workload_evaluators_examples",
    ),
    ("POST", "/workload-evaluators/drafts", "workload_evaluators_draft"),
    ("GET", "/workload-evaluators/drafts/{draft_id}", "workload_evaluators_get_draft"),
    ("POST", "/workload-evaluators/presets/{preset}", "workload_evaluators_create_preset"),
    ("POST", "/workload-evaluators/preview", "workload_evaluators_preview"),
    ("GET", "/workspaces", "workspaces_list"),
    ("POST", "/workspaces", "workspaces_create"),
    ("GET", "/workspaces/{workspace_id}", "workspaces_get"),
    ("PATCH", "/workspaces/{workspace_id}", "workspaces_update"),
    ("POST", "/workspaces/{workspace_id}/delete", "workspaces_delete"),
    ("GET", "/workspaces/{workspace_id}/deletion", "workspaces_deletion"),
)


@dataclass(frozen=True, slots=True)
class Match:
    """A request path matched to an operation."""

    operation_id: str
    template: str
    params: dict[str, str]


def _split(path: str) -> list[str]:
    return [segment for segment in path.strip("/").split("/")]


_COMPILED: tuple[tuple[str, list[str], str, str], ...] = tuple(
    (method, _split(template), template, operation_id)
    for method, template, operation_id in OPERATIONS
)


def match(method: str, raw_path: str) -> Match | str | None:
    """Match ``raw_path`` (percent-encoded, without ``/v1``) against the table.

    Returns the match, ``None`` when no template fits the path, or the string ``"method"`` when a
    template fits but not with this method. Segments are split before percent-decoding, so an
    identifier carrying an encoded ``/`` (``eval://...``) stays one segment.
    """
    segments = _split(raw_path)
    path_fits = False
    best: Match | None = None
    best_literals = -1
    for op_method, parts, template, operation_id in _COMPILED:
        if len(parts) != len(segments):
            continue
        params: dict[str, str] = {}
        literals = 0
        for part, segment in zip(parts, segments, strict=True):
            if part.startswith("{") and part.endswith("}"):
                if not segment:
                    break
                params[part[1:-1]] = unquote(segment)
            elif part == segment:
                literals += 1
            else:
                break
        else:
            path_fits = True
            # Literal segments win over parameters: /runs/{id} must not swallow /runs/x/cancel.
            if op_method == method and literals > best_literals:
                best = Match(operation_id, template, params)
                best_literals = literals
    if best is not None:
        return best
    return "method" if path_fits else None
