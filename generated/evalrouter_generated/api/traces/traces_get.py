from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.json_object import JsonObject
from ...types import UNSET, Response, Unset


def _get_kwargs(
    trace_id: str,
    *,
    after_position: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after_position"] = after_position

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/traces/{trace_id}".format(
            trace_id=quote(str(trace_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | JsonObject | None:
    if 200 <= response.status_code <= 299:
        response_2xx = JsonObject.from_dict(response.json())

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
) -> Response[ErrorResponse | JsonObject]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    trace_id: str,
    *,
    client: AuthenticatedClient | Client,
    after_position: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[ErrorResponse | JsonObject]:
    """Get traces

    Args:
        trace_id (str):
        after_position (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | JsonObject]
    """

    kwargs = _get_kwargs(
        trace_id=trace_id,
        after_position=after_position,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    trace_id: str,
    *,
    client: AuthenticatedClient | Client,
    after_position: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> ErrorResponse | JsonObject | None:
    """Get traces

    Args:
        trace_id (str):
        after_position (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | JsonObject
    """

    return sync_detailed(
        trace_id=trace_id,
        client=client,
        after_position=after_position,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    trace_id: str,
    *,
    client: AuthenticatedClient | Client,
    after_position: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[ErrorResponse | JsonObject]:
    """Get traces

    Args:
        trace_id (str):
        after_position (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | JsonObject]
    """

    kwargs = _get_kwargs(
        trace_id=trace_id,
        after_position=after_position,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    trace_id: str,
    *,
    client: AuthenticatedClient | Client,
    after_position: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> ErrorResponse | JsonObject | None:
    """Get traces

    Args:
        trace_id (str):
        after_position (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | JsonObject
    """

    return (
        await asyncio_detailed(
            trace_id=trace_id,
            client=client,
            after_position=after_position,
            limit=limit,
        )
    ).parsed
