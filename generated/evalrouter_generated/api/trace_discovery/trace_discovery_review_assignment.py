from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.discovery_review_input import DiscoveryReviewInput
from ...models.discovery_review_view import DiscoveryReviewView
from ...models.error_response import ErrorResponse
from ...types import Response


def _get_kwargs(
    assignment_id: str,
    *,
    body: DiscoveryReviewInput,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/traces/discovery/assignments/{assignment_id}/reviews".format(
            assignment_id=quote(str(assignment_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DiscoveryReviewView | ErrorResponse | None:
    if 200 <= response.status_code <= 299:
        response_2xx = DiscoveryReviewView.from_dict(response.json())

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
) -> Response[DiscoveryReviewView | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    assignment_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: DiscoveryReviewInput,
) -> Response[DiscoveryReviewView | ErrorResponse]:
    """Review assignment trace discovery

    Args:
        assignment_id (str):
        body (DiscoveryReviewInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DiscoveryReviewView | ErrorResponse]
    """

    kwargs = _get_kwargs(
        assignment_id=assignment_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    assignment_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: DiscoveryReviewInput,
) -> DiscoveryReviewView | ErrorResponse | None:
    """Review assignment trace discovery

    Args:
        assignment_id (str):
        body (DiscoveryReviewInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DiscoveryReviewView | ErrorResponse
    """

    return sync_detailed(
        assignment_id=assignment_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    assignment_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: DiscoveryReviewInput,
) -> Response[DiscoveryReviewView | ErrorResponse]:
    """Review assignment trace discovery

    Args:
        assignment_id (str):
        body (DiscoveryReviewInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DiscoveryReviewView | ErrorResponse]
    """

    kwargs = _get_kwargs(
        assignment_id=assignment_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    assignment_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: DiscoveryReviewInput,
) -> DiscoveryReviewView | ErrorResponse | None:
    """Review assignment trace discovery

    Args:
        assignment_id (str):
        body (DiscoveryReviewInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DiscoveryReviewView | ErrorResponse
    """

    return (
        await asyncio_detailed(
            assignment_id=assignment_id,
            client=client,
            body=body,
        )
    ).parsed
