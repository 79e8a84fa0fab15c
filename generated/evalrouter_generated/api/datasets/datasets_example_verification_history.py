from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.dataset_example_verification_history import DatasetExampleVerificationHistory
from ...models.error_response import ErrorResponse
from ...types import Response


def _get_kwargs(
    dataset_id: str,
    example_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/datasets/{dataset_id}/examples/{example_id}/verification-history".format(
            dataset_id=quote(str(dataset_id), safe=""),
            example_id=quote(str(example_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DatasetExampleVerificationHistory | ErrorResponse | None:
    if 200 <= response.status_code <= 299:
        response_2xx = DatasetExampleVerificationHistory.from_dict(response.json())

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
) -> Response[DatasetExampleVerificationHistory | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    dataset_id: str,
    example_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[DatasetExampleVerificationHistory | ErrorResponse]:
    """Example verification history datasets

    Args:
        dataset_id (str):
        example_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DatasetExampleVerificationHistory | ErrorResponse]
    """

    kwargs = _get_kwargs(
        dataset_id=dataset_id,
        example_id=example_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    dataset_id: str,
    example_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> DatasetExampleVerificationHistory | ErrorResponse | None:
    """Example verification history datasets

    Args:
        dataset_id (str):
        example_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DatasetExampleVerificationHistory | ErrorResponse
    """

    return sync_detailed(
        dataset_id=dataset_id,
        example_id=example_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    dataset_id: str,
    example_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[DatasetExampleVerificationHistory | ErrorResponse]:
    """Example verification history datasets

    Args:
        dataset_id (str):
        example_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DatasetExampleVerificationHistory | ErrorResponse]
    """

    kwargs = _get_kwargs(
        dataset_id=dataset_id,
        example_id=example_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    dataset_id: str,
    example_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> DatasetExampleVerificationHistory | ErrorResponse | None:
    """Example verification history datasets

    Args:
        dataset_id (str):
        example_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DatasetExampleVerificationHistory | ErrorResponse
    """

    return (
        await asyncio_detailed(
            dataset_id=dataset_id,
            example_id=example_id,
            client=client,
        )
    ).parsed
