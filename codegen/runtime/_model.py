"""How every generated model reads and prints (copied into the generated package by codegen).

A model is a read-only view over the JSON object the service sent:

* decoding never fails: it wraps the object and reads no field, so a response of the expected
  JSON kind always decodes and the call returns;
* reading is typed from the schema: an optional field that is missing, ``null`` or of another
  JSON type reads ``None``; a field the schema requires (and does not allow null) is typed
  without ``None``, and reading it when it is missing or of another type raises the error
  ``field_error`` makes (``invalid_response`` naming the field, once the ``evalrouter`` facade
  has set it with ``set_field_error``); an unknown union variant reads as the union's fallback,
  which keeps the wire value; nothing is lost, because
* ``record["field"]`` and ``to_dict()`` give the JSON exactly as received (absent stays absent,
  null stays null, unknown fields and key order are kept);
* attributes are the wire names (``event.type``), typed from openapi.json;
* ``repr`` shows identity and state first, then the fields that are set.

The contract (openapi.json and its ``required`` lists) stays strict; the tolerance is here.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping
from decimal import Decimal
from typing import Any, ClassVar, Self, cast

type JsonValue = str | int | float | bool | list[JsonValue] | dict[str, JsonValue] | None
"""Any JSON value, as ``json.loads`` returns it."""

type JsonObject = dict[str, JsonValue]
"""A free-form JSON object: a plain ``dict``."""

_REPR_FIELDS = 8
_REPR_TEXT = 60


class Model:
    """Base of every generated model: a typed, read-only view over one JSON object."""

    __slots__ = ("_cache", "_data", "_rid")

    _FIELDS: ClassVar[tuple[str, ...]] = ()
    """The wire names openapi.json lists for this object, in the schema's order."""
    _FIRST: ClassVar[tuple[str, ...]] = ()
    """The fields ``repr`` shows first: identity, then state."""

    _data: dict[str, Any]
    _cache: dict[str, object] | None

    def __init__(self, data: Mapping[str, object] | None = None, /, **fields: object) -> None:
        """Build a model from wire JSON (a mapping) and/or fields given by wire name."""
        raw: dict[str, Any] = dict(data) if data is not None else {}
        for name, value in fields.items():
            raw[name] = _wire(value)
        self._data = raw
        self._cache = None

    @classmethod
    def from_dict(cls, data: Mapping[str, object], /) -> Self:
        """The model over ``data`` (a mapping of wire JSON); it is read, never validated."""
        if not isinstance(data, Mapping):
            raise TypeError(
                f"{cls.__name__}.from_dict() takes a mapping, not {type(data).__name__}"
            )
        return cls._wrap(data if type(data) is dict else dict(data))

    @classmethod
    def _wrap(cls, data: dict[str, Any]) -> Self:
        self = object.__new__(cls)
        self._data = data
        self._cache = None
        return self

    # ------------------------------------------------------------------ the wire mapping

    def to_dict(self) -> dict[str, JsonValue]:
        """A copy of the JSON object exactly as received (or as built)."""
        return cast("dict[str, JsonValue]", _copy(self._data))

    def to_json(self, *, indent: int | None = None) -> str:
        """The JSON object as text."""
        try:
            return json.dumps(self._data, indent=indent, ensure_ascii=False, default=_json_default)
        except RecursionError:
            raise _too_deep() from None

    def __getitem__(self, key: str) -> JsonValue:
        """The wire value of ``key`` (``KeyError`` when the service did not send it), as a
        copy when it is an object or an array."""
        return as_json(self._data[key])

    def __contains__(self, key: object) -> bool:
        return key in self._data

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def keys(self) -> Iterator[str]:
        """The wire names received, in order (so ``dict(record)`` works)."""
        return iter(self._data)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Model):
            return type(self) is type(other) and self._data == other._data
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        data = self._data
        order = [k for k in self._FIRST if k in data]
        order += [k for k in data if k not in self._FIRST]
        parts = [f"{k}={_short(data[k])}" for k in order[:_REPR_FIELDS]]
        if len(order) > _REPR_FIELDS:
            parts.append(f"+{len(order) - _REPR_FIELDS} more")
        return f"{type(self).__name__}({', '.join(parts)})"

    def __getstate__(self) -> dict[str, Any]:
        return self._data

    def __setstate__(self, state: dict[str, Any]) -> None:
        self._data = state
        self._cache = None

    @property
    def _request_id(self) -> str | None:
        """The ``X-Request-Id`` of the answer this record came in (quote it to support), as
        openai-python's ``_request_id``; None for a record nested in another, or built."""
        return getattr(self, "_rid", None)

    # ------------------------------------------------------------------ typed reading

    def _get[T](self, key: str, decode: Callable[[object], T]) -> T:
        """``decode`` of the wire value of ``key``, decoded once per model."""
        try:
            cache = self._cache
        except AttributeError:  # a model made on a hot path (a page's events) sets none
            cache = None
        if cache is None:
            cache = self._cache = {}
        elif key in cache:
            return cast("T", cache[key])
        value = decode(self._data.get(key))
        cache[key] = value
        return value


def _short(value: object) -> str:
    if isinstance(value, str):
        text = value if len(value) <= _REPR_TEXT else value[: _REPR_TEXT - 1] + "…"
        return repr(text)
    if isinstance(value, dict):
        return "{…}" if value else "{}"
    if isinstance(value, list):
        return f"[{len(value)} items]" if len(value) != 1 else "[1 item]"
    return repr(value)


MAX_DEPTH = 100
"""How deep the JSON values the models copy may nest. A body of a page (a hot path) is decoded
without looking at its depth, so a value that nests deeper is refused here, where it is read;
every other answer is refused whole before decoding when it nests deeper than twice this."""


def _copy(value: Any, depth: int = 0) -> Any:
    if type(value) is dict:
        if depth >= MAX_DEPTH:
            raise _too_deep()
        return {k: _copy(v, depth + 1) for k, v in value.items()}
    if type(value) is list:
        if depth >= MAX_DEPTH:
            raise _too_deep()
        return [_copy(v, depth + 1) for v in value]
    return _wire(value)


def _too_deep() -> Exception:
    message = f"The answer holds a value nested more than {MAX_DEPTH} levels deep."
    return _field_error[0](message, field="", model="", reason="too_deep")


def _wire(value: object) -> object:
    """A value given to a constructor, as wire JSON (models become their objects)."""
    if isinstance(value, Model):
        return _copy(value._data)
    if isinstance(value, Mapping):
        return {str(k): _wire(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_wire(v) for v in value]
    return value


def _json_default(value: object) -> object:
    if isinstance(value, Model):
        return value._data
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")


# ---------------------------------------------------------------------- required fields


class FieldError(LookupError):
    """A required field that the answer lacks, or has with another JSON type (what
    ``field_error`` makes until the facade sets its own error with ``set_field_error``)."""


type FieldErrorFactory = Callable[..., Exception]
"""``factory(message, *, field=, model=, reason=)``: the error raised when a required field is
missing (``reason="missing_field"``) or of another type (``reason="wrong_type"``)."""


def _default_field_error(message: str, **details: str) -> Exception:
    del details
    return FieldError(message)


_field_error: list[FieldErrorFactory] = [_default_field_error]


def set_field_error(factory: FieldErrorFactory, /) -> None:
    """Make ``factory`` the error a missing required field raises. The generated package never
    imports the facade, so the facade gives its ``invalid_response`` here, once, on import."""
    _field_error[0] = factory


def field_error(model: Model, key: str) -> Exception:
    """The error for reading the required field ``key`` of ``model`` when the answer lacks it or
    has it with another type. The model itself stays readable (``model[...]``, ``to_dict()``)."""
    name = type(model).__name__
    data = model._data
    if key not in data:
        message = f"The answer's {name} has no {key!r}, which the schema requires."
        reason = "missing_field"
    else:
        got = "null" if data[key] is None else type(data[key]).__name__
        message = f"The answer's {name} has {key!r} as {got} ({_short(data[key])}), not its type."
        reason = "wrong_type"
    return _field_error[0](message, field=key, model=name, reason=reason)


# ---------------------------------------------------------------------- decoders
# Each takes a wire value and returns the typed value, or None when the value is absent, null
# or of another JSON type. Containers keep the items that decode.


def as_str(value: object) -> str | None:
    return value if isinstance(value, str) else None


def as_int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def as_float(value: object) -> float | None:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return value
    return None


def as_bool(value: object) -> bool | None:
    return value if isinstance(value, bool) else None


_MICROUSD = re.compile(r"-?[0-9]+")


def as_usd(value: object) -> Decimal | None:
    """Whole micro-USD (``"2500000"`` or ``2500000``) as exact US dollars
    (``Decimal("2.500000")``); None when absent or not whole micro-USD."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int) or (isinstance(value, str) and _MICROUSD.fullmatch(value)):
        return Decimal(value).scaleb(-6)
    return None


def as_json(value: object) -> JsonValue:
    """Any JSON, as a copy (changing it never changes the record)."""
    return cast("JsonValue", _copy(value) if isinstance(value, dict | list) else value)


def as_object(value: object) -> dict[str, JsonValue] | None:
    """A free-form object, as a copy (changing it never changes the record)."""
    return cast("dict[str, JsonValue]", _copy(value)) if isinstance(value, dict) else None


def as_array(value: object) -> list[JsonValue] | None:
    return cast("list[JsonValue]", _copy(value)) if isinstance(value, list) else None


def as_model[M: Model](value: object, cls: type[M]) -> M | None:
    return cls._wrap(value) if isinstance(value, dict) else None


def as_list[T](value: object, item: Callable[[object], T | None]) -> list[T] | None:
    if not isinstance(value, list):
        return None
    out: list[T] = []
    for v in value:
        decoded = item(v)
        if decoded is not None:
            out.append(decoded)
    return out


def as_map[T](value: object, item: Callable[[object], T | None]) -> dict[str, T] | None:
    if not isinstance(value, dict):
        return None
    out: dict[str, T] = {}
    for k, v in value.items():
        decoded = item(v)
        if decoded is not None:
            out[k] = decoded
    return out


def as_tagged(
    value: object, tag: str, variants: Mapping[str, type[Model]], fallback: type[Model]
) -> Model | None:
    """A discriminated union: the variant named by ``value[tag]``, else the fallback."""
    if not isinstance(value, dict):
        return None
    key = value.get(tag)
    cls = variants.get(key, fallback) if isinstance(key, str) else fallback
    return cls._wrap(value)


def as_shaped(
    value: object,
    tag: str,
    by_tag: Mapping[str, type[Model]],
    shapes: tuple[tuple[type[Model], frozenset[str]], ...],
    fallback: type[Model],
) -> Model | None:
    """A union whose variants all require ``tag`` but not all list its values: a value a
    variant lists picks it; else the first variant whose required fields are all present; else
    the fallback (``Unknown<Tag>``), which keeps the wire value rather than guessing."""
    if not isinstance(value, dict):
        return None
    key = value.get(tag)
    cls = by_tag.get(key) if isinstance(key, str) else None
    if cls is None:
        cls = fallback
        for variant, required in shapes:
            if required.issubset(value.keys()):
                cls = variant
                break
    return cls._wrap(value)


def as_closest(
    value: object, variants: tuple[tuple[type[Model], frozenset[str]], ...]
) -> Model | None:
    """A union without a tag: the variant with the most of its own required fields present
    (the first on a tie). Any variant reads the whole object, so nothing is lost."""
    if not isinstance(value, dict):
        return None
    best, best_score = variants[0][0], -1.0
    for cls, own in variants:
        score = sum(1 for k in own if k in value) / len(own) if own else 0.0
        if score > best_score:
            best, best_score = cls, score
    return best._wrap(value)


def first_of(value: object, *decoders: Callable[[object], object]) -> object:
    """A union of different JSON kinds: the first decoder that accepts the value."""
    for decode in decoders:
        decoded = decode(value)
        if decoded is not None:
            return decoded
    return None


__all__ = [
    "MAX_DEPTH",
    "FieldError",
    "JsonObject",
    "JsonValue",
    "Model",
    "as_array",
    "as_bool",
    "as_closest",
    "as_float",
    "as_int",
    "as_json",
    "as_list",
    "as_map",
    "as_model",
    "as_object",
    "as_shaped",
    "as_str",
    "as_tagged",
    "as_usd",
    "field_error",
    "first_of",
    "set_field_error",
]
