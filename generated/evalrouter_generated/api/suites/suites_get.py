from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.suite_record import SuiteRecord
from ...types import Response


def _get_kwargs(
    suite_version_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/suites/{suite_version_id}".format(
            suite_version_id=quote(str(suite_version_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | SuiteRecord | None:
    if 200 <= response.status_code <= 299:
        response_2xx = SuiteRecord.from_dict(response.json())

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
) -> Response[ErrorResponse | SuiteRecord]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    suite_version_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[ErrorResponse | SuiteRecord]:
    """Get suites

    Args:
        suite_version_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | SuiteRecord]
    """

    kwargs = _get_kwargs(
        suite_version_id=suite_version_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    suite_version_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> ErrorResponse | SuiteRecord | None:
    """Get suites

    Args:
        suite_version_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | SuiteRecord
    """

    return sync_detailed(
        suite_version_id=suite_version_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    suite_version_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[ErrorResponse | SuiteRecord]:
    """Get suites

    Args:
        suite_version_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | SuiteRecord]
    """

    kwargs = _get_kwargs(
        suite_version_id=suite_version_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    suite_version_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> ErrorResponse | SuiteRecord | None:
    """Get suites

    Args:
        suite_version_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | SuiteRecord
    """

    return (
        await asyncio_detailed(
            suite_version_id=suite_version_id,
            client=client,
        )
    ).parsed
