from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.distribution_view import DistributionView
from ...models.error_response import ErrorResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    policy_id: str,
    *,
    version_id: str | Unset = UNSET,
    from_ts: str | Unset = UNSET,
    to_ts: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["version_id"] = version_id

    params["from_ts"] = from_ts

    params["to_ts"] = to_ts

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/traces/discovery/policies/{policy_id}/distributions".format(
            policy_id=quote(str(policy_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DistributionView | ErrorResponse | None:
    if 200 <= response.status_code <= 299:
        response_2xx = DistributionView.from_dict(response.json())

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
) -> Response[DistributionView | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    policy_id: str,
    *,
    client: AuthenticatedClient | Client,
    version_id: str | Unset = UNSET,
    from_ts: str | Unset = UNSET,
    to_ts: str | Unset = UNSET,
) -> Response[DistributionView | ErrorResponse]:
    """Distributions trace discovery

    Args:
        policy_id (str):
        version_id (str | Unset):
        from_ts (str | Unset):
        to_ts (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DistributionView | ErrorResponse]
    """

    kwargs = _get_kwargs(
        policy_id=policy_id,
        version_id=version_id,
        from_ts=from_ts,
        to_ts=to_ts,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    policy_id: str,
    *,
    client: AuthenticatedClient | Client,
    version_id: str | Unset = UNSET,
    from_ts: str | Unset = UNSET,
    to_ts: str | Unset = UNSET,
) -> DistributionView | ErrorResponse | None:
    """Distributions trace discovery

    Args:
        policy_id (str):
        version_id (str | Unset):
        from_ts (str | Unset):
        to_ts (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DistributionView | ErrorResponse
    """

    return sync_detailed(
        policy_id=policy_id,
        client=client,
        version_id=version_id,
        from_ts=from_ts,
        to_ts=to_ts,
    ).parsed


async def asyncio_detailed(
    policy_id: str,
    *,
    client: AuthenticatedClient | Client,
    version_id: str | Unset = UNSET,
    from_ts: str | Unset = UNSET,
    to_ts: str | Unset = UNSET,
) -> Response[DistributionView | ErrorResponse]:
    """Distributions trace discovery

    Args:
        policy_id (str):
        version_id (str | Unset):
        from_ts (str | Unset):
        to_ts (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DistributionView | ErrorResponse]
    """

    kwargs = _get_kwargs(
        policy_id=policy_id,
        version_id=version_id,
        from_ts=from_ts,
        to_ts=to_ts,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    policy_id: str,
    *,
    client: AuthenticatedClient | Client,
    version_id: str | Unset = UNSET,
    from_ts: str | Unset = UNSET,
    to_ts: str | Unset = UNSET,
) -> DistributionView | ErrorResponse | None:
    """Distributions trace discovery

    Args:
        policy_id (str):
        version_id (str | Unset):
        from_ts (str | Unset):
        to_ts (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DistributionView | ErrorResponse
    """

    return (
        await asyncio_detailed(
            policy_id=policy_id,
            client=client,
            version_id=version_id,
            from_ts=from_ts,
            to_ts=to_ts,
        )
    ).parsed
