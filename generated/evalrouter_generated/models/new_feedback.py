from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.new_feedback_kind import NewFeedbackKind, check_new_feedback_kind
from ..models.new_feedback_severity import NewFeedbackSeverity, check_new_feedback_severity
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.feedback_agent import FeedbackAgent
    from ..models.feedback_attempt import FeedbackAttempt
    from ..models.feedback_client import FeedbackClient


T = TypeVar("T", bound="NewFeedback")


@_attrs_define
class NewFeedback:
    """
    Attributes:
        kind (NewFeedbackKind):
        severity (NewFeedbackSeverity):
        summary (str):
        actual (None | str | Unset):
        agent (FeedbackAgent | None | Unset):
        attempted (FeedbackAttempt | None | Unset):
        client (FeedbackClient | None | Unset):
        contact_ok (bool | Unset):
        details (None | str | Unset):
        expected (None | str | Unset):
    """

    kind: NewFeedbackKind
    severity: NewFeedbackSeverity
    summary: str
    actual: None | str | Unset = UNSET
    agent: FeedbackAgent | None | Unset = UNSET
    attempted: FeedbackAttempt | None | Unset = UNSET
    client: FeedbackClient | None | Unset = UNSET
    contact_ok: bool | Unset = UNSET
    details: None | str | Unset = UNSET
    expected: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        severity: str = self.severity

        summary = self.summary

        actual: None | str | Unset
        if isinstance(self.actual, Unset):
            actual = UNSET
        else:
            actual = self.actual

        agent: dict[str, Any] | None | Unset
        if isinstance(self.agent, Unset):
            agent = UNSET
        elif isinstance(self.agent, FeedbackAgent):
            agent = self.agent.to_dict()
        else:
            agent = self.agent

        attempted: dict[str, Any] | None | Unset
        if isinstance(self.attempted, Unset):
            attempted = UNSET
        elif isinstance(self.attempted, FeedbackAttempt):
            attempted = self.attempted.to_dict()
        else:
            attempted = self.attempted

        client: dict[str, Any] | None | Unset
        if isinstance(self.client, Unset):
            client = UNSET
        elif isinstance(self.client, FeedbackClient):
            client = self.client.to_dict()
        else:
            client = self.client

        contact_ok = self.contact_ok

        details: None | str | Unset
        if isinstance(self.details, Unset):
            details = UNSET
        else:
            details = self.details

        expected: None | str | Unset
        if isinstance(self.expected, Unset):
            expected = UNSET
        else:
            expected = self.expected

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "severity": severity,
                "summary": summary,
            }
        )
        if actual is not UNSET:
            field_dict["actual"] = actual
        if agent is not UNSET:
            field_dict["agent"] = agent
        if attempted is not UNSET:
            field_dict["attempted"] = attempted
        if client is not UNSET:
            field_dict["client"] = client
        if contact_ok is not UNSET:
            field_dict["contact_ok"] = contact_ok
        if details is not UNSET:
            field_dict["details"] = details
        if expected is not UNSET:
            field_dict["expected"] = expected

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = check_new_feedback_kind(d.pop("kind"))

        severity = check_new_feedback_severity(d.pop("severity"))

        summary = d.pop("summary")

        actual = cast(None | str | Unset, d.pop("actual", UNSET))

        def _parse_agent(data: object) -> FeedbackAgent | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                agent_type_0 = FeedbackAgent.from_dict(data)

                return agent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FeedbackAgent | None | Unset, data)

        agent = _parse_agent(d.pop("agent", UNSET))

        def _parse_attempted(data: object) -> FeedbackAttempt | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                attempted_type_0 = FeedbackAttempt.from_dict(data)

                return attempted_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FeedbackAttempt | None | Unset, data)

        attempted = _parse_attempted(d.pop("attempted", UNSET))

        def _parse_client(data: object) -> FeedbackClient | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                client_type_0 = FeedbackClient.from_dict(data)

                return client_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FeedbackClient | None | Unset, data)

        client = _parse_client(d.pop("client", UNSET))

        contact_ok = d.pop("contact_ok", UNSET)

        details = cast(None | str | Unset, d.pop("details", UNSET))

        expected = cast(None | str | Unset, d.pop("expected", UNSET))

        new_feedback = cls(
            kind=kind,
            severity=severity,
            summary=summary,
            actual=actual,
            agent=agent,
            attempted=attempted,
            client=client,
            contact_ok=contact_ok,
            details=details,
            expected=expected,
        )

        new_feedback.additional_properties = d
        return new_feedback

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties


from ..models.feedback_agent import FeedbackAgent
from ..models.feedback_attempt import FeedbackAttempt
from ..models.feedback_client import FeedbackClient
