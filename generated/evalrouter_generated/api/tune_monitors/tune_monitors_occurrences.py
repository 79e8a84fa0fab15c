from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.occurrence_view import OccurrenceView
from ...types import Response


def _get_kwargs(
    monitor_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/tune-monitors/{monitor_id}/occurrences".format(
            monitor_id=quote(str(monitor_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | list[OccurrenceView] | None:
    if 200 <= response.status_code <= 299:
        response_2xx = []
        _response_2xx = response.json()
        for response_2xx_item_data in _response_2xx:
            response_2xx_item = OccurrenceView.from_dict(response_2xx_item_data)

            response_2xx.append(response_2xx_item)

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
) -> Response[ErrorResponse | list[OccurrenceView]]:
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
) -> Response[ErrorResponse | list[OccurrenceView]]:
    """Occurrences tune monitors

    Args:
        monitor_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | list[OccurrenceView]]
    """

    kwargs = _get_kwargs(
        monitor_id=monitor_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    monitor_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> ErrorResponse | list[OccurrenceView] | None:
    """Occurrences tune monitors

    Args:
        monitor_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | list[OccurrenceView]
    """

    return sync_detailed(
        monitor_id=monitor_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    monitor_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[ErrorResponse | list[OccurrenceView]]:
    """Occurrences tune monitors

    Args:
        monitor_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | list[OccurrenceView]]
    """

    kwargs = _get_kwargs(
        monitor_id=monitor_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    monitor_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> ErrorResponse | list[OccurrenceView] | None:
    """Occurrences tune monitors

    Args:
        monitor_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | list[OccurrenceView]
    """

    return (
        await asyncio_detailed(
            monitor_id=monitor_id,
            client=client,
        )
    ).parsed
