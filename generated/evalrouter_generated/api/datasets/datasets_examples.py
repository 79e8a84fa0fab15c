from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.dataset_example_page import DatasetExamplePage
from ...models.datasets_examples_status import (
    DatasetsExamplesStatus,
)
from ...models.error_response import ErrorResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    dataset_id: str,
    *,
    status: DatasetsExamplesStatus | Unset = UNSET,
    after: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    params["after"] = after

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/datasets/{dataset_id}/examples".format(
            dataset_id=quote(str(dataset_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DatasetExamplePage | ErrorResponse | None:
    if 200 <= response.status_code <= 299:
        response_2xx = DatasetExamplePage.from_dict(response.json())

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
) -> Response[DatasetExamplePage | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    dataset_id: str,
    *,
    client: AuthenticatedClient | Client,
    status: DatasetsExamplesStatus | Unset = UNSET,
    after: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[DatasetExamplePage | ErrorResponse]:
    """Examples datasets

    Args:
        dataset_id (str):
        status (DatasetsExamplesStatus | Unset):
        after (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DatasetExamplePage | ErrorResponse]
    """

    kwargs = _get_kwargs(
        dataset_id=dataset_id,
        status=status,
        after=after,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    dataset_id: str,
    *,
    client: AuthenticatedClient | Client,
    status: DatasetsExamplesStatus | Unset = UNSET,
    after: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> DatasetExamplePage | ErrorResponse | None:
    """Examples datasets

    Args:
        dataset_id (str):
        status (DatasetsExamplesStatus | Unset):
        after (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DatasetExamplePage | ErrorResponse
    """

    return sync_detailed(
        dataset_id=dataset_id,
        client=client,
        status=status,
        after=after,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    dataset_id: str,
    *,
    client: AuthenticatedClient | Client,
    status: DatasetsExamplesStatus | Unset = UNSET,
    after: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[DatasetExamplePage | ErrorResponse]:
    """Examples datasets

    Args:
        dataset_id (str):
        status (DatasetsExamplesStatus | Unset):
        after (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DatasetExamplePage | ErrorResponse]
    """

    kwargs = _get_kwargs(
        dataset_id=dataset_id,
        status=status,
        after=after,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    dataset_id: str,
    *,
    client: AuthenticatedClient | Client,
    status: DatasetsExamplesStatus | Unset = UNSET,
    after: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> DatasetExamplePage | ErrorResponse | None:
    """Examples datasets

    Args:
        dataset_id (str):
        status (DatasetsExamplesStatus | Unset):
        after (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DatasetExamplePage | ErrorResponse
    """

    return (
        await asyncio_detailed(
            dataset_id=dataset_id,
            client=client,
            status=status,
            after=after,
            limit=limit,
        )
    ).parsed
