from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.live_trace_page import LiveTracePage
from ...models.traces_live_status import TracesLiveStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: TracesLiveStatus | Unset = UNSET,
    connection_id: str | Unset = UNSET,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    q: str | Unset = UNSET,
    errors: bool | Unset = UNSET,
    findings: bool | Unset = UNSET,
    session_id: str | Unset = UNSET,
    model: str | Unset = UNSET,
    run_id: str | Unset = UNSET,
    unit_id: str | Unset = UNSET,
    sample_id: str | Unset = UNSET,
    episode_id: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["limit"] = limit

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    params["connection_id"] = connection_id

    params["from"] = from_

    params["to"] = to

    params["q"] = q

    params["errors"] = errors

    params["findings"] = findings

    params["session_id"] = session_id

    params["model"] = model

    params["run_id"] = run_id

    params["unit_id"] = unit_id

    params["sample_id"] = sample_id

    params["episode_id"] = episode_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/traces/live",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | LiveTracePage | None:
    if 200 <= response.status_code <= 299:
        response_2xx = LiveTracePage.from_dict(response.json())

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
) -> Response[ErrorResponse | LiveTracePage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: TracesLiveStatus | Unset = UNSET,
    connection_id: str | Unset = UNSET,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    q: str | Unset = UNSET,
    errors: bool | Unset = UNSET,
    findings: bool | Unset = UNSET,
    session_id: str | Unset = UNSET,
    model: str | Unset = UNSET,
    run_id: str | Unset = UNSET,
    unit_id: str | Unset = UNSET,
    sample_id: str | Unset = UNSET,
    episode_id: str | Unset = UNSET,
) -> Response[ErrorResponse | LiveTracePage]:
    """Live traces

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        status (TracesLiveStatus | Unset):
        connection_id (str | Unset):
        from_ (str | Unset):
        to (str | Unset):
        q (str | Unset):
        errors (bool | Unset):
        findings (bool | Unset):
        session_id (str | Unset):
        model (str | Unset):
        run_id (str | Unset):
        unit_id (str | Unset):
        sample_id (str | Unset):
        episode_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | LiveTracePage]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
        status=status,
        connection_id=connection_id,
        from_=from_,
        to=to,
        q=q,
        errors=errors,
        findings=findings,
        session_id=session_id,
        model=model,
        run_id=run_id,
        unit_id=unit_id,
        sample_id=sample_id,
        episode_id=episode_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: TracesLiveStatus | Unset = UNSET,
    connection_id: str | Unset = UNSET,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    q: str | Unset = UNSET,
    errors: bool | Unset = UNSET,
    findings: bool | Unset = UNSET,
    session_id: str | Unset = UNSET,
    model: str | Unset = UNSET,
    run_id: str | Unset = UNSET,
    unit_id: str | Unset = UNSET,
    sample_id: str | Unset = UNSET,
    episode_id: str | Unset = UNSET,
) -> ErrorResponse | LiveTracePage | None:
    """Live traces

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        status (TracesLiveStatus | Unset):
        connection_id (str | Unset):
        from_ (str | Unset):
        to (str | Unset):
        q (str | Unset):
        errors (bool | Unset):
        findings (bool | Unset):
        session_id (str | Unset):
        model (str | Unset):
        run_id (str | Unset):
        unit_id (str | Unset):
        sample_id (str | Unset):
        episode_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | LiveTracePage
    """

    return sync_detailed(
        client=client,
        cursor=cursor,
        limit=limit,
        status=status,
        connection_id=connection_id,
        from_=from_,
        to=to,
        q=q,
        errors=errors,
        findings=findings,
        session_id=session_id,
        model=model,
        run_id=run_id,
        unit_id=unit_id,
        sample_id=sample_id,
        episode_id=episode_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: TracesLiveStatus | Unset = UNSET,
    connection_id: str | Unset = UNSET,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    q: str | Unset = UNSET,
    errors: bool | Unset = UNSET,
    findings: bool | Unset = UNSET,
    session_id: str | Unset = UNSET,
    model: str | Unset = UNSET,
    run_id: str | Unset = UNSET,
    unit_id: str | Unset = UNSET,
    sample_id: str | Unset = UNSET,
    episode_id: str | Unset = UNSET,
) -> Response[ErrorResponse | LiveTracePage]:
    """Live traces

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        status (TracesLiveStatus | Unset):
        connection_id (str | Unset):
        from_ (str | Unset):
        to (str | Unset):
        q (str | Unset):
        errors (bool | Unset):
        findings (bool | Unset):
        session_id (str | Unset):
        model (str | Unset):
        run_id (str | Unset):
        unit_id (str | Unset):
        sample_id (str | Unset):
        episode_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | LiveTracePage]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
        status=status,
        connection_id=connection_id,
        from_=from_,
        to=to,
        q=q,
        errors=errors,
        findings=findings,
        session_id=session_id,
        model=model,
        run_id=run_id,
        unit_id=unit_id,
        sample_id=sample_id,
        episode_id=episode_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: TracesLiveStatus | Unset = UNSET,
    connection_id: str | Unset = UNSET,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    q: str | Unset = UNSET,
    errors: bool | Unset = UNSET,
    findings: bool | Unset = UNSET,
    session_id: str | Unset = UNSET,
    model: str | Unset = UNSET,
    run_id: str | Unset = UNSET,
    unit_id: str | Unset = UNSET,
    sample_id: str | Unset = UNSET,
    episode_id: str | Unset = UNSET,
) -> ErrorResponse | LiveTracePage | None:
    """Live traces

    Args:
        cursor (str | Unset):
        limit (int | Unset):
        status (TracesLiveStatus | Unset):
        connection_id (str | Unset):
        from_ (str | Unset):
        to (str | Unset):
        q (str | Unset):
        errors (bool | Unset):
        findings (bool | Unset):
        session_id (str | Unset):
        model (str | Unset):
        run_id (str | Unset):
        unit_id (str | Unset):
        sample_id (str | Unset):
        episode_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | LiveTracePage
    """

    return (
        await asyncio_detailed(
            client=client,
            cursor=cursor,
            limit=limit,
            status=status,
            connection_id=connection_id,
            from_=from_,
            to=to,
            q=q,
            errors=errors,
            findings=findings,
            session_id=session_id,
            model=model,
            run_id=run_id,
            unit_id=unit_id,
            sample_id=sample_id,
            episode_id=episode_id,
        )
    ).parsed
