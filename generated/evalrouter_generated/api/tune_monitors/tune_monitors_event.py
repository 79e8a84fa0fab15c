from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.monitor_event import MonitorEvent
from ...models.occurrence_accepted import OccurrenceAccepted
from ...types import Response


def _get_kwargs(
    monitor_id: str,
    *,
    body: MonitorEvent,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/tune-monitors/{monitor_id}/events".format(
            monitor_id=quote(str(monitor_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | OccurrenceAccepted | None:
    if 200 <= response.status_code <= 299:
        response_2xx = OccurrenceAccepted.from_dict(response.json())

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
) -> Response[ErrorResponse | OccurrenceAccepted]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    monitor_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: MonitorEvent,
) -> Response[ErrorResponse | OccurrenceAccepted]:
    """Event tune monitors

    Args:
        monitor_id (str):
        body (MonitorEvent):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | OccurrenceAccepted]
    """

    kwargs = _get_kwargs(
        monitor_id=monitor_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    monitor_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: MonitorEvent,
) -> ErrorResponse | OccurrenceAccepted | None:
    """Event tune monitors

    Args:
        monitor_id (str):
        body (MonitorEvent):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | OccurrenceAccepted
    """

    return sync_detailed(
        monitor_id=monitor_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    monitor_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: MonitorEvent,
) -> Response[ErrorResponse | OccurrenceAccepted]:
    """Event tune monitors

    Args:
        monitor_id (str):
        body (MonitorEvent):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | OccurrenceAccepted]
    """

    kwargs = _get_kwargs(
        monitor_id=monitor_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    monitor_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: MonitorEvent,
) -> ErrorResponse | OccurrenceAccepted | None:
    """Event tune monitors

    Args:
        monitor_id (str):
        body (MonitorEvent):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | OccurrenceAccepted
    """

    return (
        await asyncio_detailed(
            monitor_id=monitor_id,
            client=client,
            body=body,
        )
    ).parsed
