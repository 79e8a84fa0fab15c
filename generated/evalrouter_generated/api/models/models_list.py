from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.page_managed_route import PageManagedRoute
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    q: str | Unset = UNSET,
    provider: str | Unset = UNSET,
    capability: str | Unset = UNSET,
    benchmark: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["q"] = q

    params["provider"] = provider

    params["capability"] = capability

    params["benchmark"] = benchmark

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/catalog/models",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | PageManagedRoute | None:
    if 200 <= response.status_code <= 299:
        response_2xx = PageManagedRoute.from_dict(response.json())

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
) -> Response[ErrorResponse | PageManagedRoute]:
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
    provider: str | Unset = UNSET,
    capability: str | Unset = UNSET,
    benchmark: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[ErrorResponse | PageManagedRoute]:
    """List models

    Args:
        q (str | Unset):
        provider (str | Unset):
        capability (str | Unset):
        benchmark (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PageManagedRoute]
    """

    kwargs = _get_kwargs(
        q=q,
        provider=provider,
        capability=capability,
        benchmark=benchmark,
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
    provider: str | Unset = UNSET,
    capability: str | Unset = UNSET,
    benchmark: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> ErrorResponse | PageManagedRoute | None:
    """List models

    Args:
        q (str | Unset):
        provider (str | Unset):
        capability (str | Unset):
        benchmark (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PageManagedRoute
    """

    return sync_detailed(
        client=client,
        q=q,
        provider=provider,
        capability=capability,
        benchmark=benchmark,
        cursor=cursor,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = UNSET,
    provider: str | Unset = UNSET,
    capability: str | Unset = UNSET,
    benchmark: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[ErrorResponse | PageManagedRoute]:
    """List models

    Args:
        q (str | Unset):
        provider (str | Unset):
        capability (str | Unset):
        benchmark (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PageManagedRoute]
    """

    kwargs = _get_kwargs(
        q=q,
        provider=provider,
        capability=capability,
        benchmark=benchmark,
        cursor=cursor,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = UNSET,
    provider: str | Unset = UNSET,
    capability: str | Unset = UNSET,
    benchmark: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> ErrorResponse | PageManagedRoute | None:
    """List models

    Args:
        q (str | Unset):
        provider (str | Unset):
        capability (str | Unset):
        benchmark (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PageManagedRoute
    """

    return (
        await asyncio_detailed(
            client=client,
            q=q,
            provider=provider,
            capability=capability,
            benchmark=benchmark,
            cursor=cursor,
            limit=limit,
        )
    ).parsed
