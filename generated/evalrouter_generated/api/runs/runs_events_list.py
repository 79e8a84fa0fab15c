from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.event_page import EventPage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    run_id: str,
    *,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    tail: bool | Unset = UNSET,
    type_: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params["tail"] = tail

    params["type"] = type_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/runs/{run_id}/events".format(
            run_id=quote(str(run_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | EventPage | None:
    if 200 <= response.status_code <= 299:
        response_2xx = EventPage.from_dict(response.json())

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
) -> Response[ErrorResponse | EventPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    run_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    tail: bool | Unset = UNSET,
    type_: str | Unset = UNSET,
) -> Response[ErrorResponse | EventPage]:
    """List runs events

    Args:
        run_id (str):
        after (int | Unset):
        limit (int | Unset):
        tail (bool | Unset):
        type_ (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | EventPage]
    """

    kwargs = _get_kwargs(
        run_id=run_id,
        after=after,
        limit=limit,
        tail=tail,
        type_=type_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    run_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    tail: bool | Unset = UNSET,
    type_: str | Unset = UNSET,
) -> ErrorResponse | EventPage | None:
    """List runs events

    Args:
        run_id (str):
        after (int | Unset):
        limit (int | Unset):
        tail (bool | Unset):
        type_ (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | EventPage
    """

    return sync_detailed(
        run_id=run_id,
        client=client,
        after=after,
        limit=limit,
        tail=tail,
        type_=type_,
    ).parsed


async def asyncio_detailed(
    run_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    tail: bool | Unset = UNSET,
    type_: str | Unset = UNSET,
) -> Response[ErrorResponse | EventPage]:
    """List runs events

    Args:
        run_id (str):
        after (int | Unset):
        limit (int | Unset):
        tail (bool | Unset):
        type_ (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | EventPage]
    """

    kwargs = _get_kwargs(
        run_id=run_id,
        after=after,
        limit=limit,
        tail=tail,
        type_=type_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    run_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    tail: bool | Unset = UNSET,
    type_: str | Unset = UNSET,
) -> ErrorResponse | EventPage | None:
    """List runs events

    Args:
        run_id (str):
        after (int | Unset):
        limit (int | Unset):
        tail (bool | Unset):
        type_ (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | EventPage
    """

    return (
        await asyncio_detailed(
            run_id=run_id,
            client=client,
            after=after,
            limit=limit,
            tail=tail,
            type_=type_,
        )
    ).parsed
