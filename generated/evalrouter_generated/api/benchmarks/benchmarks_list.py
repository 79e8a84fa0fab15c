from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.benchmarks_list_runner import BenchmarksListRunner
from ...models.benchmarks_list_status import BenchmarksListStatus
from ...models.error_response import ErrorResponse
from ...models.page_benchmark_record import PageBenchmarkRecord
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    q: str | Unset = UNSET,
    runner: BenchmarksListRunner | Unset = UNSET,
    capability: str | Unset = UNSET,
    status: BenchmarksListStatus | Unset = UNSET,
    model: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["q"] = q

    json_runner: str | Unset = UNSET
    if not isinstance(runner, Unset):
        json_runner = runner

    params["runner"] = json_runner

    params["capability"] = capability

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    params["model"] = model

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/catalog/benchmarks",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | PageBenchmarkRecord | None:
    if 200 <= response.status_code <= 299:
        response_2xx = PageBenchmarkRecord.from_dict(response.json())

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
) -> Response[ErrorResponse | PageBenchmarkRecord]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = UNSET,
    runner: BenchmarksListRunner | Unset = UNSET,
    capability: str | Unset = UNSET,
    status: BenchmarksListStatus | Unset = UNSET,
    model: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[ErrorResponse | PageBenchmarkRecord]:
    """List benchmarks

    Args:
        q (str | Unset):
        runner (BenchmarksListRunner | Unset):
        capability (str | Unset):
        status (BenchmarksListStatus | Unset):
        model (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PageBenchmarkRecord]
    """

    kwargs = _get_kwargs(
        q=q,
        runner=runner,
        capability=capability,
        status=status,
        model=model,
        cursor=cursor,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = UNSET,
    runner: BenchmarksListRunner | Unset = UNSET,
    capability: str | Unset = UNSET,
    status: BenchmarksListStatus | Unset = UNSET,
    model: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> ErrorResponse | PageBenchmarkRecord | None:
    """List benchmarks

    Args:
        q (str | Unset):
        runner (BenchmarksListRunner | Unset):
        capability (str | Unset):
        status (BenchmarksListStatus | Unset):
        model (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PageBenchmarkRecord
    """

    return sync_detailed(
        client=client,
        q=q,
        runner=runner,
        capability=capability,
        status=status,
        model=model,
        cursor=cursor,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = UNSET,
    runner: BenchmarksListRunner | Unset = UNSET,
    capability: str | Unset = UNSET,
    status: BenchmarksListStatus | Unset = UNSET,
    model: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[ErrorResponse | PageBenchmarkRecord]:
    """List benchmarks

    Args:
        q (str | Unset):
        runner (BenchmarksListRunner | Unset):
        capability (str | Unset):
        status (BenchmarksListStatus | Unset):
        model (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PageBenchmarkRecord]
    """

    kwargs = _get_kwargs(
        q=q,
        runner=runner,
        capability=capability,
        status=status,
        model=model,
        cursor=cursor,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = UNSET,
    runner: BenchmarksListRunner | Unset = UNSET,
    capability: str | Unset = UNSET,
    status: BenchmarksListStatus | Unset = UNSET,
    model: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> ErrorResponse | PageBenchmarkRecord | None:
    """List benchmarks

    Args:
        q (str | Unset):
        runner (BenchmarksListRunner | Unset):
        capability (str | Unset):
        status (BenchmarksListStatus | Unset):
        model (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PageBenchmarkRecord
    """

    return (
        await asyncio_detailed(
            client=client,
            q=q,
            runner=runner,
            capability=capability,
            status=status,
            model=model,
            cursor=cursor,
            limit=limit,
        )
    ).parsed
