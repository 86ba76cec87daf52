"""A read-only mapping kept as one pickle per value: a cache entry unpickles only the values a command reads."""

from __future__ import annotations

import pickle
from array import array
from collections.abc import Iterator, Mapping
from itertools import accumulate
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class PickledMapping(Mapping[str, T], Generic[T]):
    """A read-only mapping whose values are unpickled, once each, when first read; every pickle lies in one string."""

    __slots__ = ("_data", "_ends", "_slots", "_values")

    def __init__(self, names: tuple[str, ...], data: bytes, ends: bytes) -> None:
        self._slots = dict(zip(names, range(len(names)), strict=True))
        self._data = data
        self._ends = array("Q", ends)
        """Where each value's pickle ends in ``_data``, in the order of ``names``."""
        self._values: dict[str, T] = {}
        if len(self._ends) != len(names) or (names and self._ends[-1] != len(data)):
            raise ValueError("the pickles do not fill the string")

    @classmethod
    def of(cls, values: Mapping[str, T]) -> PickledMapping[T]:
        """Returns the mapping of ``values``, each pickled on its own (a PickledMapping is returned as it is)."""
        if isinstance(values, PickledMapping):
            return values
        dump = pickle.dumps
        pickles = [dump(value, protocol=pickle.HIGHEST_PROTOCOL) for value in values.values()]
        return cls(tuple(values), b"".join(pickles), array("Q", accumulate(map(len, pickles))).tobytes())

    def __getitem__(self, key: str) -> T:
        try:
            return self._values[key]
        except KeyError:
            slot = self._slots[key]
            start = self._ends[slot - 1] if slot else 0
            value: T = pickle.loads(memoryview(self._data)[start : self._ends[slot]])
            self._values[key] = value
            return value

    @property
    def unpickled(self) -> frozenset[str]:
        """Returns the keys whose values were unpickled so far."""
        return frozenset(self._values)

    def __contains__(self, key: object) -> bool:
        return key in self._slots

    def __iter__(self) -> Iterator[str]:
        return iter(self._slots)

    def __len__(self) -> int:
        return len(self._slots)

    def __reduce__(self) -> tuple[Any, ...]:
        return (PickledMapping, (tuple(self._slots), self._data, self._ends.tobytes()))
