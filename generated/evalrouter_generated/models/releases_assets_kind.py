from typing import Literal, cast

ReleasesAssetsKind = Literal["calibration", "external", "issue_event", "label", "policy", "suite"]

RELEASES_ASSETS_KIND_VALUES: frozenset[str] = frozenset(
    {
        "calibration",
        "external",
        "issue_event",
        "label",
        "policy",
        "suite",
    }
)


def check_releases_assets_kind(value: str) -> ReleasesAssetsKind:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(ReleasesAssetsKind, value)
