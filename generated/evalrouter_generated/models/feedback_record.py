from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.feedback_agent import FeedbackAgent
    from ..models.feedback_attempt import FeedbackAttempt
    from ..models.feedback_client import FeedbackClient


T = TypeVar("T", bound="FeedbackRecord")


@_attrs_define
class FeedbackRecord:
    """
    Attributes:
        actual (None | str):
        agent (FeedbackAgent | None):
        attempted (FeedbackAttempt | None):
        client (FeedbackClient | None):
        contact_ok (bool):
        created_at (str):
        details (None | str):
        duplicate_of (None | str):
        expected (None | str):
        id (str):
        kind (str):
        pr_url (None | str):
        resolution_note (None | str):
        severity (str):
        status (str):
        summary (str):
        updated_at (str):
    """

    actual: None | str
    agent: FeedbackAgent | None
    attempted: FeedbackAttempt | None
    client: FeedbackClient | None
    contact_ok: bool
    created_at: str
    details: None | str
    duplicate_of: None | str
    expected: None | str
    id: str
    kind: str
    pr_url: None | str
    resolution_note: None | str
    severity: str
    status: str
    summary: str
    updated_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actual: None | str
        actual = self.actual

        agent: dict[str, Any] | None
        if isinstance(self.agent, FeedbackAgent):
            agent = self.agent.to_dict()
        else:
            agent = self.agent

        attempted: dict[str, Any] | None
        if isinstance(self.attempted, FeedbackAttempt):
            attempted = self.attempted.to_dict()
        else:
            attempted = self.attempted

        client: dict[str, Any] | None
        if isinstance(self.client, FeedbackClient):
            client = self.client.to_dict()
        else:
            client = self.client

        contact_ok = self.contact_ok

        created_at = self.created_at

        details: None | str
        details = self.details

        duplicate_of: None | str
        duplicate_of = self.duplicate_of

        expected: None | str
        expected = self.expected

        id = self.id

        kind = self.kind

        pr_url: None | str
        pr_url = self.pr_url

        resolution_note: None | str
        resolution_note = self.resolution_note

        severity = self.severity

        status = self.status

        summary = self.summary

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actual": actual,
                "agent": agent,
                "attempted": attempted,
                "client": client,
                "contact_ok": contact_ok,
                "created_at": created_at,
                "details": details,
                "duplicate_of": duplicate_of,
                "expected": expected,
                "id": id,
                "kind": kind,
                "pr_url": pr_url,
                "resolution_note": resolution_note,
                "severity": severity,
                "status": status,
                "summary": summary,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        actual = cast(None | str, d.pop("actual"))

        def _parse_agent(data: object) -> FeedbackAgent | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                agent_type_0 = FeedbackAgent.from_dict(data)

                return agent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FeedbackAgent | None, data)

        agent = _parse_agent(d.pop("agent"))

        def _parse_attempted(data: object) -> FeedbackAttempt | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                attempted_type_0 = FeedbackAttempt.from_dict(data)

                return attempted_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FeedbackAttempt | None, data)

        attempted = _parse_attempted(d.pop("attempted"))

        def _parse_client(data: object) -> FeedbackClient | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                client_type_0 = FeedbackClient.from_dict(data)

                return client_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FeedbackClient | None, data)

        client = _parse_client(d.pop("client"))

        contact_ok = d.pop("contact_ok")

        created_at = d.pop("created_at")

        details = cast(None | str, d.pop("details"))

        duplicate_of = cast(None | str, d.pop("duplicate_of"))

        expected = cast(None | str, d.pop("expected"))

        id = d.pop("id")

        kind = d.pop("kind")

        pr_url = cast(None | str, d.pop("pr_url"))

        resolution_note = cast(None | str, d.pop("resolution_note"))

        severity = d.pop("severity")

        status = d.pop("status")

        summary = d.pop("summary")

        updated_at = d.pop("updated_at")

        feedback_record = cls(
            actual=actual,
            agent=agent,
            attempted=attempted,
            client=client,
            contact_ok=contact_ok,
            created_at=created_at,
            details=details,
            duplicate_of=duplicate_of,
            expected=expected,
            id=id,
            kind=kind,
            pr_url=pr_url,
            resolution_note=resolution_note,
            severity=severity,
            status=status,
            summary=summary,
            updated_at=updated_at,
        )

        feedback_record.additional_properties = d
        return feedback_record

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
