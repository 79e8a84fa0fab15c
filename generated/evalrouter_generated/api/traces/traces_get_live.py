from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.live_trace_detail_view import LiveTraceDetailView
from ...types import UNSET, Response, Unset


def _get_kwargs(
    trace_uuid: str,
    *,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    payloads: bool | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["limit"] = limit

    params["payloads"] = payloads

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/traces/live/{trace_uuid}".format(
            trace_uuid=quote(str(trace_uuid), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | LiveTraceDetailView | None:
    if 200 <= response.status_code <= 299:
        response_2xx = LiveTraceDetailView.from_dict(response.json())

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
) -> Response[ErrorResponse | LiveTraceDetailView]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    trace_uuid: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    payloads: bool | Unset = UNSET,
) -> Response[ErrorResponse | LiveTraceDetailView]:
    """Get live traces

    Args:
        trace_uuid (str):
        cursor (str | Unset):
        limit (int | Unset):
        payloads (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | LiveTraceDetailView]
    """

    kwargs = _get_kwargs(
        trace_uuid=trace_uuid,
        cursor=cursor,
        limit=limit,
        payloads=payloads,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    trace_uuid: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    payloads: bool | Unset = UNSET,
) -> ErrorResponse | LiveTraceDetailView | None:
    """Get live traces

    Args:
        trace_uuid (str):
        cursor (str | Unset):
        limit (int | Unset):
        payloads (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | LiveTraceDetailView
    """

    return sync_detailed(
        trace_uuid=trace_uuid,
        client=client,
        cursor=cursor,
        limit=limit,
        payloads=payloads,
    ).parsed


async def asyncio_detailed(
    trace_uuid: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    payloads: bool | Unset = UNSET,
) -> Response[ErrorResponse | LiveTraceDetailView]:
    """Get live traces

    Args:
        trace_uuid (str):
        cursor (str | Unset):
        limit (int | Unset):
        payloads (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | LiveTraceDetailView]
    """

    kwargs = _get_kwargs(
        trace_uuid=trace_uuid,
        cursor=cursor,
        limit=limit,
        payloads=payloads,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    trace_uuid: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    payloads: bool | Unset = UNSET,
) -> ErrorResponse | LiveTraceDetailView | None:
    """Get live traces

    Args:
        trace_uuid (str):
        cursor (str | Unset):
        limit (int | Unset):
        payloads (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | LiveTraceDetailView
    """

    return (
        await asyncio_detailed(
            trace_uuid=trace_uuid,
            client=client,
            cursor=cursor,
            limit=limit,
            payloads=payloads,
        )
    ).parsed
