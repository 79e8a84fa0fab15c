from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.runs_samples_status import RunsSamplesStatus
from ...models.sample_page import SamplePage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    run_id: str,
    *,
    profile_id: str | Unset = UNSET,
    status: RunsSamplesStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    version: int | Unset = UNSET,
    model_index: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["profile_id"] = profile_id

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    params["cursor"] = cursor

    params["limit"] = limit

    params["version"] = version

    params["model_index"] = model_index

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/runs/{run_id}/samples".format(
            run_id=quote(str(run_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | SamplePage | None:
    if 200 <= response.status_code <= 299:
        response_2xx = SamplePage.from_dict(response.json())

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
) -> Response[ErrorResponse | SamplePage]:
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
    profile_id: str | Unset = UNSET,
    status: RunsSamplesStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    version: int | Unset = UNSET,
    model_index: int | Unset = UNSET,
) -> Response[ErrorResponse | SamplePage]:
    """Samples runs

    Args:
        run_id (str):
        profile_id (str | Unset):
        status (RunsSamplesStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        version (int | Unset):
        model_index (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | SamplePage]
    """

    kwargs = _get_kwargs(
        run_id=run_id,
        profile_id=profile_id,
        status=status,
        cursor=cursor,
        limit=limit,
        version=version,
        model_index=model_index,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    run_id: str,
    *,
    client: AuthenticatedClient | Client,
    profile_id: str | Unset = UNSET,
    status: RunsSamplesStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    version: int | Unset = UNSET,
    model_index: int | Unset = UNSET,
) -> ErrorResponse | SamplePage | None:
    """Samples runs

    Args:
        run_id (str):
        profile_id (str | Unset):
        status (RunsSamplesStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        version (int | Unset):
        model_index (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | SamplePage
    """

    return sync_detailed(
        run_id=run_id,
        client=client,
        profile_id=profile_id,
        status=status,
        cursor=cursor,
        limit=limit,
        version=version,
        model_index=model_index,
    ).parsed


async def asyncio_detailed(
    run_id: str,
    *,
    client: AuthenticatedClient | Client,
    profile_id: str | Unset = UNSET,
    status: RunsSamplesStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    version: int | Unset = UNSET,
    model_index: int | Unset = UNSET,
) -> Response[ErrorResponse | SamplePage]:
    """Samples runs

    Args:
        run_id (str):
        profile_id (str | Unset):
        status (RunsSamplesStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        version (int | Unset):
        model_index (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | SamplePage]
    """

    kwargs = _get_kwargs(
        run_id=run_id,
        profile_id=profile_id,
        status=status,
        cursor=cursor,
        limit=limit,
        version=version,
        model_index=model_index,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    run_id: str,
    *,
    client: AuthenticatedClient | Client,
    profile_id: str | Unset = UNSET,
    status: RunsSamplesStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    version: int | Unset = UNSET,
    model_index: int | Unset = UNSET,
) -> ErrorResponse | SamplePage | None:
    """Samples runs

    Args:
        run_id (str):
        profile_id (str | Unset):
        status (RunsSamplesStatus | Unset):
        cursor (str | Unset):
        limit (int | Unset):
        version (int | Unset):
        model_index (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | SamplePage
    """

    return (
        await asyncio_detailed(
            run_id=run_id,
            client=client,
            profile_id=profile_id,
            status=status,
            cursor=cursor,
            limit=limit,
            version=version,
            model_index=model_index,
        )
    ).parsed
