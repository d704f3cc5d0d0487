# Generated from protocol/schema by protocol/tools/generate_codecs.py. Do not edit by hand: change
# the schemas and run the script (or the tests with WIDGETS_RECORD=codecs).
"""The protocol's types for Python widgets: node builders, controllers, enums and models.

Builders check what they are given when they are called: a misspelt keyword is a TypeError, a
value the protocol does not allow is a BuildError naming the member, what is allowed and the
closest spelling. Every builder returns a dict of wire members, so a plain dict works wherever
a builder's result does. Models (`Trip`, `Flight`, `Airport`, ...) are what the host sends:
dicts too, with snake_case properties.
"""

from __future__ import annotations

import typing as _t

from . import _build as _b
from ._build import Node, Timestamp, Wire

NodeLike = _t.Union[Node, _t.Dict[str, _t.Any]]



class Cell(Wire):
    """Cell

    Args:
        version (`version`): the tree vocabulary version, `"1.0"`
        content (`content`): the single top node
        background (`background`): colour token (default `background`); (ColorToken)
        tap (`tap`): action when the card is tapped (typically `{"type": "present"}`); (Action)
        accessibility_label (`accessibilityLabel`): a summary of the whole card
        fallback_text (`fallbackText`): plain text a host shows if it cannot render the tree at all
    """

    __slots__ = ()

    def __init__(
        self,
        content: NodeLike,
        *,
        version: _t.Optional[str] = '1.0',
        background: _t.Optional[ColorToken] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        accessibility_label: _t.Optional[str] = None,
        fallback_text: _t.Optional[str] = None,
    ) -> None:
        self["type"] = 'cell'
        self._put("version", version, _C_Cell_version, "Cell.version")
        self._put("content", content, _C_Cell_content, "Cell.content", required=True)
        self._put("background", background, _C_Cell_background, "Cell.background")
        self._put("tap", tap, _C_Cell_tap, "Cell.tap")
        self._put("accessibilityLabel", accessibility_label, _C_Cell_accessibilityLabel, "Cell.accessibility_label")
        self._put("fallbackText", fallback_text, _C_Cell_fallbackText, "Cell.fallback_text")


Spacing = _t.Literal['none', 'xs', 's', 'm', 'l', 'xl']
"""Spacing: `none`, `xs`, `s`, `m`, `l`, `xl`. Corner radii: `none`, `s`, `m`, `l`."""


class EdgeInsets(Wire):
    """EdgeInsets

    Args:
        top (`top`): one of none, xs, s, m, l, xl
        leading (`leading`): one of none, xs, s, m, l, xl
        bottom (`bottom`): one of none, xs, s, m, l, xl
        trailing (`trailing`): one of none, xs, s, m, l, xl
    """

    __slots__ = ()

    def __init__(
        self,
        *,
        top: _t.Optional[Spacing] = None,
        leading: _t.Optional[Spacing] = None,
        bottom: _t.Optional[Spacing] = None,
        trailing: _t.Optional[Spacing] = None,
    ) -> None:
        self._put("top", top, _C_EdgeInsets_top, "EdgeInsets.top")
        self._put("leading", leading, _C_EdgeInsets_leading, "EdgeInsets.leading")
        self._put("bottom", bottom, _C_EdgeInsets_bottom, "EdgeInsets.bottom")
        self._put("trailing", trailing, _C_EdgeInsets_trailing, "EdgeInsets.trailing")


Padding = _t.Union[Spacing, EdgeInsets, _t.Dict[str, _t.Any]]
"""A Spacing token, or an EdgeInsets per edge."""


ColorToken = str
"""Colours (`color`, `tint`, `background`): `primary`, `secondary`, `tertiary`, `accent`, `good`,
`warning`, `critical`, `background`, `secondaryBackground`, `groupedBackground`, or `#RRGGBB` (a
terminal may quantise it). An unknown token is drawn as `primary` and logged.
"""


CornerRadius = _t.Literal['none', 's', 'm', 'l']
"""Spacing: `none`, `xs`, `s`, `m`, `l`, `xl`. Corner radii: `none`, `s`, `m`, `l`."""


class Frame(Wire):
    """Frame

    Args:
        width (`width`): (FrameLength)
        height (`height`): (FrameLength)
        min_width (`minWidth`): (FrameLength)
        max_width (`maxWidth`): (FrameLength)
        min_height (`minHeight`): (FrameLength)
        max_height (`maxHeight`): (FrameLength)
    """

    __slots__ = ()

    def __init__(
        self,
        *,
        width: _t.Optional[FrameLength] = None,
        height: _t.Optional[FrameLength] = None,
        min_width: _t.Optional[FrameLength] = None,
        max_width: _t.Optional[FrameLength] = None,
        min_height: _t.Optional[FrameLength] = None,
        max_height: _t.Optional[FrameLength] = None,
    ) -> None:
        self._put("width", width, _C_Frame_width, "Frame.width")
        self._put("height", height, _C_Frame_height, "Frame.height")
        self._put("minWidth", min_width, _C_Frame_minWidth, "Frame.min_width")
        self._put("maxWidth", max_width, _C_Frame_maxWidth, "Frame.max_width")
        self._put("minHeight", min_height, _C_Frame_minHeight, "Frame.min_height")
        self._put("maxHeight", max_height, _C_Frame_maxHeight, "Frame.max_height")


FrameLength = _t.Union[float, _t.Literal['infinity']]
"""Points, or one of infinity."""


Redaction = _t.Literal['placeholder', 'privacy']
"""One of placeholder, privacy."""


class Action(Wire):
    """Action Make one with `Action.invoke(...)`, `Action.open_url(...)`, `Action.present(...)`. A
    plain string is `Action.invoke(string)`.
    """

    __slots__ = ()

    @staticmethod
    def invoke(id: str, *, payload: _t.Optional[_t.Any] = None) -> "Action":
        """`{"type": "invoke"}`: sends `action` with this `id` and `payload` (≤ 2048 bytes serialized); `id` non-empty

        Args:
            id (`id`): (str)
            payload (`payload`): (_t.Any)
        """
        self = Action()
        self["type"] = "invoke"
        self._put("id", id, _C_Action_invoke_id, "Action.invoke.id", required=True)
        self._put("payload", payload, _C_Action_invoke_payload, "Action.invoke.payload")
        return self

    @staticmethod
    def open_url(url: str) -> "Action":
        """`{"type": "openURL"}`: opens the URL; `http`/`https` only

        Args:
            url (`url`): (str)
        """
        self = Action()
        self["type"] = "openURL"
        self._put("url", url, _C_Action_openURL_url, "Action.open_url.url", required=True)
        return self

    @staticmethod
    def present() -> "Action":
        """`{"type": "present"}`: calls `viewController` and presents the result"""
        self = Action()
        self["type"] = "present"
        return self


class VStack(Node):
    """`vstack`: `children` [node], `spacing` (token), `alignment` `leading`|`center`|`trailing`

    Args:
        spacing (`spacing`): (token); one of none, xs, s, m, l, xl
        alignment (`alignment`): `leading`|`center`|`trailing`
        children (`children`): [node]
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        *children: NodeLike,
        spacing: _t.Optional[Spacing] = None,
        alignment: _t.Optional[HorizontalAlignment] = None,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="vstack")
        self._put("spacing", spacing, _C_VStack_spacing, "VStack.spacing")
        self._put("alignment", alignment, _C_VStack_alignment, "VStack.alignment")
        self._put("children", _b.flatten(children), _C_VStack_children, "VStack.children")
        self._modifiers("VStack", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


HorizontalAlignment = _t.Literal['leading', 'center', 'trailing']
"""One of leading, center, trailing."""


class HStack(Node):
    """`hstack`: `children`, `spacing`, `alignment` `top`|`center`|`bottom`|`firstBaseline`

    Args:
        spacing (`spacing`): one of none, xs, s, m, l, xl
        alignment (`alignment`): `top`|`center`|`bottom`|`firstBaseline`
        children (`children`): (_t.Sequence[NodeLike])
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        *children: NodeLike,
        spacing: _t.Optional[Spacing] = None,
        alignment: _t.Optional[VerticalAlignment] = None,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="hstack")
        self._put("spacing", spacing, _C_HStack_spacing, "HStack.spacing")
        self._put("alignment", alignment, _C_HStack_alignment, "HStack.alignment")
        self._put("children", _b.flatten(children), _C_HStack_children, "HStack.children")
        self._modifiers("HStack", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


VerticalAlignment = _t.Literal['top', 'center', 'bottom', 'firstBaseline']
"""One of top, center, bottom, firstBaseline."""


class ZStack(Node):
    """`zstack`: `children` (back to front), `alignment`
    `topLeading`|`top`|`topTrailing`|`leading`|`center`|`trailing`|`bottomLeading`|`bottom`|`bottomTrailing`

    Args:
        alignment (`alignment`):
            `topLeading`|`top`|`topTrailing`|`leading`|`center`|`trailing`|`bottomLeading`|`bottom`|`bottomTrailing`
        children (`children`): (back to front)
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        *children: NodeLike,
        alignment: _t.Optional[StackAlignment] = None,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="zstack")
        self._put("alignment", alignment, _C_ZStack_alignment, "ZStack.alignment")
        self._put("children", _b.flatten(children), _C_ZStack_children, "ZStack.children")
        self._modifiers("ZStack", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


StackAlignment = _t.Literal['topLeading', 'top', 'topTrailing', 'leading', 'center', 'trailing', 'bottomLeading', 'bottom', 'bottomTrailing']
"""One of topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom,
bottomTrailing.
"""


class Spacer(Node):
    """`spacer`: `minLength` (points ≥ 0)

    Args:
        min_length (`minLength`): (points ≥ 0)
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        *,
        min_length: _t.Optional[float] = None,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="spacer")
        self._put("minLength", min_length, _C_Spacer_minLength, "Spacer.min_length")
        self._modifiers("Spacer", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


class Divider(Node):
    """`divider`: `color`, `inset` (spacing token)

    Args:
        color (`color`): (ColorToken)
        inset (`inset`): (spacing token); one of none, xs, s, m, l, xl
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        *,
        color: _t.Optional[ColorToken] = None,
        inset: _t.Optional[Spacing] = None,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="divider")
        self._put("color", color, _C_Divider_color, "Divider.color")
        self._put("inset", inset, _C_Divider_inset, "Divider.inset")
        self._modifiers("Divider", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


class Text(Node):
    """`text`: `text` (≤ 2000 characters), `style` (text style), `weight`, `color`, `alignment`
    `leading`|`center`|`trailing`, `maxLines` (integer ≥ 1), `minimumScaleFactor` (0 < f ≤ 1),
    `truncation` `head`|`middle`|`tail`, `monospacedDigits` (bool), `markdown` (bool: `bold`,
    `*italic*`, `[link](https://…)` only)

    Args:
        text (`text`): (≤ 2000 characters)
        style (`style`): (text style); one of largeTitle, title, title2, title3, headline,
            subheadline, body, callout, footnote, caption, caption2
        weight (`weight`): one of ultraLight, thin, light, regular, medium, semibold, bold, heavy,
            black
        color (`color`): (ColorToken)
        alignment (`alignment`): `leading`|`center`|`trailing`
        max_lines (`maxLines`): (integer ≥ 1)
        minimum_scale_factor (`minimumScaleFactor`): (0 < f ≤ 1)
        truncation (`truncation`): `head`|`middle`|`tail`
        monospaced_digits (`monospacedDigits`): (bool)
        markdown (`markdown`): (bool: `bold`, `*italic*`, `[link](https://…)` only)
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        text: str,
        *,
        style: _t.Optional[TextStyle] = None,
        weight: _t.Optional[FontWeight] = None,
        color: _t.Optional[ColorToken] = None,
        alignment: _t.Optional[HorizontalAlignment] = None,
        max_lines: _t.Optional[int] = None,
        minimum_scale_factor: _t.Optional[float] = None,
        truncation: _t.Optional[Truncation] = None,
        monospaced_digits: _t.Optional[bool] = None,
        markdown: _t.Optional[bool] = None,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="text")
        self._put("text", text, _C_Text_text, "Text.text", required=True)
        self._put("style", style, _C_Text_style, "Text.style")
        self._put("weight", weight, _C_Text_weight, "Text.weight")
        self._put("color", color, _C_Text_color, "Text.color")
        self._put("alignment", alignment, _C_Text_alignment, "Text.alignment")
        self._put("maxLines", max_lines, _C_Text_maxLines, "Text.max_lines")
        self._put("minimumScaleFactor", minimum_scale_factor, _C_Text_minimumScaleFactor, "Text.minimum_scale_factor")
        self._put("truncation", truncation, _C_Text_truncation, "Text.truncation")
        self._put("monospacedDigits", monospaced_digits, _C_Text_monospacedDigits, "Text.monospaced_digits")
        self._put("markdown", markdown, _C_Text_markdown, "Text.markdown")
        self._modifiers("Text", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


TextStyle = _t.Literal['largeTitle', 'title', 'title2', 'title3', 'headline', 'subheadline', 'body', 'callout', 'footnote', 'caption', 'caption2']
"""Text styles: `largeTitle`, `title`, `title2`, `title3`, `headline`, `subheadline`, `body`,
`callout`, `footnote`, `caption`, `caption2`.
"""


FontWeight = _t.Literal['ultraLight', 'thin', 'light', 'regular', 'medium', 'semibold', 'bold', 'heavy', 'black']
"""Weights: `ultraLight`, `thin`, `light`, `regular`, `medium`, `semibold`, `bold`, `heavy`,
`black`.
"""


Truncation = _t.Literal['head', 'middle', 'tail']
"""One of head, middle, tail."""


class DateText(Node):
    """`dateText`: `date` (timestamp), `style` `relative` ("in 23 min") | `offset` ("+23 min") |
    `timer` ("0:23:05") | `date` | `time` | `range` (from `date` to `to`, required for `range`),
    `timeZone` (IANA; default: the offset written in `date`), `textStyle`, `weight`, `color`,
    `fallbackText`. Evaluated by the host at render time, so countdowns stay live without messages.

    Args:
        date (`date`): (timestamp); (Timestamp)
        style (`style`): `relative` ("in 23 min") | `offset` ("+23 min") | `timer` ("0:23:05") |
            `date` | `time` | `range` (from `date` to `to`, required for `range`)
        to (`to`): (Timestamp)
        time_zone (`timeZone`): (IANA; default: the offset written in `date`)
        text_style (`textStyle`): one of largeTitle, title, title2, title3, headline, subheadline,
            body, callout, footnote, caption, caption2
        weight (`weight`): one of ultraLight, thin, light, regular, medium, semibold, bold, heavy,
            black
        color (`color`): (ColorToken)
        fallback_text (`fallbackText`): (str)
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        date: _t.Union[str, _t.Any],
        style: DateTextStyle,
        *,
        to: _t.Optional[_t.Union[str, _t.Any]] = None,
        time_zone: _t.Optional[str] = None,
        text_style: _t.Optional[TextStyle] = None,
        weight: _t.Optional[FontWeight] = None,
        color: _t.Optional[ColorToken] = None,
        fallback_text: _t.Optional[str] = None,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="dateText")
        self._put("date", date, _C_DateText_date, "DateText.date", required=True)
        self._put("style", style, _C_DateText_style, "DateText.style", required=True)
        self._put("to", to, _C_DateText_to, "DateText.to")
        self._put("timeZone", time_zone, _C_DateText_timeZone, "DateText.time_zone")
        self._put("textStyle", text_style, _C_DateText_textStyle, "DateText.text_style")
        self._put("weight", weight, _C_DateText_weight, "DateText.weight")
        self._put("color", color, _C_DateText_color, "DateText.color")
        self._put("fallbackText", fallback_text, _C_DateText_fallbackText, "DateText.fallback_text")
        self._require('DateText', ('if', 'style', 'range', ('to',)))
        self._modifiers("DateText", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


DateTextStyle = _t.Literal['relative', 'offset', 'timer', 'date', 'time', 'range']
"""One of relative, offset, timer, date, time, range."""


class Image(Node):
    """`image`: `source`, `contentMode` `fit`|`fill`, `size` (points, > 0), `tint`, `label`,
    `decorative` (bool), `shape` `none`|`circle`|`rounded`. A non-empty `label` or `decorative:
    true` is required.

    Args:
        source (`source`): (ImageSource)
        content_mode (`contentMode`): `fit`|`fill`
        size (`size`): (points, > 0)
        tint (`tint`): (ColorToken)
        label (`label`): (str)
        decorative (`decorative`): (bool)
        shape (`shape`): `none`|`circle`|`rounded`. A non-empty `label` or `decorative: true` is
            required.
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        source: _t.Union[ImageSource, str, _t.Dict[str, _t.Any]],
        *,
        content_mode: _t.Optional[ImageContentMode] = None,
        size: _t.Optional[float] = None,
        tint: _t.Optional[ColorToken] = None,
        label: _t.Optional[str] = None,
        decorative: _t.Optional[bool] = None,
        shape: _t.Optional[ImageShape] = None,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="image")
        self._put("source", source, _C_Image_source, "Image.source", required=True)
        self._put("contentMode", content_mode, _C_Image_contentMode, "Image.content_mode")
        self._put("size", size, _C_Image_size, "Image.size")
        self._put("tint", tint, _C_Image_tint, "Image.tint")
        self._put("label", label, _C_Image_label, "Image.label")
        self._put("decorative", decorative, _C_Image_decorative, "Image.decorative")
        self._put("shape", shape, _C_Image_shape, "Image.shape")
        self._require('Image', ('anyOf', ((('label', None),), (('decorative', True),))))
        self._modifiers("Image", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


class ImageSource(Wire):
    """Exactly one of symbol, asset, url, data. Give exactly one of symbol, asset, url, data; a plain
    string is a symbol.
    """

    __slots__ = ()

    def __init__(self, *, symbol: _t.Optional[str] = None, asset: _t.Optional[str] = None, url: _t.Optional[str] = None, data: _t.Optional[str] = None) -> None:
        given = [(key, value) for key, value in ((("symbol", symbol), ("asset", asset), ("url", url), ("data", data))) if value is not None]
        if len(given) != 1:
            raise _b.BuildError('an image source needs exactly one of symbol, asset, url, data')
        key, value = given[0]
        self[key] = _ImageSource_KEYS[key](value, "ImageSource." + key)

    @staticmethod
    def _symbol(value: str) -> ImageSource:
        return ImageSource(symbol=value)


ImageContentMode = _t.Literal['fit', 'fill']
"""One of fit, fill."""


ImageShape = _t.Literal['none', 'circle', 'rounded']
"""One of none, circle, rounded."""


class Label(Node):
    """`label`: `title`, `icon` (image source), `style` `titleAndIcon`|`iconOnly`|`titleOnly`,
    `textStyle`, `color`

    Args:
        title (`title`): (str)
        icon (`icon`): (image source); (ImageSource)
        style (`style`): `titleAndIcon`|`iconOnly`|`titleOnly`
        text_style (`textStyle`): one of largeTitle, title, title2, title3, headline, subheadline,
            body, callout, footnote, caption, caption2
        color (`color`): (ColorToken)
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        title: str,
        *,
        icon: _t.Optional[_t.Union[ImageSource, str, _t.Dict[str, _t.Any]]] = None,
        style: _t.Optional[LabelStyle] = None,
        text_style: _t.Optional[TextStyle] = None,
        color: _t.Optional[ColorToken] = None,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="label")
        self._put("title", title, _C_Label_title, "Label.title", required=True)
        self._put("icon", icon, _C_Label_icon, "Label.icon")
        self._put("style", style, _C_Label_style, "Label.style")
        self._put("textStyle", text_style, _C_Label_textStyle, "Label.text_style")
        self._put("color", color, _C_Label_color, "Label.color")
        self._modifiers("Label", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


LabelStyle = _t.Literal['titleAndIcon', 'iconOnly', 'titleOnly']
"""One of titleAndIcon, iconOnly, titleOnly."""


class Badge(Node):
    """`badge`: `text`, `tone` `neutral`|`accent`|`good`|`warning`|`critical`

    Args:
        text (`text`): (str)
        tone (`tone`): `neutral`|`accent`|`good`|`warning`|`critical`
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        text: str,
        *,
        tone: _t.Optional[BadgeTone] = None,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="badge")
        self._put("text", text, _C_Badge_text, "Badge.text", required=True)
        self._put("tone", tone, _C_Badge_tone, "Badge.tone")
        self._modifiers("Badge", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


BadgeTone = _t.Literal['neutral', 'accent', 'good', 'warning', 'critical']
"""One of neutral, accent, good, warning, critical."""


class Progress(Node):
    """`progress`: `value` (0…1) or `indeterminate: true` (one is required), `style` `bar`|`ring`,
    `tint`, `label`

    Args:
        value (`value`): (0…1) or `indeterminate: true` (one is required)
        indeterminate (`indeterminate`): (bool)
        style (`style`): `bar`|`ring`
        tint (`tint`): (ColorToken)
        label (`label`): (str)
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        *,
        value: _t.Optional[float] = None,
        indeterminate: _t.Optional[bool] = None,
        style: _t.Optional[ProgressStyle] = None,
        tint: _t.Optional[ColorToken] = None,
        label: _t.Optional[str] = None,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="progress")
        self._put("value", value, _C_Progress_value, "Progress.value")
        self._put("indeterminate", indeterminate, _C_Progress_indeterminate, "Progress.indeterminate")
        self._put("style", style, _C_Progress_style, "Progress.style")
        self._put("tint", tint, _C_Progress_tint, "Progress.tint")
        self._put("label", label, _C_Progress_label, "Progress.label")
        self._require('Progress', ('anyOf', ((('value', None),), (('indeterminate', True),))))
        self._modifiers("Progress", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


ProgressStyle = _t.Literal['bar', 'ring']
"""One of bar, ring."""


class Facts(Node):
    """`facts`: `rows` [{`title`, `value`}] (≤ 20), `columns` 1|2

    Args:
        rows (`rows`): [{`title`, `value`}] (≤ 20)
        columns (`columns`): 1|2
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        *rows: _t.Union[Fact, _t.Dict[str, _t.Any]],
        columns: _t.Optional[int] = None,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="facts")
        self._put("rows", _b.flatten(rows), _C_Facts_rows, "Facts.rows")
        self._put("columns", columns, _C_Facts_columns, "Facts.columns")
        self._modifiers("Facts", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


class Fact(Wire):
    """Fact

    Args:
        title (`title`): (str)
        value (`value`): (str)
    """

    __slots__ = ()

    def __init__(self, title: str, value: str) -> None:
        self._put("title", title, _C_Fact_title, "Fact.title", required=True)
        self._put("value", value, _C_Fact_value, "Fact.value", required=True)


class Button(Node):
    """`button`: `title`, `action`, `icon` (image source), `role` `default`|`primary`|`destructive`,
    `confirm` {`title`, `message`} (the host asks before acting)

    Args:
        title (`title`): (str)
        icon (`icon`): (image source); (ImageSource)
        role (`role`): `default`|`primary`|`destructive`
        action (`action`): (Action)
        confirm (`confirm`): {`title`, `message`} (the host asks before acting);
            (ButtonConfirmation)
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        title: str,
        action: _t.Union[Action, str, _t.Dict[str, _t.Any]],
        *,
        icon: _t.Optional[_t.Union[ImageSource, str, _t.Dict[str, _t.Any]]] = None,
        role: _t.Optional[ButtonRole] = None,
        confirm: _t.Optional[_t.Union[ButtonConfirmation, _t.Dict[str, _t.Any]]] = None,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="button")
        self._put("title", title, _C_Button_title, "Button.title", required=True)
        self._put("icon", icon, _C_Button_icon, "Button.icon")
        self._put("role", role, _C_Button_role, "Button.role")
        self._put("action", action, _C_Button_action, "Button.action", required=True)
        self._put("confirm", confirm, _C_Button_confirm, "Button.confirm")
        self._modifiers("Button", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


ButtonRole = _t.Literal['default', 'primary', 'destructive']
"""One of default, primary, destructive."""


class ButtonConfirmation(Wire):
    """ButtonConfirmation

    Args:
        title (`title`): (str)
        message (`message`): (str)
    """

    __slots__ = ()

    def __init__(self, title: str, *, message: _t.Optional[str] = None) -> None:
        self._put("title", title, _C_ButtonConfirmation_title, "ButtonConfirmation.title", required=True)
        self._put("message", message, _C_ButtonConfirmation_message, "ButtonConfirmation.message")


class Toggle(Node):
    """`toggle`: `isOn`, `label`, `action`. The host flips it optimistically and sends the action; the
    widget then sends `reloadWidget`, and the next `configureCell` is the truth.

    Args:
        is_on (`isOn`): (bool)
        label (`label`): (str)
        action (`action`): (Action)
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        is_on: bool,
        label: str,
        action: _t.Union[Action, str, _t.Dict[str, _t.Any]],
        *,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="toggle")
        self._put("isOn", is_on, _C_Toggle_isOn, "Toggle.is_on", required=True)
        self._put("label", label, _C_Toggle_label, "Toggle.label", required=True)
        self._put("action", action, _C_Toggle_action, "Toggle.action", required=True)
        self._modifiers("Toggle", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


class List(Node):
    """`list`: `items` [node] (≤ 50), `spacing`, `separator` (bool), `maxVisible` (≥ 1), `more` (action
    of the "more" row)

    Args:
        items (`items`): [node] (≤ 50)
        spacing (`spacing`): one of none, xs, s, m, l, xl
        separator (`separator`): (bool)
        max_visible (`maxVisible`): (≥ 1)
        more (`more`): (action of the "more" row); (Action)
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        *items: NodeLike,
        spacing: _t.Optional[Spacing] = None,
        separator: _t.Optional[bool] = None,
        max_visible: _t.Optional[int] = None,
        more: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="list")
        self._put("items", _b.flatten(items), _C_List_items, "List.items")
        self._put("spacing", spacing, _C_List_spacing, "List.spacing")
        self._put("separator", separator, _C_List_separator, "List.separator")
        self._put("maxVisible", max_visible, _C_List_maxVisible, "List.max_visible")
        self._put("more", more, _C_List_more, "List.more")
        self._modifiers("List", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


class Placeholder(Node):
    """`placeholder`: `kind` `text`|`rect`|`circle`, `width` (points), `lines` (≥ 1): an explicit
    skeleton while loading

    Args:
        kind (`kind`): `text`|`rect`|`circle`
        width (`width`): (points)
        lines (`lines`): (≥ 1): an explicit skeleton while loading
        id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted,
            accessibility_label, tap, fallback: the common modifiers (protocol §5.4), on every node
    """

    __slots__ = ()

    def __init__(
        self,
        *,
        kind: _t.Optional[PlaceholderKind] = None,
        width: _t.Optional[float] = None,
        lines: _t.Optional[int] = None,
        id: _t.Optional[str] = None,
        padding: _t.Optional[Padding] = None,
        background: _t.Optional[ColorToken] = None,
        corner_radius: _t.Optional[CornerRadius] = None,
        frame: _t.Optional[_t.Union[Frame, _t.Dict[str, _t.Any]]] = None,
        layout_priority: _t.Optional[float] = None,
        opacity: _t.Optional[float] = None,
        hidden: _t.Optional[bool] = None,
        redacted: _t.Optional[Redaction] = None,
        accessibility_label: _t.Optional[str] = None,
        tap: _t.Optional[_t.Union[Action, str, _t.Dict[str, _t.Any]]] = None,
        fallback: _t.Optional[NodeLike] = None,
    ) -> None:
        Node.__init__(self, type="placeholder")
        self._put("kind", kind, _C_Placeholder_kind, "Placeholder.kind")
        self._put("width", width, _C_Placeholder_width, "Placeholder.width")
        self._put("lines", lines, _C_Placeholder_lines, "Placeholder.lines")
        self._modifiers("Placeholder", (id, padding, background, corner_radius, frame, layout_priority, opacity, hidden, redacted, accessibility_label, tap, fallback, ))


PlaceholderKind = _t.Literal['text', 'rect', 'circle']
"""One of text, rect, circle."""


class Controller(Wire):
    """Controller

    Args:
        presentation (`presentation`): `push` (onto the dashboard's navigation stack; the iOS SDK's
            CurrentContext), `modal` (full screen; Custom), `popup` (a sheet; FormSheet)
        title (`title`): the header title
        content (`content`): a node tree with the same kinds, modifiers and limits as a cell
        left_buttons (`leftButtons`): header buttons on the leading side
        right_buttons (`rightButtons`): header buttons on the trailing side
        preferred_width (`preferredWidth`): per size class; used by `popup`; (PreferredWidth)
    """

    __slots__ = ()

    def __init__(
        self,
        presentation: Presentation,
        title: str,
        content: NodeLike,
        *,
        left_buttons: _t.Optional[_t.Sequence[_t.Union[HeaderButton, _t.Dict[str, _t.Any]]]] = None,
        right_buttons: _t.Optional[_t.Sequence[_t.Union[HeaderButton, _t.Dict[str, _t.Any]]]] = None,
        preferred_width: _t.Optional[_t.Union[PreferredWidth, _t.Dict[str, _t.Any]]] = None,
    ) -> None:
        self._put("presentation", presentation, _C_Controller_presentation, "Controller.presentation", required=True)
        self._put("title", title, _C_Controller_title, "Controller.title", required=True)
        self._put("content", content, _C_Controller_content, "Controller.content", required=True)
        self._put("leftButtons", left_buttons, _C_Controller_leftButtons, "Controller.left_buttons")
        self._put("rightButtons", right_buttons, _C_Controller_rightButtons, "Controller.right_buttons")
        self._put("preferredWidth", preferred_width, _C_Controller_preferredWidth, "Controller.preferred_width")


Presentation = _t.Literal['push', 'modal', 'popup']
"""One of push, modal, popup."""


class HeaderButton(Wire):
    """HeaderButton

    Args:
        id (`id`): the action id, non-empty
        title (`title`): the title (also the accessibility label when an image is shown)
        role (`role`): `default` (when absent), `primary`, `destructive` or `cancel` (also
            dismisses)
        system_image (`systemImage`): a symbol name shown instead of the title
    """

    __slots__ = ()

    def __init__(
        self,
        id: str,
        title: str,
        *,
        role: _t.Optional[HeaderButtonRole] = None,
        system_image: _t.Optional[str] = None,
    ) -> None:
        self._put("id", id, _C_HeaderButton_id, "HeaderButton.id", required=True)
        self._put("title", title, _C_HeaderButton_title, "HeaderButton.title", required=True)
        self._put("role", role, _C_HeaderButton_role, "HeaderButton.role")
        self._put("systemImage", system_image, _C_HeaderButton_systemImage, "HeaderButton.system_image")


HeaderButtonRole = _t.Literal['default', 'primary', 'destructive', 'cancel']
"""One of default, primary, destructive, cancel."""


class PreferredWidth(Wire):
    """PreferredWidth

    Args:
        compact (`compact`): points, or `small`|`medium`|`large`; (PreferredWidthValue)
        regular (`regular`): points, or `small`|`medium`|`large`; (PreferredWidthValue)
    """

    __slots__ = ()

    def __init__(
        self,
        *,
        compact: _t.Optional[PreferredWidthValue] = None,
        regular: _t.Optional[PreferredWidthValue] = None,
    ) -> None:
        self._put("compact", compact, _C_PreferredWidth_compact, "PreferredWidth.compact")
        self._put("regular", regular, _C_PreferredWidth_regular, "PreferredWidth.regular")


PreferredWidthValue = _t.Union[float, _t.Literal['small', 'medium', 'large']]
"""Points, or one of small, medium, large."""


class AirportRef(Wire):
    """AirportRef

    Args:
        iata_code (`iataCode`): "LHR"
        name (`name`): "London Heathrow"
        city (`city`): "London"
        time_zone (`timeZone`): IANA name
    """

    __slots__ = ()

    def __init__(self, iata_code: str, name: str, city: str, time_zone: str) -> None:
        self._put("iataCode", iata_code, _C_AirportRef_iataCode, "AirportRef.iata_code", required=True)
        self._put("name", name, _C_AirportRef_name, "AirportRef.name", required=True)
        self._put("city", city, _C_AirportRef_city, "AirportRef.city", required=True)
        self._put("timeZone", time_zone, _C_AirportRef_timeZone, "AirportRef.time_zone", required=True)

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "AirportRef":
        """Checks `value` (what the host sent) and returns it as a AirportRef; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        value_ = _b.decode_member(source, 'iataCode', pointer, _C_AirportRef_iataCode, True, None)
        if value_ is not None:
            self["iataCode"] = value_
        value_ = _b.decode_member(source, 'name', pointer, _C_AirportRef_name, True, None)
        if value_ is not None:
            self["name"] = value_
        value_ = _b.decode_member(source, 'city', pointer, _C_AirportRef_city, True, None)
        if value_ is not None:
            self["city"] = value_
        value_ = _b.decode_member(source, 'timeZone', pointer, _C_AirportRef_timeZone, True, None)
        if value_ is not None:
            self["timeZone"] = value_
        return self

    @property
    def iata_code(self) -> str:
        """ "LHR" """
        return self.get("iataCode")

    @property
    def name(self) -> str:
        """ "London Heathrow" """
        return self.get("name")

    @property
    def city(self) -> str:
        """ "London" """
        return self.get("city")

    @property
    def time_zone(self) -> str:
        """IANA name"""
        return self.get("timeZone")


class Airport(Wire):
    """Airport

    Args:
        iata_code (`iataCode`): "LHR"
        icao_code (`icaoCode`): "EGLL"
        name (`name`): (str)
        city (`city`): (str)
        country (`country`): ISO 3166-1 alpha-2
        time_zone (`timeZone`): IANA name
        latitude (`latitude`): degrees
        longitude (`longitude`): degrees
        terminals (`terminals`): (_t.Sequence[str])
    """

    __slots__ = ()

    def __init__(
        self,
        iata_code: str,
        icao_code: str,
        name: str,
        city: str,
        country: str,
        time_zone: str,
        latitude: float,
        longitude: float,
        terminals: _t.Sequence[str],
    ) -> None:
        self._put("iataCode", iata_code, _C_Airport_iataCode, "Airport.iata_code", required=True)
        self._put("icaoCode", icao_code, _C_Airport_icaoCode, "Airport.icao_code", required=True)
        self._put("name", name, _C_Airport_name, "Airport.name", required=True)
        self._put("city", city, _C_Airport_city, "Airport.city", required=True)
        self._put("country", country, _C_Airport_country, "Airport.country", required=True)
        self._put("timeZone", time_zone, _C_Airport_timeZone, "Airport.time_zone", required=True)
        self._put("latitude", latitude, _C_Airport_latitude, "Airport.latitude", required=True)
        self._put("longitude", longitude, _C_Airport_longitude, "Airport.longitude", required=True)
        self._put("terminals", terminals, _C_Airport_terminals, "Airport.terminals", required=True)

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "Airport":
        """Checks `value` (what the host sent) and returns it as a Airport; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        value_ = _b.decode_member(source, 'iataCode', pointer, _C_Airport_iataCode, True, None)
        if value_ is not None:
            self["iataCode"] = value_
        value_ = _b.decode_member(source, 'icaoCode', pointer, _C_Airport_icaoCode, True, None)
        if value_ is not None:
            self["icaoCode"] = value_
        value_ = _b.decode_member(source, 'name', pointer, _C_Airport_name, True, None)
        if value_ is not None:
            self["name"] = value_
        value_ = _b.decode_member(source, 'city', pointer, _C_Airport_city, True, None)
        if value_ is not None:
            self["city"] = value_
        value_ = _b.decode_member(source, 'country', pointer, _C_Airport_country, True, None)
        if value_ is not None:
            self["country"] = value_
        value_ = _b.decode_member(source, 'timeZone', pointer, _C_Airport_timeZone, True, None)
        if value_ is not None:
            self["timeZone"] = value_
        value_ = _b.decode_member(source, 'latitude', pointer, _C_Airport_latitude, True, None)
        if value_ is not None:
            self["latitude"] = value_
        value_ = _b.decode_member(source, 'longitude', pointer, _C_Airport_longitude, True, None)
        if value_ is not None:
            self["longitude"] = value_
        value_ = _b.decode_member(source, 'terminals', pointer, _C_Airport_terminals, True, None)
        if value_ is not None:
            self["terminals"] = value_
        return self

    @property
    def iata_code(self) -> str:
        """ "LHR" """
        return self.get("iataCode")

    @property
    def icao_code(self) -> str:
        """ "EGLL" """
        return self.get("icaoCode")

    @property
    def name(self) -> str:
        return self.get("name")

    @property
    def city(self) -> str:
        return self.get("city")

    @property
    def country(self) -> str:
        """ISO 3166-1 alpha-2"""
        return self.get("country")

    @property
    def time_zone(self) -> str:
        """IANA name"""
        return self.get("timeZone")

    @property
    def latitude(self) -> float:
        """degrees"""
        return self.get("latitude")

    @property
    def longitude(self) -> float:
        """degrees"""
        return self.get("longitude")

    @property
    def terminals(self) -> _t.Sequence[str]:
        return self.get("terminals")


class Flight(Wire):
    """Flight

    Args:
        id (`id`): stable id
        airline (`airline`): (Airline)
        flight_number (`flightNumber`): `"117"`, without the airline code
        departure (`departure`): an endpoint (below); (FlightEndpoint)
        arrival (`arrival`): an endpoint; (FlightEndpoint)
        status (`status`): `scheduled`, `delayed`, `boarding`, `departed`, `landed`, `cancelled`,
            `diverted`
        seat (`seat`): (str)
        booking_reference (`bookingReference`): (str)
        aircraft (`aircraft`): (str)
        diverted_to (`divertedTo`): an airport reference, for `diverted`; (AirportRef)
    """

    __slots__ = ()

    def __init__(
        self,
        id: str,
        airline: _t.Union[Airline, _t.Dict[str, _t.Any]],
        flight_number: str,
        departure: _t.Union[FlightEndpoint, _t.Dict[str, _t.Any]],
        arrival: _t.Union[FlightEndpoint, _t.Dict[str, _t.Any]],
        status: FlightStatus,
        *,
        seat: _t.Optional[str] = None,
        booking_reference: _t.Optional[str] = None,
        aircraft: _t.Optional[str] = None,
        diverted_to: _t.Optional[_t.Union[AirportRef, _t.Dict[str, _t.Any]]] = None,
    ) -> None:
        self._put("id", id, _C_Flight_id, "Flight.id", required=True)
        self._put("airline", airline, _C_Flight_airline, "Flight.airline", required=True)
        self._put("flightNumber", flight_number, _C_Flight_flightNumber, "Flight.flight_number", required=True)
        self._put("departure", departure, _C_Flight_departure, "Flight.departure", required=True)
        self._put("arrival", arrival, _C_Flight_arrival, "Flight.arrival", required=True)
        self._put("status", status, _C_Flight_status, "Flight.status", required=True)
        self._put("seat", seat, _C_Flight_seat, "Flight.seat")
        self._put("bookingReference", booking_reference, _C_Flight_bookingReference, "Flight.booking_reference")
        self._put("aircraft", aircraft, _C_Flight_aircraft, "Flight.aircraft")
        self._put("divertedTo", diverted_to, _C_Flight_divertedTo, "Flight.diverted_to")

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "Flight":
        """Checks `value` (what the host sent) and returns it as a Flight; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        value_ = _b.decode_member(source, 'id', pointer, _C_Flight_id, True, None)
        if value_ is not None:
            self["id"] = value_
        value_ = _b.decode_member(source, 'airline', pointer, _C_Flight_airline, True, Airline.from_json)
        if value_ is not None:
            self["airline"] = value_
        value_ = _b.decode_member(source, 'flightNumber', pointer, _C_Flight_flightNumber, True, None)
        if value_ is not None:
            self["flightNumber"] = value_
        value_ = _b.decode_member(source, 'departure', pointer, _C_Flight_departure, True, FlightEndpoint.from_json)
        if value_ is not None:
            self["departure"] = value_
        value_ = _b.decode_member(source, 'arrival', pointer, _C_Flight_arrival, True, FlightEndpoint.from_json)
        if value_ is not None:
            self["arrival"] = value_
        value_ = _b.decode_member(source, 'status', pointer, _C_Flight_status, True, None)
        if value_ is not None:
            self["status"] = value_
        value_ = _b.decode_member(source, 'seat', pointer, _C_Flight_seat, False, None)
        if value_ is not None:
            self["seat"] = value_
        value_ = _b.decode_member(source, 'bookingReference', pointer, _C_Flight_bookingReference, False, None)
        if value_ is not None:
            self["bookingReference"] = value_
        value_ = _b.decode_member(source, 'aircraft', pointer, _C_Flight_aircraft, False, None)
        if value_ is not None:
            self["aircraft"] = value_
        value_ = _b.decode_member(source, 'divertedTo', pointer, _C_Flight_divertedTo, False, AirportRef.from_json)
        if value_ is not None:
            self["divertedTo"] = value_
        return self

    @property
    def id(self) -> str:
        """stable id"""
        return self.get("id")

    @property
    def airline(self) -> Airline:
        return self.get("airline")

    @property
    def flight_number(self) -> str:
        """`"117"`, without the airline code"""
        return self.get("flightNumber")

    @property
    def departure(self) -> FlightEndpoint:
        """an endpoint (below)"""
        return self.get("departure")

    @property
    def arrival(self) -> FlightEndpoint:
        """an endpoint"""
        return self.get("arrival")

    @property
    def status(self) -> FlightStatus:
        """`scheduled`, `delayed`, `boarding`, `departed`, `landed`, `cancelled`, `diverted`"""
        return self.get("status")

    @property
    def seat(self) -> _t.Optional[str]:
        return self.get("seat")

    @property
    def booking_reference(self) -> _t.Optional[str]:
        return self.get("bookingReference")

    @property
    def aircraft(self) -> _t.Optional[str]:
        return self.get("aircraft")

    @property
    def diverted_to(self) -> _t.Optional[AirportRef]:
        """an airport reference, for `diverted`"""
        return self.get("divertedTo")


class Airline(Wire):
    """Airline

    Args:
        name (`name`): "British Airways"
        iata_code (`iataCode`): "BA" 
    """

    __slots__ = ()

    def __init__(self, name: str, iata_code: str) -> None:
        self._put("name", name, _C_Airline_name, "Airline.name", required=True)
        self._put("iataCode", iata_code, _C_Airline_iataCode, "Airline.iata_code", required=True)

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "Airline":
        """Checks `value` (what the host sent) and returns it as a Airline; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        value_ = _b.decode_member(source, 'name', pointer, _C_Airline_name, True, None)
        if value_ is not None:
            self["name"] = value_
        value_ = _b.decode_member(source, 'iataCode', pointer, _C_Airline_iataCode, True, None)
        if value_ is not None:
            self["iataCode"] = value_
        return self

    @property
    def name(self) -> str:
        """ "British Airways" """
        return self.get("name")

    @property
    def iata_code(self) -> str:
        """ "BA" """
        return self.get("iataCode")


class FlightEndpoint(Wire):
    """FlightEndpoint

    Args:
        airport (`airport`): an airport reference (below); (AirportRef)
        scheduled (`scheduled`): timestamp with the airport's local offset; (Timestamp)
        estimated (`estimated`): timestamp; (Timestamp)
        actual (`actual`): timestamp; (Timestamp)
        terminal (`terminal`): (str)
        gate (`gate`): (str)
        previous_gate (`previousGate`): the gate before the latest gate change
    """

    __slots__ = ()

    def __init__(
        self,
        airport: _t.Union[AirportRef, _t.Dict[str, _t.Any]],
        scheduled: _t.Union[str, _t.Any],
        *,
        estimated: _t.Optional[_t.Union[str, _t.Any]] = None,
        actual: _t.Optional[_t.Union[str, _t.Any]] = None,
        terminal: _t.Optional[str] = None,
        gate: _t.Optional[str] = None,
        previous_gate: _t.Optional[str] = None,
    ) -> None:
        self._put("airport", airport, _C_FlightEndpoint_airport, "FlightEndpoint.airport", required=True)
        self._put("scheduled", scheduled, _C_FlightEndpoint_scheduled, "FlightEndpoint.scheduled", required=True)
        self._put("estimated", estimated, _C_FlightEndpoint_estimated, "FlightEndpoint.estimated")
        self._put("actual", actual, _C_FlightEndpoint_actual, "FlightEndpoint.actual")
        self._put("terminal", terminal, _C_FlightEndpoint_terminal, "FlightEndpoint.terminal")
        self._put("gate", gate, _C_FlightEndpoint_gate, "FlightEndpoint.gate")
        self._put("previousGate", previous_gate, _C_FlightEndpoint_previousGate, "FlightEndpoint.previous_gate")

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "FlightEndpoint":
        """Checks `value` (what the host sent) and returns it as a FlightEndpoint; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        value_ = _b.decode_member(source, 'airport', pointer, _C_FlightEndpoint_airport, True, AirportRef.from_json)
        if value_ is not None:
            self["airport"] = value_
        value_ = _b.decode_member(source, 'scheduled', pointer, _C_FlightEndpoint_scheduled, True, None)
        if value_ is not None:
            self["scheduled"] = value_
        value_ = _b.decode_member(source, 'estimated', pointer, _C_FlightEndpoint_estimated, False, None)
        if value_ is not None:
            self["estimated"] = value_
        value_ = _b.decode_member(source, 'actual', pointer, _C_FlightEndpoint_actual, False, None)
        if value_ is not None:
            self["actual"] = value_
        value_ = _b.decode_member(source, 'terminal', pointer, _C_FlightEndpoint_terminal, False, None)
        if value_ is not None:
            self["terminal"] = value_
        value_ = _b.decode_member(source, 'gate', pointer, _C_FlightEndpoint_gate, False, None)
        if value_ is not None:
            self["gate"] = value_
        value_ = _b.decode_member(source, 'previousGate', pointer, _C_FlightEndpoint_previousGate, False, None)
        if value_ is not None:
            self["previousGate"] = value_
        return self

    @property
    def airport(self) -> AirportRef:
        """an airport reference (below)"""
        return self.get("airport")

    @property
    def scheduled(self) -> Timestamp:
        """timestamp with the airport's local offset"""
        return self.get("scheduled")

    @property
    def estimated(self) -> _t.Optional[Timestamp]:
        """timestamp"""
        return self.get("estimated")

    @property
    def actual(self) -> _t.Optional[Timestamp]:
        """timestamp"""
        return self.get("actual")

    @property
    def terminal(self) -> _t.Optional[str]:
        return self.get("terminal")

    @property
    def gate(self) -> _t.Optional[str]:
        return self.get("gate")

    @property
    def previous_gate(self) -> _t.Optional[str]:
        """the gate before the latest gate change"""
        return self.get("previousGate")


FlightStatus = _t.Literal['scheduled', 'delayed', 'boarding', 'departed', 'landed', 'cancelled', 'diverted']
"""One of scheduled, delayed, boarding, departed, landed, cancelled, diverted."""


class Trip(Wire):
    """Trip

    Args:
        id (`id`): stable id
        title (`title`): e.g. "New York in November"
        flights (`flights`): ≥ 1, in travel order; each a full Flight
    """

    __slots__ = ()

    def __init__(self, id: str, title: str, *flights: _t.Union[Flight, _t.Dict[str, _t.Any]]) -> None:
        self._put("id", id, _C_Trip_id, "Trip.id", required=True)
        self._put("title", title, _C_Trip_title, "Trip.title", required=True)
        self._put("flights", _b.flatten(flights), _C_Trip_flights, "Trip.flights")

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "Trip":
        """Checks `value` (what the host sent) and returns it as a Trip; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        value_ = _b.decode_member(source, 'id', pointer, _C_Trip_id, True, None)
        if value_ is not None:
            self["id"] = value_
        value_ = _b.decode_member(source, 'title', pointer, _C_Trip_title, True, None)
        if value_ is not None:
            self["title"] = value_
        value_ = _b.decode_member(source, 'flights', pointer, _C_Trip_flights, True, _b.decode_array(Flight.from_json))
        if value_ is not None:
            self["flights"] = value_
        return self

    @property
    def id(self) -> str:
        """stable id"""
        return self.get("id")

    @property
    def title(self) -> str:
        """e.g. "New York in November" """
        return self.get("title")

    @property
    def flights(self) -> _t.List[Flight]:
        """≥ 1, in travel order; each a full Flight"""
        return self.get("flights")


class UserInfo(Wire):
    """UserInfo

    Args:
        user_id (`userID`): opaque and stable
        display_name (`displayName`): (str)
    """

    __slots__ = ()

    def __init__(self, user_id: str, *, display_name: _t.Optional[str] = None) -> None:
        self._put("userID", user_id, _C_UserInfo_userID, "UserInfo.user_id", required=True)
        self._put("displayName", display_name, _C_UserInfo_displayName, "UserInfo.display_name")

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "UserInfo":
        """Checks `value` (what the host sent) and returns it as a UserInfo; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        value_ = _b.decode_member(source, 'userID', pointer, _C_UserInfo_userID, True, None)
        if value_ is not None:
            self["userID"] = value_
        value_ = _b.decode_member(source, 'displayName', pointer, _C_UserInfo_displayName, False, None)
        if value_ is not None:
            self["displayName"] = value_
        return self

    @property
    def user_id(self) -> str:
        """opaque and stable"""
        return self.get("userID")

    @property
    def display_name(self) -> _t.Optional[str]:
        return self.get("displayName")


class CanBeDisplayedNotification(Wire):
    """Widget → host. Show or hide the card.

    Args:
        can_be_displayed (`canBeDisplayed`): show (`true`) or hide the card
    """

    __slots__ = ()

    def __init__(self, can_be_displayed: bool) -> None:
        self._put("canBeDisplayed", can_be_displayed, _C_CanBeDisplayedNotification_canBeDisplayed, "CanBeDisplayedNotification.can_be_displayed", required=True)


class LogNotification(Wire):
    """Widget → host. A structured log line.

    Args:
        level (`level`): `debug`, `info`, `notice`, `warning` or `error`
        message (`message`): the log line
        fields (`fields`): structured detail
    """

    __slots__ = ()

    def __init__(self, level: LogLevel, message: str, *, fields: _t.Optional[_t.Dict[str, _t.Any]] = None) -> None:
        self._put("level", level, _C_LogNotification_level, "LogNotification.level", required=True)
        self._put("message", message, _C_LogNotification_message, "LogNotification.message", required=True)
        self._put("fields", fields, _C_LogNotification_fields, "LogNotification.fields")


LogLevel = _t.Literal['debug', 'info', 'notice', 'warning', 'error']
"""One of debug, info, notice, warning, error."""


class PresentWidgetControllerNotification(Wire):
    """Widget → host. Present a controller now.

    Args:
        controller (`controller`): a controller (§6); (Controller)
    """

    __slots__ = ()

    def __init__(self, controller: _t.Union[Controller, _t.Dict[str, _t.Any]]) -> None:
        self._put("controller", controller, _C_PresentWidgetControllerNotification_controller, "PresentWidgetControllerNotification.controller", required=True)


class ReloadWidgetNotification(Wire):
    """No members (unknown members are ignored)."""

    __slots__ = ()

    def __init__(self) -> None:
        pass


class ActionRequest(Wire):
    """Host → widget, deadline 2 s.

    Args:
        id (`id`): the `invoke` action's id, or a header button's id
        payload (`payload`): the `invoke` action's payload, unchanged: any JSON value (object,
            array, string, number, boolean); absent when the action had none (`null` counts as none)
        source (`source`): `cell` (a node of the card), `controller` (a node in a presented
            controller) or `header` (a header button of a presented controller)
    """

    __slots__ = ()

    def __init__(self, id: str, source: ActionSource, *, payload: _t.Optional[_t.Any] = None) -> None:
        self._put("id", id, _C_ActionRequest_id, "ActionRequest.id", required=True)
        self._put("payload", payload, _C_ActionRequest_payload, "ActionRequest.payload")
        self._put("source", source, _C_ActionRequest_source, "ActionRequest.source", required=True)

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "ActionRequest":
        """Checks `value` (what the host sent) and returns it as a ActionRequest; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        value_ = _b.decode_member(source, 'id', pointer, _C_ActionRequest_id, True, None)
        if value_ is not None:
            self["id"] = value_
        value_ = _b.decode_member(source, 'payload', pointer, _C_ActionRequest_payload, False, None)
        if value_ is not None:
            self["payload"] = value_
        value_ = _b.decode_member(source, 'source', pointer, _C_ActionRequest_source, True, None)
        if value_ is not None:
            self["source"] = value_
        return self

    @property
    def id(self) -> str:
        """the `invoke` action's id, or a header button's id"""
        return self.get("id")

    @property
    def payload(self) -> _t.Optional[_t.Any]:
        """the `invoke` action's payload, unchanged: any JSON value (object, array, string, number,
        boolean); absent when the action had none (`null` counts as none)
        """
        return self.get("payload")

    @property
    def source(self) -> ActionSource:
        """`cell` (a node of the card), `controller` (a node in a presented controller) or `header`
        (a header button of a presented controller)
        """
        return self.get("source")


ActionSource = _t.Literal['cell', 'controller', 'header']
"""One of cell, controller, header."""


class ActionResponse(Wire):
    """{} or a follow-up such as {"dismiss": true}.

    Args:
        dismiss (`dismiss`): `true` dismisses the controller the action came from
    """

    __slots__ = ()

    def __init__(self, *, dismiss: _t.Optional[bool] = None) -> None:
        self._put("dismiss", dismiss, _C_ActionResponse_dismiss, "ActionResponse.dismiss")


class CellHeightRequest(Wire):
    """Host → widget, deadline 1 s.

    Args:
        width (`width`): points, 320…400; may carry a fraction (`375.0`, `337.5`)
    """

    __slots__ = ()

    def __init__(self, width: float) -> None:
        self._put("width", width, _C_CellHeightRequest_width, "CellHeightRequest.width", required=True)

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "CellHeightRequest":
        """Checks `value` (what the host sent) and returns it as a CellHeightRequest; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        value_ = _b.decode_member(source, 'width', pointer, _C_CellHeightRequest_width, True, None)
        if value_ is not None:
            self["width"] = value_
        return self

    @property
    def width(self) -> float:
        """points, 320…400; may carry a fraction (`375.0`, `337.5`)"""
        return self.get("width")


class CellHeightResponse(Wire):
    """Height in points, positive; or "fit" (protocol 1.2 and later): the host sizes the card to its
    content at that width.

    Args:
        height (`height`): points, positive and finite (may carry a fraction); or `"fit"` (1.2):
            sized to the content; (CellHeight)
    """

    __slots__ = ()

    def __init__(self, height: CellHeight) -> None:
        self._put("height", height, _C_CellHeightResponse_height, "CellHeightResponse.height", required=True)


CellHeight = _t.Union[float, _t.Literal['fit']]
"""Points, or one of fit."""


class ConfigureCellRequest(Wire):
    """Host → widget, deadline 2 s. Same width as the preceding cellHeight.

    Args:
        width (`width`): the width of the preceding `cellHeight`
    """

    __slots__ = ()

    def __init__(self, width: float) -> None:
        self._put("width", width, _C_ConfigureCellRequest_width, "ConfigureCellRequest.width", required=True)

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "ConfigureCellRequest":
        """Checks `value` (what the host sent) and returns it as a ConfigureCellRequest; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        value_ = _b.decode_member(source, 'width', pointer, _C_ConfigureCellRequest_width, True, None)
        if value_ is not None:
            self["width"] = value_
        return self

    @property
    def width(self) -> float:
        """the width of the preceding `cellHeight`"""
        return self.get("width")


class ConfigureCellResponse(Wire):
    """The cell tree and an optional timeline.

    Args:
        cell (`cell`): the cell tree, §5; (Cell)
        timeline (`timeline`): future cells; (Timeline)
    """

    __slots__ = ()

    def __init__(
        self,
        cell: _t.Union[Cell, _t.Dict[str, _t.Any]],
        *,
        timeline: _t.Optional[_t.Union[Timeline, _t.Dict[str, _t.Any]]] = None,
    ) -> None:
        self._put("cell", cell, _C_ConfigureCellResponse_cell, "ConfigureCellResponse.cell", required=True)
        self._put("timeline", timeline, _C_ConfigureCellResponse_timeline, "ConfigureCellResponse.timeline")


class Timeline(Wire):
    """Timeline

    Args:
        entries (`entries`): ≤ 50, ascending dates
        reload (`reload`): when to ask again; (ReloadPolicy)
    """

    __slots__ = ()

    def __init__(
        self,
        entries: _t.Sequence[_t.Union[TimelineEntry, _t.Dict[str, _t.Any]]],
        reload: _t.Union[ReloadPolicy, _t.Dict[str, _t.Any]],
    ) -> None:
        self._put("entries", entries, _C_Timeline_entries, "Timeline.entries", required=True)
        self._put("reload", reload, _C_Timeline_reload, "Timeline.reload", required=True)


class TimelineEntry(Wire):
    """TimelineEntry

    Args:
        date (`date`): timestamp: the entry's cell is shown from then on; (Timestamp)
        cell (`cell`): a cell tree; (Cell)
    """

    __slots__ = ()

    def __init__(self, date: _t.Union[str, _t.Any], cell: _t.Union[Cell, _t.Dict[str, _t.Any]]) -> None:
        self._put("date", date, _C_TimelineEntry_date, "TimelineEntry.date", required=True)
        self._put("cell", cell, _C_TimelineEntry_cell, "TimelineEntry.cell", required=True)


class ReloadPolicy(Wire):
    """ReloadPolicy Make one with `ReloadPolicy.at_end(...)`, `ReloadPolicy.after(...)`,
    `ReloadPolicy.never(...)`.
    """

    __slots__ = ()

    @staticmethod
    def at_end() -> "ReloadPolicy":
        """`{"policy": "atEnd"}`"""
        self = ReloadPolicy()
        self["policy"] = "atEnd"
        return self

    @staticmethod
    def after(date: _t.Union[str, _t.Any]) -> "ReloadPolicy":
        """`{"policy": "after"}`

        Args:
            date (`date`): timestamp; (Timestamp)
        """
        self = ReloadPolicy()
        self["policy"] = "after"
        self._put("date", date, _C_ReloadPolicy_after_date, "ReloadPolicy.after.date", required=True)
        return self

    @staticmethod
    def never() -> "ReloadPolicy":
        """`{"policy": "never"}`"""
        self = ReloadPolicy()
        self["policy"] = "never"
        return self


class InitRequest(Wire):
    """Host → widget, deadline 5 s. Binds the widget to its dashboard's data; flight is the trip's
    current flight. Make one with `InitRequest.trip(...)`, `InitRequest.airport(...)`.
    """

    __slots__ = ()

    @staticmethod
    def trip(
        trip: _t.Union[Trip, _t.Dict[str, _t.Any]],
        flight: _t.Union[Flight, _t.Dict[str, _t.Any]],
    ) -> "InitRequest":
        """`{"dashboard": "trip"}`

        Args:
            trip (`trip`): the trip (§7); (Trip)
            flight (`flight`): the trip's current flight (also present in `trip.flights`); (Flight)
        """
        self = InitRequest()
        self["dashboard"] = "trip"
        self._put("trip", trip, _C_InitRequest_trip_trip, "InitRequest.trip.trip", required=True)
        self._put("flight", flight, _C_InitRequest_trip_flight, "InitRequest.trip.flight", required=True)
        return self

    @staticmethod
    def airport(airport: _t.Union[Airport, _t.Dict[str, _t.Any]]) -> "InitRequest":
        """`{"dashboard": "airport"}`

        Args:
            airport (`airport`): the airport (§7); (Airport)
        """
        self = InitRequest()
        self["dashboard"] = "airport"
        self._put("airport", airport, _C_InitRequest_airport_airport, "InitRequest.airport.airport", required=True)
        return self

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "InitRequest":
        """Checks `value` (what the host sent): its `dashboard`, then that case's members."""
        source = _b.expect_object(value, pointer)
        tag = _b.decode_member(source, 'dashboard', pointer, _CHECK_DashboardKind, True)
        self = cls.__new__(cls)
        dict.__init__(self)
        self["dashboard"] = tag
        if tag == 'trip':
            value_ = _b.decode_member(source, 'trip', pointer, _C_InitRequest_trip_trip, True, Trip.from_json)
            if value_ is not None:
                self["trip"] = value_
            value_ = _b.decode_member(source, 'flight', pointer, _C_InitRequest_trip_flight, True, Flight.from_json)
            if value_ is not None:
                self["flight"] = value_
        if tag == 'airport':
            value_ = _b.decode_member(source, 'airport', pointer, _C_InitRequest_airport_airport, True, Airport.from_json)
            if value_ is not None:
                self["airport"] = value_
        return self

    @property
    def dashboard(self) -> _t.Any:
        """`trip` or `airport`"""
        return self.get("dashboard")

    @property
    def trip(self) -> _t.Any:
        """the trip (§7)"""
        return self.get("trip")

    @property
    def flight(self) -> _t.Any:
        """the trip's current flight (also present in `trip.flights`)"""
        return self.get("flight")

    @property
    def airport(self) -> _t.Any:
        """the airport (§7)"""
        return self.get("airport")


DashboardKind = _t.Literal['trip', 'airport']
"""One of trip, airport."""


class InitResponse(Wire):
    """Whether the card is shown now.

    Args:
        can_be_displayed (`canBeDisplayed`): `false` keeps the card hidden until the widget sends
            `canBeDisplayed`
    """

    __slots__ = ()

    def __init__(self, can_be_displayed: bool) -> None:
        self._put("canBeDisplayed", can_be_displayed, _C_InitResponse_canBeDisplayed, "InitResponse.can_be_displayed", required=True)


class InitializeRequest(Wire):
    """Host → widget, deadline 10 s. The handshake.

    Args:
        protocol_version (`protocolVersion`): the host's preferred version, the first of
            `supportedVersions`
        supported_versions (`supportedVersions`): every version the host speaks, newest first (§10)
        host (`host`): the host application; (HostInfo)
        user (`user`): the signed-in user (§7); (UserInfo)
        locale (`locale`): BCP 47 (`en-GB`, `de-DE`)
        time_zone (`timeZone`): IANA name of the device's zone
        capabilities (`capabilities`): what the host renders and accepts; (HostCapabilities)
    """

    __slots__ = ()

    def __init__(
        self,
        protocol_version: str,
        supported_versions: _t.Sequence[str],
        host: _t.Union[HostInfo, _t.Dict[str, _t.Any]],
        user: _t.Union[UserInfo, _t.Dict[str, _t.Any]],
        locale: str,
        time_zone: str,
        capabilities: _t.Union[HostCapabilities, _t.Dict[str, _t.Any]],
    ) -> None:
        self._put("protocolVersion", protocol_version, _C_InitializeRequest_protocolVersion, "InitializeRequest.protocol_version", required=True)
        self._put("supportedVersions", supported_versions, _C_InitializeRequest_supportedVersions, "InitializeRequest.supported_versions", required=True)
        self._put("host", host, _C_InitializeRequest_host, "InitializeRequest.host", required=True)
        self._put("user", user, _C_InitializeRequest_user, "InitializeRequest.user", required=True)
        self._put("locale", locale, _C_InitializeRequest_locale, "InitializeRequest.locale", required=True)
        self._put("timeZone", time_zone, _C_InitializeRequest_timeZone, "InitializeRequest.time_zone", required=True)
        self._put("capabilities", capabilities, _C_InitializeRequest_capabilities, "InitializeRequest.capabilities", required=True)

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "InitializeRequest":
        """Checks `value` (what the host sent) and returns it as a InitializeRequest; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        value_ = _b.decode_member(source, 'protocolVersion', pointer, _C_InitializeRequest_protocolVersion, True, None)
        if value_ is not None:
            self["protocolVersion"] = value_
        value_ = _b.decode_member(source, 'supportedVersions', pointer, _C_InitializeRequest_supportedVersions, True, None)
        if value_ is not None:
            self["supportedVersions"] = value_
        value_ = _b.decode_member(source, 'host', pointer, _C_InitializeRequest_host, True, HostInfo.from_json)
        if value_ is not None:
            self["host"] = value_
        value_ = _b.decode_member(source, 'user', pointer, _C_InitializeRequest_user, True, UserInfo.from_json)
        if value_ is not None:
            self["user"] = value_
        value_ = _b.decode_member(source, 'locale', pointer, _C_InitializeRequest_locale, True, None)
        if value_ is not None:
            self["locale"] = value_
        value_ = _b.decode_member(source, 'timeZone', pointer, _C_InitializeRequest_timeZone, True, None)
        if value_ is not None:
            self["timeZone"] = value_
        value_ = _b.decode_member(source, 'capabilities', pointer, _C_InitializeRequest_capabilities, True, HostCapabilities.from_json)
        if value_ is not None:
            self["capabilities"] = value_
        return self

    @property
    def protocol_version(self) -> str:
        """the host's preferred version, the first of `supportedVersions`"""
        return self.get("protocolVersion")

    @property
    def supported_versions(self) -> _t.Sequence[str]:
        """every version the host speaks, newest first (§10)"""
        return self.get("supportedVersions")

    @property
    def host(self) -> HostInfo:
        """the host application"""
        return self.get("host")

    @property
    def user(self) -> UserInfo:
        """the signed-in user (§7)"""
        return self.get("user")

    @property
    def locale(self) -> str:
        """BCP 47 (`en-GB`, `de-DE`)"""
        return self.get("locale")

    @property
    def time_zone(self) -> str:
        """IANA name of the device's zone"""
        return self.get("timeZone")

    @property
    def capabilities(self) -> HostCapabilities:
        """what the host renders and accepts"""
        return self.get("capabilities")


class HostInfo(Wire):
    """HostInfo

    Args:
        name (`name`): e.g. `"WidgetHost"`
        version (`version`): e.g. `"0.1.0"`
    """

    __slots__ = ()

    def __init__(self, name: str, version: str) -> None:
        self._put("name", name, _C_HostInfo_name, "HostInfo.name", required=True)
        self._put("version", version, _C_HostInfo_version, "HostInfo.version", required=True)

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "HostInfo":
        """Checks `value` (what the host sent) and returns it as a HostInfo; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        value_ = _b.decode_member(source, 'name', pointer, _C_HostInfo_name, True, None)
        if value_ is not None:
            self["name"] = value_
        value_ = _b.decode_member(source, 'version', pointer, _C_HostInfo_version, True, None)
        if value_ is not None:
            self["version"] = value_
        return self

    @property
    def name(self) -> str:
        """e.g. `"WidgetHost"`"""
        return self.get("name")

    @property
    def version(self) -> str:
        """e.g. `"0.1.0"`"""
        return self.get("version")


class HostCapabilities(Wire):
    """HostCapabilities

    Args:
        node_kinds (`nodeKinds`): the node `type`s the host renders (others fall back, §5.6)
        max_line_bytes (`maxLineBytes`): the host reader's line limit: the longest line a widget may
            write (§1)
        limits (`limits`): the host's values of the limits of §5.7; (Limits)
    """

    __slots__ = ()

    def __init__(
        self,
        node_kinds: _t.Sequence[str],
        max_line_bytes: int,
        limits: _t.Union[Limits, _t.Dict[str, _t.Any]],
    ) -> None:
        self._put("nodeKinds", node_kinds, _C_HostCapabilities_nodeKinds, "HostCapabilities.node_kinds", required=True)
        self._put("maxLineBytes", max_line_bytes, _C_HostCapabilities_maxLineBytes, "HostCapabilities.max_line_bytes", required=True)
        self._put("limits", limits, _C_HostCapabilities_limits, "HostCapabilities.limits", required=True)

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "HostCapabilities":
        """Checks `value` (what the host sent) and returns it as a HostCapabilities; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        value_ = _b.decode_member(source, 'nodeKinds', pointer, _C_HostCapabilities_nodeKinds, True, None)
        if value_ is not None:
            self["nodeKinds"] = value_
        value_ = _b.decode_member(source, 'maxLineBytes', pointer, _C_HostCapabilities_maxLineBytes, True, None)
        if value_ is not None:
            self["maxLineBytes"] = value_
        value_ = _b.decode_member(source, 'limits', pointer, _C_HostCapabilities_limits, True, Limits.from_json)
        if value_ is not None:
            self["limits"] = value_
        return self

    @property
    def node_kinds(self) -> _t.Sequence[str]:
        """the node `type`s the host renders (others fall back, §5.6)"""
        return self.get("nodeKinds")

    @property
    def max_line_bytes(self) -> int:
        """the host reader's line limit: the longest line a widget may write (§1)"""
        return self.get("maxLineBytes")

    @property
    def limits(self) -> Limits:
        """the host's values of the limits of §5.7"""
        return self.get("limits")


class Limits(Wire):
    """Limits

    Args:
        max_nodes (`maxNodes`): nodes per tree
        max_depth (`maxDepth`): tree depth
        max_text_length (`maxTextLength`): characters of any text
        max_action_payload_bytes (`maxActionPayloadBytes`): serialized action payload
        max_image_data_bytes (`maxImageDataBytes`): decoded inline image data
        max_list_items (`maxListItems`): `list.items`
        max_facts_rows (`maxFactsRows`): `facts.rows`
        max_timeline_entries (`maxTimelineEntries`): timeline entries
    """

    __slots__ = ()

    def __init__(
        self,
        max_nodes: int,
        max_depth: int,
        max_text_length: int,
        max_action_payload_bytes: int,
        max_image_data_bytes: int,
        max_list_items: int,
        max_facts_rows: int,
        max_timeline_entries: int,
    ) -> None:
        self._put("maxNodes", max_nodes, _C_Limits_maxNodes, "Limits.max_nodes", required=True)
        self._put("maxDepth", max_depth, _C_Limits_maxDepth, "Limits.max_depth", required=True)
        self._put("maxTextLength", max_text_length, _C_Limits_maxTextLength, "Limits.max_text_length", required=True)
        self._put("maxActionPayloadBytes", max_action_payload_bytes, _C_Limits_maxActionPayloadBytes, "Limits.max_action_payload_bytes", required=True)
        self._put("maxImageDataBytes", max_image_data_bytes, _C_Limits_maxImageDataBytes, "Limits.max_image_data_bytes", required=True)
        self._put("maxListItems", max_list_items, _C_Limits_maxListItems, "Limits.max_list_items", required=True)
        self._put("maxFactsRows", max_facts_rows, _C_Limits_maxFactsRows, "Limits.max_facts_rows", required=True)
        self._put("maxTimelineEntries", max_timeline_entries, _C_Limits_maxTimelineEntries, "Limits.max_timeline_entries", required=True)

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "Limits":
        """Checks `value` (what the host sent) and returns it as a Limits; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        value_ = _b.decode_member(source, 'maxNodes', pointer, _C_Limits_maxNodes, True, None)
        if value_ is not None:
            self["maxNodes"] = value_
        value_ = _b.decode_member(source, 'maxDepth', pointer, _C_Limits_maxDepth, True, None)
        if value_ is not None:
            self["maxDepth"] = value_
        value_ = _b.decode_member(source, 'maxTextLength', pointer, _C_Limits_maxTextLength, True, None)
        if value_ is not None:
            self["maxTextLength"] = value_
        value_ = _b.decode_member(source, 'maxActionPayloadBytes', pointer, _C_Limits_maxActionPayloadBytes, True, None)
        if value_ is not None:
            self["maxActionPayloadBytes"] = value_
        value_ = _b.decode_member(source, 'maxImageDataBytes', pointer, _C_Limits_maxImageDataBytes, True, None)
        if value_ is not None:
            self["maxImageDataBytes"] = value_
        value_ = _b.decode_member(source, 'maxListItems', pointer, _C_Limits_maxListItems, True, None)
        if value_ is not None:
            self["maxListItems"] = value_
        value_ = _b.decode_member(source, 'maxFactsRows', pointer, _C_Limits_maxFactsRows, True, None)
        if value_ is not None:
            self["maxFactsRows"] = value_
        value_ = _b.decode_member(source, 'maxTimelineEntries', pointer, _C_Limits_maxTimelineEntries, True, None)
        if value_ is not None:
            self["maxTimelineEntries"] = value_
        return self

    @property
    def max_nodes(self) -> int:
        """nodes per tree"""
        return self.get("maxNodes")

    @property
    def max_depth(self) -> int:
        """tree depth"""
        return self.get("maxDepth")

    @property
    def max_text_length(self) -> int:
        """characters of any text"""
        return self.get("maxTextLength")

    @property
    def max_action_payload_bytes(self) -> int:
        """serialized action payload"""
        return self.get("maxActionPayloadBytes")

    @property
    def max_image_data_bytes(self) -> int:
        """decoded inline image data"""
        return self.get("maxImageDataBytes")

    @property
    def max_list_items(self) -> int:
        """`list.items`"""
        return self.get("maxListItems")

    @property
    def max_facts_rows(self) -> int:
        """`facts.rows`"""
        return self.get("maxFactsRows")

    @property
    def max_timeline_entries(self) -> int:
        """timeline entries"""
        return self.get("maxTimelineEntries")


class InitializeResponse(Wire):
    """The widget's half of the handshake.

    Args:
        protocol_version (`protocolVersion`): the version chosen: the first of the host's
            `supportedVersions` the widget speaks, exactly as offered (§10)
        widget_type (`widgetType`): the widget's kind, `^[a-z0-9_]{1,64}$`; analytics and the card's
            icon use `feed_widget_<widgetType>`
        cell_identifier (`cellIdentifier`): names the cell layout (the old SDK's reuse identifier),
            `^[A-Za-z0-9_.-]{1,128}$`
        can_be_hidden (`canBeHidden`): whether the user may hide the card
        dashboards (`dashboards`): `["trip"]`, `["airport"]` or both, no repeats
        capabilities (`capabilities`): optional features; absent is `{}`; (WidgetCapabilities)
    """

    __slots__ = ()

    def __init__(
        self,
        protocol_version: str,
        widget_type: str,
        cell_identifier: str,
        can_be_hidden: bool,
        dashboards: _t.Sequence[DashboardKind],
        *,
        capabilities: _t.Optional[_t.Union[WidgetCapabilities, _t.Dict[str, _t.Any]]] = None,
    ) -> None:
        self._put("protocolVersion", protocol_version, _C_InitializeResponse_protocolVersion, "InitializeResponse.protocol_version", required=True)
        self._put("widgetType", widget_type, _C_InitializeResponse_widgetType, "InitializeResponse.widget_type", required=True)
        self._put("cellIdentifier", cell_identifier, _C_InitializeResponse_cellIdentifier, "InitializeResponse.cell_identifier", required=True)
        self._put("canBeHidden", can_be_hidden, _C_InitializeResponse_canBeHidden, "InitializeResponse.can_be_hidden", required=True)
        self._put("dashboards", dashboards, _C_InitializeResponse_dashboards, "InitializeResponse.dashboards", required=True)
        self._put("capabilities", capabilities, _C_InitializeResponse_capabilities, "InitializeResponse.capabilities")


class WidgetCapabilities(Wire):
    """Optional features; absent is {} and an absent member is false.

    Args:
        prepare_data (`prepareData`): call `prepareData` before `init`; absent means `false`
        timeline (`timeline`): `configureCell` may return a timeline; absent means `false`
    """

    __slots__ = ()

    def __init__(self, *, prepare_data: _t.Optional[bool] = None, timeline: _t.Optional[bool] = None) -> None:
        self._put("prepareData", prepare_data, _C_WidgetCapabilities_prepareData, "WidgetCapabilities.prepare_data")
        self._put("timeline", timeline, _C_WidgetCapabilities_timeline, "WidgetCapabilities.timeline")


class PrepareDataRequest(Wire):
    """No members (unknown members are ignored)."""

    __slots__ = ()

    def __init__(self) -> None:
        pass

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "PrepareDataRequest":
        """Checks `value` (what the host sent) and returns it as a PrepareDataRequest; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        return self


class EmptyResult(Wire):
    """No members (unknown members are ignored)."""

    __slots__ = ()

    def __init__(self) -> None:
        pass


class ShutdownRequest(Wire):
    """No members (unknown members are ignored)."""

    __slots__ = ()

    def __init__(self) -> None:
        pass

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "ShutdownRequest":
        """Checks `value` (what the host sent) and returns it as a ShutdownRequest; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        return self


class ViewControllerRequest(Wire):
    """Host → widget, deadline 2 s. The user tapped the card or a present action.

    Args:
        width (`width`): points, 320…400
        size_class (`sizeClass`): `compact` or `regular`
    """

    __slots__ = ()

    def __init__(self, width: float, size_class: ViewControllerSizeClass) -> None:
        self._put("width", width, _C_ViewControllerRequest_width, "ViewControllerRequest.width", required=True)
        self._put("sizeClass", size_class, _C_ViewControllerRequest_sizeClass, "ViewControllerRequest.size_class", required=True)

    @classmethod
    def from_json(cls, value: _t.Any, pointer: str = "") -> "ViewControllerRequest":
        """Checks `value` (what the host sent) and returns it as a ViewControllerRequest; a member that breaks
        the schema raises ParamsError with its JSON pointer (under `pointer`)."""
        source = _b.expect_object(value, pointer)
        self = cls.__new__(cls)
        dict.__init__(self)
        value_ = _b.decode_member(source, 'width', pointer, _C_ViewControllerRequest_width, True, None)
        if value_ is not None:
            self["width"] = value_
        value_ = _b.decode_member(source, 'sizeClass', pointer, _C_ViewControllerRequest_sizeClass, True, None)
        if value_ is not None:
            self["sizeClass"] = value_
        return self

    @property
    def width(self) -> float:
        """points, 320…400"""
        return self.get("width")

    @property
    def size_class(self) -> ViewControllerSizeClass:
        """`compact` or `regular`"""
        return self.get("sizeClass")


ViewControllerSizeClass = _t.Literal['compact', 'regular']
"""One of compact, regular."""


# Each request's params and result type; each notification's params.
REQUESTS = {
    "action": (ActionRequest, ActionResponse, False),
    "cellHeight": (CellHeightRequest, CellHeightResponse, False),
    "configureCell": (ConfigureCellRequest, ConfigureCellResponse, False),
    "init": (InitRequest, InitResponse, False),
    "initialize": (InitializeRequest, InitializeResponse, False),
    "prepareData": (PrepareDataRequest, EmptyResult, False),
    "shutdown": (ShutdownRequest, EmptyResult, False),
    "viewController": (ViewControllerRequest, Controller, True),
}
NOTIFICATIONS = {
    "canBeDisplayed": CanBeDisplayedNotification,
    "log": LogNotification,
    "presentWidgetController": PresentWidgetControllerNotification,
    "reloadWidget": ReloadWidgetNotification,
}


# Checks, made once; the classes above look them up when they are called.

_CHECK_ViewControllerSizeClass = _b.enum('view controller size class', ('compact', 'regular'))
_CHECK_DashboardKind = _b.enum('dashboard kind', ('trip', 'airport'))
_CHECK_ActionSource = _b.enum('action source', ('cell', 'controller', 'header'))
_CHECK_LogLevel = _b.enum('log level', ('debug', 'info', 'notice', 'warning', 'error'))
_CHECK_FlightStatus = _b.enum('flight status', ('scheduled', 'delayed', 'boarding', 'departed', 'landed', 'cancelled', 'diverted'))
_CHECK_HeaderButtonRole = _b.enum('header button role', ('default', 'primary', 'destructive', 'cancel'))
_CHECK_Presentation = _b.enum('presentation', ('push', 'modal', 'popup'))
_CHECK_PlaceholderKind = _b.enum('placeholder kind', ('text', 'rect', 'circle'))
_CHECK_ButtonRole = _b.enum('button role', ('default', 'primary', 'destructive'))
_CHECK_ProgressStyle = _b.enum('progress style', ('bar', 'ring'))
_CHECK_BadgeTone = _b.enum('badge tone', ('neutral', 'accent', 'good', 'warning', 'critical'))
_CHECK_LabelStyle = _b.enum('label style', ('titleAndIcon', 'iconOnly', 'titleOnly'))
_CHECK_ImageShape = _b.enum('image shape', ('none', 'circle', 'rounded'))
_CHECK_ImageContentMode = _b.enum('image content mode', ('fit', 'fill'))
_CHECK_DateTextStyle = _b.enum('date text style', ('relative', 'offset', 'timer', 'date', 'time', 'range'))
_CHECK_Truncation = _b.enum('truncation', ('head', 'middle', 'tail'))
_CHECK_FontWeight = _b.enum('font weight', ('ultraLight', 'thin', 'light', 'regular', 'medium', 'semibold', 'bold', 'heavy', 'black'))
_CHECK_TextStyle = _b.enum('text style', ('largeTitle', 'title', 'title2', 'title3', 'headline', 'subheadline', 'body', 'callout', 'footnote', 'caption', 'caption2'))
_CHECK_StackAlignment = _b.enum('stack alignment', ('topLeading', 'top', 'topTrailing', 'leading', 'center', 'trailing', 'bottomLeading', 'bottom', 'bottomTrailing'))
_CHECK_VerticalAlignment = _b.enum('vertical alignment', ('top', 'center', 'bottom', 'firstBaseline'))
_CHECK_HorizontalAlignment = _b.enum('horizontal alignment', ('leading', 'center', 'trailing'))
_CHECK_Redaction = _b.enum('redaction', ('placeholder', 'privacy'))
_CHECK_CornerRadius = _b.enum('corner radius token', ('none', 's', 'm', 'l'))
_CHECK_Spacing = _b.enum('spacing token', ('none', 'xs', 's', 'm', 'l', 'xl'))
_C_Cell_version = _b.string(min_length=1)
_C_Cell_content = _b.node
_C_Cell_background = _b.string(min_length=1)
_C_Cell_tap = _b.wire(Action, shorthand=Action.invoke)
_C_Cell_accessibilityLabel = _b.string()
_C_Cell_fallbackText = _b.string()
_C_EdgeInsets_top = _CHECK_Spacing
_C_EdgeInsets_leading = _CHECK_Spacing
_C_EdgeInsets_bottom = _CHECK_Spacing
_C_EdgeInsets_trailing = _CHECK_Spacing
_C_Frame_width = _b.number_or('FrameLength', ('infinity',), minimum=0)
_C_Frame_height = _b.number_or('FrameLength', ('infinity',), minimum=0)
_C_Frame_minWidth = _b.number_or('FrameLength', ('infinity',), minimum=0)
_C_Frame_maxWidth = _b.number_or('FrameLength', ('infinity',), minimum=0)
_C_Frame_minHeight = _b.number_or('FrameLength', ('infinity',), minimum=0)
_C_Frame_maxHeight = _b.number_or('FrameLength', ('infinity',), minimum=0)
_C_Action_invoke_id = _b.string(min_length=1)
_C_Action_invoke_payload = _b.json_value
_C_Action_openURL_url = _b.string(pattern='^[Hh][Tt][Tt][Pp][Ss]?://[^/\\s]+')
_C_VStack_spacing = _CHECK_Spacing
_C_VStack_alignment = _CHECK_HorizontalAlignment
_C_VStack_children = _b.array(_b.node)
_C_HStack_spacing = _CHECK_Spacing
_C_HStack_alignment = _CHECK_VerticalAlignment
_C_HStack_children = _b.array(_b.node)
_C_ZStack_alignment = _CHECK_StackAlignment
_C_ZStack_children = _b.array(_b.node)
_C_Spacer_minLength = _b.number(minimum=0)
_C_Divider_color = _b.string(min_length=1)
_C_Divider_inset = _CHECK_Spacing
_C_Text_text = _b.string(max_length=2000)
_C_Text_style = _CHECK_TextStyle
_C_Text_weight = _CHECK_FontWeight
_C_Text_color = _b.string(min_length=1)
_C_Text_alignment = _CHECK_HorizontalAlignment
_C_Text_maxLines = _b.number(integer=True, minimum=1)
_C_Text_minimumScaleFactor = _b.number(maximum=1, exclusive_minimum=0)
_C_Text_truncation = _CHECK_Truncation
_C_Text_monospacedDigits = _b.boolean()
_C_Text_markdown = _b.boolean()
_C_DateText_date = _b.timestamp('^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$')
_C_DateText_style = _CHECK_DateTextStyle
_C_DateText_to = _b.timestamp('^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$')
_C_DateText_timeZone = _b.string(min_length=1)
_C_DateText_textStyle = _CHECK_TextStyle
_C_DateText_weight = _CHECK_FontWeight
_C_DateText_color = _b.string(min_length=1)
_C_DateText_fallbackText = _b.string()
_C_Image_source = _b.wire(ImageSource, shorthand=ImageSource._symbol)
_C_Image_contentMode = _CHECK_ImageContentMode
_C_Image_size = _b.number(exclusive_minimum=0)
_C_Image_tint = _b.string(min_length=1)
_C_Image_label = _b.string()
_C_Image_decorative = _b.boolean()
_C_Image_shape = _CHECK_ImageShape
_ImageSource_KEYS = {"symbol": _b.string(min_length=1), "asset": _b.string(min_length=1), "url": _b.string(pattern='^[Hh][Tt][Tt][Pp][Ss]?://[^/\\s]+'), "data": _b.string()}
_C_Label_title = _b.string()
_C_Label_icon = _b.wire(ImageSource, shorthand=ImageSource._symbol)
_C_Label_style = _CHECK_LabelStyle
_C_Label_textStyle = _CHECK_TextStyle
_C_Label_color = _b.string(min_length=1)
_C_Badge_text = _b.string()
_C_Badge_tone = _CHECK_BadgeTone
_C_Progress_value = _b.number(minimum=0, maximum=1)
_C_Progress_indeterminate = _b.boolean()
_C_Progress_style = _CHECK_ProgressStyle
_C_Progress_tint = _b.string(min_length=1)
_C_Progress_label = _b.string()
_C_Facts_rows = _b.array(_b.wire(Fact), max_items=20)
_C_Facts_columns = _b.number(integer=True, minimum=1, maximum=2)
_C_Fact_title = _b.string()
_C_Fact_value = _b.string()
_C_Button_title = _b.string()
_C_Button_icon = _b.wire(ImageSource, shorthand=ImageSource._symbol)
_C_Button_role = _CHECK_ButtonRole
_C_Button_action = _b.wire(Action, shorthand=Action.invoke)
_C_Button_confirm = _b.wire(ButtonConfirmation)
_C_ButtonConfirmation_title = _b.string()
_C_ButtonConfirmation_message = _b.string()
_C_Toggle_isOn = _b.boolean()
_C_Toggle_label = _b.string()
_C_Toggle_action = _b.wire(Action, shorthand=Action.invoke)
_C_List_items = _b.array(_b.node, max_items=50)
_C_List_spacing = _CHECK_Spacing
_C_List_separator = _b.boolean()
_C_List_maxVisible = _b.number(integer=True, minimum=1)
_C_List_more = _b.wire(Action, shorthand=Action.invoke)
_C_Placeholder_kind = _CHECK_PlaceholderKind
_C_Placeholder_width = _b.number(minimum=0)
_C_Placeholder_lines = _b.number(integer=True, minimum=1)
_C_Controller_presentation = _CHECK_Presentation
_C_Controller_title = _b.string()
_C_Controller_content = _b.node
_C_Controller_leftButtons = _b.array(_b.wire(HeaderButton))
_C_Controller_rightButtons = _b.array(_b.wire(HeaderButton))
_C_Controller_preferredWidth = _b.wire(PreferredWidth)
_C_HeaderButton_id = _b.string(min_length=1)
_C_HeaderButton_title = _b.string()
_C_HeaderButton_role = _CHECK_HeaderButtonRole
_C_HeaderButton_systemImage = _b.string()
_C_PreferredWidth_compact = _b.number_or('PreferredWidthValue', ('small', 'medium', 'large'), exclusive_minimum=0)
_C_PreferredWidth_regular = _b.number_or('PreferredWidthValue', ('small', 'medium', 'large'), exclusive_minimum=0)
_C_AirportRef_iataCode = _b.string(pattern='^[A-Z]{3}$')
_C_AirportRef_name = _b.string(min_length=1)
_C_AirportRef_city = _b.string(min_length=1)
_C_AirportRef_timeZone = _b.string(min_length=1)
_C_Airport_iataCode = _b.string(pattern='^[A-Z]{3}$')
_C_Airport_icaoCode = _b.string(pattern='^[A-Z]{4}$')
_C_Airport_name = _b.string(min_length=1)
_C_Airport_city = _b.string(min_length=1)
_C_Airport_country = _b.string(pattern='^[A-Z]{2}$')
_C_Airport_timeZone = _b.string(min_length=1)
_C_Airport_latitude = _b.number(minimum=-90, maximum=90)
_C_Airport_longitude = _b.number(minimum=-180, maximum=180)
_C_Airport_terminals = _b.array(_b.string())
_C_Flight_id = _b.string(min_length=1)
_C_Flight_airline = _b.wire(Airline)
_C_Flight_flightNumber = _b.string(pattern='^[0-9]{1,4}[A-Z]?$')
_C_Flight_departure = _b.wire(FlightEndpoint)
_C_Flight_arrival = _b.wire(FlightEndpoint)
_C_Flight_status = _CHECK_FlightStatus
_C_Flight_seat = _b.string()
_C_Flight_bookingReference = _b.string()
_C_Flight_aircraft = _b.string()
_C_Flight_divertedTo = _b.wire(AirportRef)
_C_Airline_name = _b.string(min_length=1)
_C_Airline_iataCode = _b.string(pattern='^[A-Z0-9]{2}$')
_C_FlightEndpoint_airport = _b.wire(AirportRef)
_C_FlightEndpoint_scheduled = _b.timestamp('^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$')
_C_FlightEndpoint_estimated = _b.timestamp('^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$')
_C_FlightEndpoint_actual = _b.timestamp('^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$')
_C_FlightEndpoint_terminal = _b.string()
_C_FlightEndpoint_gate = _b.string()
_C_FlightEndpoint_previousGate = _b.string()
_C_Trip_id = _b.string(min_length=1)
_C_Trip_title = _b.string()
_C_Trip_flights = _b.array(_b.wire(Flight), min_items=1)
_C_UserInfo_userID = _b.string(min_length=1)
_C_UserInfo_displayName = _b.string()
_C_CanBeDisplayedNotification_canBeDisplayed = _b.boolean()
_C_LogNotification_level = _CHECK_LogLevel
_C_LogNotification_message = _b.string()
_C_LogNotification_fields = _b.json_object
_C_PresentWidgetControllerNotification_controller = _b.wire(Controller)
_C_ActionRequest_id = _b.string(min_length=1)
_C_ActionRequest_payload = _b.json_value
_C_ActionRequest_source = _CHECK_ActionSource
_C_ActionResponse_dismiss = _b.boolean()
_C_CellHeightRequest_width = _b.number(minimum=320, maximum=400)
_C_CellHeightResponse_height = _b.number_or('CellHeight', ('fit',), exclusive_minimum=0)
_C_ConfigureCellRequest_width = _b.number(minimum=320, maximum=400)
_C_ConfigureCellResponse_cell = _b.wire(Cell)
_C_ConfigureCellResponse_timeline = _b.wire(Timeline)
_C_Timeline_entries = _b.array(_b.wire(TimelineEntry), max_items=50)
_C_Timeline_reload = _b.wire(ReloadPolicy)
_C_TimelineEntry_date = _b.timestamp('^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$')
_C_TimelineEntry_cell = _b.wire(Cell)
_C_ReloadPolicy_after_date = _b.timestamp('^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$')
_C_InitRequest_trip_trip = _b.wire(Trip)
_C_InitRequest_trip_flight = _b.wire(Flight)
_C_InitRequest_airport_airport = _b.wire(Airport)
_C_InitResponse_canBeDisplayed = _b.boolean()
_C_InitializeRequest_protocolVersion = _b.string(min_length=1)
_C_InitializeRequest_supportedVersions = _b.array(_b.string(), min_items=1)
_C_InitializeRequest_host = _b.wire(HostInfo)
_C_InitializeRequest_user = _b.wire(UserInfo)
_C_InitializeRequest_locale = _b.string(min_length=1)
_C_InitializeRequest_timeZone = _b.string(min_length=1)
_C_InitializeRequest_capabilities = _b.wire(HostCapabilities)
_C_HostInfo_name = _b.string(min_length=1)
_C_HostInfo_version = _b.string(min_length=1)
_C_HostCapabilities_nodeKinds = _b.array(_b.string())
_C_HostCapabilities_maxLineBytes = _b.number(integer=True, minimum=1)
_C_HostCapabilities_limits = _b.wire(Limits)
_C_Limits_maxNodes = _b.number(integer=True, minimum=1)
_C_Limits_maxDepth = _b.number(integer=True, minimum=1)
_C_Limits_maxTextLength = _b.number(integer=True, minimum=1)
_C_Limits_maxActionPayloadBytes = _b.number(integer=True, minimum=1)
_C_Limits_maxImageDataBytes = _b.number(integer=True, minimum=1)
_C_Limits_maxListItems = _b.number(integer=True, minimum=1)
_C_Limits_maxFactsRows = _b.number(integer=True, minimum=1)
_C_Limits_maxTimelineEntries = _b.number(integer=True, minimum=1)
_C_InitializeResponse_protocolVersion = _b.string(min_length=1)
_C_InitializeResponse_widgetType = _b.string(pattern='^[a-z0-9_]{1,64}$')
_C_InitializeResponse_cellIdentifier = _b.string(pattern='^[A-Za-z0-9_.-]{1,128}$')
_C_InitializeResponse_canBeHidden = _b.boolean()
_C_InitializeResponse_dashboards = _b.array(_CHECK_DashboardKind, min_items=1)
_C_InitializeResponse_capabilities = _b.wire(WidgetCapabilities)
_C_WidgetCapabilities_prepareData = _b.boolean()
_C_WidgetCapabilities_timeline = _b.boolean()
_C_ViewControllerRequest_width = _b.number(minimum=320, maximum=400)
_C_ViewControllerRequest_sizeClass = _CHECK_ViewControllerSizeClass
_C_Modifiers_id = _b.string(min_length=1)
_C_Modifiers_padding = _b.either(_CHECK_Spacing, _b.wire(EdgeInsets))
_C_Modifiers_background = _b.string(min_length=1)
_C_Modifiers_cornerRadius = _CHECK_CornerRadius
_C_Modifiers_frame = _b.wire(Frame)
_C_Modifiers_layoutPriority = _b.number()
_C_Modifiers_opacity = _b.number(minimum=0, maximum=1)
_C_Modifiers_hidden = _b.boolean()
_C_Modifiers_redacted = _CHECK_Redaction
_C_Modifiers_accessibilityLabel = _b.string()
_C_Modifiers_tap = _b.wire(Action, shorthand=Action.invoke)
_C_Modifiers_fallback = _b.node

# The common modifiers (protocol §5.4): keyword, wire member, check.
Node._MODIFIERS = (
    ("id", "id", _C_Modifiers_id),
    ("padding", "padding", _C_Modifiers_padding),
    ("background", "background", _C_Modifiers_background),
    ("corner_radius", "cornerRadius", _C_Modifiers_cornerRadius),
    ("frame", "frame", _C_Modifiers_frame),
    ("layout_priority", "layoutPriority", _C_Modifiers_layoutPriority),
    ("opacity", "opacity", _C_Modifiers_opacity),
    ("hidden", "hidden", _C_Modifiers_hidden),
    ("redacted", "redacted", _C_Modifiers_redacted),
    ("accessibility_label", "accessibilityLabel", _C_Modifiers_accessibilityLabel),
    ("tap", "tap", _C_Modifiers_tap),
    ("fallback", "fallback", _C_Modifiers_fallback),
)
