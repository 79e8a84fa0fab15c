from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.task_delivery import TaskDelivery
from ...types import Response


def _get_kwargs(
    run_id: str,
    attempt_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/client-runs/{run_id}/attempts/{attempt_id}/task".format(
            run_id=quote(str(run_id), safe=""),
            attempt_id=quote(str(attempt_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | TaskDelivery | None:
    if 200 <= response.status_code <= 299:
        response_2xx = TaskDelivery.from_dict(response.json())

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
) -> Response[ErrorResponse | TaskDelivery]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    run_id: str,
    attempt_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorResponse | TaskDelivery]:
    """Fetch the attempt's task delivery

    Args:
        run_id (str):
        attempt_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | TaskDelivery]
    """

    kwargs = _get_kwargs(
        run_id=run_id,
        attempt_id=attempt_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    run_id: str,
    attempt_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorResponse | TaskDelivery | None:
    """Fetch the attempt's task delivery

    Args:
        run_id (str):
        attempt_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | TaskDelivery
    """

    return sync_detailed(
        run_id=run_id,
        attempt_id=attempt_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    run_id: str,
    attempt_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorResponse | TaskDelivery]:
    """Fetch the attempt's task delivery

    Args:
        run_id (str):
        attempt_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | TaskDelivery]
    """

    kwargs = _get_kwargs(
        run_id=run_id,
        attempt_id=attempt_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    run_id: str,
    attempt_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorResponse | TaskDelivery | None:
    """Fetch the attempt's task delivery

    Args:
        run_id (str):
        attempt_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | TaskDelivery
    """

    return (
        await asyncio_detailed(
            run_id=run_id,
            attempt_id=attempt_id,
            client=client,
        )
    ).parsed
