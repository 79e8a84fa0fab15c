from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.benchmarks_evals_list_kind import (
    BenchmarksEvalsListKind,
)
from ...models.benchmarks_evals_list_protocol import (
    BenchmarksEvalsListProtocol,
)
from ...models.error_response import ErrorResponse
from ...models.page_eval_record import PageEvalRecord
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    provider: str | Unset = UNSET,
    kind: BenchmarksEvalsListKind | Unset = UNSET,
    protocol: BenchmarksEvalsListProtocol | Unset = UNSET,
    q: str | Unset = UNSET,
    behavior: str | Unset = UNSET,
    availability: str | Unset = UNSET,
    publisher: str | Unset = UNSET,
    include_private: bool | Unset = UNSET,
    catalog_view: bool | Unset = UNSET,
    private_only: bool | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["provider"] = provider

    json_kind: str | Unset = UNSET
    if not isinstance(kind, Unset):
        json_kind = kind

    params["kind"] = json_kind

    json_protocol: str | Unset = UNSET
    if not isinstance(protocol, Unset):
        json_protocol = protocol

    params["protocol"] = json_protocol

    params["q"] = q

    params["behavior"] = behavior

    params["availability"] = availability

    params["publisher"] = publisher

    params["include_private"] = include_private

    params["catalog_view"] = catalog_view

    params["private_only"] = private_only

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/evals",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | PageEvalRecord | None:
    if 200 <= response.status_code <= 299:
        response_2xx = PageEvalRecord.from_dict(response.json())

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
) -> Response[ErrorResponse | PageEvalRecord]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    provider: str | Unset = UNSET,
    kind: BenchmarksEvalsListKind | Unset = UNSET,
    protocol: BenchmarksEvalsListProtocol | Unset = UNSET,
    q: str | Unset = UNSET,
    behavior: str | Unset = UNSET,
    availability: str | Unset = UNSET,
    publisher: str | Unset = UNSET,
    include_private: bool | Unset = UNSET,
    catalog_view: bool | Unset = UNSET,
    private_only: bool | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[ErrorResponse | PageEvalRecord]:
    """List benchmarks evals

    Args:
        provider (str | Unset):
        kind (BenchmarksEvalsListKind | Unset):
        protocol (BenchmarksEvalsListProtocol | Unset):
        q (str | Unset):
        behavior (str | Unset):
        availability (str | Unset):
        publisher (str | Unset):
        include_private (bool | Unset):
        catalog_view (bool | Unset):
        private_only (bool | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PageEvalRecord]
    """

    kwargs = _get_kwargs(
        provider=provider,
        kind=kind,
        protocol=protocol,
        q=q,
        behavior=behavior,
        availability=availability,
        publisher=publisher,
        include_private=include_private,
        catalog_view=catalog_view,
        private_only=private_only,
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
    provider: str | Unset = UNSET,
    kind: BenchmarksEvalsListKind | Unset = UNSET,
    protocol: BenchmarksEvalsListProtocol | Unset = UNSET,
    q: str | Unset = UNSET,
    behavior: str | Unset = UNSET,
    availability: str | Unset = UNSET,
    publisher: str | Unset = UNSET,
    include_private: bool | Unset = UNSET,
    catalog_view: bool | Unset = UNSET,
    private_only: bool | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> ErrorResponse | PageEvalRecord | None:
    """List benchmarks evals

    Args:
        provider (str | Unset):
        kind (BenchmarksEvalsListKind | Unset):
        protocol (BenchmarksEvalsListProtocol | Unset):
        q (str | Unset):
        behavior (str | Unset):
        availability (str | Unset):
        publisher (str | Unset):
        include_private (bool | Unset):
        catalog_view (bool | Unset):
        private_only (bool | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PageEvalRecord
    """

    return sync_detailed(
        client=client,
        provider=provider,
        kind=kind,
        protocol=protocol,
        q=q,
        behavior=behavior,
        availability=availability,
        publisher=publisher,
        include_private=include_private,
        catalog_view=catalog_view,
        private_only=private_only,
        cursor=cursor,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    provider: str | Unset = UNSET,
    kind: BenchmarksEvalsListKind | Unset = UNSET,
    protocol: BenchmarksEvalsListProtocol | Unset = UNSET,
    q: str | Unset = UNSET,
    behavior: str | Unset = UNSET,
    availability: str | Unset = UNSET,
    publisher: str | Unset = UNSET,
    include_private: bool | Unset = UNSET,
    catalog_view: bool | Unset = UNSET,
    private_only: bool | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[ErrorResponse | PageEvalRecord]:
    """List benchmarks evals

    Args:
        provider (str | Unset):
        kind (BenchmarksEvalsListKind | Unset):
        protocol (BenchmarksEvalsListProtocol | Unset):
        q (str | Unset):
        behavior (str | Unset):
        availability (str | Unset):
        publisher (str | Unset):
        include_private (bool | Unset):
        catalog_view (bool | Unset):
        private_only (bool | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PageEvalRecord]
    """

    kwargs = _get_kwargs(
        provider=provider,
        kind=kind,
        protocol=protocol,
        q=q,
        behavior=behavior,
        availability=availability,
        publisher=publisher,
        include_private=include_private,
        catalog_view=catalog_view,
        private_only=private_only,
        cursor=cursor,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    provider: str | Unset = UNSET,
    kind: BenchmarksEvalsListKind | Unset = UNSET,
    protocol: BenchmarksEvalsListProtocol | Unset = UNSET,
    q: str | Unset = UNSET,
    behavior: str | Unset = UNSET,
    availability: str | Unset = UNSET,
    publisher: str | Unset = UNSET,
    include_private: bool | Unset = UNSET,
    catalog_view: bool | Unset = UNSET,
    private_only: bool | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> ErrorResponse | PageEvalRecord | None:
    """List benchmarks evals

    Args:
        provider (str | Unset):
        kind (BenchmarksEvalsListKind | Unset):
        protocol (BenchmarksEvalsListProtocol | Unset):
        q (str | Unset):
        behavior (str | Unset):
        availability (str | Unset):
        publisher (str | Unset):
        include_private (bool | Unset):
        catalog_view (bool | Unset):
        private_only (bool | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PageEvalRecord
    """

    return (
        await asyncio_detailed(
            client=client,
            provider=provider,
            kind=kind,
            protocol=protocol,
            q=q,
            behavior=behavior,
            availability=availability,
            publisher=publisher,
            include_private=include_private,
            catalog_view=catalog_view,
            private_only=private_only,
            cursor=cursor,
            limit=limit,
        )
    ).parsed
