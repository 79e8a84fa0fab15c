from typing import Literal, cast

FinishFailureCodeType0 = Literal[
    "client_agent_exited",
    "client_agent_launch_failed",
    "client_agent_protocol_error",
    "client_agent_refused_gateway_model",
    "client_attempt_timeout",
    "client_controller_crashed",
    "client_install_failed",
    "client_network_lost",
    "client_no_submission",
    "client_not_attempted",
    "client_output_collection_failed",
    "remote_agent_auth_failed",
    "remote_agent_configuration_changed",
    "remote_agent_failed",
    "remote_agent_input_required",
    "remote_agent_lost",
    "remote_agent_no_output",
    "remote_agent_rejected",
    "remote_agent_response_invalid",
    "remote_agent_unreachable",
    "remote_attempt_timeout",
    "remote_dispatch_unknown",
    "remote_owner_lost",
]

FINISH_FAILURE_CODE_TYPE_0_VALUES: frozenset[str] = frozenset(
    {
        "client_agent_exited",
        "client_agent_launch_failed",
        "client_agent_protocol_error",
        "client_agent_refused_gateway_model",
        "client_attempt_timeout",
        "client_controller_crashed",
        "client_install_failed",
        "client_network_lost",
        "client_no_submission",
        "client_not_attempted",
        "client_output_collection_failed",
        "remote_agent_auth_failed",
        "remote_agent_configuration_changed",
        "remote_agent_failed",
        "remote_agent_input_required",
        "remote_agent_lost",
        "remote_agent_no_output",
        "remote_agent_rejected",
        "remote_agent_response_invalid",
        "remote_agent_unreachable",
        "remote_attempt_timeout",
        "remote_dispatch_unknown",
        "remote_owner_lost",
    }
)


def check_finish_failure_code_type_0(value: str) -> FinishFailureCodeType0:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(FinishFailureCodeType0, value)
