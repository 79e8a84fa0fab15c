from http import HTTPStatus
from io import BytesIO
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.datasets_export_format import DatasetsExportFormat
from ...models.error_response import ErrorResponse
from ...types import UNSET, File, Response, Unset


def _get_kwargs(
    dataset_id: str,
    version_id: str,
    *,
    format_: DatasetsExportFormat | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/datasets/{dataset_id}/versions/{version_id}/export".format(
            dataset_id=quote(str(dataset_id), safe=""),
            version_id=quote(str(version_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorResponse | File | None:
    if 200 <= response.status_code <= 299:
        response_2xx = File(payload=BytesIO(response.content))

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
) -> Response[ErrorResponse | File]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    dataset_id: str,
    version_id: str,
    *,
    client: AuthenticatedClient | Client,
    format_: DatasetsExportFormat | Unset = UNSET,
) -> Response[ErrorResponse | File]:
    """Export datasets

    Args:
        dataset_id (str):
        version_id (str):
        format_ (DatasetsExportFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | File]
    """

    kwargs = _get_kwargs(
        dataset_id=dataset_id,
        version_id=version_id,
        format_=format_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    dataset_id: str,
    version_id: str,
    *,
    client: AuthenticatedClient | Client,
    format_: DatasetsExportFormat | Unset = UNSET,
) -> ErrorResponse | File | None:
    """Export datasets

    Args:
        dataset_id (str):
        version_id (str):
        format_ (DatasetsExportFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | File
    """

    return sync_detailed(
        dataset_id=dataset_id,
        version_id=version_id,
        client=client,
        format_=format_,
    ).parsed


async def asyncio_detailed(
    dataset_id: str,
    version_id: str,
    *,
    client: AuthenticatedClient | Client,
    format_: DatasetsExportFormat | Unset = UNSET,
) -> Response[ErrorResponse | File]:
    """Export datasets

    Args:
        dataset_id (str):
        version_id (str):
        format_ (DatasetsExportFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | File]
    """

    kwargs = _get_kwargs(
        dataset_id=dataset_id,
        version_id=version_id,
        format_=format_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    dataset_id: str,
    version_id: str,
    *,
    client: AuthenticatedClient | Client,
    format_: DatasetsExportFormat | Unset = UNSET,
) -> ErrorResponse | File | None:
    """Export datasets

    Args:
        dataset_id (str):
        version_id (str):
        format_ (DatasetsExportFormat | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | File
    """

    return (
        await asyncio_detailed(
            dataset_id=dataset_id,
            version_id=version_id,
            client=client,
            format_=format_,
        )
    ).parsed
