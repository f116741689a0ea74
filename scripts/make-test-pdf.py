#!/usr/bin/env python3
"""Writes a small, valid, deterministic PDF vector logo for the tests (no PDF library needed).

Usage: make-test-pdf.py OUTPUT.pdf [--variant logo|badge]

The page is 40 x 24 points. The logo has a filled Bezier shape, a stroked line and a fill
inside a triangular clip path; the badge, for documents that hold two PDFs, has an axial
gradient (a shading pattern) instead of the clip. A renderer gives the clip path and the
gradient ids of their own. The cross-reference table's offsets are computed
from the bytes written, so the file opens without repair.
"""
import sys

DRAWINGS = {
    "logo": (
        b"q 0.9 0.2 0.1 rg 4 4 m 4 20 l 12 24 28 24 36 20 c 36 4 l h f Q\n"
        b"q 0 0 0.5 RG 2 w 6 12 m 34 12 l S Q\n"
        b"q 20 22 m 30 6 l 10 6 l h W n 0.2 0.4 1 rg 8 14 24 4 re f Q\n"
    ),
    "badge": (
        b"q 0.1 0.6 0.3 rg 20 12 m 32 12 l 32 18.6 26.6 24 20 24 c 13.4 24 8 18.6 8 12 c h f Q\n"
        b"q 0 0 0 RG 1 w 8 2 m 32 2 l S Q\n"
        b"q 10 14 20 6 re W n /Sh1 sh Q\n"
    ),
}


def pdf(content: bytes) -> bytes:
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        (b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 40 24] /Contents 4 0 R"
        b" /Resources << /Shading << /Sh1 5 0 R >> >> >>"),
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"endstream",
        (b"<< /ShadingType 2 /ColorSpace /DeviceRGB /Coords [8 0 32 0] /Extend [true true]"
        b" /Function << /FunctionType 2 /Domain [0 1] /C0 [1 0.8 0] /C1 [0 0.4 1] /N 1 >> >>"),
    ]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


if __name__ == "__main__":
    if len(sys.argv) not in (2, 4) or (len(sys.argv) == 4 and sys.argv[2] != "--variant"):
        sys.exit(__doc__)
    variant = sys.argv[3] if len(sys.argv) == 4 else "logo"
    with open(sys.argv[1], "wb") as file:
        file.write(pdf(DRAWINGS[variant]))
