"""Subset font for the sample PDF (called by make-sample-pdf.ts; needs Debian's python3-fonttools).

Chromium's PDF backend embeds CFF-outline fonts such as Noto Sans CJK as Type 3 fonts, one
stream per glyph: a 20-page Chinese contract comes out near 500 KB. A TrueType-outline subset
is embedded as a compact CIDFontType2 instead, so this converts the characters the template
uses from Noto Sans CJK SC (CFF, in a collection) to a small TrueType font.

    /usr/bin/python3 sample-pdf-font.py <out.ttf>     # characters on stdin
"""

import sys

from fontTools import subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable

SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
SC_INDEX = 2  # Noto Sans CJK SC in the collection


def to_truetype(font: TTFont) -> None:
    """CFF outlines to quadratic glyf outlines (after fontTools' otf2ttf snippet)."""
    order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyf = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
        glyf.glyphs[name] = pen.glyph()
    font["loca"] = newTable("loca")
    font["glyf"] = glyf
    del font["CFF "]
    if "VORG" in font:
        del font["VORG"]
    glyf.compile(font)
    hmtx = font["hmtx"]
    for name, glyph in glyf.glyphs.items():
        width = hmtx[name][0]
        hmtx[name] = (width, getattr(glyph, "xMin", 0))
    maxp = newTable("maxp")
    maxp.tableVersion = 0x00010000
    for field in (
        "maxZones",
        "maxTwilightPoints",
        "maxStorage",
        "maxFunctionDefs",
        "maxInstructionDefs",
        "maxStackElements",
        "maxSizeOfInstructions",
        "maxComponentElements",
    ):
        setattr(maxp, field, 1 if field == "maxZones" else 0)
    font["maxp"] = maxp
    post = font["post"]
    post.formatType = 2.0
    post.extraNames = []
    post.mapping = {}
    post.glyphOrder = order
    font.sfntVersion = "\000\001\000\000"


def main() -> None:
    text = sys.stdin.read()
    font = TTFont(SOURCE, fontNumber=SC_INDEX)
    options = subset.Options()
    options.layout_features = []
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.desubroutinize = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    to_truetype(font)
    font.save(sys.argv[1])


main()
