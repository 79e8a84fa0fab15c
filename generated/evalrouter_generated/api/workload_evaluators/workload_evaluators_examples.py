from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.calibration_example_page import CalibrationExamplePage
from ...models.error_response import ErrorResponse
from ...types import Response


def _get_kwargs(
    dataset_version_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/workload-evaluators/datasets/{dataset_version_id}/examples".format(
            dataset_version_id=quote(str(dataset_version_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CalibrationExamplePage | ErrorResponse | None:
    if 200 <= response.status_code <= 299:
        response_2xx = CalibrationExamplePage.from_dict(response.json())

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
) -> Response[CalibrationExamplePage | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    dataset_version_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[CalibrationExamplePage | ErrorResponse]:
    """Examples workload evaluators

    Args:
        dataset_version_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalibrationExamplePage | ErrorResponse]
    """

    kwargs = _get_kwargs(
        dataset_version_id=dataset_version_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    dataset_version_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> CalibrationExamplePage | ErrorResponse | None:
    """Examples workload evaluators

    Args:
        dataset_version_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalibrationExamplePage | ErrorResponse
    """

    return sync_detailed(
        dataset_version_id=dataset_version_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    dataset_version_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[CalibrationExamplePage | ErrorResponse]:
    """Examples workload evaluators

    Args:
        dataset_version_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalibrationExamplePage | ErrorResponse]
    """

    kwargs = _get_kwargs(
        dataset_version_id=dataset_version_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    dataset_version_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> CalibrationExamplePage | ErrorResponse | None:
    """Examples workload evaluators

    Args:
        dataset_version_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalibrationExamplePage | ErrorResponse
    """

    return (
        await asyncio_detailed(
            dataset_version_id=dataset_version_id,
            client=client,
        )
    ).parsed
