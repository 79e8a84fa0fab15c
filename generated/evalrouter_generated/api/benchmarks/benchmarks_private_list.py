from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.benchmarks_private_list_status import (
    BenchmarksPrivateListStatus,
)
from ...models.error_response import ErrorResponse
from ...models.private_benchmark_page import PrivateBenchmarkPage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: BenchmarksPrivateListStatus | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/private-benchmarks",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | PrivateBenchmarkPage | None:
    if 200 <= response.status_code <= 299:
        response_2xx = PrivateBenchmarkPage.from_dict(response.json())

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
) -> Response[ErrorResponse | PrivateBenchmarkPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: BenchmarksPrivateListStatus | Unset = UNSET,
) -> Response[ErrorResponse | PrivateBenchmarkPage]:
    """List benchmarks private

    Args:
        status (BenchmarksPrivateListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PrivateBenchmarkPage]
    """

    kwargs = _get_kwargs(
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    status: BenchmarksPrivateListStatus | Unset = UNSET,
) -> ErrorResponse | PrivateBenchmarkPage | None:
    """List benchmarks private

    Args:
        status (BenchmarksPrivateListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PrivateBenchmarkPage
    """

    return sync_detailed(
        client=client,
        status=status,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: BenchmarksPrivateListStatus | Unset = UNSET,
) -> Response[ErrorResponse | PrivateBenchmarkPage]:
    """List benchmarks private

    Args:
        status (BenchmarksPrivateListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PrivateBenchmarkPage]
    """

    kwargs = _get_kwargs(
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: BenchmarksPrivateListStatus | Unset = UNSET,
) -> ErrorResponse | PrivateBenchmarkPage | None:
    """List benchmarks private

    Args:
        status (BenchmarksPrivateListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PrivateBenchmarkPage
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
        )
    ).parsed
