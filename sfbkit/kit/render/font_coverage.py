"""Which characters the fonts a PDF is drawn with can show, asked of fontconfig (the library WeasyPrint draws with)."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

_LIBRARY_NAMES = (
    "fontconfig-1",
    "fontconfig",
    "libfontconfig",
    "libfontconfig.so.1",
    "libfontconfig.1.dylib",
    "libfontconfig-1.dll",
)
_DECLARATIONS = """
typedef struct _FcConfig FcConfig;
typedef struct _FcPattern FcPattern;
typedef struct _FcObjectSet FcObjectSet;
typedef struct _FcCharSet FcCharSet;
typedef int FcBool;
typedef unsigned int FcChar32;
typedef struct { int nfont; int sfont; FcPattern **fonts; } FcFontSet;
FcConfig *FcConfigCreate (void);
void FcConfigDestroy (FcConfig *config);
FcBool FcConfigAppFontAddFile (FcConfig *config, const char *file);
FcPattern *FcPatternCreate (void);
void FcPatternDestroy (FcPattern *p);
FcObjectSet *FcObjectSetCreate (void);
FcBool FcObjectSetAdd (FcObjectSet *os, const char *object);
void FcObjectSetDestroy (FcObjectSet *os);
FcFontSet *FcFontList (FcConfig *config, FcPattern *p, FcObjectSet *os);
void FcFontSetDestroy (FcFontSet *s);
int FcPatternGetCharSet (FcPattern *p, const char *object, int n, FcCharSet **c);
FcBool FcCharSetHasChar (const FcCharSet *fcs, FcChar32 ucs4);
"""


class FontFileError(ValueError):
    """A font file given for a sheet is not one fontconfig can read."""


def drawn_characters(text: str) -> set[str]:
    """Returns the characters of a text that need a glyph: not spaces, line breaks or format controls."""
    return {char for char in text if unicodedata.category(char)[0] not in "ZC"}


@cache
def _fontconfig() -> tuple[Any, Any]:
    from cffi import FFI  # type: ignore[import-untyped]

    ffi = FFI()
    ffi.cdef(_DECLARATIONS)
    for name in _LIBRARY_NAMES:
        try:
            return ffi, ffi.dlopen(name)
        except OSError:
            continue
    raise OSError("fontconfig is not installed")


def _covered(config: Any, wanted: Iterable[str]) -> set[str]:
    """Returns the wanted characters that some font of a fontconfig configuration (NULL: the system's) has."""
    ffi, lib = _fontconfig()
    pattern = lib.FcPatternCreate()
    objects = lib.FcObjectSetCreate()
    lib.FcObjectSetAdd(objects, b"charset")
    fonts = lib.FcFontList(config, pattern, objects)
    left = set(wanted)
    found: set[str] = set()
    try:
        charset = ffi.new("FcCharSet **")
        for index in range(fonts.nfont if fonts != ffi.NULL else 0):
            if not left:
                break
            if lib.FcPatternGetCharSet(fonts.fonts[index], b"charset", 0, charset) != 0:
                continue
            hits = {char for char in left if lib.FcCharSetHasChar(charset[0], ord(char))}
            found |= hits
            left -= hits
    finally:
        if fonts != ffi.NULL:
            lib.FcFontSetDestroy(fonts)
        lib.FcObjectSetDestroy(objects)
        lib.FcPatternDestroy(pattern)
    return found


def missing_characters(text: str, font: Path | None = None) -> list[str]:
    """Returns, sorted, the characters of a text that neither the given font file nor an installed font can draw."""
    ffi, lib = _fontconfig()
    left = drawn_characters(text)
    if font is not None:
        config = lib.FcConfigCreate()
        try:
            if not lib.FcConfigAppFontAddFile(config, str(font).encode()):
                raise FontFileError(f"{font}: not a font file (expected TrueType, OpenType or a collection)")
            left -= _covered(config, left)
        finally:
            lib.FcConfigDestroy(config)
    if left:
        left -= _covered(ffi.NULL, left)
    return sorted(left)
