from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.assignment_page import AssignmentPage
from ...models.error_response import ErrorResponse
from ...models.trace_discovery_assignments_status import (
    TraceDiscoveryAssignmentsStatus,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    policy_id: str,
    *,
    label_key: str | Unset = UNSET,
    status: TraceDiscoveryAssignmentsStatus | Unset = UNSET,
    version_id: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["label_key"] = label_key

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    params["version_id"] = version_id

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/traces/discovery/policies/{policy_id}/assignments".format(
            policy_id=quote(str(policy_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AssignmentPage | ErrorResponse | None:
    if 200 <= response.status_code <= 299:
        response_2xx = AssignmentPage.from_dict(response.json())

        return response_2xx

    if 400 <= response.status_code <= 499:
        response_4xx = ErrorResponse.from_dict(response.json())

        return response_4xx

    if 500 <= response.status_code <= 599:
        response_5xx = ErrorResponse.from_dict(response.json())

        return response_5xx

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[AssignmentPage | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    policy_id: str,
    *,
    client: AuthenticatedClient | Client,
    label_key: str | Unset = UNSET,
    status: TraceDiscoveryAssignmentsStatus | Unset = UNSET,
    version_id: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[AssignmentPage | ErrorResponse]:
    """Assignments trace discovery

    Args:
        policy_id (str):
        label_key (str | Unset):
        status (TraceDiscoveryAssignmentsStatus | Unset):
        version_id (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AssignmentPage | ErrorResponse]
    """

    kwargs = _get_kwargs(
        policy_id=policy_id,
        label_key=label_key,
        status=status,
        version_id=version_id,
        cursor=cursor,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    policy_id: str,
    *,
    client: AuthenticatedClient | Client,
    label_key: str | Unset = UNSET,
    status: TraceDiscoveryAssignmentsStatus | Unset = UNSET,
    version_id: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> AssignmentPage | ErrorResponse | None:
    """Assignments trace discovery

    Args:
        policy_id (str):
        label_key (str | Unset):
        status (TraceDiscoveryAssignmentsStatus | Unset):
        version_id (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AssignmentPage | ErrorResponse
    """

    return sync_detailed(
        policy_id=policy_id,
        client=client,
        label_key=label_key,
        status=status,
        version_id=version_id,
        cursor=cursor,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    policy_id: str,
    *,
    client: AuthenticatedClient | Client,
    label_key: str | Unset = UNSET,
    status: TraceDiscoveryAssignmentsStatus | Unset = UNSET,
    version_id: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[AssignmentPage | ErrorResponse]:
    """Assignments trace discovery

    Args:
        policy_id (str):
        label_key (str | Unset):
        status (TraceDiscoveryAssignmentsStatus | Unset):
        version_id (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AssignmentPage | ErrorResponse]
    """

    kwargs = _get_kwargs(
        policy_id=policy_id,
        label_key=label_key,
        status=status,
        version_id=version_id,
        cursor=cursor,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    policy_id: str,
    *,
    client: AuthenticatedClient | Client,
    label_key: str | Unset = UNSET,
    status: TraceDiscoveryAssignmentsStatus | Unset = UNSET,
    version_id: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> AssignmentPage | ErrorResponse | None:
    """Assignments trace discovery

    Args:
        policy_id (str):
        label_key (str | Unset):
        status (TraceDiscoveryAssignmentsStatus | Unset):
        version_id (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AssignmentPage | ErrorResponse
    """

    return (
        await asyncio_detailed(
            policy_id=policy_id,
            client=client,
            label_key=label_key,
            status=status,
            version_id=version_id,
            cursor=cursor,
            limit=limit,
        )
    ).parsed
