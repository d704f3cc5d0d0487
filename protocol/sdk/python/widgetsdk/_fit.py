"""`fit()`: the `cellHeight` answer "size the card to its content" (protocol 1.2), with the points a
host of an older version gets instead. The session decides which goes on the wire: `"fit"` only
in a session that chose 1.2 or later, since an older host rejects it as an invalid result."""

from ._build import BuildError
from .schema import CellHeightResponse


class Fit:
    """What `fit()` returns; `cell_height` returns it. `otherwise`: points, or None (then a host
    before 1.2 gets a widget failure from the SDK instead of an invalid result)."""

    __slots__ = ("otherwise",)

    def __init__(self, otherwise=None):
        if otherwise is not None:
            # Checked now, not when an older host asks: a widget tried only on a 1.2 host still learns of a bad height.
            if isinstance(otherwise, str):
                raise BuildError("fit(otherwise=%r): otherwise is the height in points a host before 1.2 gets, a number "
                                 "more than 0" % (otherwise,))
            try:
                CellHeightResponse(otherwise)
            except BuildError as error:
                raise BuildError("fit(otherwise=%r): otherwise is the height in points a host before 1.2 gets: %s"
                                 % (otherwise, error)) from None
        object.__setattr__(self, "otherwise", otherwise)

    def __setattr__(self, name, value):
        raise AttributeError("a Fit cannot be changed; return a new fit(otherwise=...)")

    def __eq__(self, other):
        return isinstance(other, Fit) and other.otherwise == self.otherwise

    def __hash__(self):
        return hash((Fit, self.otherwise))

    def __repr__(self):
        return "fit()" if self.otherwise is None else "fit(otherwise=%r)" % (self.otherwise,)


def fit(otherwise=None):
    """The card as tall as its content at the width asked about, as the host lays it out
    (protocol 1.2, `{"height": "fit"}`): `return fit(otherwise=148)` from `cell_height`. In a
    session that chose 1.2 or later the host gets `"fit"`; in a 1.1 or 1.0 one it gets `otherwise`
    points. Without `otherwise`, an older host gets `-32008 widgetFailure` saying so (a plain
    `"fit"` too), never an invalid result."""
    return Fit(otherwise)


def allows_fit(version):
    """Whether a session that chose `version` may answer `"fit"`: 1.2 and later 1.x, as the Swift
    SDK's `ProtocolVersion.allowsFitHeight` decides."""
    major, _, minor = version.partition(".")
    return major == "1" and minor.isdigit() and minor.isascii() and int(minor) >= 2
