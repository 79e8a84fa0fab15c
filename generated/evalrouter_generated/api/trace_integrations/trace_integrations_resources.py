from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_response import ErrorResponse
from ...models.trace_integrations_resources_kind import (
    TraceIntegrationsResourcesKind,
)
from ...models.workload_resources import WorkloadResources
from ...types import UNSET, Response


def _get_kwargs(
    integration_id: str,
    *,
    kind: TraceIntegrationsResourcesKind,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_kind: str = kind
    params["kind"] = json_kind

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/traces/integrations/{integration_id}/resources".format(
            integration_id=quote(str(integration_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | WorkloadResources | None:
    if 200 <= response.status_code <= 299:
        response_2xx = WorkloadResources.from_dict(response.json())

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
) -> Response[ErrorResponse | WorkloadResources]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    integration_id: str,
    *,
    client: AuthenticatedClient | Client,
    kind: TraceIntegrationsResourcesKind,
) -> Response[ErrorResponse | WorkloadResources]:
    """Resources trace integrations

    Args:
        integration_id (str):
        kind (TraceIntegrationsResourcesKind):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | WorkloadResources]
    """

    kwargs = _get_kwargs(
        integration_id=integration_id,
        kind=kind,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    integration_id: str,
    *,
    client: AuthenticatedClient | Client,
    kind: TraceIntegrationsResourcesKind,
) -> ErrorResponse | WorkloadResources | None:
    """Resources trace integrations

    Args:
        integration_id (str):
        kind (TraceIntegrationsResourcesKind):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | WorkloadResources
    """

    return sync_detailed(
        integration_id=integration_id,
        client=client,
        kind=kind,
    ).parsed


async def asyncio_detailed(
    integration_id: str,
    *,
    client: AuthenticatedClient | Client,
    kind: TraceIntegrationsResourcesKind,
) -> Response[ErrorResponse | WorkloadResources]:
    """Resources trace integrations

    Args:
        integration_id (str):
        kind (TraceIntegrationsResourcesKind):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | WorkloadResources]
    """

    kwargs = _get_kwargs(
        integration_id=integration_id,
        kind=kind,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    integration_id: str,
    *,
    client: AuthenticatedClient | Client,
    kind: TraceIntegrationsResourcesKind,
) -> ErrorResponse | WorkloadResources | None:
    """Resources trace integrations

    Args:
        integration_id (str):
        kind (TraceIntegrationsResourcesKind):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | WorkloadResources
    """

    return (
        await asyncio_detailed(
            integration_id=integration_id,
            client=client,
            kind=kind,
        )
    ).parsed
