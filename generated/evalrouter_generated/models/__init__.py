"""Data models of the EvalRouter API, loaded on first use."""

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .acp_observation import ACPObservation
    from .acp_observation_batch import ACPObservationBatch
    from .acp_observation_coverage import ACPObservationCoverage
    from .acp_observation_kind import ACPObservationKind
    from .acp_observation_tool_kind_type_0 import ACPObservationToolKindType0
    from .acp_observation_tool_status_type_0 import ACPObservationToolStatusType0
    from .action_call import ActionCall
    from .action_call_meta import ActionCallMeta
    from .action_content import ActionContent
    from .action_result import ActionResult
    from .answer_output import AnswerOutput
    from .arm_identity import ArmIdentity
    from .assignment_page import AssignmentPage
    from .assignment_view import AssignmentView
    from .attempt_claim import AttemptClaim
    from .attempt_grant import AttemptGrant
    from .backfill_input import BackfillInput
    from .benchmark_comparison import BenchmarkComparison
    from .benchmark_detail import BenchmarkDetail
    from .benchmark_draft_request import BenchmarkDraftRequest
    from .benchmark_draft_request_grader_protocol import BenchmarkDraftRequestGraderProtocol
    from .benchmark_draft_request_task import BenchmarkDraftRequestTask
    from .benchmark_draft_view import BenchmarkDraftView
    from .benchmark_import_capabilities import BenchmarkImportCapabilities
    from .benchmark_model_fit import BenchmarkModelFit
    from .benchmark_notice import BenchmarkNotice
    from .benchmark_quote_availability import BenchmarkQuoteAvailability
    from .benchmark_record import BenchmarkRecord
    from .benchmark_upload import BenchmarkUpload
    from .benchmark_upload_file import BenchmarkUploadFile
    from .benchmark_upload_multipart import BenchmarkUploadMultipart
    from .benchmark_upload_multipart_headers import BenchmarkUploadMultipartHeaders
    from .benchmark_upload_page import BenchmarkUploadPage
    from .benchmark_upload_target import BenchmarkUploadTarget
    from .benchmark_upload_target_headers import BenchmarkUploadTargetHeaders
    from .benchmarks_evals_list_kind import BenchmarksEvalsListKind
    from .benchmarks_evals_list_protocol import BenchmarksEvalsListProtocol
    from .benchmarks_list_runner import BenchmarksListRunner
    from .benchmarks_list_status import BenchmarksListStatus
    from .benchmarks_private_list_status import BenchmarksPrivateListStatus
    from .benchmarks_uploads_list_status import BenchmarksUploadsListStatus
    from .billing_snapshot import BillingSnapshot
    from .bulk_review_input import BulkReviewInput
    from .bulk_review_input_decision import BulkReviewInputDecision
    from .bulk_review_view import BulkReviewView
    from .calibration import Calibration
    from .calibration_case import CalibrationCase
    from .calibration_case_expected_label import CalibrationCaseExpectedLabel
    from .calibration_case_view import CalibrationCaseView
    from .calibration_create import CalibrationCreate
    from .calibration_example import CalibrationExample
    from .calibration_example_page import CalibrationExamplePage
    from .calibration_resolved_view import CalibrationResolvedView
    from .calibration_view import CalibrationView
    from .campaign_candidate import CampaignCandidate
    from .campaign_evaluation import CampaignEvaluation
    from .catalog_maintainer import CatalogMaintainer
    from .catalog_presentation import CatalogPresentation
    from .checkpoint_step import CheckpointStep
    from .checkpoint_step_source import CheckpointStepSource
    from .claim_key import ClaimKey
    from .client_run_attempt_receipt import ClientRunAttemptReceipt
    from .client_run_capabilities import ClientRunCapabilities
    from .client_run_guardrails import ClientRunGuardrails
    from .client_run_limits import ClientRunLimits
    from .client_span_attributes import ClientSpanAttributes
    from .client_span_attributes_tool_kind_type_0 import ClientSpanAttributesToolKindType0
    from .client_trace_batch import ClientTraceBatch
    from .client_trace_coverage import ClientTraceCoverage
    from .client_trace_policy import ClientTracePolicy
    from .client_trace_policy_include_item import ClientTracePolicyIncludeItem
    from .client_trace_policy_level import ClientTracePolicyLevel
    from .command_outcome import CommandOutcome
    from .command_result_step import CommandResultStep
    from .compared_arms import ComparedArms
    from .compared_candidate import ComparedCandidate
    from .compared_metric import ComparedMetric
    from .compared_profile import ComparedProfile
    from .comparison_export import ComparisonExport
    from .comparison_export_arm import ComparisonExportArm
    from .comparison_list_item import ComparisonListItem
    from .comparison_model import ComparisonModel
    from .comparison_record import ComparisonRecord
    from .comparison_record_costs_type_0 import ComparisonRecordCostsType0
    from .comparison_reference import ComparisonReference
    from .comparison_result import ComparisonResult
    from .composition import Composition
    from .composition_parts import CompositionParts
    from .composition_source import CompositionSource
    from .concurrency_observation import ConcurrencyObservation
    from .concurrency_plan import ConcurrencyPlan
    from .configuration import Configuration
    from .configuration_override import ConfigurationOverride
    from .configuration_setting import ConfigurationSetting
    from .connect_input import ConnectInput
    from .connect_input_region import ConnectInputRegion
    from .connected_model import ConnectedModel
    from .connection_input import ConnectionInput
    from .connection_input_language import ConnectionInputLanguage
    from .connection_record import ConnectionRecord
    from .continuation_not_included import ContinuationNotIncluded
    from .continuation_options import ContinuationOptions
    from .continuation_summary import ContinuationSummary
    from .continuation_summary_reasons import ContinuationSummaryReasons
    from .coverage_counts import CoverageCounts
    from .coverage_record import CoverageRecord
    from .create_monitor import CreateMonitor
    from .dataset_counts import DatasetCounts
    from .dataset_deletion_accepted import DatasetDeletionAccepted
    from .dataset_example_page import DatasetExamplePage
    from .dataset_example_verification_history import DatasetExampleVerificationHistory
    from .dataset_example_verification_retry_input import DatasetExampleVerificationRetryInput
    from .dataset_example_verification_retry_view import DatasetExampleVerificationRetryView
    from .dataset_example_verification_revision import DatasetExampleVerificationRevision
    from .dataset_example_view import DatasetExampleView
    from .dataset_page import DatasetPage
    from .dataset_patch import DatasetPatch
    from .dataset_publish_blocker import DatasetPublishBlocker
    from .dataset_publish_readiness import DatasetPublishReadiness
    from .dataset_upload_target import DatasetUploadTarget
    from .dataset_upload_target_headers import DatasetUploadTargetHeaders
    from .dataset_upload_view import DatasetUploadView
    from .dataset_version_list_item import DatasetVersionListItem
    from .dataset_version_page import DatasetVersionPage
    from .dataset_version_ref import DatasetVersionRef
    from .dataset_version_view import DatasetVersionView
    from .dataset_view import DatasetView
    from .dataset_workload_occurrence_view import DatasetWorkloadOccurrenceView
    from .datasets_examples_status import DatasetsExamplesStatus
    from .datasets_export_format import DatasetsExportFormat
    from .decision_policy import DecisionPolicy
    from .delete_workspace import DeleteWorkspace
    from .deletion_run_counts import DeletionRunCounts
    from .direct_campaign_request import DirectCampaignRequest
    from .discover_input import DiscoverInput
    from .discovery_review_input import DiscoveryReviewInput
    from .discovery_review_view import DiscoveryReviewView
    from .discovery_source import DiscoverySource
    from .discovery_source_split_role import DiscoverySourceSplitRole
    from .distribution_category_view import DistributionCategoryView
    from .distribution_selection_view import DistributionSelectionView
    from .distribution_view import DistributionView
    from .done import Done
    from .done_reason import DoneReason
    from .done_receipt import DoneReceipt
    from .draft_started import DraftStarted
    from .drift_view import DriftView
    from .drift_view_category_rates_type_0 import DriftViewCategoryRatesType0
    from .early_stop import EarlyStop
    from .eh_record_source import EHRecordSource
    from .eh_record_source_split_role import EHRecordSourceSplitRole
    from .enqueued_evaluation_view import EnqueuedEvaluationView
    from .environment_family import EnvironmentFamily
    from .environment_limits import EnvironmentLimits
    from .environment_record import EnvironmentRecord
    from .environment_record_task_counts import EnvironmentRecordTaskCounts
    from .environment_rights import EnvironmentRights
    from .environment_selection import EnvironmentSelection
    from .error import Error
    from .error_response import ErrorResponse
    from .eval_pricing import EvalPricing
    from .eval_record import EvalRecord
    from .eval_reference import EvalReference
    from .evaluation_cost_estimate import EvaluationCostEstimate
    from .evaluation_detail import EvaluationDetail
    from .evaluation_job_view import EvaluationJobView
    from .evaluation_page import EvaluationPage
    from .evaluator_create import EvaluatorCreate
    from .evaluator_create_kind import EvaluatorCreateKind
    from .evaluator_draft_create import EvaluatorDraftCreate
    from .evaluator_draft_view import EvaluatorDraftView
    from .evaluator_input import EvaluatorInput
    from .evaluator_input_kind import EvaluatorInputKind
    from .evaluator_page import EvaluatorPage
    from .evaluator_preview import EvaluatorPreview
    from .evaluator_preview_view import EvaluatorPreviewView
    from .evaluator_snapshot import EvaluatorSnapshot
    from .evaluator_view import EvaluatorView
    from .event_page import EventPage
    from .example_draft_patch import ExampleDraftPatch
    from .example_draft_patch_split_role_type_0 import ExampleDraftPatchSplitRoleType0
    from .execution_options import ExecutionOptions
    from .execution_trace_view import ExecutionTraceView
    from .expected_range import ExpectedRange
    from .external_analysis import ExternalAnalysis
    from .external_evidence import ExternalEvidence
    from .external_observation import ExternalObservation
    from .external_observation_role import ExternalObservationRole
    from .external_observation_status import ExternalObservationStatus
    from .failure_rate import FailureRate
    from .failure_rate_by_class import FailureRateByClass
    from .feedback_agent import FeedbackAgent
    from .feedback_attempt import FeedbackAttempt
    from .feedback_client import FeedbackClient
    from .feedback_list_status import FeedbackListStatus
    from .feedback_page import FeedbackPage
    from .feedback_receipt import FeedbackReceipt
    from .feedback_record import FeedbackRecord
    from .files_output import FilesOutput
    from .finding_view import FindingView
    from .finish import Finish
    from .finish_ended_by_type_0 import FinishEndedByType0
    from .finish_failure_code_type_0 import FinishFailureCodeType0
    from .finish_outcome import FinishOutcome
    from .finish_stop_reason_type_0 import FinishStopReasonType0
    from .full_coverage import FullCoverage
    from .gateway_chat_choice import GatewayChatChoice
    from .gateway_chat_request import GatewayChatRequest
    from .gateway_chat_response import GatewayChatResponse
    from .gateway_chat_usage import GatewayChatUsage
    from .gateway_messages_request import GatewayMessagesRequest
    from .gateway_messages_response import GatewayMessagesResponse
    from .gateway_messages_usage import GatewayMessagesUsage
    from .generic_mapping import GenericMapping
    from .generic_mapping_grader import GenericMappingGrader
    from .git_hub_benchmark_commit import GitHubBenchmarkCommit
    from .git_hub_benchmark_file import GitHubBenchmarkFile
    from .git_hub_benchmark_import import GitHubBenchmarkImport
    from .git_hub_benchmark_preview import GitHubBenchmarkPreview
    from .git_hub_benchmark_reference import GitHubBenchmarkReference
    from .git_hub_benchmark_references import GitHubBenchmarkReferences
    from .git_hub_benchmark_source import GitHubBenchmarkSource
    from .headers_auth import HeadersAuth
    from .heartbeat import Heartbeat
    from .heartbeat_acp_state import HeartbeatAcpState
    from .hosted_agent import HostedAgent
    from .hugging_face_import import HuggingFaceImport
    from .human_label import HumanLabel
    from .human_label_split_role import HumanLabelSplitRole
    from .improvement_project import ImprovementProject
    from .improvement_project_page import ImprovementProjectPage
    from .improvement_source_selection import ImprovementSourceSelection
    from .integration_disconnected import IntegrationDisconnected
    from .interval import Interval
    from .issue_event import IssueEvent
    from .issue_event_event import IssueEventEvent
    from .json_object import JsonObject
    from .judge_operation_view import JudgeOperationView
    from .judge_selection import JudgeSelection
    from .key_ceiling import KeyCeiling
    from .learn_input import LearnInput
    from .ledger_arm_summary import LedgerArmSummary
    from .ledger_arm_summary_error_codes import LedgerArmSummaryErrorCodes
    from .ledger_arm_summary_failures_by_class_type_0 import LedgerArmSummaryFailuresByClassType0
    from .ledger_arm_summary_outcomes import LedgerArmSummaryOutcomes
    from .ledger_case import LedgerCase
    from .ledger_case_side import LedgerCaseSide
    from .ledger_case_side_metric_values import LedgerCaseSideMetricValues
    from .ledger_paired import LedgerPaired
    from .ledger_rate import LedgerRate
    from .ledger_score import LedgerScore
    from .license_notice import LicenseNotice
    from .live_finding_source import LiveFindingSource
    from .live_finding_source_split_role import LiveFindingSourceSplitRole
    from .live_trace_detail_view import LiveTraceDetailView
    from .live_trace_finding_view import LiveTraceFindingView
    from .live_trace_page import LiveTracePage
    from .live_trace_record import LiveTraceRecord
    from .live_trace_source import LiveTraceSource
    from .live_trace_source_created import LiveTraceSourceCreated
    from .live_trace_source_created_skipped import LiveTraceSourceCreatedSkipped
    from .live_trace_source_grading import LiveTraceSourceGrading
    from .live_trace_span_view import LiveTraceSpanView
    from .live_trace_view import LiveTraceView
    from .local_agent import LocalAgent
    from .managed_model import ManagedModel
    from .managed_route import ManagedRoute
    from .metric_record import MetricRecord
    from .monitor_event import MonitorEvent
    from .monitor_status_patch import MonitorStatusPatch
    from .monitor_status_patch_status import MonitorStatusPatchStatus
    from .monitor_trigger import MonitorTrigger
    from .monitor_trigger_kind import MonitorTriggerKind
    from .monitor_view import MonitorView
    from .multipart_part_target import MultipartPartTarget
    from .multipart_reference import MultipartReference
    from .multipart_start import MultipartStart
    from .name import Name
    from .native_time_coordinate import NativeTimeCoordinate
    from .new_a2a_connection import NewA2AConnection
    from .new_account_connection import NewAccountConnection
    from .new_account_connection_output_modes_type_0_item import (
        NewAccountConnectionOutputModesType0Item,
    )
    from .new_account_connection_protocol import NewAccountConnectionProtocol
    from .new_benchmark_upload import NewBenchmarkUpload
    from .new_comparison import NewComparison
    from .new_connection import NewConnection
    from .new_connection_output_modes_type_0_item import NewConnectionOutputModesType0Item
    from .new_connection_protocol import NewConnectionProtocol
    from .new_decision import NewDecision
    from .new_feedback import NewFeedback
    from .new_feedback_kind import NewFeedbackKind
    from .new_feedback_severity import NewFeedbackSeverity
    from .new_git_hub_benchmark_import import NewGitHubBenchmarkImport
    from .new_hugging_face_import import NewHuggingFaceImport
    from .new_key import NewKey
    from .new_key_scopes_item import NewKeyScopesItem
    from .new_private_benchmark import NewPrivateBenchmark
    from .new_private_benchmark_columns import NewPrivateBenchmarkColumns
    from .new_private_benchmark_format_type_0 import NewPrivateBenchmarkFormatType0
    from .new_private_benchmark_generation_policy import NewPrivateBenchmarkGenerationPolicy
    from .new_private_benchmark_grader_protocol import NewPrivateBenchmarkGraderProtocol
    from .new_private_benchmark_judge_votes import NewPrivateBenchmarkJudgeVotes
    from .new_private_benchmark_task import NewPrivateBenchmarkTask
    from .new_provider_account import NewProviderAccount
    from .new_quote import NewQuote
    from .new_quote_concurrency_type_0 import NewQuoteConcurrencyType0
    from .new_quote_kind import NewQuoteKind
    from .new_quote_output_format_type_0 import NewQuoteOutputFormatType0
    from .new_quote_reasoning_effort_type_0 import NewQuoteReasoningEffortType0
    from .new_recommendation import NewRecommendation
    from .new_result_group import NewResultGroup
    from .new_run import NewRun
    from .new_run_metadata import NewRunMetadata
    from .new_suite import NewSuite
    from .new_trigger import NewTrigger
    from .new_tune_session import NewTuneSession
    from .new_tune_session_mode import NewTuneSessionMode
    from .new_verdict import NewVerdict
    from .new_verdict_role import NewVerdictRole
    from .node_runtime_config import NodeRuntimeConfig
    from .o_auth_2_client_credentials import OAuth2ClientCredentials
    from .observation_coverage import ObservationCoverage
    from .observation_receipt import ObservationReceipt
    from .occurrence_accepted import OccurrenceAccepted
    from .occurrence_view import OccurrenceView
    from .ok_response import OKResponse
    from .ok_view import OKView
    from .otlp_import_input import OtlpImportInput
    from .otlp_import_view import OtlpImportView
    from .otlp_trace_outcome import OtlpTraceOutcome
    from .outcome import Outcome
    from .outcome_counts import OutcomeCounts
    from .outcome_counts_failures_by_class import OutcomeCountsFailuresByClass
    from .outcome_counts_model_outcomes import OutcomeCountsModelOutcomes
    from .outcome_counts_verdicts import OutcomeCountsVerdicts
    from .output_file_missing import OutputFileMissing
    from .output_file_present import OutputFilePresent
    from .output_file_unsafe import OutputFileUnsafe
    from .output_file_unsafe_reason import OutputFileUnsafeReason
    from .output_format_selection import OutputFormatSelection
    from .page_benchmark_record import PageBenchmarkRecord
    from .page_comparison_list_item import PageComparisonListItem
    from .page_connection_record import PageConnectionRecord
    from .page_environment_record import PageEnvironmentRecord
    from .page_eval_record import PageEvalRecord
    from .page_managed_route import PageManagedRoute
    from .page_provider_account_record import PageProviderAccountRecord
    from .page_result_group_list_item import PageResultGroupListItem
    from .page_run_attempt import PageRunAttempt
    from .page_run_record import PageRunRecord
    from .page_schedule_occurrence import PageScheduleOccurrence
    from .page_schedule_record import PageScheduleRecord
    from .page_suite_record import PageSuiteRecord
    from .page_trigger_firing import PageTriggerFiring
    from .page_trigger_record import PageTriggerRecord
    from .part_ref import PartRef
    from .pass_rate import PassRate
    from .patch_output import PatchOutput
    from .policy_config import PolicyConfig
    from .policy_create import PolicyCreate
    from .policy_page import PolicyPage
    from .policy_patch import PolicyPatch
    from .policy_view import PolicyView
    from .preview_message import PreviewMessage
    from .preview_row import PreviewRow
    from .private_benchmark import PrivateBenchmark
    from .private_benchmark_delivery import PrivateBenchmarkDelivery
    from .private_benchmark_delivery_input_columns import PrivateBenchmarkDeliveryInputColumns
    from .private_benchmark_delivery_withheld_columns import PrivateBenchmarkDeliveryWithheldColumns
    from .private_benchmark_page import PrivateBenchmarkPage
    from .private_benchmark_payload import PrivateBenchmarkPayload
    from .private_benchmark_payload_columns import PrivateBenchmarkPayloadColumns
    from .profile_concurrency import ProfileConcurrency
    from .profile_configuration import ProfileConfiguration
    from .profile_configuration_settings import ProfileConfigurationSettings
    from .profile_cost import ProfileCost
    from .profile_result import ProfileResult
    from .profile_result_uncertainty_type_0 import ProfileResultUncertaintyType0
    from .profile_selection import ProfileSelection
    from .profiles import Profiles
    from .project_discovery_input import ProjectDiscoveryInput
    from .project_discovery_input_region import ProjectDiscoveryInputRegion
    from .project_source import ProjectSource
    from .provider_account_record import ProviderAccountRecord
    from .public_actions_part import PublicActionsPart
    from .public_actor import PublicActor
    from .public_catalog_source import PublicCatalogSource
    from .public_columns import PublicColumns
    from .public_composite import PublicComposite
    from .public_composite_child import PublicCompositeChild
    from .public_environment_dockerfile import PublicEnvironmentDockerfile
    from .public_environment_hugging_face import PublicEnvironmentHuggingFace
    from .public_environment_image import PublicEnvironmentImage
    from .public_environment_native import PublicEnvironmentNative
    from .public_environment_none import PublicEnvironmentNone
    from .public_environment_part import PublicEnvironmentPart
    from .public_grader_part import PublicGraderPart
    from .public_grader_part_reward_map_type_0 import PublicGraderPartRewardMapType0
    from .public_hugging_face_source import PublicHuggingFaceSource
    from .public_inference_bound import PublicInferenceBound
    from .public_input_source import PublicInputSource
    from .public_inputs_part import PublicInputsPart
    from .public_judge import PublicJudge
    from .public_limits_part import PublicLimitsPart
    from .public_metric import PublicMetric
    from .public_output_spec import PublicOutputSpec
    from .public_partition import PublicPartition
    from .public_partition_compositions import PublicPartitionCompositions
    from .public_partition_configuration import PublicPartitionConfiguration
    from .public_partition_parts import PublicPartitionParts
    from .public_renderer_variant import PublicRendererVariant
    from .public_resources import PublicResources
    from .public_rights import PublicRights
    from .public_route_ref import PublicRouteRef
    from .public_session_spec import PublicSessionSpec
    from .public_source_file import PublicSourceFile
    from .public_template import PublicTemplate
    from .public_tool import PublicTool
    from .public_tool_annotations import PublicToolAnnotations
    from .public_toolset import PublicToolset
    from .public_upload_source import PublicUploadSource
    from .public_uploaded_variant import PublicUploadedVariant
    from .purchase_fee import PurchaseFee
    from .purchase_option import PurchaseOption
    from .python_runtime_config import PythonRuntimeConfig
    from .queue_workload import QueueWorkload
    from .quote_plan import QuotePlan
    from .quote_record import QuoteRecord
    from .ranked_subject import RankedSubject
    from .reasoning_budget_bounds import ReasoningBudgetBounds
    from .reasoning_budget_choice import ReasoningBudgetChoice
    from .reasoning_budget_options import ReasoningBudgetOptions
    from .reasoning_capability_evidence import ReasoningCapabilityEvidence
    from .reasoning_choice import ReasoningChoice
    from .reasoning_options import ReasoningOptions
    from .reasoning_selection import ReasoningSelection
    from .receipt_full_coverage import ReceiptFullCoverage
    from .receipt_sample_coverage import ReceiptSampleCoverage
    from .recommendation_record import RecommendationRecord
    from .reconnect_input import ReconnectInput
    from .reconnect_input_region import ReconnectInputRegion
    from .record_time import RecordTime
    from .recorded_trace_source import RecordedTraceSource
    from .recorded_trace_source_created import RecordedTraceSourceCreated
    from .registry_agent import RegistryAgent
    from .registry_agent_distribution import RegistryAgentDistribution
    from .release_check import ReleaseCheck
    from .release_policy import ReleasePolicy
    from .release_target import ReleaseTarget
    from .releases_assets_kind import ReleasesAssetsKind
    from .remote_agent import RemoteAgent
    from .remote_scorer_create import RemoteScorerCreate
    from .remote_scorer_create_provider import RemoteScorerCreateProvider
    from .remote_scorer_create_region import RemoteScorerCreateRegion
    from .remote_scorer_page import RemoteScorerPage
    from .remote_scorer_view import RemoteScorerView
    from .rename_result_group import RenameResultGroup
    from .report_chart import ReportChart
    from .report_chart_category import ReportChartCategory
    from .report_chart_category_metric import ReportChartCategoryMetric
    from .report_chart_change import ReportChartChange
    from .report_chart_check import ReportChartCheck
    from .report_chart_count import ReportChartCount
    from .report_chart_coverage import ReportChartCoverage
    from .report_chart_data import ReportChartData
    from .report_chart_episodes import ReportChartEpisodes
    from .report_chart_execution_limits import ReportChartExecutionLimits
    from .report_chart_executions import ReportChartExecutions
    from .report_chart_failure import ReportChartFailure
    from .report_chart_field import ReportChartField
    from .report_chart_group import ReportChartGroup
    from .report_chart_history_point import ReportChartHistoryPoint
    from .report_chart_interval import ReportChartInterval
    from .report_chart_latency import ReportChartLatency
    from .report_chart_metric import ReportChartMetric
    from .report_chart_metric_value import ReportChartMetricValue
    from .report_chart_profile_score import ReportChartProfileScore
    from .report_chart_run_cost import ReportChartRunCost
    from .report_chart_sample import ReportChartSample
    from .report_chart_sample_values import ReportChartSampleValues
    from .report_chart_series import ReportChartSeries
    from .report_chart_task_change import ReportChartTaskChange
    from .report_chart_timing_phase import ReportChartTimingPhase
    from .report_chart_timings import ReportChartTimings
    from .report_chart_tokens import ReportChartTokens
    from .report_document import ReportDocument
    from .report_example import ReportExample
    from .report_finding import ReportFinding
    from .report_metric import ReportMetric
    from .report_next_step import ReportNextStep
    from .report_source import ReportSource
    from .resolved import Resolved
    from .resolved_executes_at_type_0 import ResolvedExecutesAtType0
    from .result_costs import ResultCosts
    from .result_group_child import ResultGroupChild
    from .result_group_created import ResultGroupCreated
    from .result_group_detail import ResultGroupDetail
    from .result_group_export import ResultGroupExport
    from .result_group_export_member import ResultGroupExportMember
    from .result_group_list_item import ResultGroupListItem
    from .result_group_model import ResultGroupModel
    from .result_group_summary import ResultGroupSummary
    from .result_record import ResultRecord
    from .result_summary import ResultSummary
    from .retention_input import RetentionInput
    from .retention_policy import RetentionPolicy
    from .retention_view import RetentionView
    from .retry_evaluation_view import RetryEvaluationView
    from .retry_trace_evaluation_input import RetryTraceEvaluationInput
    from .review_input import ReviewInput
    from .review_input_decision import ReviewInputDecision
    from .review_view import ReviewView
    from .rights_attestation import RightsAttestation
    from .roll_key import RollKey
    from .roll_key_previous_expires_in_hours import RollKeyPreviousExpiresInHours
    from .route_reasoning_options import RouteReasoningOptions
    from .run_attempt import RunAttempt
    from .run_comparison import RunComparison
    from .run_configuration import RunConfiguration
    from .run_configuration_profiles import RunConfigurationProfiles
    from .run_event import RunEvent
    from .run_funding_policy import RunFundingPolicy
    from .run_interruption import RunInterruption
    from .run_progress import RunProgress
    from .run_queue import RunQueue
    from .run_receipt import RunReceipt
    from .run_record import RunRecord
    from .run_record_metadata import RunRecordMetadata
    from .run_retention import RunRetention
    from .run_source import RunSource
    from .run_source_item import RunSourceItem
    from .run_source_split_role import RunSourceSplitRole
    from .runs_export_format import RunsExportFormat
    from .runs_samples_status import RunsSamplesStatus
    from .sample_coverage import SampleCoverage
    from .sample_page import SamplePage
    from .sample_record import SampleRecord
    from .sample_record_call_failures_by_class_type_0 import SampleRecordCallFailuresByClassType0
    from .sandbox_execution_page import SandboxExecutionPage
    from .sandbox_execution_record import SandboxExecutionRecord
    from .sandbox_execution_summary import SandboxExecutionSummary
    from .sandbox_policy_view import SandboxPolicyView
    from .schedule_control import ScheduleControl
    from .schedule_control_status import ScheduleControlStatus
    from .schedule_occurrence import ScheduleOccurrence
    from .schedule_record import ScheduleRecord
    from .score_interval import ScoreInterval
    from .secret_header import SecretHeader
    from .selected_case_ledger import SelectedCaseLedger
    from .selected_model import SelectedModel
    from .selection_input import SelectionInput
    from .selection_view import SelectionView
    from .semantic_behavior_page import SemanticBehaviorPage
    from .semantic_behavior_view import SemanticBehaviorView
    from .semantic_behaviors_input import SemanticBehaviorsInput
    from .semantic_finding_page import SemanticFindingPage
    from .semantic_finding_view import SemanticFindingView
    from .source_created import SourceCreated
    from .source_record import SourceRecord
    from .span_batch import SpanBatch
    from .span_event import SpanEvent
    from .span_ingest_view import SpanIngestView
    from .span_input import SpanInput
    from .span_input_kind import SpanInputKind
    from .span_input_status import SpanInputStatus
    from .span_step import SpanStep
    from .span_step_kind import SpanStepKind
    from .span_step_source import SpanStepSource
    from .span_step_status import SpanStepStatus
    from .subject import Subject
    from .subject_pair import SubjectPair
    from .subject_reasoning_effort_type_0 import SubjectReasoningEffortType0
    from .submission import Submission
    from .submission_receipt import SubmissionReceipt
    from .suite import Suite
    from .suite_defaults import SuiteDefaults
    from .suite_profile import SuiteProfile
    from .suite_record import SuiteRecord
    from .suite_task_selection import SuiteTaskSelection
    from .task_action import TaskAction
    from .task_capabilities import TaskCapabilities
    from .task_coverage import TaskCoverage
    from .task_definition import TaskDefinition
    from .task_definition_direction import TaskDefinitionDirection
    from .task_definition_environment_split import TaskDefinitionEnvironmentSplit
    from .task_definition_evidence_role import TaskDefinitionEvidenceRole
    from .task_definition_split_role import TaskDefinitionSplitRole
    from .task_delivery import TaskDelivery
    from .task_delivery_task import TaskDeliveryTask
    from .task_environment import TaskEnvironment
    from .task_identity import TaskIdentity
    from .task_input_file import TaskInputFile
    from .task_inputs import TaskInputs
    from .task_list_coverage import TaskListCoverage
    from .task_repository import TaskRepository
    from .task_suite import TaskSuite
    from .taxonomy_label_view import TaxonomyLabelView
    from .taxonomy_model_view import TaxonomyModelView
    from .taxonomy_version_page import TaxonomyVersionPage
    from .taxonomy_version_view import TaxonomyVersionView
    from .taxonomy_version_view_reference_distribution import (
        TaxonomyVersionViewReferenceDistribution,
    )
    from .test_results_step import TestResultsStep
    from .test_results_step_groups_type_0 import TestResultsStepGroupsType0
    from .trace_capture_coverage import TraceCaptureCoverage
    from .trace_connection_page import TraceConnectionPage
    from .trace_connection_view import TraceConnectionView
    from .trace_coverage import TraceCoverage
    from .trace_deletion_view import TraceDeletionView
    from .trace_discovery_assignments_status import TraceDiscoveryAssignmentsStatus
    from .trace_evaluation_input import TraceEvaluationInput
    from .trace_evaluator_grader import TraceEvaluatorGrader
    from .trace_evaluator_verdict import TraceEvaluatorVerdict
    from .trace_evidence import TraceEvidence
    from .trace_failure_counts import TraceFailureCounts
    from .trace_failure_counts_failures_by_class import TraceFailureCountsFailuresByClass
    from .trace_failure_counts_failures_by_source import TraceFailureCountsFailuresBySource
    from .trace_failure_counts_model_calls_by_source import TraceFailureCountsModelCallsBySource
    from .trace_grant import TraceGrant
    from .trace_integration_page import TraceIntegrationPage
    from .trace_integration_view import TraceIntegrationView
    from .trace_integrations_resources_kind import TraceIntegrationsResourcesKind
    from .trace_metric_coverage import TraceMetricCoverage
    from .trace_record_batch import TraceRecordBatch
    from .trace_source_input import TraceSourceInput
    from .trace_source_page import TraceSourcePage
    from .trace_test_case import TraceTestCase
    from .trace_test_case_outcome import TraceTestCaseOutcome
    from .trace_test_group import TraceTestGroup
    from .traces_findings_status import TracesFindingsStatus
    from .traces_live_status import TracesLiveStatus
    from .training_artifact_model import TrainingArtifactModel
    from .trajectory_record import TrajectoryRecord
    from .trigger_control import TriggerControl
    from .trigger_control_status import TriggerControlStatus
    from .trigger_firing import TriggerFiring
    from .trigger_limits import TriggerLimits
    from .trigger_limits_overlap import TriggerLimitsOverlap
    from .trigger_limits_view import TriggerLimitsView
    from .trigger_record import TriggerRecord
    from .trigger_when import TriggerWhen
    from .trigger_when_view import TriggerWhenView
    from .tune_agent import TuneAgent
    from .tune_agent_quote import TuneAgentQuote
    from .tune_approval import TuneApproval
    from .tune_approval_judge_votes import TuneApprovalJudgeVotes
    from .tune_approval_sampling import TuneApprovalSampling
    from .tune_call_spec_patch import TuneCallSpecPatch
    from .tune_call_spec_patch_reasoning_effort_type_0 import TuneCallSpecPatchReasoningEffortType0
    from .tune_candidate_quote import TuneCandidateQuote
    from .tune_candidate_quote_policy import TuneCandidateQuotePolicy
    from .tune_candidate_quote_policy_patch_type_0 import TuneCandidateQuotePolicyPatchType0
    from .tune_candidate_quote_policy_route_ids_type_0 import TuneCandidateQuotePolicyRouteIdsType0
    from .tune_case_patch import TuneCasePatch
    from .tune_case_patch_inputs import TuneCasePatchInputs
    from .tune_configuration import TuneConfiguration
    from .tune_configuration_reasoning_effort_type_0 import TuneConfigurationReasoningEffortType0
    from .tune_draft_patch import TuneDraftPatch
    from .tune_drafting_terms import TuneDraftingTerms
    from .tune_excluded_candidate import TuneExcludedCandidate
    from .tune_export_bundle import TuneExportBundle
    from .tune_export_bundle_policy import TuneExportBundlePolicy
    from .tune_export_bundle_policy_route_ids_type_0 import TuneExportBundlePolicyRouteIdsType0
    from .tune_grader_patch import TuneGraderPatch
    from .tune_grader_patch_task import TuneGraderPatchTask
    from .tune_model_quote import TuneModelQuote
    from .tune_objective import TuneObjective
    from .tune_objective_kind import TuneObjectiveKind
    from .tune_phase import TunePhase
    from .tune_quote_request import TuneQuoteRequest
    from .tune_quote_request_kind import TuneQuoteRequestKind
    from .tune_quoted_configuration import TuneQuotedConfiguration
    from .tune_release_binding import TuneReleaseBinding
    from .tune_remote_scoring_estimate import TuneRemoteScoringEstimate
    from .tune_rights import TuneRights
    from .tune_search import TuneSearch
    from .tune_session import TuneSession
    from .tune_session_page import TuneSessionPage
    from .tune_workload import TuneWorkload
    from .turn_used_tools_assertion import TurnUsedToolsAssertion
    from .turn_used_tools_assertion_match import TurnUsedToolsAssertionMatch
    from .uncertainty import Uncertainty
    from .unknown_kind import UnknownKind
    from .unknown_mode import UnknownMode
    from .unknown_retry_consent import UnknownRetryConsent
    from .unknown_retry_origin import UnknownRetryOrigin
    from .unknown_retry_summary import UnknownRetrySummary
    from .unknown_retry_summary_refused_by_reason_type_0 import (
        UnknownRetrySummaryRefusedByReasonType0,
    )
    from .unknown_schema import UnknownSchema
    from .unknown_status import UnknownStatus
    from .unknown_type import UnknownType
    from .unknown_variant import UnknownVariant
    from .update_connection import UpdateConnection
    from .update_connection_output_modes_type_0_item import UpdateConnectionOutputModesType0Item
    from .update_connection_protocol_type_0 import UpdateConnectionProtocolType0
    from .update_provider_account import UpdateProviderAccount
    from .upload_declaration import UploadDeclaration
    from .upload_file_declaration import UploadFileDeclaration
    from .upload_source import UploadSource
    from .upload_source_split_role import UploadSourceSplitRole
    from .verdict_arm import VerdictArm
    from .verdict_baseline import VerdictBaseline
    from .verdict_policy import VerdictPolicy
    from .verdict_policy_cost_basis import VerdictPolicyCostBasis
    from .verdict_policy_objective import VerdictPolicyObjective
    from .verdict_record import VerdictRecord
    from .wallet import Wallet
    from .workload_access_input import WorkloadAccessInput
    from .workload_access_input_provider import WorkloadAccessInputProvider
    from .workload_access_input_region import WorkloadAccessInputRegion
    from .workload_activity_day import WorkloadActivityDay
    from .workload_calibration_list_item import WorkloadCalibrationListItem
    from .workload_calibration_page import WorkloadCalibrationPage
    from .workload_category_readiness import WorkloadCategoryReadiness
    from .workload_evaluator_page import WorkloadEvaluatorPage
    from .workload_exposure import WorkloadExposure
    from .workload_exposure_view import WorkloadExposureView
    from .workload_project_input import WorkloadProjectInput
    from .workload_project_input_provider import WorkloadProjectInputProvider
    from .workload_project_input_region import WorkloadProjectInputRegion
    from .workload_readiness import WorkloadReadiness
    from .workload_resource import WorkloadResource
    from .workload_resources import WorkloadResources
    from .workload_source import WorkloadSource
    from .workload_source_resource_kind import WorkloadSourceResourceKind
    from .workload_source_split_role import WorkloadSourceSplitRole
    from .workspace_deletion import WorkspaceDeletion
    from .workspace_finding_page import WorkspaceFindingPage
    from .workspace_finding_view import WorkspaceFindingView

__all__ = (
    "ACPObservation",
    "ACPObservationBatch",
    "ACPObservationCoverage",
    "ACPObservationKind",
    "ACPObservationToolKindType0",
    "ACPObservationToolStatusType0",
    "ActionCall",
    "ActionCallMeta",
    "ActionContent",
    "ActionResult",
    "AnswerOutput",
    "ArmIdentity",
    "AssignmentPage",
    "AssignmentView",
    "AttemptClaim",
    "AttemptGrant",
    "BackfillInput",
    "BenchmarkComparison",
    "BenchmarkDetail",
    "BenchmarkDraftRequest",
    "BenchmarkDraftRequestGraderProtocol",
    "BenchmarkDraftRequestTask",
    "BenchmarkDraftView",
    "BenchmarkImportCapabilities",
    "BenchmarkModelFit",
    "BenchmarkNotice",
    "BenchmarkQuoteAvailability",
    "BenchmarkRecord",
    "BenchmarkUpload",
    "BenchmarkUploadFile",
    "BenchmarkUploadMultipart",
    "BenchmarkUploadMultipartHeaders",
    "BenchmarkUploadPage",
    "BenchmarkUploadTarget",
    "BenchmarkUploadTargetHeaders",
    "BenchmarksEvalsListKind",
    "BenchmarksEvalsListProtocol",
    "BenchmarksListRunner",
    "BenchmarksListStatus",
    "BenchmarksPrivateListStatus",
    "BenchmarksUploadsListStatus",
    "BillingSnapshot",
    "BulkReviewInput",
    "BulkReviewInputDecision",
    "BulkReviewView",
    "Calibration",
    "CalibrationCase",
    "CalibrationCaseExpectedLabel",
    "CalibrationCaseView",
    "CalibrationCreate",
    "CalibrationExample",
    "CalibrationExamplePage",
    "CalibrationResolvedView",
    "CalibrationView",
    "CampaignCandidate",
    "CampaignEvaluation",
    "CatalogMaintainer",
    "CatalogPresentation",
    "CheckpointStep",
    "CheckpointStepSource",
    "ClaimKey",
    "ClientRunAttemptReceipt",
    "ClientRunCapabilities",
    "ClientRunGuardrails",
    "ClientRunLimits",
    "ClientSpanAttributes",
    "ClientSpanAttributesToolKindType0",
    "ClientTraceBatch",
    "ClientTraceCoverage",
    "ClientTracePolicy",
    "ClientTracePolicyIncludeItem",
    "ClientTracePolicyLevel",
    "CommandOutcome",
    "CommandResultStep",
    "ComparedArms",
    "ComparedCandidate",
    "ComparedMetric",
    "ComparedProfile",
    "ComparisonExport",
    "ComparisonExportArm",
    "ComparisonListItem",
    "ComparisonModel",
    "ComparisonRecord",
    "ComparisonRecordCostsType0",
    "ComparisonReference",
    "ComparisonResult",
    "Composition",
    "CompositionParts",
    "CompositionSource",
    "ConcurrencyObservation",
    "ConcurrencyPlan",
    "Configuration",
    "ConfigurationOverride",
    "ConfigurationSetting",
    "ConnectInput",
    "ConnectInputRegion",
    "ConnectedModel",
    "ConnectionInput",
    "ConnectionInputLanguage",
    "ConnectionRecord",
    "ContinuationNotIncluded",
    "ContinuationOptions",
    "ContinuationSummary",
    "ContinuationSummaryReasons",
    "CoverageCounts",
    "CoverageRecord",
    "CreateMonitor",
    "DatasetCounts",
    "DatasetDeletionAccepted",
    "DatasetExamplePage",
    "DatasetExampleVerificationHistory",
    "DatasetExampleVerificationRetryInput",
    "DatasetExampleVerificationRetryView",
    "DatasetExampleVerificationRevision",
    "DatasetExampleView",
    "DatasetPage",
    "DatasetPatch",
    "DatasetPublishBlocker",
    "DatasetPublishReadiness",
    "DatasetUploadTarget",
    "DatasetUploadTargetHeaders",
    "DatasetUploadView",
    "DatasetVersionListItem",
    "DatasetVersionPage",
    "DatasetVersionRef",
    "DatasetVersionView",
    "DatasetView",
    "DatasetWorkloadOccurrenceView",
    "DatasetsExamplesStatus",
    "DatasetsExportFormat",
    "DecisionPolicy",
    "DeleteWorkspace",
    "DeletionRunCounts",
    "DirectCampaignRequest",
    "DiscoverInput",
    "DiscoveryReviewInput",
    "DiscoveryReviewView",
    "DiscoverySource",
    "DiscoverySourceSplitRole",
    "DistributionCategoryView",
    "DistributionSelectionView",
    "DistributionView",
    "Done",
    "DoneReason",
    "DoneReceipt",
    "DraftStarted",
    "DriftView",
    "DriftViewCategoryRatesType0",
    "EHRecordSource",
    "EHRecordSourceSplitRole",
    "EarlyStop",
    "EnqueuedEvaluationView",
    "EnvironmentFamily",
    "EnvironmentLimits",
    "EnvironmentRecord",
    "EnvironmentRecordTaskCounts",
    "EnvironmentRights",
    "EnvironmentSelection",
    "Error",
    "ErrorResponse",
    "EvalPricing",
    "EvalRecord",
    "EvalReference",
    "EvaluationCostEstimate",
    "EvaluationDetail",
    "EvaluationJobView",
    "EvaluationPage",
    "EvaluatorCreate",
    "EvaluatorCreateKind",
    "EvaluatorDraftCreate",
    "EvaluatorDraftView",
    "EvaluatorInput",
    "EvaluatorInputKind",
    "EvaluatorPage",
    "EvaluatorPreview",
    "EvaluatorPreviewView",
    "EvaluatorSnapshot",
    "EvaluatorView",
    "EventPage",
    "ExampleDraftPatch",
    "ExampleDraftPatchSplitRoleType0",
    "ExecutionOptions",
    "ExecutionTraceView",
    "ExpectedRange",
    "ExternalAnalysis",
    "ExternalEvidence",
    "ExternalObservation",
    "ExternalObservationRole",
    "ExternalObservationStatus",
    "FailureRate",
    "FailureRateByClass",
    "FeedbackAgent",
    "FeedbackAttempt",
    "FeedbackClient",
    "FeedbackListStatus",
    "FeedbackPage",
    "FeedbackReceipt",
    "FeedbackRecord",
    "FilesOutput",
    "FindingView",
    "Finish",
    "FinishEndedByType0",
    "FinishFailureCodeType0",
    "FinishOutcome",
    "FinishStopReasonType0",
    "FullCoverage",
    "GatewayChatChoice",
    "GatewayChatRequest",
    "GatewayChatResponse",
    "GatewayChatUsage",
    "GatewayMessagesRequest",
    "GatewayMessagesResponse",
    "GatewayMessagesUsage",
    "GenericMapping",
    "GenericMappingGrader",
    "GitHubBenchmarkCommit",
    "GitHubBenchmarkFile",
    "GitHubBenchmarkImport",
    "GitHubBenchmarkPreview",
    "GitHubBenchmarkReference",
    "GitHubBenchmarkReferences",
    "GitHubBenchmarkSource",
    "HeadersAuth",
    "Heartbeat",
    "HeartbeatAcpState",
    "HostedAgent",
    "HuggingFaceImport",
    "HumanLabel",
    "HumanLabelSplitRole",
    "ImprovementProject",
    "ImprovementProjectPage",
    "ImprovementSourceSelection",
    "IntegrationDisconnected",
    "Interval",
    "IssueEvent",
    "IssueEventEvent",
    "JsonObject",
    "JudgeOperationView",
    "JudgeSelection",
    "KeyCeiling",
    "LearnInput",
    "LedgerArmSummary",
    "LedgerArmSummaryErrorCodes",
    "LedgerArmSummaryFailuresByClassType0",
    "LedgerArmSummaryOutcomes",
    "LedgerCase",
    "LedgerCaseSide",
    "LedgerCaseSideMetricValues",
    "LedgerPaired",
    "LedgerRate",
    "LedgerScore",
    "LicenseNotice",
    "LiveFindingSource",
    "LiveFindingSourceSplitRole",
    "LiveTraceDetailView",
    "LiveTraceFindingView",
    "LiveTracePage",
    "LiveTraceRecord",
    "LiveTraceSource",
    "LiveTraceSourceCreated",
    "LiveTraceSourceCreatedSkipped",
    "LiveTraceSourceGrading",
    "LiveTraceSpanView",
    "LiveTraceView",
    "LocalAgent",
    "ManagedModel",
    "ManagedRoute",
    "MetricRecord",
    "MonitorEvent",
    "MonitorStatusPatch",
    "MonitorStatusPatchStatus",
    "MonitorTrigger",
    "MonitorTriggerKind",
    "MonitorView",
    "MultipartPartTarget",
    "MultipartReference",
    "MultipartStart",
    "Name",
    "NativeTimeCoordinate",
    "NewA2AConnection",
    "NewAccountConnection",
    "NewAccountConnectionOutputModesType0Item",
    "NewAccountConnectionProtocol",
    "NewBenchmarkUpload",
    "NewComparison",
    "NewConnection",
    "NewConnectionOutputModesType0Item",
    "NewConnectionProtocol",
    "NewDecision",
    "NewFeedback",
    "NewFeedbackKind",
    "NewFeedbackSeverity",
    "NewGitHubBenchmarkImport",
    "NewHuggingFaceImport",
    "NewKey",
    "NewKeyScopesItem",
    "NewPrivateBenchmark",
    "NewPrivateBenchmarkColumns",
    "NewPrivateBenchmarkFormatType0",
    "NewPrivateBenchmarkGenerationPolicy",
    "NewPrivateBenchmarkGraderProtocol",
    "NewPrivateBenchmarkJudgeVotes",
    "NewPrivateBenchmarkTask",
    "NewProviderAccount",
    "NewQuote",
    "NewQuoteConcurrencyType0",
    "NewQuoteKind",
    "NewQuoteOutputFormatType0",
    "NewQuoteReasoningEffortType0",
    "NewRecommendation",
    "NewResultGroup",
    "NewRun",
    "NewRunMetadata",
    "NewSuite",
    "NewTrigger",
    "NewTuneSession",
    "NewTuneSessionMode",
    "NewVerdict",
    "NewVerdictRole",
    "NodeRuntimeConfig",
    "OAuth2ClientCredentials",
    "OKResponse",
    "OKView",
    "ObservationCoverage",
    "ObservationReceipt",
    "OccurrenceAccepted",
    "OccurrenceView",
    "OtlpImportInput",
    "OtlpImportView",
    "OtlpTraceOutcome",
    "Outcome",
    "OutcomeCounts",
    "OutcomeCountsFailuresByClass",
    "OutcomeCountsModelOutcomes",
    "OutcomeCountsVerdicts",
    "OutputFileMissing",
    "OutputFilePresent",
    "OutputFileUnsafe",
    "OutputFileUnsafeReason",
    "OutputFormatSelection",
    "PageBenchmarkRecord",
    "PageComparisonListItem",
    "PageConnectionRecord",
    "PageEnvironmentRecord",
    "PageEvalRecord",
    "PageManagedRoute",
    "PageProviderAccountRecord",
    "PageResultGroupListItem",
    "PageRunAttempt",
    "PageRunRecord",
    "PageScheduleOccurrence",
    "PageScheduleRecord",
    "PageSuiteRecord",
    "PageTriggerFiring",
    "PageTriggerRecord",
    "PartRef",
    "PassRate",
    "PatchOutput",
    "PolicyConfig",
    "PolicyCreate",
    "PolicyPage",
    "PolicyPatch",
    "PolicyView",
    "PreviewMessage",
    "PreviewRow",
    "PrivateBenchmark",
    "PrivateBenchmarkDelivery",
    "PrivateBenchmarkDeliveryInputColumns",
    "PrivateBenchmarkDeliveryWithheldColumns",
    "PrivateBenchmarkPage",
    "PrivateBenchmarkPayload",
    "PrivateBenchmarkPayloadColumns",
    "ProfileConcurrency",
    "ProfileConfiguration",
    "ProfileConfigurationSettings",
    "ProfileCost",
    "ProfileResult",
    "ProfileResultUncertaintyType0",
    "ProfileSelection",
    "Profiles",
    "ProjectDiscoveryInput",
    "ProjectDiscoveryInputRegion",
    "ProjectSource",
    "ProviderAccountRecord",
    "PublicActionsPart",
    "PublicActor",
    "PublicCatalogSource",
    "PublicColumns",
    "PublicComposite",
    "PublicCompositeChild",
    "PublicEnvironmentDockerfile",
    "PublicEnvironmentHuggingFace",
    "PublicEnvironmentImage",
    "PublicEnvironmentNative",
    "PublicEnvironmentNone",
    "PublicEnvironmentPart",
    "PublicGraderPart",
    "PublicGraderPartRewardMapType0",
    "PublicHuggingFaceSource",
    "PublicInferenceBound",
    "PublicInputSource",
    "PublicInputsPart",
    "PublicJudge",
    "PublicLimitsPart",
    "PublicMetric",
    "PublicOutputSpec",
    "PublicPartition",
    "PublicPartitionCompositions",
    "PublicPartitionConfiguration",
    "PublicPartitionParts",
    "PublicRendererVariant",
    "PublicResources",
    "PublicRights",
    "PublicRouteRef",
    "PublicSessionSpec",
    "PublicSourceFile",
    "PublicTemplate",
    "PublicTool",
    "PublicToolAnnotations",
    "PublicToolset",
    "PublicUploadSource",
    "PublicUploadedVariant",
    "PurchaseFee",
    "PurchaseOption",
    "PythonRuntimeConfig",
    "QueueWorkload",
    "QuotePlan",
    "QuoteRecord",
    "RankedSubject",
    "ReasoningBudgetBounds",
    "ReasoningBudgetChoice",
    "ReasoningBudgetOptions",
    "ReasoningCapabilityEvidence",
    "ReasoningChoice",
    "ReasoningOptions",
    "ReasoningSelection",
    "ReceiptFullCoverage",
    "ReceiptSampleCoverage",
    "RecommendationRecord",
    "ReconnectInput",
    "ReconnectInputRegion",
    "RecordTime",
    "RecordedTraceSource",
    "RecordedTraceSourceCreated",
    "RegistryAgent",
    "RegistryAgentDistribution",
    "ReleaseCheck",
    "ReleasePolicy",
    "ReleaseTarget",
    "ReleasesAssetsKind",
    "RemoteAgent",
    "RemoteScorerCreate",
    "RemoteScorerCreateProvider",
    "RemoteScorerCreateRegion",
    "RemoteScorerPage",
    "RemoteScorerView",
    "RenameResultGroup",
    "ReportChart",
    "ReportChartCategory",
    "ReportChartCategoryMetric",
    "ReportChartChange",
    "ReportChartCheck",
    "ReportChartCount",
    "ReportChartCoverage",
    "ReportChartData",
    "ReportChartEpisodes",
    "ReportChartExecutionLimits",
    "ReportChartExecutions",
    "ReportChartFailure",
    "ReportChartField",
    "ReportChartGroup",
    "ReportChartHistoryPoint",
    "ReportChartInterval",
    "ReportChartLatency",
    "ReportChartMetric",
    "ReportChartMetricValue",
    "ReportChartProfileScore",
    "ReportChartRunCost",
    "ReportChartSample",
    "ReportChartSampleValues",
    "ReportChartSeries",
    "ReportChartTaskChange",
    "ReportChartTimingPhase",
    "ReportChartTimings",
    "ReportChartTokens",
    "ReportDocument",
    "ReportExample",
    "ReportFinding",
    "ReportMetric",
    "ReportNextStep",
    "ReportSource",
    "Resolved",
    "ResolvedExecutesAtType0",
    "ResultCosts",
    "ResultGroupChild",
    "ResultGroupCreated",
    "ResultGroupDetail",
    "ResultGroupExport",
    "ResultGroupExportMember",
    "ResultGroupListItem",
    "ResultGroupModel",
    "ResultGroupSummary",
    "ResultRecord",
    "ResultSummary",
    "RetentionInput",
    "RetentionPolicy",
    "RetentionView",
    "RetryEvaluationView",
    "RetryTraceEvaluationInput",
    "ReviewInput",
    "ReviewInputDecision",
    "ReviewView",
    "RightsAttestation",
    "RollKey",
    "RollKeyPreviousExpiresInHours",
    "RouteReasoningOptions",
    "RunAttempt",
    "RunComparison",
    "RunConfiguration",
    "RunConfigurationProfiles",
    "RunEvent",
    "RunFundingPolicy",
    "RunInterruption",
    "RunProgress",
    "RunQueue",
    "RunReceipt",
    "RunRecord",
    "RunRecordMetadata",
    "RunRetention",
    "RunSource",
    "RunSourceItem",
    "RunSourceSplitRole",
    "RunsExportFormat",
    "RunsSamplesStatus",
    "SampleCoverage",
    "SamplePage",
    "SampleRecord",
    "SampleRecordCallFailuresByClassType0",
    "SandboxExecutionPage",
    "SandboxExecutionRecord",
    "SandboxExecutionSummary",
    "SandboxPolicyView",
    "ScheduleControl",
    "ScheduleControlStatus",
    "ScheduleOccurrence",
    "ScheduleRecord",
    "ScoreInterval",
    "SecretHeader",
    "SelectedCaseLedger",
    "SelectedModel",
    "SelectionInput",
    "SelectionView",
    "SemanticBehaviorPage",
    "SemanticBehaviorView",
    "SemanticBehaviorsInput",
    "SemanticFindingPage",
    "SemanticFindingView",
    "SourceCreated",
    "SourceRecord",
    "SpanBatch",
    "SpanEvent",
    "SpanIngestView",
    "SpanInput",
    "SpanInputKind",
    "SpanInputStatus",
    "SpanStep",
    "SpanStepKind",
    "SpanStepSource",
    "SpanStepStatus",
    "Subject",
    "SubjectPair",
    "SubjectReasoningEffortType0",
    "Submission",
    "SubmissionReceipt",
    "Suite",
    "SuiteDefaults",
    "SuiteProfile",
    "SuiteRecord",
    "SuiteTaskSelection",
    "TaskAction",
    "TaskCapabilities",
    "TaskCoverage",
    "TaskDefinition",
    "TaskDefinitionDirection",
    "TaskDefinitionEnvironmentSplit",
    "TaskDefinitionEvidenceRole",
    "TaskDefinitionSplitRole",
    "TaskDelivery",
    "TaskDeliveryTask",
    "TaskEnvironment",
    "TaskIdentity",
    "TaskInputFile",
    "TaskInputs",
    "TaskListCoverage",
    "TaskRepository",
    "TaskSuite",
    "TaxonomyLabelView",
    "TaxonomyModelView",
    "TaxonomyVersionPage",
    "TaxonomyVersionView",
    "TaxonomyVersionViewReferenceDistribution",
    "TestResultsStep",
    "TestResultsStepGroupsType0",
    "TraceCaptureCoverage",
    "TraceConnectionPage",
    "TraceConnectionView",
    "TraceCoverage",
    "TraceDeletionView",
    "TraceDiscoveryAssignmentsStatus",
    "TraceEvaluationInput",
    "TraceEvaluatorGrader",
    "TraceEvaluatorVerdict",
    "TraceEvidence",
    "TraceFailureCounts",
    "TraceFailureCountsFailuresByClass",
    "TraceFailureCountsFailuresBySource",
    "TraceFailureCountsModelCallsBySource",
    "TraceGrant",
    "TraceIntegrationPage",
    "TraceIntegrationView",
    "TraceIntegrationsResourcesKind",
    "TraceMetricCoverage",
    "TraceRecordBatch",
    "TraceSourceInput",
    "TraceSourcePage",
    "TraceTestCase",
    "TraceTestCaseOutcome",
    "TraceTestGroup",
    "TracesFindingsStatus",
    "TracesLiveStatus",
    "TrainingArtifactModel",
    "TrajectoryRecord",
    "TriggerControl",
    "TriggerControlStatus",
    "TriggerFiring",
    "TriggerLimits",
    "TriggerLimitsOverlap",
    "TriggerLimitsView",
    "TriggerRecord",
    "TriggerWhen",
    "TriggerWhenView",
    "TuneAgent",
    "TuneAgentQuote",
    "TuneApproval",
    "TuneApprovalJudgeVotes",
    "TuneApprovalSampling",
    "TuneCallSpecPatch",
    "TuneCallSpecPatchReasoningEffortType0",
    "TuneCandidateQuote",
    "TuneCandidateQuotePolicy",
    "TuneCandidateQuotePolicyPatchType0",
    "TuneCandidateQuotePolicyRouteIdsType0",
    "TuneCasePatch",
    "TuneCasePatchInputs",
    "TuneConfiguration",
    "TuneConfigurationReasoningEffortType0",
    "TuneDraftPatch",
    "TuneDraftingTerms",
    "TuneExcludedCandidate",
    "TuneExportBundle",
    "TuneExportBundlePolicy",
    "TuneExportBundlePolicyRouteIdsType0",
    "TuneGraderPatch",
    "TuneGraderPatchTask",
    "TuneModelQuote",
    "TuneObjective",
    "TuneObjectiveKind",
    "TunePhase",
    "TuneQuoteRequest",
    "TuneQuoteRequestKind",
    "TuneQuotedConfiguration",
    "TuneReleaseBinding",
    "TuneRemoteScoringEstimate",
    "TuneRights",
    "TuneSearch",
    "TuneSession",
    "TuneSessionPage",
    "TuneWorkload",
    "TurnUsedToolsAssertion",
    "TurnUsedToolsAssertionMatch",
    "Uncertainty",
    "UnknownKind",
    "UnknownMode",
    "UnknownRetryConsent",
    "UnknownRetryOrigin",
    "UnknownRetrySummary",
    "UnknownRetrySummaryRefusedByReasonType0",
    "UnknownSchema",
    "UnknownStatus",
    "UnknownType",
    "UnknownVariant",
    "UpdateConnection",
    "UpdateConnectionOutputModesType0Item",
    "UpdateConnectionProtocolType0",
    "UpdateProviderAccount",
    "UploadDeclaration",
    "UploadFileDeclaration",
    "UploadSource",
    "UploadSourceSplitRole",
    "VerdictArm",
    "VerdictBaseline",
    "VerdictPolicy",
    "VerdictPolicyCostBasis",
    "VerdictPolicyObjective",
    "VerdictRecord",
    "Wallet",
    "WorkloadAccessInput",
    "WorkloadAccessInputProvider",
    "WorkloadAccessInputRegion",
    "WorkloadActivityDay",
    "WorkloadCalibrationListItem",
    "WorkloadCalibrationPage",
    "WorkloadCategoryReadiness",
    "WorkloadEvaluatorPage",
    "WorkloadExposure",
    "WorkloadExposureView",
    "WorkloadProjectInput",
    "WorkloadProjectInputProvider",
    "WorkloadProjectInputRegion",
    "WorkloadReadiness",
    "WorkloadResource",
    "WorkloadResources",
    "WorkloadSource",
    "WorkloadSourceResourceKind",
    "WorkloadSourceSplitRole",
    "WorkspaceDeletion",
    "WorkspaceFindingPage",
    "WorkspaceFindingView",
)

_MODULES: dict[str, str] = {
    "ACPObservation": ".acp_observation",
    "ACPObservationBatch": ".acp_observation_batch",
    "ACPObservationCoverage": ".acp_observation_coverage",
    "ACPObservationKind": ".acp_observation_kind",
    "ACPObservationToolKindType0": ".acp_observation_tool_kind_type_0",
    "ACPObservationToolStatusType0": ".acp_observation_tool_status_type_0",
    "ActionCall": ".action_call",
    "ActionCallMeta": ".action_call_meta",
    "ActionContent": ".action_content",
    "ActionResult": ".action_result",
    "AnswerOutput": ".answer_output",
    "ArmIdentity": ".arm_identity",
    "AssignmentPage": ".assignment_page",
    "AssignmentView": ".assignment_view",
    "AttemptClaim": ".attempt_claim",
    "AttemptGrant": ".attempt_grant",
    "BackfillInput": ".backfill_input",
    "BenchmarkComparison": ".benchmark_comparison",
    "BenchmarkDetail": ".benchmark_detail",
    "BenchmarkDraftRequest": ".benchmark_draft_request",
    "BenchmarkDraftRequestGraderProtocol": ".benchmark_draft_request_grader_protocol",
    "BenchmarkDraftRequestTask": ".benchmark_draft_request_task",
    "BenchmarkDraftView": ".benchmark_draft_view",
    "BenchmarkImportCapabilities": ".benchmark_import_capabilities",
    "BenchmarkModelFit": ".benchmark_model_fit",
    "BenchmarkNotice": ".benchmark_notice",
    "BenchmarkQuoteAvailability": ".benchmark_quote_availability",
    "BenchmarkRecord": ".benchmark_record",
    "BenchmarkUpload": ".benchmark_upload",
    "BenchmarkUploadFile": ".benchmark_upload_file",
    "BenchmarkUploadMultipart": ".benchmark_upload_multipart",
    "BenchmarkUploadMultipartHeaders": ".benchmark_upload_multipart_headers",
    "BenchmarkUploadPage": ".benchmark_upload_page",
    "BenchmarkUploadTarget": ".benchmark_upload_target",
    "BenchmarkUploadTargetHeaders": ".benchmark_upload_target_headers",
    "BenchmarksEvalsListKind": ".benchmarks_evals_list_kind",
    "BenchmarksEvalsListProtocol": ".benchmarks_evals_list_protocol",
    "BenchmarksListRunner": ".benchmarks_list_runner",
    "BenchmarksListStatus": ".benchmarks_list_status",
    "BenchmarksPrivateListStatus": ".benchmarks_private_list_status",
    "BenchmarksUploadsListStatus": ".benchmarks_uploads_list_status",
    "BillingSnapshot": ".billing_snapshot",
    "BulkReviewInput": ".bulk_review_input",
    "BulkReviewInputDecision": ".bulk_review_input_decision",
    "BulkReviewView": ".bulk_review_view",
    "Calibration": ".calibration",
    "CalibrationCase": ".calibration_case",
    "CalibrationCaseExpectedLabel": ".calibration_case_expected_label",
    "CalibrationCaseView": ".calibration_case_view",
    "CalibrationCreate": ".calibration_create",
    "CalibrationExample": ".calibration_example",
    "CalibrationExamplePage": ".calibration_example_page",
    "CalibrationResolvedView": ".calibration_resolved_view",
    "CalibrationView": ".calibration_view",
    "CampaignCandidate": ".campaign_candidate",
    "CampaignEvaluation": ".campaign_evaluation",
    "CatalogMaintainer": ".catalog_maintainer",
    "CatalogPresentation": ".catalog_presentation",
    "CheckpointStep": ".checkpoint_step",
    "CheckpointStepSource": ".checkpoint_step_source",
    "ClaimKey": ".claim_key",
    "ClientRunAttemptReceipt": ".client_run_attempt_receipt",
    "ClientRunCapabilities": ".client_run_capabilities",
    "ClientRunGuardrails": ".client_run_guardrails",
    "ClientRunLimits": ".client_run_limits",
    "ClientSpanAttributes": ".client_span_attributes",
    "ClientSpanAttributesToolKindType0": ".client_span_attributes_tool_kind_type_0",
    "ClientTraceBatch": ".client_trace_batch",
    "ClientTraceCoverage": ".client_trace_coverage",
    "ClientTracePolicy": ".client_trace_policy",
    "ClientTracePolicyIncludeItem": ".client_trace_policy_include_item",
    "ClientTracePolicyLevel": ".client_trace_policy_level",
    "CommandOutcome": ".command_outcome",
    "CommandResultStep": ".command_result_step",
    "ComparedArms": ".compared_arms",
    "ComparedCandidate": ".compared_candidate",
    "ComparedMetric": ".compared_metric",
    "ComparedProfile": ".compared_profile",
    "ComparisonExport": ".comparison_export",
    "ComparisonExportArm": ".comparison_export_arm",
    "ComparisonListItem": ".comparison_list_item",
    "ComparisonModel": ".comparison_model",
    "ComparisonRecord": ".comparison_record",
    "ComparisonRecordCostsType0": ".comparison_record_costs_type_0",
    "ComparisonReference": ".comparison_reference",
    "ComparisonResult": ".comparison_result",
    "Composition": ".composition",
    "CompositionParts": ".composition_parts",
    "CompositionSource": ".composition_source",
    "ConcurrencyObservation": ".concurrency_observation",
    "ConcurrencyPlan": ".concurrency_plan",
    "Configuration": ".configuration",
    "ConfigurationOverride": ".configuration_override",
    "ConfigurationSetting": ".configuration_setting",
    "ConnectInput": ".connect_input",
    "ConnectInputRegion": ".connect_input_region",
    "ConnectedModel": ".connected_model",
    "ConnectionInput": ".connection_input",
    "ConnectionInputLanguage": ".connection_input_language",
    "ConnectionRecord": ".connection_record",
    "ContinuationNotIncluded": ".continuation_not_included",
    "ContinuationOptions": ".continuation_options",
    "ContinuationSummary": ".continuation_summary",
    "ContinuationSummaryReasons": ".continuation_summary_reasons",
    "CoverageCounts": ".coverage_counts",
    "CoverageRecord": ".coverage_record",
    "CreateMonitor": ".create_monitor",
    "DatasetCounts": ".dataset_counts",
    "DatasetDeletionAccepted": ".dataset_deletion_accepted",
    "DatasetExamplePage": ".dataset_example_page",
    "DatasetExampleVerificationHistory": ".dataset_example_verification_history",
    "DatasetExampleVerificationRetryInput": ".dataset_example_verification_retry_input",
    "DatasetExampleVerificationRetryView": ".dataset_example_verification_retry_view",
    "DatasetExampleVerificationRevision": ".dataset_example_verification_revision",
    "DatasetExampleView": ".dataset_example_view",
    "DatasetPage": ".dataset_page",
    "DatasetPatch": ".dataset_patch",
    "DatasetPublishBlocker": ".dataset_publish_blocker",
    "DatasetPublishReadiness": ".dataset_publish_readiness",
    "DatasetUploadTarget": ".dataset_upload_target",
    "DatasetUploadTargetHeaders": ".dataset_upload_target_headers",
    "DatasetUploadView": ".dataset_upload_view",
    "DatasetVersionListItem": ".dataset_version_list_item",
    "DatasetVersionPage": ".dataset_version_page",
    "DatasetVersionRef": ".dataset_version_ref",
    "DatasetVersionView": ".dataset_version_view",
    "DatasetView": ".dataset_view",
    "DatasetWorkloadOccurrenceView": ".dataset_workload_occurrence_view",
    "DatasetsExamplesStatus": ".datasets_examples_status",
    "DatasetsExportFormat": ".datasets_export_format",
    "DecisionPolicy": ".decision_policy",
    "DeleteWorkspace": ".delete_workspace",
    "DeletionRunCounts": ".deletion_run_counts",
    "DirectCampaignRequest": ".direct_campaign_request",
    "DiscoverInput": ".discover_input",
    "DiscoveryReviewInput": ".discovery_review_input",
    "DiscoveryReviewView": ".discovery_review_view",
    "DiscoverySource": ".discovery_source",
    "DiscoverySourceSplitRole": ".discovery_source_split_role",
    "DistributionCategoryView": ".distribution_category_view",
    "DistributionSelectionView": ".distribution_selection_view",
    "DistributionView": ".distribution_view",
    "Done": ".done",
    "DoneReason": ".done_reason",
    "DoneReceipt": ".done_receipt",
    "DraftStarted": ".draft_started",
    "DriftView": ".drift_view",
    "DriftViewCategoryRatesType0": ".drift_view_category_rates_type_0",
    "EarlyStop": ".early_stop",
    "EHRecordSource": ".eh_record_source",
    "EHRecordSourceSplitRole": ".eh_record_source_split_role",
    "EnqueuedEvaluationView": ".enqueued_evaluation_view",
    "EnvironmentFamily": ".environment_family",
    "EnvironmentLimits": ".environment_limits",
    "EnvironmentRecord": ".environment_record",
    "EnvironmentRecordTaskCounts": ".environment_record_task_counts",
    "EnvironmentRights": ".environment_rights",
    "EnvironmentSelection": ".environment_selection",
    "Error": ".error",
    "ErrorResponse": ".error_response",
    "EvalPricing": ".eval_pricing",
    "EvalRecord": ".eval_record",
    "EvalReference": ".eval_reference",
    "EvaluationCostEstimate": ".evaluation_cost_estimate",
    "EvaluationDetail": ".evaluation_detail",
    "EvaluationJobView": ".evaluation_job_view",
    "EvaluationPage": ".evaluation_page",
    "EvaluatorCreate": ".evaluator_create",
    "EvaluatorCreateKind": ".evaluator_create_kind",
    "EvaluatorDraftCreate": ".evaluator_draft_create",
    "EvaluatorDraftView": ".evaluator_draft_view",
    "EvaluatorInput": ".evaluator_input",
    "EvaluatorInputKind": ".evaluator_input_kind",
    "EvaluatorPage": ".evaluator_page",
    "EvaluatorPreview": ".evaluator_preview",
    "EvaluatorPreviewView": ".evaluator_preview_view",
    "EvaluatorSnapshot": ".evaluator_snapshot",
    "EvaluatorView": ".evaluator_view",
    "EventPage": ".event_page",
    "ExampleDraftPatch": ".example_draft_patch",
    "ExampleDraftPatchSplitRoleType0": ".example_draft_patch_split_role_type_0",
    "ExecutionOptions": ".execution_options",
    "ExecutionTraceView": ".execution_trace_view",
    "ExpectedRange": ".expected_range",
    "ExternalAnalysis": ".external_analysis",
    "ExternalEvidence": ".external_evidence",
    "ExternalObservation": ".external_observation",
    "ExternalObservationRole": ".external_observation_role",
    "ExternalObservationStatus": ".external_observation_status",
    "FailureRate": ".failure_rate",
    "FailureRateByClass": ".failure_rate_by_class",
    "FeedbackAgent": ".feedback_agent",
    "FeedbackAttempt": ".feedback_attempt",
    "FeedbackClient": ".feedback_client",
    "FeedbackListStatus": ".feedback_list_status",
    "FeedbackPage": ".feedback_page",
    "FeedbackReceipt": ".feedback_receipt",
    "FeedbackRecord": ".feedback_record",
    "FilesOutput": ".files_output",
    "FindingView": ".finding_view",
    "Finish": ".finish",
    "FinishEndedByType0": ".finish_ended_by_type_0",
    "FinishFailureCodeType0": ".finish_failure_code_type_0",
    "FinishOutcome": ".finish_outcome",
    "FinishStopReasonType0": ".finish_stop_reason_type_0",
    "FullCoverage": ".full_coverage",
    "GatewayChatChoice": ".gateway_chat_choice",
    "GatewayChatRequest": ".gateway_chat_request",
    "GatewayChatResponse": ".gateway_chat_response",
    "GatewayChatUsage": ".gateway_chat_usage",
    "GatewayMessagesRequest": ".gateway_messages_request",
    "GatewayMessagesResponse": ".gateway_messages_response",
    "GatewayMessagesUsage": ".gateway_messages_usage",
    "GenericMapping": ".generic_mapping",
    "GenericMappingGrader": ".generic_mapping_grader",
    "GitHubBenchmarkCommit": ".git_hub_benchmark_commit",
    "GitHubBenchmarkFile": ".git_hub_benchmark_file",
    "GitHubBenchmarkImport": ".git_hub_benchmark_import",
    "GitHubBenchmarkPreview": ".git_hub_benchmark_preview",
    "GitHubBenchmarkReference": ".git_hub_benchmark_reference",
    "GitHubBenchmarkReferences": ".git_hub_benchmark_references",
    "GitHubBenchmarkSource": ".git_hub_benchmark_source",
    "HeadersAuth": ".headers_auth",
    "Heartbeat": ".heartbeat",
    "HeartbeatAcpState": ".heartbeat_acp_state",
    "HostedAgent": ".hosted_agent",
    "HuggingFaceImport": ".hugging_face_import",
    "HumanLabel": ".human_label",
    "HumanLabelSplitRole": ".human_label_split_role",
    "ImprovementProject": ".improvement_project",
    "ImprovementProjectPage": ".improvement_project_page",
    "ImprovementSourceSelection": ".improvement_source_selection",
    "IntegrationDisconnected": ".integration_disconnected",
    "Interval": ".interval",
    "IssueEvent": ".issue_event",
    "IssueEventEvent": ".issue_event_event",
    "JsonObject": ".json_object",
    "JudgeOperationView": ".judge_operation_view",
    "JudgeSelection": ".judge_selection",
    "KeyCeiling": ".key_ceiling",
    "LearnInput": ".learn_input",
    "LedgerArmSummary": ".ledger_arm_summary",
    "LedgerArmSummaryErrorCodes": ".ledger_arm_summary_error_codes",
    "LedgerArmSummaryFailuresByClassType0": ".ledger_arm_summary_failures_by_class_type_0",
    "LedgerArmSummaryOutcomes": ".ledger_arm_summary_outcomes",
    "LedgerCase": ".ledger_case",
    "LedgerCaseSide": ".ledger_case_side",
    "LedgerCaseSideMetricValues": ".ledger_case_side_metric_values",
    "LedgerPaired": ".ledger_paired",
    "LedgerRate": ".ledger_rate",
    "LedgerScore": ".ledger_score",
    "LicenseNotice": ".license_notice",
    "LiveFindingSource": ".live_finding_source",
    "LiveFindingSourceSplitRole": ".live_finding_source_split_role",
    "LiveTraceDetailView": ".live_trace_detail_view",
    "LiveTraceFindingView": ".live_trace_finding_view",
    "LiveTracePage": ".live_trace_page",
    "LiveTraceRecord": ".live_trace_record",
    "LiveTraceSource": ".live_trace_source",
    "LiveTraceSourceCreated": ".live_trace_source_created",
    "LiveTraceSourceCreatedSkipped": ".live_trace_source_created_skipped",
    "LiveTraceSourceGrading": ".live_trace_source_grading",
    "LiveTraceSpanView": ".live_trace_span_view",
    "LiveTraceView": ".live_trace_view",
    "LocalAgent": ".local_agent",
    "ManagedModel": ".managed_model",
    "ManagedRoute": ".managed_route",
    "MetricRecord": ".metric_record",
    "MonitorEvent": ".monitor_event",
    "MonitorStatusPatch": ".monitor_status_patch",
    "MonitorStatusPatchStatus": ".monitor_status_patch_status",
    "MonitorTrigger": ".monitor_trigger",
    "MonitorTriggerKind": ".monitor_trigger_kind",
    "MonitorView": ".monitor_view",
    "MultipartPartTarget": ".multipart_part_target",
    "MultipartReference": ".multipart_reference",
    "MultipartStart": ".multipart_start",
    "Name": ".name",
    "NativeTimeCoordinate": ".native_time_coordinate",
    "NewA2AConnection": ".new_a2a_connection",
    "NewAccountConnection": ".new_account_connection",
    "NewAccountConnectionOutputModesType0Item": ".new_account_connection_output_modes_type_0_item",
    "NewAccountConnectionProtocol": ".new_account_connection_protocol",
    "NewBenchmarkUpload": ".new_benchmark_upload",
    "NewComparison": ".new_comparison",
    "NewConnection": ".new_connection",
    "NewConnectionOutputModesType0Item": ".new_connection_output_modes_type_0_item",
    "NewConnectionProtocol": ".new_connection_protocol",
    "NewDecision": ".new_decision",
    "NewFeedback": ".new_feedback",
    "NewFeedbackKind": ".new_feedback_kind",
    "NewFeedbackSeverity": ".new_feedback_severity",
    "NewGitHubBenchmarkImport": ".new_git_hub_benchmark_import",
    "NewHuggingFaceImport": ".new_hugging_face_import",
    "NewKey": ".new_key",
    "NewKeyScopesItem": ".new_key_scopes_item",
    "NewPrivateBenchmark": ".new_private_benchmark",
    "NewPrivateBenchmarkColumns": ".new_private_benchmark_columns",
    "NewPrivateBenchmarkFormatType0": ".new_private_benchmark_format_type_0",
    "NewPrivateBenchmarkGenerationPolicy": ".new_private_benchmark_generation_policy",
    "NewPrivateBenchmarkGraderProtocol": ".new_private_benchmark_grader_protocol",
    "NewPrivateBenchmarkJudgeVotes": ".new_private_benchmark_judge_votes",
    "NewPrivateBenchmarkTask": ".new_private_benchmark_task",
    "NewProviderAccount": ".new_provider_account",
    "NewQuote": ".new_quote",
    "NewQuoteConcurrencyType0": ".new_quote_concurrency_type_0",
    "NewQuoteKind": ".new_quote_kind",
    "NewQuoteOutputFormatType0": ".new_quote_output_format_type_0",
    "NewQuoteReasoningEffortType0": ".new_quote_reasoning_effort_type_0",
    "NewRecommendation": ".new_recommendation",
    "NewResultGroup": ".new_result_group",
    "NewRun": ".new_run",
    "NewRunMetadata": ".new_run_metadata",
    "NewSuite": ".new_suite",
    "NewTrigger": ".new_trigger",
    "NewTuneSession": ".new_tune_session",
    "NewTuneSessionMode": ".new_tune_session_mode",
    "NewVerdict": ".new_verdict",
    "NewVerdictRole": ".new_verdict_role",
    "NodeRuntimeConfig": ".node_runtime_config",
    "OAuth2ClientCredentials": ".o_auth_2_client_credentials",
    "ObservationCoverage": ".observation_coverage",
    "ObservationReceipt": ".observation_receipt",
    "OccurrenceAccepted": ".occurrence_accepted",
    "OccurrenceView": ".occurrence_view",
    "OKResponse": ".ok_response",
    "OKView": ".ok_view",
    "OtlpImportInput": ".otlp_import_input",
    "OtlpImportView": ".otlp_import_view",
    "OtlpTraceOutcome": ".otlp_trace_outcome",
    "Outcome": ".outcome",
    "OutcomeCounts": ".outcome_counts",
    "OutcomeCountsFailuresByClass": ".outcome_counts_failures_by_class",
    "OutcomeCountsModelOutcomes": ".outcome_counts_model_outcomes",
    "OutcomeCountsVerdicts": ".outcome_counts_verdicts",
    "OutputFileMissing": ".output_file_missing",
    "OutputFilePresent": ".output_file_present",
    "OutputFileUnsafe": ".output_file_unsafe",
    "OutputFileUnsafeReason": ".output_file_unsafe_reason",
    "OutputFormatSelection": ".output_format_selection",
    "PageBenchmarkRecord": ".page_benchmark_record",
    "PageComparisonListItem": ".page_comparison_list_item",
    "PageConnectionRecord": ".page_connection_record",
    "PageEnvironmentRecord": ".page_environment_record",
    "PageEvalRecord": ".page_eval_record",
    "PageManagedRoute": ".page_managed_route",
    "PageProviderAccountRecord": ".page_provider_account_record",
    "PageResultGroupListItem": ".page_result_group_list_item",
    "PageRunAttempt": ".page_run_attempt",
    "PageRunRecord": ".page_run_record",
    "PageScheduleOccurrence": ".page_schedule_occurrence",
    "PageScheduleRecord": ".page_schedule_record",
    "PageSuiteRecord": ".page_suite_record",
    "PageTriggerFiring": ".page_trigger_firing",
    "PageTriggerRecord": ".page_trigger_record",
    "PartRef": ".part_ref",
    "PassRate": ".pass_rate",
    "PatchOutput": ".patch_output",
    "PolicyConfig": ".policy_config",
    "PolicyCreate": ".policy_create",
    "PolicyPage": ".policy_page",
    "PolicyPatch": ".policy_patch",
    "PolicyView": ".policy_view",
    "PreviewMessage": ".preview_message",
    "PreviewRow": ".preview_row",
    "PrivateBenchmark": ".private_benchmark",
    "PrivateBenchmarkDelivery": ".private_benchmark_delivery",
    "PrivateBenchmarkDeliveryInputColumns": ".private_benchmark_delivery_input_columns",
    "PrivateBenchmarkDeliveryWithheldColumns": ".private_benchmark_delivery_withheld_columns",
    "PrivateBenchmarkPage": ".private_benchmark_page",
    "PrivateBenchmarkPayload": ".private_benchmark_payload",
    "PrivateBenchmarkPayloadColumns": ".private_benchmark_payload_columns",
    "ProfileConcurrency": ".profile_concurrency",
    "ProfileConfiguration": ".profile_configuration",
    "ProfileConfigurationSettings": ".profile_configuration_settings",
    "ProfileCost": ".profile_cost",
    "ProfileResult": ".profile_result",
    "ProfileResultUncertaintyType0": ".profile_result_uncertainty_type_0",
    "ProfileSelection": ".profile_selection",
    "Profiles": ".profiles",
    "ProjectDiscoveryInput": ".project_discovery_input",
    "ProjectDiscoveryInputRegion": ".project_discovery_input_region",
    "ProjectSource": ".project_source",
    "ProviderAccountRecord": ".provider_account_record",
    "PublicActionsPart": ".public_actions_part",
    "PublicActor": ".public_actor",
    "PublicCatalogSource": ".public_catalog_source",
    "PublicColumns": ".public_columns",
    "PublicComposite": ".public_composite",
    "PublicCompositeChild": ".public_composite_child",
    "PublicEnvironmentDockerfile": ".public_environment_dockerfile",
    "PublicEnvironmentHuggingFace": ".public_environment_hugging_face",
    "PublicEnvironmentImage": ".public_environment_image",
    "PublicEnvironmentNative": ".public_environment_native",
    "PublicEnvironmentNone": ".public_environment_none",
    "PublicEnvironmentPart": ".public_environment_part",
    "PublicGraderPart": ".public_grader_part",
    "PublicGraderPartRewardMapType0": ".public_grader_part_reward_map_type_0",
    "PublicHuggingFaceSource": ".public_hugging_face_source",
    "PublicInferenceBound": ".public_inference_bound",
    "PublicInputSource": ".public_input_source",
    "PublicInputsPart": ".public_inputs_part",
    "PublicJudge": ".public_judge",
    "PublicLimitsPart": ".public_limits_part",
    "PublicMetric": ".public_metric",
    "PublicOutputSpec": ".public_output_spec",
    "PublicPartition": ".public_partition",
    "PublicPartitionCompositions": ".public_partition_compositions",
    "PublicPartitionConfiguration": ".public_partition_configuration",
    "PublicPartitionParts": ".public_partition_parts",
    "PublicRendererVariant": ".public_renderer_variant",
    "PublicResources": ".public_resources",
    "PublicRights": ".public_rights",
    "PublicRouteRef": ".public_route_ref",
    "PublicSessionSpec": ".public_session_spec",
    "PublicSourceFile": ".public_source_file",
    "PublicTemplate": ".public_template",
    "PublicTool": ".public_tool",
    "PublicToolAnnotations": ".public_tool_annotations",
    "PublicToolset": ".public_toolset",
    "PublicUploadSource": ".public_upload_source",
    "PublicUploadedVariant": ".public_uploaded_variant",
    "PurchaseFee": ".purchase_fee",
    "PurchaseOption": ".purchase_option",
    "PythonRuntimeConfig": ".python_runtime_config",
    "QueueWorkload": ".queue_workload",
    "QuotePlan": ".quote_plan",
    "QuoteRecord": ".quote_record",
    "RankedSubject": ".ranked_subject",
    "ReasoningBudgetBounds": ".reasoning_budget_bounds",
    "ReasoningBudgetChoice": ".reasoning_budget_choice",
    "ReasoningBudgetOptions": ".reasoning_budget_options",
    "ReasoningCapabilityEvidence": ".reasoning_capability_evidence",
    "ReasoningChoice": ".reasoning_choice",
    "ReasoningOptions": ".reasoning_options",
    "ReasoningSelection": ".reasoning_selection",
    "ReceiptFullCoverage": ".receipt_full_coverage",
    "ReceiptSampleCoverage": ".receipt_sample_coverage",
    "RecommendationRecord": ".recommendation_record",
    "ReconnectInput": ".reconnect_input",
    "ReconnectInputRegion": ".reconnect_input_region",
    "RecordTime": ".record_time",
    "RecordedTraceSource": ".recorded_trace_source",
    "RecordedTraceSourceCreated": ".recorded_trace_source_created",
    "RegistryAgent": ".registry_agent",
    "RegistryAgentDistribution": ".registry_agent_distribution",
    "ReleaseCheck": ".release_check",
    "ReleasePolicy": ".release_policy",
    "ReleaseTarget": ".release_target",
    "ReleasesAssetsKind": ".releases_assets_kind",
    "RemoteAgent": ".remote_agent",
    "RemoteScorerCreate": ".remote_scorer_create",
    "RemoteScorerCreateProvider": ".remote_scorer_create_provider",
    "RemoteScorerCreateRegion": ".remote_scorer_create_region",
    "RemoteScorerPage": ".remote_scorer_page",
    "RemoteScorerView": ".remote_scorer_view",
    "RenameResultGroup": ".rename_result_group",
    "ReportChart": ".report_chart",
    "ReportChartCategory": ".report_chart_category",
    "ReportChartCategoryMetric": ".report_chart_category_metric",
    "ReportChartChange": ".report_chart_change",
    "ReportChartCheck": ".report_chart_check",
    "ReportChartCount": ".report_chart_count",
    "ReportChartCoverage": ".report_chart_coverage",
    "ReportChartData": ".report_chart_data",
    "ReportChartEpisodes": ".report_chart_episodes",
    "ReportChartExecutionLimits": ".report_chart_execution_limits",
    "ReportChartExecutions": ".report_chart_executions",
    "ReportChartFailure": ".report_chart_failure",
    "ReportChartField": ".report_chart_field",
    "ReportChartGroup": ".report_chart_group",
    "ReportChartHistoryPoint": ".report_chart_history_point",
    "ReportChartInterval": ".report_chart_interval",
    "ReportChartLatency": ".report_chart_latency",
    "ReportChartMetric": ".report_chart_metric",
    "ReportChartMetricValue": ".report_chart_metric_value",
    "ReportChartProfileScore": ".report_chart_profile_score",
    "ReportChartRunCost": ".report_chart_run_cost",
    "ReportChartSample": ".report_chart_sample",
    "ReportChartSampleValues": ".report_chart_sample_values",
    "ReportChartSeries": ".report_chart_series",
    "ReportChartTaskChange": ".report_chart_task_change",
    "ReportChartTimingPhase": ".report_chart_timing_phase",
    "ReportChartTimings": ".report_chart_timings",
    "ReportChartTokens": ".report_chart_tokens",
    "ReportDocument": ".report_document",
    "ReportExample": ".report_example",
    "ReportFinding": ".report_finding",
    "ReportMetric": ".report_metric",
    "ReportNextStep": ".report_next_step",
    "ReportSource": ".report_source",
    "Resolved": ".resolved",
    "ResolvedExecutesAtType0": ".resolved_executes_at_type_0",
    "ResultCosts": ".result_costs",
    "ResultGroupChild": ".result_group_child",
    "ResultGroupCreated": ".result_group_created",
    "ResultGroupDetail": ".result_group_detail",
    "ResultGroupExport": ".result_group_export",
    "ResultGroupExportMember": ".result_group_export_member",
    "ResultGroupListItem": ".result_group_list_item",
    "ResultGroupModel": ".result_group_model",
    "ResultGroupSummary": ".result_group_summary",
    "ResultRecord": ".result_record",
    "ResultSummary": ".result_summary",
    "RetentionInput": ".retention_input",
    "RetentionPolicy": ".retention_policy",
    "RetentionView": ".retention_view",
    "RetryEvaluationView": ".retry_evaluation_view",
    "RetryTraceEvaluationInput": ".retry_trace_evaluation_input",
    "ReviewInput": ".review_input",
    "ReviewInputDecision": ".review_input_decision",
    "ReviewView": ".review_view",
    "RightsAttestation": ".rights_attestation",
    "RollKey": ".roll_key",
    "RollKeyPreviousExpiresInHours": ".roll_key_previous_expires_in_hours",
    "RouteReasoningOptions": ".route_reasoning_options",
    "RunAttempt": ".run_attempt",
    "RunComparison": ".run_comparison",
    "RunConfiguration": ".run_configuration",
    "RunConfigurationProfiles": ".run_configuration_profiles",
    "RunEvent": ".run_event",
    "RunFundingPolicy": ".run_funding_policy",
    "RunInterruption": ".run_interruption",
    "RunProgress": ".run_progress",
    "RunQueue": ".run_queue",
    "RunReceipt": ".run_receipt",
    "RunRecord": ".run_record",
    "RunRecordMetadata": ".run_record_metadata",
    "RunRetention": ".run_retention",
    "RunSource": ".run_source",
    "RunSourceItem": ".run_source_item",
    "RunSourceSplitRole": ".run_source_split_role",
    "RunsExportFormat": ".runs_export_format",
    "RunsSamplesStatus": ".runs_samples_status",
    "SampleCoverage": ".sample_coverage",
    "SamplePage": ".sample_page",
    "SampleRecord": ".sample_record",
    "SampleRecordCallFailuresByClassType0": ".sample_record_call_failures_by_class_type_0",
    "SandboxExecutionPage": ".sandbox_execution_page",
    "SandboxExecutionRecord": ".sandbox_execution_record",
    "SandboxExecutionSummary": ".sandbox_execution_summary",
    "SandboxPolicyView": ".sandbox_policy_view",
    "ScheduleControl": ".schedule_control",
    "ScheduleControlStatus": ".schedule_control_status",
    "ScheduleOccurrence": ".schedule_occurrence",
    "ScheduleRecord": ".schedule_record",
    "ScoreInterval": ".score_interval",
    "SecretHeader": ".secret_header",
    "SelectedCaseLedger": ".selected_case_ledger",
    "SelectedModel": ".selected_model",
    "SelectionInput": ".selection_input",
    "SelectionView": ".selection_view",
    "SemanticBehaviorPage": ".semantic_behavior_page",
    "SemanticBehaviorView": ".semantic_behavior_view",
    "SemanticBehaviorsInput": ".semantic_behaviors_input",
    "SemanticFindingPage": ".semantic_finding_page",
    "SemanticFindingView": ".semantic_finding_view",
    "SourceCreated": ".source_created",
    "SourceRecord": ".source_record",
    "SpanBatch": ".span_batch",
    "SpanEvent": ".span_event",
    "SpanIngestView": ".span_ingest_view",
    "SpanInput": ".span_input",
    "SpanInputKind": ".span_input_kind",
    "SpanInputStatus": ".span_input_status",
    "SpanStep": ".span_step",
    "SpanStepKind": ".span_step_kind",
    "SpanStepSource": ".span_step_source",
    "SpanStepStatus": ".span_step_status",
    "Subject": ".subject",
    "SubjectPair": ".subject_pair",
    "SubjectReasoningEffortType0": ".subject_reasoning_effort_type_0",
    "Submission": ".submission",
    "SubmissionReceipt": ".submission_receipt",
    "Suite": ".suite",
    "SuiteDefaults": ".suite_defaults",
    "SuiteProfile": ".suite_profile",
    "SuiteRecord": ".suite_record",
    "SuiteTaskSelection": ".suite_task_selection",
    "TaskAction": ".task_action",
    "TaskCapabilities": ".task_capabilities",
    "TaskCoverage": ".task_coverage",
    "TaskDefinition": ".task_definition",
    "TaskDefinitionDirection": ".task_definition_direction",
    "TaskDefinitionEnvironmentSplit": ".task_definition_environment_split",
    "TaskDefinitionEvidenceRole": ".task_definition_evidence_role",
    "TaskDefinitionSplitRole": ".task_definition_split_role",
    "TaskDelivery": ".task_delivery",
    "TaskDeliveryTask": ".task_delivery_task",
    "TaskEnvironment": ".task_environment",
    "TaskIdentity": ".task_identity",
    "TaskInputFile": ".task_input_file",
    "TaskInputs": ".task_inputs",
    "TaskListCoverage": ".task_list_coverage",
    "TaskRepository": ".task_repository",
    "TaskSuite": ".task_suite",
    "TaxonomyLabelView": ".taxonomy_label_view",
    "TaxonomyModelView": ".taxonomy_model_view",
    "TaxonomyVersionPage": ".taxonomy_version_page",
    "TaxonomyVersionView": ".taxonomy_version_view",
    "TaxonomyVersionViewReferenceDistribution": ".taxonomy_version_view_reference_distribution",
    "TestResultsStep": ".test_results_step",
    "TestResultsStepGroupsType0": ".test_results_step_groups_type_0",
    "TraceCaptureCoverage": ".trace_capture_coverage",
    "TraceConnectionPage": ".trace_connection_page",
    "TraceConnectionView": ".trace_connection_view",
    "TraceCoverage": ".trace_coverage",
    "TraceDeletionView": ".trace_deletion_view",
    "TraceDiscoveryAssignmentsStatus": ".trace_discovery_assignments_status",
    "TraceEvaluationInput": ".trace_evaluation_input",
    "TraceEvaluatorGrader": ".trace_evaluator_grader",
    "TraceEvaluatorVerdict": ".trace_evaluator_verdict",
    "TraceEvidence": ".trace_evidence",
    "TraceFailureCounts": ".trace_failure_counts",
    "TraceFailureCountsFailuresByClass": ".trace_failure_counts_failures_by_class",
    "TraceFailureCountsFailuresBySource": ".trace_failure_counts_failures_by_source",
    "TraceFailureCountsModelCallsBySource": ".trace_failure_counts_model_calls_by_source",
    "TraceGrant": ".trace_grant",
    "TraceIntegrationPage": ".trace_integration_page",
    "TraceIntegrationView": ".trace_integration_view",
    "TraceIntegrationsResourcesKind": ".trace_integrations_resources_kind",
    "TraceMetricCoverage": ".trace_metric_coverage",
    "TraceRecordBatch": ".trace_record_batch",
    "TraceSourceInput": ".trace_source_input",
    "TraceSourcePage": ".trace_source_page",
    "TraceTestCase": ".trace_test_case",
    "TraceTestCaseOutcome": ".trace_test_case_outcome",
    "TraceTestGroup": ".trace_test_group",
    "TracesFindingsStatus": ".traces_findings_status",
    "TracesLiveStatus": ".traces_live_status",
    "TrainingArtifactModel": ".training_artifact_model",
    "TrajectoryRecord": ".trajectory_record",
    "TriggerControl": ".trigger_control",
    "TriggerControlStatus": ".trigger_control_status",
    "TriggerFiring": ".trigger_firing",
    "TriggerLimits": ".trigger_limits",
    "TriggerLimitsOverlap": ".trigger_limits_overlap",
    "TriggerLimitsView": ".trigger_limits_view",
    "TriggerRecord": ".trigger_record",
    "TriggerWhen": ".trigger_when",
    "TriggerWhenView": ".trigger_when_view",
    "TuneAgent": ".tune_agent",
    "TuneAgentQuote": ".tune_agent_quote",
    "TuneApproval": ".tune_approval",
    "TuneApprovalJudgeVotes": ".tune_approval_judge_votes",
    "TuneApprovalSampling": ".tune_approval_sampling",
    "TuneCallSpecPatch": ".tune_call_spec_patch",
    "TuneCallSpecPatchReasoningEffortType0": ".tune_call_spec_patch_reasoning_effort_type_0",
    "TuneCandidateQuote": ".tune_candidate_quote",
    "TuneCandidateQuotePolicy": ".tune_candidate_quote_policy",
    "TuneCandidateQuotePolicyPatchType0": ".tune_candidate_quote_policy_patch_type_0",
    "TuneCandidateQuotePolicyRouteIdsType0": ".tune_candidate_quote_policy_route_ids_type_0",
    "TuneCasePatch": ".tune_case_patch",
    "TuneCasePatchInputs": ".tune_case_patch_inputs",
    "TuneConfiguration": ".tune_configuration",
    "TuneConfigurationReasoningEffortType0": ".tune_configuration_reasoning_effort_type_0",
    "TuneDraftPatch": ".tune_draft_patch",
    "TuneDraftingTerms": ".tune_drafting_terms",
    "TuneExcludedCandidate": ".tune_excluded_candidate",
    "TuneExportBundle": ".tune_export_bundle",
    "TuneExportBundlePolicy": ".tune_export_bundle_policy",
    "TuneExportBundlePolicyRouteIdsType0": ".tune_export_bundle_policy_route_ids_type_0",
    "TuneGraderPatch": ".tune_grader_patch",
    "TuneGraderPatchTask": ".tune_grader_patch_task",
    "TuneModelQuote": ".tune_model_quote",
    "TuneObjective": ".tune_objective",
    "TuneObjectiveKind": ".tune_objective_kind",
    "TunePhase": ".tune_phase",
    "TuneQuoteRequest": ".tune_quote_request",
    "TuneQuoteRequestKind": ".tune_quote_request_kind",
    "TuneQuotedConfiguration": ".tune_quoted_configuration",
    "TuneReleaseBinding": ".tune_release_binding",
    "TuneRemoteScoringEstimate": ".tune_remote_scoring_estimate",
    "TuneRights": ".tune_rights",
    "TuneSearch": ".tune_search",
    "TuneSession": ".tune_session",
    "TuneSessionPage": ".tune_session_page",
    "TuneWorkload": ".tune_workload",
    "TurnUsedToolsAssertion": ".turn_used_tools_assertion",
    "TurnUsedToolsAssertionMatch": ".turn_used_tools_assertion_match",
    "Uncertainty": ".uncertainty",
    "UnknownKind": ".unknown_kind",
    "UnknownMode": ".unknown_mode",
    "UnknownRetryConsent": ".unknown_retry_consent",
    "UnknownRetryOrigin": ".unknown_retry_origin",
    "UnknownRetrySummary": ".unknown_retry_summary",
    "UnknownRetrySummaryRefusedByReasonType0": ".unknown_retry_summary_refused_by_reason_type_0",
    "UnknownSchema": ".unknown_schema",
    "UnknownStatus": ".unknown_status",
    "UnknownType": ".unknown_type",
    "UnknownVariant": ".unknown_variant",
    "UpdateConnection": ".update_connection",
    "UpdateConnectionOutputModesType0Item": ".update_connection_output_modes_type_0_item",
    "UpdateConnectionProtocolType0": ".update_connection_protocol_type_0",
    "UpdateProviderAccount": ".update_provider_account",
    "UploadDeclaration": ".upload_declaration",
    "UploadFileDeclaration": ".upload_file_declaration",
    "UploadSource": ".upload_source",
    "UploadSourceSplitRole": ".upload_source_split_role",
    "VerdictArm": ".verdict_arm",
    "VerdictBaseline": ".verdict_baseline",
    "VerdictPolicy": ".verdict_policy",
    "VerdictPolicyCostBasis": ".verdict_policy_cost_basis",
    "VerdictPolicyObjective": ".verdict_policy_objective",
    "VerdictRecord": ".verdict_record",
    "Wallet": ".wallet",
    "WorkloadAccessInput": ".workload_access_input",
    "WorkloadAccessInputProvider": ".workload_access_input_provider",
    "WorkloadAccessInputRegion": ".workload_access_input_region",
    "WorkloadActivityDay": ".workload_activity_day",
    "WorkloadCalibrationListItem": ".workload_calibration_list_item",
    "WorkloadCalibrationPage": ".workload_calibration_page",
    "WorkloadCategoryReadiness": ".workload_category_readiness",
    "WorkloadEvaluatorPage": ".workload_evaluator_page",
    "WorkloadExposure": ".workload_exposure",
    "WorkloadExposureView": ".workload_exposure_view",
    "WorkloadProjectInput": ".workload_project_input",
    "WorkloadProjectInputProvider": ".workload_project_input_provider",
    "WorkloadProjectInputRegion": ".workload_project_input_region",
    "WorkloadReadiness": ".workload_readiness",
    "WorkloadResource": ".workload_resource",
    "WorkloadResources": ".workload_resources",
    "WorkloadSource": ".workload_source",
    "WorkloadSourceResourceKind": ".workload_source_resource_kind",
    "WorkloadSourceSplitRole": ".workload_source_split_role",
    "WorkspaceDeletion": ".workspace_deletion",
    "WorkspaceFindingPage": ".workspace_finding_page",
    "WorkspaceFindingView": ".workspace_finding_view",
}


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(_MODULES)
