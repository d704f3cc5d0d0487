// Generated from protocol/schema by protocol/tools/generate_codecs.py. Do not edit by hand: change
// the schemas and run the script (or the tests with WIDGETS_RECORD=codecs).
//
// The protocol's types for Node widgets: node helpers, controllers, enums, decoders of what the
// host sends. Every helper checks what it is given when it is called (a misspelt option or enum
// value is a BuildError naming the closest spelling) and returns a plain object of wire members,
// so an object literal works wherever a helper's result does. Types: schema.d.ts.

import * as b from './build.js';

const C = {}; // each member's check, filled in at the end of this file
const O = {}; // each helper's options and their checks


/**
 * Cell
 *
 * @param {Node} content the single top node
 * @param {import('./schema.js').CellOptions} [options] the optional members
 * @returns {import('./schema.js').Cell}
 */
export function Cell(content, options) {
  return b.build("Cell", { type: "cell", version: "1.0" }, [["content", content, C.Cell_content]], options, O.Cell);
}

/** Spacing: `none`, `xs`, `s`, `m`, `l`, `xl`. Corner radii: `none`, `s`, `m`, `l`. */
export const Spacing = Object.freeze({ none: "none", xs: "xs", s: "s", m: "m", l: "l", xl: "xl" });

/**
 * EdgeInsets
 *
 * @param {import('./schema.js').EdgeInsetsOptions} [options] the optional members
 * @returns {import('./schema.js').EdgeInsets}
 */
export function EdgeInsets(options) {
  return b.build("EdgeInsets", {}, [], options, O.EdgeInsets);
}

/** Spacing: `none`, `xs`, `s`, `m`, `l`, `xl`. Corner radii: `none`, `s`, `m`, `l`. */
export const CornerRadius = Object.freeze({ none: "none", s: "s", m: "m", l: "l" });

/**
 * Frame
 *
 * @param {import('./schema.js').FrameOptions} [options] the optional members
 * @returns {import('./schema.js').Frame}
 */
export function Frame(options) {
  return b.build("Frame", {}, [], options, O.Frame);
}

/** One of placeholder, privacy. */
export const Redaction = Object.freeze({ placeholder: "placeholder", privacy: "privacy" });

/**
 * Action Make one with `Action.invoke(...)`, `Action.openURL(...)`, `Action.present(...)`. A
 * helper also takes a plain string as `Action.invoke(string)`.
 */
export const Action = Object.freeze({
  /**
   * `{"type": "invoke"}`: sends `action` with this `id` and `payload` (≤ 2048 bytes serialized);
   * `id` non-empty
   */
  invoke(id, options) {
    return b.build("Action.invoke", { type: "invoke" }, [["id", id, C.Action_invoke_id]], options, O.Action_invoke);
  },
  /** `{"type": "openURL"}`: opens the URL; `http`/`https` only */
  openURL(url) {
    return b.build("Action.openURL", { type: "openURL" }, [["url", url, C.Action_openURL_url]], undefined, O.Action_openURL);
  },
  /** `{"type": "present"}`: calls `viewController` and presents the result */
  present() {
    return b.build("Action.present", { type: "present" }, [], undefined, O.Action_present);
  },
});

/**
 * `vstack`: `children` [node], `spacing` (token), `alignment` `leading`|`center`|`trailing`
 *
 * @param {Children} children [node]
 * @param {import('./schema.js').VStackOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').VStackNode}
 */
export function VStack(children, options) {
  return b.build("VStack", { type: "vstack" }, [["children", b.flatten(children), C.VStack_children]], options, O.VStack);
}

/** One of leading, center, trailing. */
export const HorizontalAlignment = Object.freeze({ leading: "leading", center: "center", trailing: "trailing" });

/**
 * `hstack`: `children`, `spacing`, `alignment` `top`|`center`|`bottom`|`firstBaseline`
 *
 * @param {Children} children
 * @param {import('./schema.js').HStackOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').HStackNode}
 */
export function HStack(children, options) {
  return b.build("HStack", { type: "hstack" }, [["children", b.flatten(children), C.HStack_children]], options, O.HStack);
}

/** One of top, center, bottom, firstBaseline. */
export const VerticalAlignment = Object.freeze({ top: "top", center: "center", bottom: "bottom", firstBaseline: "firstBaseline" });

/**
 * `zstack`: `children` (back to front), `alignment`
 * `topLeading`|`top`|`topTrailing`|`leading`|`center`|`trailing`|`bottomLeading`|`bottom`|`bottomTrailing`
 *
 * @param {Children} children (back to front)
 * @param {import('./schema.js').ZStackOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').ZStackNode}
 */
export function ZStack(children, options) {
  return b.build("ZStack", { type: "zstack" }, [["children", b.flatten(children), C.ZStack_children]], options, O.ZStack);
}

/**
 * One of topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom,
 * bottomTrailing.
 */
export const StackAlignment = Object.freeze({ topLeading: "topLeading", top: "top", topTrailing: "topTrailing", leading: "leading", center: "center", trailing: "trailing", bottomLeading: "bottomLeading", bottom: "bottom", bottomTrailing: "bottomTrailing" });

/**
 * `spacer`: `minLength` (points ≥ 0)
 *
 * @param {import('./schema.js').SpacerOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').SpacerNode}
 */
export function Spacer(options) {
  return b.build("Spacer", { type: "spacer" }, [], options, O.Spacer);
}

/**
 * `divider`: `color`, `inset` (spacing token)
 *
 * @param {import('./schema.js').DividerOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').DividerNode}
 */
export function Divider(options) {
  return b.build("Divider", { type: "divider" }, [], options, O.Divider);
}

/**
 * `text`: `text` (≤ 2000 characters), `style` (text style), `weight`, `color`, `alignment`
 * `leading`|`center`|`trailing`, `maxLines` (integer ≥ 1), `minimumScaleFactor` (0 < f ≤ 1),
 * `truncation` `head`|`middle`|`tail`, `monospacedDigits` (bool), `markdown` (bool: `bold`,
 * `*italic*`, `[link](https://…)` only)
 *
 * @param {string} text (≤ 2000 characters)
 * @param {import('./schema.js').TextOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').TextNode}
 */
export function Text(text, options) {
  return b.build("Text", { type: "text" }, [["text", text, C.Text_text]], options, O.Text);
}

/**
 * Text styles: `largeTitle`, `title`, `title2`, `title3`, `headline`, `subheadline`, `body`,
 * `callout`, `footnote`, `caption`, `caption2`.
 */
export const TextStyle = Object.freeze({ largeTitle: "largeTitle", title: "title", title2: "title2", title3: "title3", headline: "headline", subheadline: "subheadline", body: "body", callout: "callout", footnote: "footnote", caption: "caption", caption2: "caption2" });

/**
 * Weights: `ultraLight`, `thin`, `light`, `regular`, `medium`, `semibold`, `bold`, `heavy`,
 * `black`.
 */
export const FontWeight = Object.freeze({ ultraLight: "ultraLight", thin: "thin", light: "light", regular: "regular", medium: "medium", semibold: "semibold", bold: "bold", heavy: "heavy", black: "black" });

/** One of head, middle, tail. */
export const Truncation = Object.freeze({ head: "head", middle: "middle", tail: "tail" });

/**
 * `dateText`: `date` (timestamp), `style` `relative` ("in 23 min") | `offset` ("+23 min") |
 * `timer` ("0:23:05") | `date` | `time` | `range` (from `date` to `to`, required for `range`),
 * `timeZone` (IANA; default: the offset written in `date`), `textStyle`, `weight`, `color`,
 * `fallbackText`. Evaluated by the host at render time, so countdowns stay live without messages.
 *
 * @param {Timestamp | Date} date (timestamp)
 * @param {DateTextStyle} style `relative` ("in 23 min") | `offset` ("+23 min") | `timer` ("0:23:05") | `date` | `time` | `range` (from `date` to `to`, required for `range`)
 * @param {import('./schema.js').DateTextOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').DateTextNode}
 */
export function DateText(date, style, options) {
  return b.build("DateText", { type: "dateText" }, [["date", date, C.DateText_date], ["style", style, C.DateText_style]], options, O.DateText, [["if", "style", "range", ["to"]]]);
}

/** One of relative, offset, timer, date, time, range. */
export const DateTextStyle = Object.freeze({ relative: "relative", offset: "offset", timer: "timer", date: "date", time: "time", range: "range" });

/**
 * `image`: `source`, `contentMode` `fit`|`fill`, `size` (points, > 0), `tint`, `label`,
 * `decorative` (bool), `shape` `none`|`circle`|`rounded`. A non-empty `label` or `decorative:
 * true` is required.
 *
 * @param {ImageSource | string} source
 * @param {import('./schema.js').ImageOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').ImageNode}
 */
export function Image(source, options) {
  return b.build("Image", { type: "image" }, [["source", source, C.Image_source]], options, O.Image, [["anyOf", [[["label", null]], [["decorative", true]]]]]);
}

/**
 * Exactly one of symbol, asset, url, data. Make one with `ImageSource.symbol(...)`,
 * `ImageSource.asset(...)`, `ImageSource.url(...)`, `ImageSource.data(...)`; a helper also takes a
 * plain string as a symbol.
 */
export const ImageSource = Object.freeze({
  symbol(value) {
    return { symbol: C.ImageSource_symbol(value, "ImageSource.symbol") };
  },
  asset(value) {
    return { asset: C.ImageSource_asset(value, "ImageSource.asset") };
  },
  url(value) {
    return { url: C.ImageSource_url(value, "ImageSource.url") };
  },
  data(value) {
    return { data: C.ImageSource_data(value, "ImageSource.data") };
  },
});
C.ImageSource_one = (value, where) => {
  if (typeof value === 'string') return ImageSource.symbol(value);
  const given = value !== null && typeof value === 'object' ? Object.keys(value).filter((k) => ["symbol", "asset", "url", "data"].includes(k)) : [];
  if (given.length !== 1) throw new b.BuildError(`${where}: an image source needs exactly one of symbol, asset, url, data`);
  return value;
};

/** One of fit, fill. */
export const ImageContentMode = Object.freeze({ fit: "fit", fill: "fill" });

/** One of none, circle, rounded. */
export const ImageShape = Object.freeze({ none: "none", circle: "circle", rounded: "rounded" });

/**
 * `label`: `title`, `icon` (image source), `style` `titleAndIcon`|`iconOnly`|`titleOnly`,
 * `textStyle`, `color`
 *
 * @param {string} title
 * @param {import('./schema.js').LabelOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').LabelNode}
 */
export function Label(title, options) {
  return b.build("Label", { type: "label" }, [["title", title, C.Label_title]], options, O.Label);
}

/** One of titleAndIcon, iconOnly, titleOnly. */
export const LabelStyle = Object.freeze({ titleAndIcon: "titleAndIcon", iconOnly: "iconOnly", titleOnly: "titleOnly" });

/**
 * `badge`: `text`, `tone` `neutral`|`accent`|`good`|`warning`|`critical`
 *
 * @param {string} text
 * @param {import('./schema.js').BadgeOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').BadgeNode}
 */
export function Badge(text, options) {
  return b.build("Badge", { type: "badge" }, [["text", text, C.Badge_text]], options, O.Badge);
}

/** One of neutral, accent, good, warning, critical. */
export const BadgeTone = Object.freeze({ neutral: "neutral", accent: "accent", good: "good", warning: "warning", critical: "critical" });

/**
 * `progress`: `value` (0…1) or `indeterminate: true` (one is required), `style` `bar`|`ring`,
 * `tint`, `label`
 *
 * @param {import('./schema.js').ProgressOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').ProgressNode}
 */
export function Progress(options) {
  return b.build("Progress", { type: "progress" }, [], options, O.Progress, [["anyOf", [[["value", null]], [["indeterminate", true]]]]]);
}

/** One of bar, ring. */
export const ProgressStyle = Object.freeze({ bar: "bar", ring: "ring" });

/**
 * `facts`: `rows` [{`title`, `value`}] (≤ 20), `columns` 1|2
 *
 * @param {ReadonlyArray<Fact | null | undefined | false>} rows [{`title`, `value`}] (≤ 20)
 * @param {import('./schema.js').FactsOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').FactsNode}
 */
export function Facts(rows, options) {
  return b.build("Facts", { type: "facts" }, [["rows", b.flatten(rows), C.Facts_rows]], options, O.Facts);
}

/**
 * Fact
 *
 * @param {string} title
 * @param {string} value
 * @returns {import('./schema.js').Fact}
 */
export function Fact(title, value) {
  return b.build("Fact", {}, [["title", title, C.Fact_title], ["value", value, C.Fact_value]], undefined, O.Fact);
}

/**
 * `button`: `title`, `action`, `icon` (image source), `role` `default`|`primary`|`destructive`,
 * `confirm` {`title`, `message`} (the host asks before acting)
 *
 * @param {string} title
 * @param {Action | string} action
 * @param {import('./schema.js').ButtonOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').ButtonNode}
 */
export function Button(title, action, options) {
  return b.build("Button", { type: "button" }, [["title", title, C.Button_title], ["action", action, C.Button_action]], options, O.Button);
}

/** One of default, primary, destructive. */
export const ButtonRole = Object.freeze({ default: "default", primary: "primary", destructive: "destructive" });

/**
 * ButtonConfirmation
 *
 * @param {string} title
 * @param {import('./schema.js').ButtonConfirmationOptions} [options] the optional members
 * @returns {import('./schema.js').ButtonConfirmation}
 */
export function ButtonConfirmation(title, options) {
  return b.build("ButtonConfirmation", {}, [["title", title, C.ButtonConfirmation_title]], options, O.ButtonConfirmation);
}

/**
 * `toggle`: `isOn`, `label`, `action`. The host flips it optimistically and sends the action; the
 * widget then sends `reloadWidget`, and the next `configureCell` is the truth.
 *
 * @param {boolean} isOn
 * @param {string} label
 * @param {Action | string} action
 * @param {import('./schema.js').ToggleOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').ToggleNode}
 */
export function Toggle(isOn, label, action, options) {
  return b.build("Toggle", { type: "toggle" }, [["isOn", isOn, C.Toggle_isOn], ["label", label, C.Toggle_label], ["action", action, C.Toggle_action]], options, O.Toggle);
}

/**
 * `list`: `items` [node] (≤ 50), `spacing`, `separator` (bool), `maxVisible` (≥ 1), `more` (action
 * of the "more" row)
 *
 * @param {Children} items [node] (≤ 50)
 * @param {import('./schema.js').ListOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').ListNode}
 */
export function List(items, options) {
  return b.build("List", { type: "list" }, [["items", b.flatten(items), C.List_items]], options, O.List);
}

/**
 * `placeholder`: `kind` `text`|`rect`|`circle`, `width` (points), `lines` (≥ 1): an explicit
 * skeleton while loading
 *
 * @param {import('./schema.js').PlaceholderOptions} [options] the optional members and the common modifiers (protocol §5.4)
 * @returns {import('./schema.js').PlaceholderNode}
 */
export function Placeholder(options) {
  return b.build("Placeholder", { type: "placeholder" }, [], options, O.Placeholder);
}

/** One of text, rect, circle. */
export const PlaceholderKind = Object.freeze({ text: "text", rect: "rect", circle: "circle" });

/**
 * Controller
 *
 * @param {Presentation} presentation `push` (onto the dashboard's navigation stack; the iOS SDK's CurrentContext), `modal` (full screen; Custom), `popup` (a sheet; FormSheet)
 * @param {string} title the header title
 * @param {Node} content a node tree with the same kinds, modifiers and limits as a cell
 * @param {import('./schema.js').ControllerOptions} [options] the optional members
 * @returns {import('./schema.js').Controller}
 */
export function Controller(presentation, title, content, options) {
  return b.build("Controller", {}, [["presentation", presentation, C.Controller_presentation], ["title", title, C.Controller_title], ["content", content, C.Controller_content]], options, O.Controller);
}

/** One of push, modal, popup. */
export const Presentation = Object.freeze({ push: "push", modal: "modal", popup: "popup" });

/**
 * HeaderButton
 *
 * @param {string} id the action id, non-empty
 * @param {string} title the title (also the accessibility label when an image is shown)
 * @param {import('./schema.js').HeaderButtonOptions} [options] the optional members
 * @returns {import('./schema.js').HeaderButton}
 */
export function HeaderButton(id, title, options) {
  return b.build("HeaderButton", {}, [["id", id, C.HeaderButton_id], ["title", title, C.HeaderButton_title]], options, O.HeaderButton);
}

/** One of default, primary, destructive, cancel. */
export const HeaderButtonRole = Object.freeze({ default: "default", primary: "primary", destructive: "destructive", cancel: "cancel" });

/**
 * PreferredWidth
 *
 * @param {import('./schema.js').PreferredWidthOptions} [options] the optional members
 * @returns {import('./schema.js').PreferredWidth}
 */
export function PreferredWidth(options) {
  return b.build("PreferredWidth", {}, [], options, O.PreferredWidth);
}

/**
 * AirportRef
 *
 * @param {string} iataCode "LHR"
 * @param {string} name "London Heathrow"
 * @param {string} city "London"
 * @param {string} timeZone IANA name
 * @returns {import('./schema.js').AirportRef}
 */
export function AirportRef(iataCode, name, city, timeZone) {
  return b.build("AirportRef", {}, [["iataCode", iataCode, C.AirportRef_iataCode], ["name", name, C.AirportRef_name], ["city", city, C.AirportRef_city], ["timeZone", timeZone, C.AirportRef_timeZone]], undefined, O.AirportRef);
}

/**
 * Airport
 *
 * @param {string} iataCode "LHR"
 * @param {string} icaoCode "EGLL"
 * @param {string} name
 * @param {string} city
 * @param {string} country ISO 3166-1 alpha-2
 * @param {string} timeZone IANA name
 * @param {number} latitude degrees
 * @param {number} longitude degrees
 * @param {string[]} terminals
 * @returns {import('./schema.js').Airport}
 */
export function Airport(iataCode, icaoCode, name, city, country, timeZone, latitude, longitude, terminals) {
  return b.build("Airport", {}, [["iataCode", iataCode, C.Airport_iataCode], ["icaoCode", icaoCode, C.Airport_icaoCode], ["name", name, C.Airport_name], ["city", city, C.Airport_city], ["country", country, C.Airport_country], ["timeZone", timeZone, C.Airport_timeZone], ["latitude", latitude, C.Airport_latitude], ["longitude", longitude, C.Airport_longitude], ["terminals", terminals, C.Airport_terminals]], undefined, O.Airport);
}

/**
 * Flight
 *
 * @param {string} id stable id
 * @param {Airline} airline
 * @param {string} flightNumber `"117"`, without the airline code
 * @param {FlightEndpoint} departure an endpoint (below)
 * @param {FlightEndpoint} arrival an endpoint
 * @param {FlightStatus} status `scheduled`, `delayed`, `boarding`, `departed`, `landed`, `cancelled`, `diverted`
 * @param {import('./schema.js').FlightOptions} [options] the optional members
 * @returns {import('./schema.js').Flight}
 */
export function Flight(id, airline, flightNumber, departure, arrival, status, options) {
  return b.build("Flight", {}, [["id", id, C.Flight_id], ["airline", airline, C.Flight_airline], ["flightNumber", flightNumber, C.Flight_flightNumber], ["departure", departure, C.Flight_departure], ["arrival", arrival, C.Flight_arrival], ["status", status, C.Flight_status]], options, O.Flight);
}

/**
 * Airline
 *
 * @param {string} name "British Airways"
 * @param {string} iataCode "BA"
 * @returns {import('./schema.js').Airline}
 */
export function Airline(name, iataCode) {
  return b.build("Airline", {}, [["name", name, C.Airline_name], ["iataCode", iataCode, C.Airline_iataCode]], undefined, O.Airline);
}

/**
 * FlightEndpoint
 *
 * @param {AirportRef} airport an airport reference (below)
 * @param {Timestamp | Date} scheduled timestamp with the airport's local offset
 * @param {import('./schema.js').FlightEndpointOptions} [options] the optional members
 * @returns {import('./schema.js').FlightEndpoint}
 */
export function FlightEndpoint(airport, scheduled, options) {
  return b.build("FlightEndpoint", {}, [["airport", airport, C.FlightEndpoint_airport], ["scheduled", scheduled, C.FlightEndpoint_scheduled]], options, O.FlightEndpoint);
}

/** One of scheduled, delayed, boarding, departed, landed, cancelled, diverted. */
export const FlightStatus = Object.freeze({ scheduled: "scheduled", delayed: "delayed", boarding: "boarding", departed: "departed", landed: "landed", cancelled: "cancelled", diverted: "diverted" });

/**
 * Trip
 *
 * @param {string} id stable id
 * @param {string} title e.g. "New York in November"
 * @param {ReadonlyArray<Flight | null | undefined | false>} flights ≥ 1, in travel order; each a full Flight
 * @returns {import('./schema.js').Trip}
 */
export function Trip(id, title, flights) {
  return b.build("Trip", {}, [["id", id, C.Trip_id], ["title", title, C.Trip_title], ["flights", b.flatten(flights), C.Trip_flights]], undefined, O.Trip);
}

/**
 * UserInfo
 *
 * @param {string} userID opaque and stable
 * @param {import('./schema.js').UserInfoOptions} [options] the optional members
 * @returns {import('./schema.js').UserInfo}
 */
export function UserInfo(userID, options) {
  return b.build("UserInfo", {}, [["userID", userID, C.UserInfo_userID]], options, O.UserInfo);
}

/**
 * Widget → host. Show or hide the card.
 *
 * @param {boolean} canBeDisplayed show (`true`) or hide the card
 * @returns {import('./schema.js').CanBeDisplayedNotification}
 */
export function CanBeDisplayedNotification(canBeDisplayed) {
  return b.build("CanBeDisplayedNotification", {}, [["canBeDisplayed", canBeDisplayed, C.CanBeDisplayedNotification_canBeDisplayed]], undefined, O.CanBeDisplayedNotification);
}

/**
 * Widget → host. A structured log line.
 *
 * @param {LogLevel} level `debug`, `info`, `notice`, `warning` or `error`
 * @param {string} message the log line
 * @param {import('./schema.js').LogNotificationOptions} [options] the optional members
 * @returns {import('./schema.js').LogNotification}
 */
export function LogNotification(level, message, options) {
  return b.build("LogNotification", {}, [["level", level, C.LogNotification_level], ["message", message, C.LogNotification_message]], options, O.LogNotification);
}

/** One of debug, info, notice, warning, error. */
export const LogLevel = Object.freeze({ debug: "debug", info: "info", notice: "notice", warning: "warning", error: "error" });

/**
 * Widget → host. Present a controller now.
 *
 * @param {Controller} controller a controller (§6)
 * @returns {import('./schema.js').PresentWidgetControllerNotification}
 */
export function PresentWidgetControllerNotification(controller) {
  return b.build("PresentWidgetControllerNotification", {}, [["controller", controller, C.PresentWidgetControllerNotification_controller]], undefined, O.PresentWidgetControllerNotification);
}

/**
 * No members (unknown members are ignored).
 *
 * @returns {import('./schema.js').ReloadWidgetNotification}
 */
export function ReloadWidgetNotification() {
  return b.build("ReloadWidgetNotification", {}, [], undefined, O.ReloadWidgetNotification);
}

/**
 * Host → widget, deadline 2 s.
 *
 * @param {string} id the `invoke` action's id, or a header button's id
 * @param {ActionSource} source `cell` (a node of the card), `controller` (a node in a presented controller) or `header` (a header button of a presented controller)
 * @param {import('./schema.js').ActionRequestOptions} [options] the optional members
 * @returns {import('./schema.js').ActionRequest}
 */
export function ActionRequest(id, source, options) {
  return b.build("ActionRequest", {}, [["id", id, C.ActionRequest_id], ["source", source, C.ActionRequest_source]], options, O.ActionRequest);
}

/** One of cell, controller, header. */
export const ActionSource = Object.freeze({ cell: "cell", controller: "controller", header: "header" });

/**
 * {} or a follow-up such as {"dismiss": true}.
 *
 * @param {import('./schema.js').ActionResponseOptions} [options] the optional members
 * @returns {import('./schema.js').ActionResponse}
 */
export function ActionResponse(options) {
  return b.build("ActionResponse", {}, [], options, O.ActionResponse);
}

/**
 * Host → widget, deadline 1 s.
 *
 * @param {number} width points, 320…400; may carry a fraction (`375.0`, `337.5`)
 * @returns {import('./schema.js').CellHeightRequest}
 */
export function CellHeightRequest(width) {
  return b.build("CellHeightRequest", {}, [["width", width, C.CellHeightRequest_width]], undefined, O.CellHeightRequest);
}

/**
 * Height in points, positive; or "fit" (protocol 1.2 and later): the host sizes the card to its
 * content at that width.
 *
 * @param {CellHeight} height points, positive and finite (may carry a fraction); or `"fit"` (1.2): sized to the content
 * @returns {import('./schema.js').CellHeightResponse}
 */
export function CellHeightResponse(height) {
  return b.build("CellHeightResponse", {}, [["height", height, C.CellHeightResponse_height]], undefined, O.CellHeightResponse);
}

/**
 * Host → widget, deadline 2 s. Same width as the preceding cellHeight.
 *
 * @param {number} width the width of the preceding `cellHeight`
 * @returns {import('./schema.js').ConfigureCellRequest}
 */
export function ConfigureCellRequest(width) {
  return b.build("ConfigureCellRequest", {}, [["width", width, C.ConfigureCellRequest_width]], undefined, O.ConfigureCellRequest);
}

/**
 * The cell tree and an optional timeline.
 *
 * @param {Cell} cell the cell tree, §5
 * @param {import('./schema.js').ConfigureCellResponseOptions} [options] the optional members
 * @returns {import('./schema.js').ConfigureCellResponse}
 */
export function ConfigureCellResponse(cell, options) {
  return b.build("ConfigureCellResponse", {}, [["cell", cell, C.ConfigureCellResponse_cell]], options, O.ConfigureCellResponse);
}

/**
 * Timeline
 *
 * @param {ReadonlyArray<TimelineEntry | null | undefined | false>} entries ≤ 50, ascending dates
 * @param {ReloadPolicy} reload when to ask again
 * @returns {import('./schema.js').Timeline}
 */
export function Timeline(entries, reload) {
  return b.build("Timeline", {}, [["entries", b.flatten(entries), C.Timeline_entries], ["reload", reload, C.Timeline_reload]], undefined, O.Timeline);
}

/**
 * TimelineEntry
 *
 * @param {Timestamp | Date} date timestamp: the entry's cell is shown from then on
 * @param {Cell} cell a cell tree
 * @returns {import('./schema.js').TimelineEntry}
 */
export function TimelineEntry(date, cell) {
  return b.build("TimelineEntry", {}, [["date", date, C.TimelineEntry_date], ["cell", cell, C.TimelineEntry_cell]], undefined, O.TimelineEntry);
}

/**
 * ReloadPolicy Make one with `ReloadPolicy.atEnd(...)`, `ReloadPolicy.after(...)`,
 * `ReloadPolicy.never(...)`.
 */
export const ReloadPolicy = Object.freeze({
  /** `{"policy": "atEnd"}` */
  atEnd() {
    return b.build("ReloadPolicy.atEnd", { policy: "atEnd" }, [], undefined, O.ReloadPolicy_atEnd);
  },
  /** `{"policy": "after"}` */
  after(date) {
    return b.build("ReloadPolicy.after", { policy: "after" }, [["date", date, C.ReloadPolicy_after_date]], undefined, O.ReloadPolicy_after);
  },
  /** `{"policy": "never"}` */
  never() {
    return b.build("ReloadPolicy.never", { policy: "never" }, [], undefined, O.ReloadPolicy_never);
  },
});

/**
 * Host → widget, deadline 5 s. Binds the widget to its dashboard's data; flight is the trip's
 * current flight. Make one with `InitRequest.trip(...)`, `InitRequest.airport(...)`.
 */
export const InitRequest = Object.freeze({
  /** `{"dashboard": "trip"}` */
  trip(trip, flight) {
    return b.build("InitRequest.trip", { dashboard: "trip" }, [["trip", trip, C.InitRequest_trip_trip], ["flight", flight, C.InitRequest_trip_flight]], undefined, O.InitRequest_trip);
  },
  /** `{"dashboard": "airport"}` */
  airport(airport) {
    return b.build("InitRequest.airport", { dashboard: "airport" }, [["airport", airport, C.InitRequest_airport_airport]], undefined, O.InitRequest_airport);
  },
});

/** One of trip, airport. */
export const DashboardKind = Object.freeze({ trip: "trip", airport: "airport" });

/**
 * Whether the card is shown now.
 *
 * @param {boolean} canBeDisplayed `false` keeps the card hidden until the widget sends `canBeDisplayed`
 * @returns {import('./schema.js').InitResponse}
 */
export function InitResponse(canBeDisplayed) {
  return b.build("InitResponse", {}, [["canBeDisplayed", canBeDisplayed, C.InitResponse_canBeDisplayed]], undefined, O.InitResponse);
}

/**
 * Host → widget, deadline 10 s. The handshake.
 *
 * @param {string} protocolVersion the host's preferred version, the first of `supportedVersions`
 * @param {string[]} supportedVersions every version the host speaks, newest first (§10)
 * @param {HostInfo} host the host application
 * @param {UserInfo} user the signed-in user (§7)
 * @param {string} locale BCP 47 (`en-GB`, `de-DE`)
 * @param {string} timeZone IANA name of the device's zone
 * @param {HostCapabilities} capabilities what the host renders and accepts
 * @returns {import('./schema.js').InitializeRequest}
 */
export function InitializeRequest(protocolVersion, supportedVersions, host, user, locale, timeZone, capabilities) {
  return b.build("InitializeRequest", {}, [["protocolVersion", protocolVersion, C.InitializeRequest_protocolVersion], ["supportedVersions", supportedVersions, C.InitializeRequest_supportedVersions], ["host", host, C.InitializeRequest_host], ["user", user, C.InitializeRequest_user], ["locale", locale, C.InitializeRequest_locale], ["timeZone", timeZone, C.InitializeRequest_timeZone], ["capabilities", capabilities, C.InitializeRequest_capabilities]], undefined, O.InitializeRequest);
}

/**
 * HostInfo
 *
 * @param {string} name e.g. `"WidgetHost"`
 * @param {string} version e.g. `"0.1.0"`
 * @returns {import('./schema.js').HostInfo}
 */
export function HostInfo(name, version) {
  return b.build("HostInfo", {}, [["name", name, C.HostInfo_name], ["version", version, C.HostInfo_version]], undefined, O.HostInfo);
}

/**
 * HostCapabilities
 *
 * @param {string[]} nodeKinds the node `type`s the host renders (others fall back, §5.6)
 * @param {number} maxLineBytes the host reader's line limit: the longest line a widget may write (§1)
 * @param {Limits} limits the host's values of the limits of §5.7
 * @returns {import('./schema.js').HostCapabilities}
 */
export function HostCapabilities(nodeKinds, maxLineBytes, limits) {
  return b.build("HostCapabilities", {}, [["nodeKinds", nodeKinds, C.HostCapabilities_nodeKinds], ["maxLineBytes", maxLineBytes, C.HostCapabilities_maxLineBytes], ["limits", limits, C.HostCapabilities_limits]], undefined, O.HostCapabilities);
}

/**
 * Limits
 *
 * @param {number} maxNodes nodes per tree
 * @param {number} maxDepth tree depth
 * @param {number} maxTextLength characters of any text
 * @param {number} maxActionPayloadBytes serialized action payload
 * @param {number} maxImageDataBytes decoded inline image data
 * @param {number} maxListItems `list.items`
 * @param {number} maxFactsRows `facts.rows`
 * @param {number} maxTimelineEntries timeline entries
 * @returns {import('./schema.js').Limits}
 */
export function Limits(maxNodes, maxDepth, maxTextLength, maxActionPayloadBytes, maxImageDataBytes, maxListItems, maxFactsRows, maxTimelineEntries) {
  return b.build("Limits", {}, [["maxNodes", maxNodes, C.Limits_maxNodes], ["maxDepth", maxDepth, C.Limits_maxDepth], ["maxTextLength", maxTextLength, C.Limits_maxTextLength], ["maxActionPayloadBytes", maxActionPayloadBytes, C.Limits_maxActionPayloadBytes], ["maxImageDataBytes", maxImageDataBytes, C.Limits_maxImageDataBytes], ["maxListItems", maxListItems, C.Limits_maxListItems], ["maxFactsRows", maxFactsRows, C.Limits_maxFactsRows], ["maxTimelineEntries", maxTimelineEntries, C.Limits_maxTimelineEntries]], undefined, O.Limits);
}

/**
 * The widget's half of the handshake.
 *
 * @param {string} protocolVersion the version chosen: the first of the host's `supportedVersions` the widget speaks, exactly as offered (§10)
 * @param {string} widgetType the widget's kind, `^[a-z0-9_]{1,64}$`; analytics and the card's icon use `feed_widget_<widgetType>`
 * @param {string} cellIdentifier names the cell layout (the old SDK's reuse identifier), `^[A-Za-z0-9_.-]{1,128}$`
 * @param {boolean} canBeHidden whether the user may hide the card
 * @param {DashboardKind[]} dashboards `["trip"]`, `["airport"]` or both, no repeats
 * @param {import('./schema.js').InitializeResponseOptions} [options] the optional members
 * @returns {import('./schema.js').InitializeResponse}
 */
export function InitializeResponse(protocolVersion, widgetType, cellIdentifier, canBeHidden, dashboards, options) {
  return b.build("InitializeResponse", {}, [["protocolVersion", protocolVersion, C.InitializeResponse_protocolVersion], ["widgetType", widgetType, C.InitializeResponse_widgetType], ["cellIdentifier", cellIdentifier, C.InitializeResponse_cellIdentifier], ["canBeHidden", canBeHidden, C.InitializeResponse_canBeHidden], ["dashboards", dashboards, C.InitializeResponse_dashboards]], options, O.InitializeResponse);
}

/**
 * Optional features; absent is {} and an absent member is false.
 *
 * @param {import('./schema.js').WidgetCapabilitiesOptions} [options] the optional members
 * @returns {import('./schema.js').WidgetCapabilities}
 */
export function WidgetCapabilities(options) {
  return b.build("WidgetCapabilities", {}, [], options, O.WidgetCapabilities);
}

/**
 * No members (unknown members are ignored).
 *
 * @returns {import('./schema.js').PrepareDataRequest}
 */
export function PrepareDataRequest() {
  return b.build("PrepareDataRequest", {}, [], undefined, O.PrepareDataRequest);
}

/**
 * No members (unknown members are ignored).
 *
 * @returns {import('./schema.js').EmptyResult}
 */
export function EmptyResult() {
  return b.build("EmptyResult", {}, [], undefined, O.EmptyResult);
}

/**
 * No members (unknown members are ignored).
 *
 * @returns {import('./schema.js').ShutdownRequest}
 */
export function ShutdownRequest() {
  return b.build("ShutdownRequest", {}, [], undefined, O.ShutdownRequest);
}

/**
 * Host → widget, deadline 2 s. The user tapped the card or a present action.
 *
 * @param {number} width points, 320…400
 * @param {ViewControllerSizeClass} sizeClass `compact` or `regular`
 * @returns {import('./schema.js').ViewControllerRequest}
 */
export function ViewControllerRequest(width, sizeClass) {
  return b.build("ViewControllerRequest", {}, [["width", width, C.ViewControllerRequest_width], ["sizeClass", sizeClass, C.ViewControllerRequest_sizeClass]], undefined, O.ViewControllerRequest);
}

/** One of compact, regular. */
export const ViewControllerSizeClass = Object.freeze({ compact: "compact", regular: "regular" });

/** Decoders of what the host sends: each checks a value and returns it, or throws ParamsError
 * with the JSON pointer (under `pointer`) of the member that breaks the schema. */
export const decoders = {
  AirportRef(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, [["iataCode", C.AirportRef_iataCode, true, null], ["name", C.AirportRef_name, true, null], ["city", C.AirportRef_city, true, null], ["timeZone", C.AirportRef_timeZone, true, null]]);
  },
  Airport(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, [["iataCode", C.Airport_iataCode, true, null], ["icaoCode", C.Airport_icaoCode, true, null], ["name", C.Airport_name, true, null], ["city", C.Airport_city, true, null], ["country", C.Airport_country, true, null], ["timeZone", C.Airport_timeZone, true, null], ["latitude", C.Airport_latitude, true, null], ["longitude", C.Airport_longitude, true, null], ["terminals", C.Airport_terminals, true, null]]);
  },
  Flight(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, [["id", C.Flight_id, true, null], ["airline", C.Flight_airline, true, decoders.Airline], ["flightNumber", C.Flight_flightNumber, true, null], ["departure", C.Flight_departure, true, decoders.FlightEndpoint], ["arrival", C.Flight_arrival, true, decoders.FlightEndpoint], ["status", C.Flight_status, true, null], ["seat", C.Flight_seat, false, null], ["bookingReference", C.Flight_bookingReference, false, null], ["aircraft", C.Flight_aircraft, false, null], ["divertedTo", C.Flight_divertedTo, false, decoders.AirportRef]]);
  },
  Airline(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, [["name", C.Airline_name, true, null], ["iataCode", C.Airline_iataCode, true, null]]);
  },
  FlightEndpoint(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, [["airport", C.FlightEndpoint_airport, true, decoders.AirportRef], ["scheduled", C.FlightEndpoint_scheduled, true, null], ["estimated", C.FlightEndpoint_estimated, false, null], ["actual", C.FlightEndpoint_actual, false, null], ["terminal", C.FlightEndpoint_terminal, false, null], ["gate", C.FlightEndpoint_gate, false, null], ["previousGate", C.FlightEndpoint_previousGate, false, null]]);
  },
  Trip(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, [["id", C.Trip_id, true, null], ["title", C.Trip_title, true, null], ["flights", C.Trip_flights, true, b.decodeArray(decoders.Flight)]]);
  },
  UserInfo(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, [["userID", C.UserInfo_userID, true, null], ["displayName", C.UserInfo_displayName, false, null]]);
  },
  ActionRequest(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, [["id", C.ActionRequest_id, true, null], ["payload", C.ActionRequest_payload, false, null], ["source", C.ActionRequest_source, true, null]]);
  },
  CellHeightRequest(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, [["width", C.CellHeightRequest_width, true, null]]);
  },
  ConfigureCellRequest(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, [["width", C.ConfigureCellRequest_width, true, null]]);
  },
  InitRequest(value, pointer = '') {
    const source = b.expectObject(value, pointer);
    b.decodeMembers(source, pointer, [["dashboard", b.enumeration("dashboard kind", ["trip", "airport"]), true, null]]);
    if (source.dashboard === "trip") b.decodeMembers(source, pointer, [["trip", C.InitRequest_trip_trip, true, decoders.Trip], ["flight", C.InitRequest_trip_flight, true, decoders.Flight]]);
    if (source.dashboard === "airport") b.decodeMembers(source, pointer, [["airport", C.InitRequest_airport_airport, true, decoders.Airport]]);
    return source;
  },
  InitializeRequest(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, [["protocolVersion", C.InitializeRequest_protocolVersion, true, null], ["supportedVersions", C.InitializeRequest_supportedVersions, true, null], ["host", C.InitializeRequest_host, true, decoders.HostInfo], ["user", C.InitializeRequest_user, true, decoders.UserInfo], ["locale", C.InitializeRequest_locale, true, null], ["timeZone", C.InitializeRequest_timeZone, true, null], ["capabilities", C.InitializeRequest_capabilities, true, decoders.HostCapabilities]]);
  },
  HostInfo(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, [["name", C.HostInfo_name, true, null], ["version", C.HostInfo_version, true, null]]);
  },
  HostCapabilities(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, [["nodeKinds", C.HostCapabilities_nodeKinds, true, null], ["maxLineBytes", C.HostCapabilities_maxLineBytes, true, null], ["limits", C.HostCapabilities_limits, true, decoders.Limits]]);
  },
  Limits(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, [["maxNodes", C.Limits_maxNodes, true, null], ["maxDepth", C.Limits_maxDepth, true, null], ["maxTextLength", C.Limits_maxTextLength, true, null], ["maxActionPayloadBytes", C.Limits_maxActionPayloadBytes, true, null], ["maxImageDataBytes", C.Limits_maxImageDataBytes, true, null], ["maxListItems", C.Limits_maxListItems, true, null], ["maxFactsRows", C.Limits_maxFactsRows, true, null], ["maxTimelineEntries", C.Limits_maxTimelineEntries, true, null]]);
  },
  PrepareDataRequest(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, []);
  },
  ShutdownRequest(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, []);
  },
  ViewControllerRequest(value, pointer = '') {
    return b.decodeMembers(b.expectObject(value, pointer), pointer, [["width", C.ViewControllerRequest_width, true, null], ["sizeClass", C.ViewControllerRequest_sizeClass, true, null]]);
  },
};

/** Each request's params decoder and result helper, and whether the result may be null. */
export const REQUESTS = Object.freeze({
  action: { params: decoders.ActionRequest, result: ActionResponse, nullable: false },
  cellHeight: { params: decoders.CellHeightRequest, result: CellHeightResponse, nullable: false },
  configureCell: { params: decoders.ConfigureCellRequest, result: ConfigureCellResponse, nullable: false },
  init: { params: decoders.InitRequest, result: InitResponse, nullable: false },
  initialize: { params: decoders.InitializeRequest, result: InitializeResponse, nullable: false },
  prepareData: { params: decoders.PrepareDataRequest, result: EmptyResult, nullable: false },
  shutdown: { params: decoders.ShutdownRequest, result: EmptyResult, nullable: false },
  viewController: { params: decoders.ViewControllerRequest, result: Controller, nullable: true },
});

// Checks, made once; the helpers above look them up when they are called.
C.Cell_version = b.string({ minLength: 1 });
C.Cell_content = b.node;
C.Cell_background = b.string({ minLength: 1 });
C.Cell_tap = b.object("Action", (text) => Action.invoke(text));
C.Cell_accessibilityLabel = b.string({});
C.Cell_fallbackText = b.string({});
C.EdgeInsets_top = b.enumeration("spacing token", ["none", "xs", "s", "m", "l", "xl"]);
C.EdgeInsets_leading = b.enumeration("spacing token", ["none", "xs", "s", "m", "l", "xl"]);
C.EdgeInsets_bottom = b.enumeration("spacing token", ["none", "xs", "s", "m", "l", "xl"]);
C.EdgeInsets_trailing = b.enumeration("spacing token", ["none", "xs", "s", "m", "l", "xl"]);
C.Frame_width = b.numberOr("FrameLength", ["infinity"], { minimum: 0 });
C.Frame_height = b.numberOr("FrameLength", ["infinity"], { minimum: 0 });
C.Frame_minWidth = b.numberOr("FrameLength", ["infinity"], { minimum: 0 });
C.Frame_maxWidth = b.numberOr("FrameLength", ["infinity"], { minimum: 0 });
C.Frame_minHeight = b.numberOr("FrameLength", ["infinity"], { minimum: 0 });
C.Frame_maxHeight = b.numberOr("FrameLength", ["infinity"], { minimum: 0 });
C.Action_invoke_id = b.string({ minLength: 1 });
C.Action_invoke_payload = b.jsonValue;
C.Action_openURL_url = b.string({ pattern: "^[Hh][Tt][Tt][Pp][Ss]?://[^/\\s]+" });
C.VStack_spacing = b.enumeration("spacing token", ["none", "xs", "s", "m", "l", "xl"]);
C.VStack_alignment = b.enumeration("horizontal alignment", ["leading", "center", "trailing"]);
C.VStack_children = b.array(b.node);
C.HStack_spacing = b.enumeration("spacing token", ["none", "xs", "s", "m", "l", "xl"]);
C.HStack_alignment = b.enumeration("vertical alignment", ["top", "center", "bottom", "firstBaseline"]);
C.HStack_children = b.array(b.node);
C.ZStack_alignment = b.enumeration("stack alignment", ["topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing"]);
C.ZStack_children = b.array(b.node);
C.Spacer_minLength = b.number({ minimum: 0 });
C.Divider_color = b.string({ minLength: 1 });
C.Divider_inset = b.enumeration("spacing token", ["none", "xs", "s", "m", "l", "xl"]);
C.Text_text = b.string({ maxLength: 2000 });
C.Text_style = b.enumeration("text style", ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2"]);
C.Text_weight = b.enumeration("font weight", ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]);
C.Text_color = b.string({ minLength: 1 });
C.Text_alignment = b.enumeration("horizontal alignment", ["leading", "center", "trailing"]);
C.Text_maxLines = b.number({ integer: true, minimum: 1 });
C.Text_minimumScaleFactor = b.number({ maximum: 1, exclusiveMinimum: 0 });
C.Text_truncation = b.enumeration("truncation", ["head", "middle", "tail"]);
C.Text_monospacedDigits = b.boolean();
C.Text_markdown = b.boolean();
C.DateText_date = b.timestamp("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$");
C.DateText_style = b.enumeration("date text style", ["relative", "offset", "timer", "date", "time", "range"]);
C.DateText_to = b.timestamp("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$");
C.DateText_timeZone = b.string({ minLength: 1 });
C.DateText_textStyle = b.enumeration("text style", ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2"]);
C.DateText_weight = b.enumeration("font weight", ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]);
C.DateText_color = b.string({ minLength: 1 });
C.DateText_fallbackText = b.string({});
C.Image_source = C.ImageSource_one;
C.Image_contentMode = b.enumeration("image content mode", ["fit", "fill"]);
C.Image_size = b.number({ exclusiveMinimum: 0 });
C.Image_tint = b.string({ minLength: 1 });
C.Image_label = b.string({});
C.Image_decorative = b.boolean();
C.Image_shape = b.enumeration("image shape", ["none", "circle", "rounded"]);
C.ImageSource_symbol = b.string({ minLength: 1 });
C.ImageSource_asset = b.string({ minLength: 1 });
C.ImageSource_url = b.string({ pattern: "^[Hh][Tt][Tt][Pp][Ss]?://[^/\\s]+" });
C.ImageSource_data = b.string({});
C.Label_title = b.string({});
C.Label_icon = C.ImageSource_one;
C.Label_style = b.enumeration("label style", ["titleAndIcon", "iconOnly", "titleOnly"]);
C.Label_textStyle = b.enumeration("text style", ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2"]);
C.Label_color = b.string({ minLength: 1 });
C.Badge_text = b.string({});
C.Badge_tone = b.enumeration("badge tone", ["neutral", "accent", "good", "warning", "critical"]);
C.Progress_value = b.number({ minimum: 0, maximum: 1 });
C.Progress_indeterminate = b.boolean();
C.Progress_style = b.enumeration("progress style", ["bar", "ring"]);
C.Progress_tint = b.string({ minLength: 1 });
C.Progress_label = b.string({});
C.Facts_rows = b.array(b.object("Fact"), { maxItems: 20 });
C.Facts_columns = b.number({ integer: true, minimum: 1, maximum: 2 });
C.Fact_title = b.string({});
C.Fact_value = b.string({});
C.Button_title = b.string({});
C.Button_icon = C.ImageSource_one;
C.Button_role = b.enumeration("button role", ["default", "primary", "destructive"]);
C.Button_action = b.object("Action", (text) => Action.invoke(text));
C.Button_confirm = b.object("ButtonConfirmation");
C.ButtonConfirmation_title = b.string({});
C.ButtonConfirmation_message = b.string({});
C.Toggle_isOn = b.boolean();
C.Toggle_label = b.string({});
C.Toggle_action = b.object("Action", (text) => Action.invoke(text));
C.List_items = b.array(b.node, { maxItems: 50 });
C.List_spacing = b.enumeration("spacing token", ["none", "xs", "s", "m", "l", "xl"]);
C.List_separator = b.boolean();
C.List_maxVisible = b.number({ integer: true, minimum: 1 });
C.List_more = b.object("Action", (text) => Action.invoke(text));
C.Placeholder_kind = b.enumeration("placeholder kind", ["text", "rect", "circle"]);
C.Placeholder_width = b.number({ minimum: 0 });
C.Placeholder_lines = b.number({ integer: true, minimum: 1 });
C.Controller_presentation = b.enumeration("presentation", ["push", "modal", "popup"]);
C.Controller_title = b.string({});
C.Controller_content = b.node;
C.Controller_leftButtons = b.array(b.object("HeaderButton"));
C.Controller_rightButtons = b.array(b.object("HeaderButton"));
C.Controller_preferredWidth = b.object("PreferredWidth");
C.HeaderButton_id = b.string({ minLength: 1 });
C.HeaderButton_title = b.string({});
C.HeaderButton_role = b.enumeration("header button role", ["default", "primary", "destructive", "cancel"]);
C.HeaderButton_systemImage = b.string({});
C.PreferredWidth_compact = b.numberOr("PreferredWidthValue", ["small", "medium", "large"], { exclusiveMinimum: 0 });
C.PreferredWidth_regular = b.numberOr("PreferredWidthValue", ["small", "medium", "large"], { exclusiveMinimum: 0 });
C.AirportRef_iataCode = b.string({ pattern: "^[A-Z]{3}$" });
C.AirportRef_name = b.string({ minLength: 1 });
C.AirportRef_city = b.string({ minLength: 1 });
C.AirportRef_timeZone = b.string({ minLength: 1 });
C.Airport_iataCode = b.string({ pattern: "^[A-Z]{3}$" });
C.Airport_icaoCode = b.string({ pattern: "^[A-Z]{4}$" });
C.Airport_name = b.string({ minLength: 1 });
C.Airport_city = b.string({ minLength: 1 });
C.Airport_country = b.string({ pattern: "^[A-Z]{2}$" });
C.Airport_timeZone = b.string({ minLength: 1 });
C.Airport_latitude = b.number({ minimum: -90, maximum: 90 });
C.Airport_longitude = b.number({ minimum: -180, maximum: 180 });
C.Airport_terminals = b.array(b.string({}));
C.Flight_id = b.string({ minLength: 1 });
C.Flight_airline = b.object("Airline");
C.Flight_flightNumber = b.string({ pattern: "^[0-9]{1,4}[A-Z]?$" });
C.Flight_departure = b.object("FlightEndpoint");
C.Flight_arrival = b.object("FlightEndpoint");
C.Flight_status = b.enumeration("flight status", ["scheduled", "delayed", "boarding", "departed", "landed", "cancelled", "diverted"]);
C.Flight_seat = b.string({});
C.Flight_bookingReference = b.string({});
C.Flight_aircraft = b.string({});
C.Flight_divertedTo = b.object("AirportRef");
C.Airline_name = b.string({ minLength: 1 });
C.Airline_iataCode = b.string({ pattern: "^[A-Z0-9]{2}$" });
C.FlightEndpoint_airport = b.object("AirportRef");
C.FlightEndpoint_scheduled = b.timestamp("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$");
C.FlightEndpoint_estimated = b.timestamp("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$");
C.FlightEndpoint_actual = b.timestamp("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$");
C.FlightEndpoint_terminal = b.string({});
C.FlightEndpoint_gate = b.string({});
C.FlightEndpoint_previousGate = b.string({});
C.Trip_id = b.string({ minLength: 1 });
C.Trip_title = b.string({});
C.Trip_flights = b.array(b.object("Flight"), { minItems: 1 });
C.UserInfo_userID = b.string({ minLength: 1 });
C.UserInfo_displayName = b.string({});
C.CanBeDisplayedNotification_canBeDisplayed = b.boolean();
C.LogNotification_level = b.enumeration("log level", ["debug", "info", "notice", "warning", "error"]);
C.LogNotification_message = b.string({});
C.LogNotification_fields = b.jsonObject;
C.PresentWidgetControllerNotification_controller = b.object("Controller");
C.ActionRequest_id = b.string({ minLength: 1 });
C.ActionRequest_payload = b.jsonValue;
C.ActionRequest_source = b.enumeration("action source", ["cell", "controller", "header"]);
C.ActionResponse_dismiss = b.boolean();
C.CellHeightRequest_width = b.number({ minimum: 320, maximum: 400 });
C.CellHeightResponse_height = b.numberOr("CellHeight", ["fit"], { exclusiveMinimum: 0 });
C.ConfigureCellRequest_width = b.number({ minimum: 320, maximum: 400 });
C.ConfigureCellResponse_cell = b.object("Cell");
C.ConfigureCellResponse_timeline = b.object("Timeline");
C.Timeline_entries = b.array(b.object("TimelineEntry"), { maxItems: 50 });
C.Timeline_reload = b.object("ReloadPolicy");
C.TimelineEntry_date = b.timestamp("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$");
C.TimelineEntry_cell = b.object("Cell");
C.ReloadPolicy_after_date = b.timestamp("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$");
C.InitRequest_trip_trip = b.object("Trip");
C.InitRequest_trip_flight = b.object("Flight");
C.InitRequest_airport_airport = b.object("Airport");
C.InitResponse_canBeDisplayed = b.boolean();
C.InitializeRequest_protocolVersion = b.string({ minLength: 1 });
C.InitializeRequest_supportedVersions = b.array(b.string({}), { minItems: 1 });
C.InitializeRequest_host = b.object("HostInfo");
C.InitializeRequest_user = b.object("UserInfo");
C.InitializeRequest_locale = b.string({ minLength: 1 });
C.InitializeRequest_timeZone = b.string({ minLength: 1 });
C.InitializeRequest_capabilities = b.object("HostCapabilities");
C.HostInfo_name = b.string({ minLength: 1 });
C.HostInfo_version = b.string({ minLength: 1 });
C.HostCapabilities_nodeKinds = b.array(b.string({}));
C.HostCapabilities_maxLineBytes = b.number({ integer: true, minimum: 1 });
C.HostCapabilities_limits = b.object("Limits");
C.Limits_maxNodes = b.number({ integer: true, minimum: 1 });
C.Limits_maxDepth = b.number({ integer: true, minimum: 1 });
C.Limits_maxTextLength = b.number({ integer: true, minimum: 1 });
C.Limits_maxActionPayloadBytes = b.number({ integer: true, minimum: 1 });
C.Limits_maxImageDataBytes = b.number({ integer: true, minimum: 1 });
C.Limits_maxListItems = b.number({ integer: true, minimum: 1 });
C.Limits_maxFactsRows = b.number({ integer: true, minimum: 1 });
C.Limits_maxTimelineEntries = b.number({ integer: true, minimum: 1 });
C.InitializeResponse_protocolVersion = b.string({ minLength: 1 });
C.InitializeResponse_widgetType = b.string({ pattern: "^[a-z0-9_]{1,64}$" });
C.InitializeResponse_cellIdentifier = b.string({ pattern: "^[A-Za-z0-9_.-]{1,128}$" });
C.InitializeResponse_canBeHidden = b.boolean();
C.InitializeResponse_dashboards = b.array(b.enumeration("dashboard kind", ["trip", "airport"]), { minItems: 1 });
C.InitializeResponse_capabilities = b.object("WidgetCapabilities");
C.WidgetCapabilities_prepareData = b.boolean();
C.WidgetCapabilities_timeline = b.boolean();
C.ViewControllerRequest_width = b.number({ minimum: 320, maximum: 400 });
C.ViewControllerRequest_sizeClass = b.enumeration("view controller size class", ["compact", "regular"]);
C.Modifiers_id = b.string({ minLength: 1 });
C.Modifiers_padding = b.either(b.enumeration("spacing token", ["none", "xs", "s", "m", "l", "xl"]), b.object("EdgeInsets"));
C.Modifiers_background = b.string({ minLength: 1 });
C.Modifiers_cornerRadius = b.enumeration("corner radius token", ["none", "s", "m", "l"]);
C.Modifiers_frame = b.object("Frame");
C.Modifiers_layoutPriority = b.number({});
C.Modifiers_opacity = b.number({ minimum: 0, maximum: 1 });
C.Modifiers_hidden = b.boolean();
C.Modifiers_redacted = b.enumeration("redaction", ["placeholder", "privacy"]);
C.Modifiers_accessibilityLabel = b.string({});
C.Modifiers_tap = b.object("Action", (text) => Action.invoke(text));
C.Modifiers_fallback = b.node;

// Each helper's options: its optional members, then (for a node) the common modifiers.
const MODIFIERS = { id: C.Modifiers_id, padding: C.Modifiers_padding, background: C.Modifiers_background, cornerRadius: C.Modifiers_cornerRadius, frame: C.Modifiers_frame, layoutPriority: C.Modifiers_layoutPriority, opacity: C.Modifiers_opacity, hidden: C.Modifiers_hidden, redacted: C.Modifiers_redacted, accessibilityLabel: C.Modifiers_accessibilityLabel, tap: C.Modifiers_tap, fallback: C.Modifiers_fallback };
O.Cell = { version: C.Cell_version, background: C.Cell_background, tap: C.Cell_tap, accessibilityLabel: C.Cell_accessibilityLabel, fallbackText: C.Cell_fallbackText };
O.EdgeInsets = { top: C.EdgeInsets_top, leading: C.EdgeInsets_leading, bottom: C.EdgeInsets_bottom, trailing: C.EdgeInsets_trailing };
O.Frame = { width: C.Frame_width, height: C.Frame_height, minWidth: C.Frame_minWidth, maxWidth: C.Frame_maxWidth, minHeight: C.Frame_minHeight, maxHeight: C.Frame_maxHeight };
O.Action_invoke = { payload: C.Action_invoke_payload };
O.Action_openURL = {  };
O.Action_present = {  };
O.VStack = { spacing: C.VStack_spacing, alignment: C.VStack_alignment, ...MODIFIERS };
O.HStack = { spacing: C.HStack_spacing, alignment: C.HStack_alignment, ...MODIFIERS };
O.ZStack = { alignment: C.ZStack_alignment, ...MODIFIERS };
O.Spacer = { minLength: C.Spacer_minLength, ...MODIFIERS };
O.Divider = { color: C.Divider_color, inset: C.Divider_inset, ...MODIFIERS };
O.Text = { style: C.Text_style, weight: C.Text_weight, color: C.Text_color, alignment: C.Text_alignment, maxLines: C.Text_maxLines, minimumScaleFactor: C.Text_minimumScaleFactor, truncation: C.Text_truncation, monospacedDigits: C.Text_monospacedDigits, markdown: C.Text_markdown, ...MODIFIERS };
O.DateText = { to: C.DateText_to, timeZone: C.DateText_timeZone, textStyle: C.DateText_textStyle, weight: C.DateText_weight, color: C.DateText_color, fallbackText: C.DateText_fallbackText, ...MODIFIERS };
O.Image = { contentMode: C.Image_contentMode, size: C.Image_size, tint: C.Image_tint, label: C.Image_label, decorative: C.Image_decorative, shape: C.Image_shape, ...MODIFIERS };
O.Label = { icon: C.Label_icon, style: C.Label_style, textStyle: C.Label_textStyle, color: C.Label_color, ...MODIFIERS };
O.Badge = { tone: C.Badge_tone, ...MODIFIERS };
O.Progress = { value: C.Progress_value, indeterminate: C.Progress_indeterminate, style: C.Progress_style, tint: C.Progress_tint, label: C.Progress_label, ...MODIFIERS };
O.Facts = { columns: C.Facts_columns, ...MODIFIERS };
O.Fact = {  };
O.Button = { icon: C.Button_icon, role: C.Button_role, confirm: C.Button_confirm, ...MODIFIERS };
O.ButtonConfirmation = { message: C.ButtonConfirmation_message };
O.Toggle = { ...MODIFIERS };
O.List = { spacing: C.List_spacing, separator: C.List_separator, maxVisible: C.List_maxVisible, more: C.List_more, ...MODIFIERS };
O.Placeholder = { kind: C.Placeholder_kind, width: C.Placeholder_width, lines: C.Placeholder_lines, ...MODIFIERS };
O.Controller = { leftButtons: C.Controller_leftButtons, rightButtons: C.Controller_rightButtons, preferredWidth: C.Controller_preferredWidth };
O.HeaderButton = { role: C.HeaderButton_role, systemImage: C.HeaderButton_systemImage };
O.PreferredWidth = { compact: C.PreferredWidth_compact, regular: C.PreferredWidth_regular };
O.AirportRef = {  };
O.Airport = {  };
O.Flight = { seat: C.Flight_seat, bookingReference: C.Flight_bookingReference, aircraft: C.Flight_aircraft, divertedTo: C.Flight_divertedTo };
O.Airline = {  };
O.FlightEndpoint = { estimated: C.FlightEndpoint_estimated, actual: C.FlightEndpoint_actual, terminal: C.FlightEndpoint_terminal, gate: C.FlightEndpoint_gate, previousGate: C.FlightEndpoint_previousGate };
O.Trip = {  };
O.UserInfo = { displayName: C.UserInfo_displayName };
O.CanBeDisplayedNotification = {  };
O.LogNotification = { fields: C.LogNotification_fields };
O.PresentWidgetControllerNotification = {  };
O.ReloadWidgetNotification = {  };
O.ActionRequest = { payload: C.ActionRequest_payload };
O.ActionResponse = { dismiss: C.ActionResponse_dismiss };
O.CellHeightRequest = {  };
O.CellHeightResponse = {  };
O.ConfigureCellRequest = {  };
O.ConfigureCellResponse = { timeline: C.ConfigureCellResponse_timeline };
O.Timeline = {  };
O.TimelineEntry = {  };
O.ReloadPolicy_atEnd = {  };
O.ReloadPolicy_after = {  };
O.ReloadPolicy_never = {  };
O.InitRequest_trip = {  };
O.InitRequest_airport = {  };
O.InitResponse = {  };
O.InitializeRequest = {  };
O.HostInfo = {  };
O.HostCapabilities = {  };
O.Limits = {  };
O.InitializeResponse = { capabilities: C.InitializeResponse_capabilities };
O.WidgetCapabilities = { prepareData: C.WidgetCapabilities_prepareData, timeline: C.WidgetCapabilities_timeline };
O.PrepareDataRequest = {  };
O.EmptyResult = {  };
O.ShutdownRequest = {  };
O.ViewControllerRequest = {  };
