from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.gateway_chat_request import GatewayChatRequest
from ...models.gateway_chat_response import GatewayChatResponse
from ...types import Response


def _get_kwargs(
    run_id: str,
    attempt_id: str,
    *,
    body: GatewayChatRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/client-runs/{run_id}/attempts/{attempt_id}/gateway/v1/chat/completions".format(
            run_id=quote(str(run_id), safe=""),
            attempt_id=quote(str(attempt_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | GatewayChatResponse | None:
    if 200 <= response.status_code <= 299:
        response_2xx = GatewayChatResponse.from_dict(response.json())

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
) -> Response[ErrorResponse | GatewayChatResponse]:
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
    body: GatewayChatRequest,
) -> Response[ErrorResponse | GatewayChatResponse]:
    """Gateway: OpenAI-compatible chat completion on the run's model route

    Args:
        run_id (str):
        attempt_id (str):
        body (GatewayChatRequest): An OpenAI chat-completions request. The gateway answers with
            the run's model route regardless of the `model` value; other chat-completions fields pass
            through.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | GatewayChatResponse]
    """

    kwargs = _get_kwargs(
        run_id=run_id,
        attempt_id=attempt_id,
        body=body,
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
    body: GatewayChatRequest,
) -> ErrorResponse | GatewayChatResponse | None:
    """Gateway: OpenAI-compatible chat completion on the run's model route

    Args:
        run_id (str):
        attempt_id (str):
        body (GatewayChatRequest): An OpenAI chat-completions request. The gateway answers with
            the run's model route regardless of the `model` value; other chat-completions fields pass
            through.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | GatewayChatResponse
    """

    return sync_detailed(
        run_id=run_id,
        attempt_id=attempt_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    run_id: str,
    attempt_id: str,
    *,
    client: AuthenticatedClient,
    body: GatewayChatRequest,
) -> Response[ErrorResponse | GatewayChatResponse]:
    """Gateway: OpenAI-compatible chat completion on the run's model route

    Args:
        run_id (str):
        attempt_id (str):
        body (GatewayChatRequest): An OpenAI chat-completions request. The gateway answers with
            the run's model route regardless of the `model` value; other chat-completions fields pass
            through.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | GatewayChatResponse]
    """

    kwargs = _get_kwargs(
        run_id=run_id,
        attempt_id=attempt_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    run_id: str,
    attempt_id: str,
    *,
    client: AuthenticatedClient,
    body: GatewayChatRequest,
) -> ErrorResponse | GatewayChatResponse | None:
    """Gateway: OpenAI-compatible chat completion on the run's model route

    Args:
        run_id (str):
        attempt_id (str):
        body (GatewayChatRequest): An OpenAI chat-completions request. The gateway answers with
            the run's model route regardless of the `model` value; other chat-completions fields pass
            through.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | GatewayChatResponse
    """

    return (
        await asyncio_detailed(
            run_id=run_id,
            attempt_id=attempt_id,
            client=client,
            body=body,
        )
    ).parsed
