// Generated from protocol/schema by protocol/tools/generate_codecs.py. Do not edit by hand: change
// the schemas and run the script (or the tests with WIDGETS_RECORD=codecs).
//
// The protocol's types: every node kind (`Node` is their union), enum, controller, model and
// message, and the helpers of schema.js that build them.

/** Any JSON value. */
export type JSONValue = string | number | boolean | null | JSONValue[] | { [key: string]: JSONValue };
/** What a helper takes as children: nodes, nested arrays of them; null, undefined and false are left out. */
export type Children = ReadonlyArray<Node | Children | null | undefined | false>;


/** Cell */
export interface Cell {
  type: "cell";
  /** the tree vocabulary version, `"1.0"` */
  version: string;
  /** the single top node */
  content: Node;
  /** colour token (default `background`) */
  background?: ColorToken;
  /** action when the card is tapped (typically `{"type": "present"}`) */
  tap?: Action;
  /** a summary of the whole card */
  accessibilityLabel?: string;
  /** plain text a host shows if it cannot render the tree at all */
  fallbackText?: string;
}
/** The options of `Cell(...)`. */
export interface CellOptions {
  /** the tree vocabulary version, `"1.0"` */
  version?: string;
  /** colour token (default `background`) */
  background?: ColorToken;
  /** action when the card is tapped (typically `{"type": "present"}`) */
  tap?: Action | string;
  /** a summary of the whole card */
  accessibilityLabel?: string;
  /** plain text a host shows if it cannot render the tree at all */
  fallbackText?: string;
}
/** Cell */
export declare function Cell(content: Node, options?: CellOptions): Cell;

/** A node of a cell tree (protocol §5.3): one of the kinds below, by `type`. */
export type Node = VStackNode | HStackNode | ZStackNode | SpacerNode | DividerNode | TextNode | DateTextNode | ImageNode | LabelNode | BadgeNode | ProgressNode | FactsNode | ButtonNode | ToggleNode | ListNode | PlaceholderNode;
/** A node of a kind from a newer protocol version, with the fallback today's hosts draw (protocol §5.6). */
export interface UnknownNode extends Modifiers { type: string; [member: string]: unknown }

/** Spacing: `none`, `xs`, `s`, `m`, `l`, `xl`. Corner radii: `none`, `s`, `m`, `l`. */
export type Spacing = "none" | "xs" | "s" | "m" | "l" | "xl";
export declare const Spacing: { readonly [K in Spacing]: K };

/** EdgeInsets */
export interface EdgeInsets {
  top?: Spacing;
  leading?: Spacing;
  bottom?: Spacing;
  trailing?: Spacing;
}
/** The options of `EdgeInsets(...)`. */
export interface EdgeInsetsOptions {
  top?: Spacing;
  leading?: Spacing;
  bottom?: Spacing;
  trailing?: Spacing;
}
/** EdgeInsets */
export declare function EdgeInsets(options?: EdgeInsetsOptions): EdgeInsets;

/** A Spacing token, or an EdgeInsets per edge. */
export type Padding = Spacing | EdgeInsets;

/**
 * Colours (`color`, `tint`, `background`): `primary`, `secondary`, `tertiary`, `accent`, `good`,
 * `warning`, `critical`, `background`, `secondaryBackground`, `groupedBackground`, or `#RRGGBB` (a
 * terminal may quantise it). An unknown token is drawn as `primary` and logged.
 */
export type ColorToken = "primary" | "secondary" | "tertiary" | "accent" | "good" | "warning" | "critical" | "background" | "secondaryBackground" | "groupedBackground" | (string & {});

/** Spacing: `none`, `xs`, `s`, `m`, `l`, `xl`. Corner radii: `none`, `s`, `m`, `l`. */
export type CornerRadius = "none" | "s" | "m" | "l";
export declare const CornerRadius: { readonly [K in CornerRadius]: K };

/** Frame */
export interface Frame {
  width?: FrameLength;
  height?: FrameLength;
  minWidth?: FrameLength;
  maxWidth?: FrameLength;
  minHeight?: FrameLength;
  maxHeight?: FrameLength;
}
/** The options of `Frame(...)`. */
export interface FrameOptions {
  width?: FrameLength;
  height?: FrameLength;
  minWidth?: FrameLength;
  maxWidth?: FrameLength;
  minHeight?: FrameLength;
  maxHeight?: FrameLength;
}
/** Frame */
export declare function Frame(options?: FrameOptions): Frame;

/** Points, or one of infinity. */
export type FrameLength = number | "infinity";

/** One of placeholder, privacy. */
export type Redaction = "placeholder" | "privacy";
export declare const Redaction: { readonly [K in Redaction]: K };

/**
 * Action Make one with `Action.invoke(...)`, `Action.openURL(...)`, `Action.present(...)`. A
 * helper also takes a plain string as `Action.invoke(string)`.
 */
export type Action = { type: "invoke"; id: string; payload?: JSONValue } | { type: "openURL"; url: string } | { type: "present" };
export declare const Action: {
  /** `{"type": "invoke"}`: sends `action` with this `id` and `payload` (≤ 2048 bytes serialized); `id` non-empty */
  invoke(id: string, options?: { payload?: JSONValue }): Action;
  /** `{"type": "openURL"}`: opens the URL; `http`/`https` only */
  openURL(url: string): Action;
  /** `{"type": "present"}`: calls `viewController` and presents the result */
  present(): Action;
};

/** `vstack`: `children` [node], `spacing` (token), `alignment` `leading`|`center`|`trailing` */
export interface VStackNode extends Modifiers {
  type: "vstack";
  /** (token) */
  spacing?: Spacing;
  /** `leading`|`center`|`trailing` */
  alignment?: HorizontalAlignment;
  /** [node] */
  children: Node[];
}
/** The options of `VStack(...)`: its optional members and the common modifiers. */
export interface VStackOptions extends ModifierOptions {
  /** (token) */
  spacing?: Spacing;
  /** `leading`|`center`|`trailing` */
  alignment?: HorizontalAlignment;
}
/** `vstack`: `children` [node], `spacing` (token), `alignment` `leading`|`center`|`trailing` */
export declare function VStack(children: Children, options?: VStackOptions): VStackNode;

/** One of leading, center, trailing. */
export type HorizontalAlignment = "leading" | "center" | "trailing";
export declare const HorizontalAlignment: { readonly [K in HorizontalAlignment]: K };

/** `hstack`: `children`, `spacing`, `alignment` `top`|`center`|`bottom`|`firstBaseline` */
export interface HStackNode extends Modifiers {
  type: "hstack";
  spacing?: Spacing;
  /** `top`|`center`|`bottom`|`firstBaseline` */
  alignment?: VerticalAlignment;
  children: Node[];
}
/** The options of `HStack(...)`: its optional members and the common modifiers. */
export interface HStackOptions extends ModifierOptions {
  spacing?: Spacing;
  /** `top`|`center`|`bottom`|`firstBaseline` */
  alignment?: VerticalAlignment;
}
/** `hstack`: `children`, `spacing`, `alignment` `top`|`center`|`bottom`|`firstBaseline` */
export declare function HStack(children: Children, options?: HStackOptions): HStackNode;

/** One of top, center, bottom, firstBaseline. */
export type VerticalAlignment = "top" | "center" | "bottom" | "firstBaseline";
export declare const VerticalAlignment: { readonly [K in VerticalAlignment]: K };

/**
 * `zstack`: `children` (back to front), `alignment`
 * `topLeading`|`top`|`topTrailing`|`leading`|`center`|`trailing`|`bottomLeading`|`bottom`|`bottomTrailing`
 */
export interface ZStackNode extends Modifiers {
  type: "zstack";
  /** `topLeading`|`top`|`topTrailing`|`leading`|`center`|`trailing`|`bottomLeading`|`bottom`|`bottomTrailing` */
  alignment?: StackAlignment;
  /** (back to front) */
  children: Node[];
}
/** The options of `ZStack(...)`: its optional members and the common modifiers. */
export interface ZStackOptions extends ModifierOptions {
  /** `topLeading`|`top`|`topTrailing`|`leading`|`center`|`trailing`|`bottomLeading`|`bottom`|`bottomTrailing` */
  alignment?: StackAlignment;
}
/**
 * `zstack`: `children` (back to front), `alignment`
 * `topLeading`|`top`|`topTrailing`|`leading`|`center`|`trailing`|`bottomLeading`|`bottom`|`bottomTrailing`
 */
export declare function ZStack(children: Children, options?: ZStackOptions): ZStackNode;

/**
 * One of topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom,
 * bottomTrailing.
 */
export type StackAlignment = "topLeading" | "top" | "topTrailing" | "leading" | "center" | "trailing" | "bottomLeading" | "bottom" | "bottomTrailing";
export declare const StackAlignment: { readonly [K in StackAlignment]: K };

/** `spacer`: `minLength` (points ≥ 0) */
export interface SpacerNode extends Modifiers {
  type: "spacer";
  /** (points ≥ 0) */
  minLength?: number;
}
/** The options of `Spacer(...)`: its optional members and the common modifiers. */
export interface SpacerOptions extends ModifierOptions {
  /** (points ≥ 0) */
  minLength?: number;
}
/** `spacer`: `minLength` (points ≥ 0) */
export declare function Spacer(options?: SpacerOptions): SpacerNode;

/** `divider`: `color`, `inset` (spacing token) */
export interface DividerNode extends Modifiers {
  type: "divider";
  color?: ColorToken;
  /** (spacing token) */
  inset?: Spacing;
}
/** The options of `Divider(...)`: its optional members and the common modifiers. */
export interface DividerOptions extends ModifierOptions {
  color?: ColorToken;
  /** (spacing token) */
  inset?: Spacing;
}
/** `divider`: `color`, `inset` (spacing token) */
export declare function Divider(options?: DividerOptions): DividerNode;

/**
 * `text`: `text` (≤ 2000 characters), `style` (text style), `weight`, `color`, `alignment`
 * `leading`|`center`|`trailing`, `maxLines` (integer ≥ 1), `minimumScaleFactor` (0 < f ≤ 1),
 * `truncation` `head`|`middle`|`tail`, `monospacedDigits` (bool), `markdown` (bool: `bold`,
 * `*italic*`, `[link](https://…)` only)
 */
export interface TextNode extends Modifiers {
  type: "text";
  /** (≤ 2000 characters) */
  text: string;
  /** (text style) */
  style?: TextStyle;
  weight?: FontWeight;
  color?: ColorToken;
  /** `leading`|`center`|`trailing` */
  alignment?: HorizontalAlignment;
  /** (integer ≥ 1) */
  maxLines?: number;
  /** (0 < f ≤ 1) */
  minimumScaleFactor?: number;
  /** `head`|`middle`|`tail` */
  truncation?: Truncation;
  /** (bool) */
  monospacedDigits?: boolean;
  /** (bool: `bold`, `*italic*`, `[link](https://…)` only) */
  markdown?: boolean;
}
/** The options of `Text(...)`: its optional members and the common modifiers. */
export interface TextOptions extends ModifierOptions {
  /** (text style) */
  style?: TextStyle;
  weight?: FontWeight;
  color?: ColorToken;
  /** `leading`|`center`|`trailing` */
  alignment?: HorizontalAlignment;
  /** (integer ≥ 1) */
  maxLines?: number;
  /** (0 < f ≤ 1) */
  minimumScaleFactor?: number;
  /** `head`|`middle`|`tail` */
  truncation?: Truncation;
  /** (bool) */
  monospacedDigits?: boolean;
  /** (bool: `bold`, `*italic*`, `[link](https://…)` only) */
  markdown?: boolean;
}
/**
 * `text`: `text` (≤ 2000 characters), `style` (text style), `weight`, `color`, `alignment`
 * `leading`|`center`|`trailing`, `maxLines` (integer ≥ 1), `minimumScaleFactor` (0 < f ≤ 1),
 * `truncation` `head`|`middle`|`tail`, `monospacedDigits` (bool), `markdown` (bool: `bold`,
 * `*italic*`, `[link](https://…)` only)
 */
export declare function Text(text: string, options?: TextOptions): TextNode;

/**
 * Text styles: `largeTitle`, `title`, `title2`, `title3`, `headline`, `subheadline`, `body`,
 * `callout`, `footnote`, `caption`, `caption2`.
 */
export type TextStyle = "largeTitle" | "title" | "title2" | "title3" | "headline" | "subheadline" | "body" | "callout" | "footnote" | "caption" | "caption2";
export declare const TextStyle: { readonly [K in TextStyle]: K };

/**
 * Weights: `ultraLight`, `thin`, `light`, `regular`, `medium`, `semibold`, `bold`, `heavy`,
 * `black`.
 */
export type FontWeight = "ultraLight" | "thin" | "light" | "regular" | "medium" | "semibold" | "bold" | "heavy" | "black";
export declare const FontWeight: { readonly [K in FontWeight]: K };

/** One of head, middle, tail. */
export type Truncation = "head" | "middle" | "tail";
export declare const Truncation: { readonly [K in Truncation]: K };

/**
 * `dateText`: `date` (timestamp), `style` `relative` ("in 23 min") | `offset` ("+23 min") |
 * `timer` ("0:23:05") | `date` | `time` | `range` (from `date` to `to`, required for `range`),
 * `timeZone` (IANA; default: the offset written in `date`), `textStyle`, `weight`, `color`,
 * `fallbackText`. Evaluated by the host at render time, so countdowns stay live without messages.
 */
export interface DateTextNode extends Modifiers {
  type: "dateText";
  /** (timestamp) */
  date: Timestamp;
  /**
   * `relative` ("in 23 min") | `offset` ("+23 min") | `timer` ("0:23:05") | `date` | `time` |
   * `range` (from `date` to `to`, required for `range`)
   */
  style: DateTextStyle;
  to?: Timestamp;
  /** (IANA; default: the offset written in `date`) */
  timeZone?: string;
  textStyle?: TextStyle;
  weight?: FontWeight;
  color?: ColorToken;
  fallbackText?: string;
}
/** The options of `DateText(...)`: its optional members and the common modifiers. */
export interface DateTextOptions extends ModifierOptions {
  to?: Timestamp | Date;
  /** (IANA; default: the offset written in `date`) */
  timeZone?: string;
  textStyle?: TextStyle;
  weight?: FontWeight;
  color?: ColorToken;
  fallbackText?: string;
}
/**
 * `dateText`: `date` (timestamp), `style` `relative` ("in 23 min") | `offset` ("+23 min") |
 * `timer` ("0:23:05") | `date` | `time` | `range` (from `date` to `to`, required for `range`),
 * `timeZone` (IANA; default: the offset written in `date`), `textStyle`, `weight`, `color`,
 * `fallbackText`. Evaluated by the host at render time, so countdowns stay live without messages.
 */
export declare function DateText(date: Timestamp | Date, style: DateTextStyle, options?: DateTextOptions): DateTextNode;

/**
 * Timestamps: ISO 8601 with seconds and a UTC offset, `2026-11-03T08:25:00+00:00` or `...Z`;
 * fractional seconds allowed. Hosts keep the text (and its offset) as written.
 */
export type Timestamp = string;

/** One of relative, offset, timer, date, time, range. */
export type DateTextStyle = "relative" | "offset" | "timer" | "date" | "time" | "range";
export declare const DateTextStyle: { readonly [K in DateTextStyle]: K };

/**
 * `image`: `source`, `contentMode` `fit`|`fill`, `size` (points, > 0), `tint`, `label`,
 * `decorative` (bool), `shape` `none`|`circle`|`rounded`. A non-empty `label` or `decorative:
 * true` is required.
 */
export interface ImageNode extends Modifiers {
  type: "image";
  source: ImageSource;
  /** `fit`|`fill` */
  contentMode?: ImageContentMode;
  /** (points, > 0) */
  size?: number;
  tint?: ColorToken;
  label?: string;
  /** (bool) */
  decorative?: boolean;
  /** `none`|`circle`|`rounded`. A non-empty `label` or `decorative: true` is required. */
  shape?: ImageShape;
}
/** The options of `Image(...)`: its optional members and the common modifiers. */
export interface ImageOptions extends ModifierOptions {
  /** `fit`|`fill` */
  contentMode?: ImageContentMode;
  /** (points, > 0) */
  size?: number;
  tint?: ColorToken;
  label?: string;
  /** (bool) */
  decorative?: boolean;
  /** `none`|`circle`|`rounded`. A non-empty `label` or `decorative: true` is required. */
  shape?: ImageShape;
}
/**
 * `image`: `source`, `contentMode` `fit`|`fill`, `size` (points, > 0), `tint`, `label`,
 * `decorative` (bool), `shape` `none`|`circle`|`rounded`. A non-empty `label` or `decorative:
 * true` is required.
 */
export declare function Image(source: ImageSource | string, options?: ImageOptions): ImageNode;

/**
 * Exactly one of symbol, asset, url, data. Make one with `ImageSource.symbol(...)`,
 * `ImageSource.asset(...)`, `ImageSource.url(...)`, `ImageSource.data(...)`; a helper also takes a
 * plain string as a symbol.
 */
export type ImageSource = { symbol: string } | { asset: string } | { url: string } | { data: string };
export declare const ImageSource: { symbol(value: string): ImageSource; asset(value: string): ImageSource; url(value: string): ImageSource; data(value: string): ImageSource; };

/** One of fit, fill. */
export type ImageContentMode = "fit" | "fill";
export declare const ImageContentMode: { readonly [K in ImageContentMode]: K };

/** One of none, circle, rounded. */
export type ImageShape = "none" | "circle" | "rounded";
export declare const ImageShape: { readonly [K in ImageShape]: K };

/**
 * `label`: `title`, `icon` (image source), `style` `titleAndIcon`|`iconOnly`|`titleOnly`,
 * `textStyle`, `color`
 */
export interface LabelNode extends Modifiers {
  type: "label";
  title: string;
  /** (image source) */
  icon?: ImageSource;
  /** `titleAndIcon`|`iconOnly`|`titleOnly` */
  style?: LabelStyle;
  textStyle?: TextStyle;
  color?: ColorToken;
}
/** The options of `Label(...)`: its optional members and the common modifiers. */
export interface LabelOptions extends ModifierOptions {
  /** (image source) */
  icon?: ImageSource | string;
  /** `titleAndIcon`|`iconOnly`|`titleOnly` */
  style?: LabelStyle;
  textStyle?: TextStyle;
  color?: ColorToken;
}
/**
 * `label`: `title`, `icon` (image source), `style` `titleAndIcon`|`iconOnly`|`titleOnly`,
 * `textStyle`, `color`
 */
export declare function Label(title: string, options?: LabelOptions): LabelNode;

/** One of titleAndIcon, iconOnly, titleOnly. */
export type LabelStyle = "titleAndIcon" | "iconOnly" | "titleOnly";
export declare const LabelStyle: { readonly [K in LabelStyle]: K };

/** `badge`: `text`, `tone` `neutral`|`accent`|`good`|`warning`|`critical` */
export interface BadgeNode extends Modifiers {
  type: "badge";
  text: string;
  /** `neutral`|`accent`|`good`|`warning`|`critical` */
  tone?: BadgeTone;
}
/** The options of `Badge(...)`: its optional members and the common modifiers. */
export interface BadgeOptions extends ModifierOptions {
  /** `neutral`|`accent`|`good`|`warning`|`critical` */
  tone?: BadgeTone;
}
/** `badge`: `text`, `tone` `neutral`|`accent`|`good`|`warning`|`critical` */
export declare function Badge(text: string, options?: BadgeOptions): BadgeNode;

/** One of neutral, accent, good, warning, critical. */
export type BadgeTone = "neutral" | "accent" | "good" | "warning" | "critical";
export declare const BadgeTone: { readonly [K in BadgeTone]: K };

/**
 * `progress`: `value` (0…1) or `indeterminate: true` (one is required), `style` `bar`|`ring`,
 * `tint`, `label`
 */
export interface ProgressNode extends Modifiers {
  type: "progress";
  /** (0…1) or `indeterminate: true` (one is required) */
  value?: number;
  indeterminate?: boolean;
  /** `bar`|`ring` */
  style?: ProgressStyle;
  tint?: ColorToken;
  label?: string;
}
/** The options of `Progress(...)`: its optional members and the common modifiers. */
export interface ProgressOptions extends ModifierOptions {
  /** (0…1) or `indeterminate: true` (one is required) */
  value?: number;
  indeterminate?: boolean;
  /** `bar`|`ring` */
  style?: ProgressStyle;
  tint?: ColorToken;
  label?: string;
}
/**
 * `progress`: `value` (0…1) or `indeterminate: true` (one is required), `style` `bar`|`ring`,
 * `tint`, `label`
 */
export declare function Progress(options?: ProgressOptions): ProgressNode;

/** One of bar, ring. */
export type ProgressStyle = "bar" | "ring";
export declare const ProgressStyle: { readonly [K in ProgressStyle]: K };

/** `facts`: `rows` [{`title`, `value`}] (≤ 20), `columns` 1|2 */
export interface FactsNode extends Modifiers {
  type: "facts";
  /** [{`title`, `value`}] (≤ 20) */
  rows: Fact[];
  /** 1|2 */
  columns?: number;
}
/** The options of `Facts(...)`: its optional members and the common modifiers. */
export interface FactsOptions extends ModifierOptions {
  /** 1|2 */
  columns?: number;
}
/** `facts`: `rows` [{`title`, `value`}] (≤ 20), `columns` 1|2 */
export declare function Facts(rows: ReadonlyArray<Fact | null | undefined | false>, options?: FactsOptions): FactsNode;

/** Fact */
export interface Fact {
  title: string;
  value: string;
}
/** Fact */
export declare function Fact(title: string, value: string): Fact;

/**
 * `button`: `title`, `action`, `icon` (image source), `role` `default`|`primary`|`destructive`,
 * `confirm` {`title`, `message`} (the host asks before acting)
 */
export interface ButtonNode extends Modifiers {
  type: "button";
  title: string;
  /** (image source) */
  icon?: ImageSource;
  /** `default`|`primary`|`destructive` */
  role?: ButtonRole;
  action: Action;
  /** {`title`, `message`} (the host asks before acting) */
  confirm?: ButtonConfirmation;
}
/** The options of `Button(...)`: its optional members and the common modifiers. */
export interface ButtonOptions extends ModifierOptions {
  /** (image source) */
  icon?: ImageSource | string;
  /** `default`|`primary`|`destructive` */
  role?: ButtonRole;
  /** {`title`, `message`} (the host asks before acting) */
  confirm?: ButtonConfirmation;
}
/**
 * `button`: `title`, `action`, `icon` (image source), `role` `default`|`primary`|`destructive`,
 * `confirm` {`title`, `message`} (the host asks before acting)
 */
export declare function Button(title: string, action: Action | string, options?: ButtonOptions): ButtonNode;

/** One of default, primary, destructive. */
export type ButtonRole = "default" | "primary" | "destructive";
export declare const ButtonRole: { readonly [K in ButtonRole]: K };

/** ButtonConfirmation */
export interface ButtonConfirmation {
  title: string;
  message?: string;
}
/** The options of `ButtonConfirmation(...)`. */
export interface ButtonConfirmationOptions {
  message?: string;
}
/** ButtonConfirmation */
export declare function ButtonConfirmation(title: string, options?: ButtonConfirmationOptions): ButtonConfirmation;

/**
 * `toggle`: `isOn`, `label`, `action`. The host flips it optimistically and sends the action; the
 * widget then sends `reloadWidget`, and the next `configureCell` is the truth.
 */
export interface ToggleNode extends Modifiers {
  type: "toggle";
  isOn: boolean;
  label: string;
  action: Action;
}
/** The options of `Toggle(...)`: its optional members and the common modifiers. */
export interface ToggleOptions extends ModifierOptions {
}
/**
 * `toggle`: `isOn`, `label`, `action`. The host flips it optimistically and sends the action; the
 * widget then sends `reloadWidget`, and the next `configureCell` is the truth.
 */
export declare function Toggle(isOn: boolean, label: string, action: Action | string, options?: ToggleOptions): ToggleNode;

/**
 * `list`: `items` [node] (≤ 50), `spacing`, `separator` (bool), `maxVisible` (≥ 1), `more` (action
 * of the "more" row)
 */
export interface ListNode extends Modifiers {
  type: "list";
  /** [node] (≤ 50) */
  items: Node[];
  spacing?: Spacing;
  /** (bool) */
  separator?: boolean;
  /** (≥ 1) */
  maxVisible?: number;
  /** (action of the "more" row) */
  more?: Action;
}
/** The options of `List(...)`: its optional members and the common modifiers. */
export interface ListOptions extends ModifierOptions {
  spacing?: Spacing;
  /** (bool) */
  separator?: boolean;
  /** (≥ 1) */
  maxVisible?: number;
  /** (action of the "more" row) */
  more?: Action | string;
}
/**
 * `list`: `items` [node] (≤ 50), `spacing`, `separator` (bool), `maxVisible` (≥ 1), `more` (action
 * of the "more" row)
 */
export declare function List(items: Children, options?: ListOptions): ListNode;

/**
 * `placeholder`: `kind` `text`|`rect`|`circle`, `width` (points), `lines` (≥ 1): an explicit
 * skeleton while loading
 */
export interface PlaceholderNode extends Modifiers {
  type: "placeholder";
  /** `text`|`rect`|`circle` */
  kind?: PlaceholderKind;
  /** (points) */
  width?: number;
  /** (≥ 1): an explicit skeleton while loading */
  lines?: number;
}
/** The options of `Placeholder(...)`: its optional members and the common modifiers. */
export interface PlaceholderOptions extends ModifierOptions {
  /** `text`|`rect`|`circle` */
  kind?: PlaceholderKind;
  /** (points) */
  width?: number;
  /** (≥ 1): an explicit skeleton while loading */
  lines?: number;
}
/**
 * `placeholder`: `kind` `text`|`rect`|`circle`, `width` (points), `lines` (≥ 1): an explicit
 * skeleton while loading
 */
export declare function Placeholder(options?: PlaceholderOptions): PlaceholderNode;

/** One of text, rect, circle. */
export type PlaceholderKind = "text" | "rect" | "circle";
export declare const PlaceholderKind: { readonly [K in PlaceholderKind]: K };

/** Controller */
export interface Controller {
  /**
   * `push` (onto the dashboard's navigation stack; the iOS SDK's CurrentContext), `modal` (full
   * screen; Custom), `popup` (a sheet; FormSheet)
   */
  presentation: Presentation;
  /** the header title */
  title: string;
  /** a node tree with the same kinds, modifiers and limits as a cell */
  content: Node;
  /** header buttons on the leading side */
  leftButtons?: HeaderButton[];
  /** header buttons on the trailing side */
  rightButtons?: HeaderButton[];
  /** per size class; used by `popup` */
  preferredWidth?: PreferredWidth;
}
/** The options of `Controller(...)`. */
export interface ControllerOptions {
  /** header buttons on the leading side */
  leftButtons?: HeaderButton[];
  /** header buttons on the trailing side */
  rightButtons?: HeaderButton[];
  /** per size class; used by `popup` */
  preferredWidth?: PreferredWidth;
}
/** Controller */
export declare function Controller(presentation: Presentation, title: string, content: Node, options?: ControllerOptions): Controller;

/** One of push, modal, popup. */
export type Presentation = "push" | "modal" | "popup";
export declare const Presentation: { readonly [K in Presentation]: K };

/** HeaderButton */
export interface HeaderButton {
  /** the action id, non-empty */
  id: string;
  /** the title (also the accessibility label when an image is shown) */
  title: string;
  /** `default` (when absent), `primary`, `destructive` or `cancel` (also dismisses) */
  role?: HeaderButtonRole;
  /** a symbol name shown instead of the title */
  systemImage?: string;
}
/** The options of `HeaderButton(...)`. */
export interface HeaderButtonOptions {
  /** `default` (when absent), `primary`, `destructive` or `cancel` (also dismisses) */
  role?: HeaderButtonRole;
  /** a symbol name shown instead of the title */
  systemImage?: string;
}
/** HeaderButton */
export declare function HeaderButton(id: string, title: string, options?: HeaderButtonOptions): HeaderButton;

/** One of default, primary, destructive, cancel. */
export type HeaderButtonRole = "default" | "primary" | "destructive" | "cancel";
export declare const HeaderButtonRole: { readonly [K in HeaderButtonRole]: K };

/** PreferredWidth */
export interface PreferredWidth {
  /** points, or `small`|`medium`|`large` */
  compact?: PreferredWidthValue;
  /** points, or `small`|`medium`|`large` */
  regular?: PreferredWidthValue;
}
/** The options of `PreferredWidth(...)`. */
export interface PreferredWidthOptions {
  /** points, or `small`|`medium`|`large` */
  compact?: PreferredWidthValue;
  /** points, or `small`|`medium`|`large` */
  regular?: PreferredWidthValue;
}
/** PreferredWidth */
export declare function PreferredWidth(options?: PreferredWidthOptions): PreferredWidth;

/** Points, or one of small, medium, large. */
export type PreferredWidthValue = number | "small" | "medium" | "large";

/** AirportRef */
export interface AirportRef {
  /** "LHR" */
  iataCode: string;
  /** "London Heathrow" */
  name: string;
  /** "London" */
  city: string;
  /** IANA name */
  timeZone: string;
}
/** AirportRef */
export declare function AirportRef(iataCode: string, name: string, city: string, timeZone: string): AirportRef;

/** Airport */
export interface Airport {
  /** "LHR" */
  iataCode: string;
  /** "EGLL" */
  icaoCode: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** IANA name */
  timeZone: string;
  /** degrees */
  latitude: number;
  /** degrees */
  longitude: number;
  terminals: string[];
}
/** Airport */
export declare function Airport(iataCode: string, icaoCode: string, name: string, city: string, country: string, timeZone: string, latitude: number, longitude: number, terminals: string[]): Airport;

/** Flight */
export interface Flight {
  /** stable id */
  id: string;
  airline: Airline;
  /** `"117"`, without the airline code */
  flightNumber: string;
  /** an endpoint (below) */
  departure: FlightEndpoint;
  /** an endpoint */
  arrival: FlightEndpoint;
  /** `scheduled`, `delayed`, `boarding`, `departed`, `landed`, `cancelled`, `diverted` */
  status: FlightStatus;
  seat?: string;
  bookingReference?: string;
  aircraft?: string;
  /** an airport reference, for `diverted` */
  divertedTo?: AirportRef;
}
/** The options of `Flight(...)`. */
export interface FlightOptions {
  seat?: string;
  bookingReference?: string;
  aircraft?: string;
  /** an airport reference, for `diverted` */
  divertedTo?: AirportRef;
}
/** Flight */
export declare function Flight(id: string, airline: Airline, flightNumber: string, departure: FlightEndpoint, arrival: FlightEndpoint, status: FlightStatus, options?: FlightOptions): Flight;

/** Airline */
export interface Airline {
  /** "British Airways" */
  name: string;
  /** "BA" */
  iataCode: string;
}
/** Airline */
export declare function Airline(name: string, iataCode: string): Airline;

/** FlightEndpoint */
export interface FlightEndpoint {
  /** an airport reference (below) */
  airport: AirportRef;
  /** timestamp with the airport's local offset */
  scheduled: Timestamp;
  /** timestamp */
  estimated?: Timestamp;
  /** timestamp */
  actual?: Timestamp;
  terminal?: string;
  gate?: string;
  /** the gate before the latest gate change */
  previousGate?: string;
}
/** The options of `FlightEndpoint(...)`. */
export interface FlightEndpointOptions {
  /** timestamp */
  estimated?: Timestamp | Date;
  /** timestamp */
  actual?: Timestamp | Date;
  terminal?: string;
  gate?: string;
  /** the gate before the latest gate change */
  previousGate?: string;
}
/** FlightEndpoint */
export declare function FlightEndpoint(airport: AirportRef, scheduled: Timestamp | Date, options?: FlightEndpointOptions): FlightEndpoint;

/** One of scheduled, delayed, boarding, departed, landed, cancelled, diverted. */
export type FlightStatus = "scheduled" | "delayed" | "boarding" | "departed" | "landed" | "cancelled" | "diverted";
export declare const FlightStatus: { readonly [K in FlightStatus]: K };

/** Trip */
export interface Trip {
  /** stable id */
  id: string;
  /** e.g. "New York in November" */
  title: string;
  /** ≥ 1, in travel order; each a full Flight */
  flights: Flight[];
}
/** Trip */
export declare function Trip(id: string, title: string, flights: ReadonlyArray<Flight | null | undefined | false>): Trip;

/** UserInfo */
export interface UserInfo {
  /** opaque and stable */
  userID: string;
  displayName?: string;
}
/** The options of `UserInfo(...)`. */
export interface UserInfoOptions {
  displayName?: string;
}
/** UserInfo */
export declare function UserInfo(userID: string, options?: UserInfoOptions): UserInfo;

/** Widget → host. Show or hide the card. */
export interface CanBeDisplayedNotification {
  /** show (`true`) or hide the card */
  canBeDisplayed: boolean;
}
/** Widget → host. Show or hide the card. */
export declare function CanBeDisplayedNotification(canBeDisplayed: boolean): CanBeDisplayedNotification;

/** Widget → host. A structured log line. */
export interface LogNotification {
  /** `debug`, `info`, `notice`, `warning` or `error` */
  level: LogLevel;
  /** the log line */
  message: string;
  /** structured detail */
  fields?: { [key: string]: JSONValue };
}
/** The options of `LogNotification(...)`. */
export interface LogNotificationOptions {
  /** structured detail */
  fields?: { [key: string]: JSONValue };
}
/** Widget → host. A structured log line. */
export declare function LogNotification(level: LogLevel, message: string, options?: LogNotificationOptions): LogNotification;

/** One of debug, info, notice, warning, error. */
export type LogLevel = "debug" | "info" | "notice" | "warning" | "error";
export declare const LogLevel: { readonly [K in LogLevel]: K };

/** Widget → host. Present a controller now. */
export interface PresentWidgetControllerNotification {
  /** a controller (§6) */
  controller: Controller;
}
/** Widget → host. Present a controller now. */
export declare function PresentWidgetControllerNotification(controller: Controller): PresentWidgetControllerNotification;

/** No members (unknown members are ignored). */
export interface ReloadWidgetNotification {
}
/** No members (unknown members are ignored). */
export declare function ReloadWidgetNotification(): ReloadWidgetNotification;

/** Host → widget, deadline 2 s. */
export interface ActionRequest {
  /** the `invoke` action's id, or a header button's id */
  id: string;
  /**
   * the `invoke` action's payload, unchanged: any JSON value (object, array, string, number,
   * boolean); absent when the action had none (`null` counts as none)
   */
  payload?: JSONValue;
  /**
   * `cell` (a node of the card), `controller` (a node in a presented controller) or `header` (a
   * header button of a presented controller)
   */
  source: ActionSource;
}
/** The options of `ActionRequest(...)`. */
export interface ActionRequestOptions {
  /**
   * the `invoke` action's payload, unchanged: any JSON value (object, array, string, number,
   * boolean); absent when the action had none (`null` counts as none)
   */
  payload?: JSONValue;
}
/** Host → widget, deadline 2 s. */
export declare function ActionRequest(id: string, source: ActionSource, options?: ActionRequestOptions): ActionRequest;

/** One of cell, controller, header. */
export type ActionSource = "cell" | "controller" | "header";
export declare const ActionSource: { readonly [K in ActionSource]: K };

/** {} or a follow-up such as {"dismiss": true}. */
export interface ActionResponse {
  /** `true` dismisses the controller the action came from */
  dismiss?: boolean;
}
/** The options of `ActionResponse(...)`. */
export interface ActionResponseOptions {
  /** `true` dismisses the controller the action came from */
  dismiss?: boolean;
}
/** {} or a follow-up such as {"dismiss": true}. */
export declare function ActionResponse(options?: ActionResponseOptions): ActionResponse;

/** Host → widget, deadline 1 s. */
export interface CellHeightRequest {
  /** points, 320…400; may carry a fraction (`375.0`, `337.5`) */
  width: number;
}
/** Host → widget, deadline 1 s. */
export declare function CellHeightRequest(width: number): CellHeightRequest;

/**
 * Height in points, positive; or "fit" (protocol 1.2 and later): the host sizes the card to its
 * content at that width.
 */
export interface CellHeightResponse {
  /** points, positive and finite (may carry a fraction); or `"fit"` (1.2): sized to the content */
  height: CellHeight;
}
/**
 * Height in points, positive; or "fit" (protocol 1.2 and later): the host sizes the card to its
 * content at that width.
 */
export declare function CellHeightResponse(height: CellHeight): CellHeightResponse;

/** Points, or one of fit. */
export type CellHeight = number | "fit";

/** Host → widget, deadline 2 s. Same width as the preceding cellHeight. */
export interface ConfigureCellRequest {
  /** the width of the preceding `cellHeight` */
  width: number;
}
/** Host → widget, deadline 2 s. Same width as the preceding cellHeight. */
export declare function ConfigureCellRequest(width: number): ConfigureCellRequest;

/** The cell tree and an optional timeline. */
export interface ConfigureCellResponse {
  /** the cell tree, §5 */
  cell: Cell;
  /** future cells */
  timeline?: Timeline;
}
/** The options of `ConfigureCellResponse(...)`. */
export interface ConfigureCellResponseOptions {
  /** future cells */
  timeline?: Timeline;
}
/** The cell tree and an optional timeline. */
export declare function ConfigureCellResponse(cell: Cell, options?: ConfigureCellResponseOptions): ConfigureCellResponse;

/** Timeline */
export interface Timeline {
  /** ≤ 50, ascending dates */
  entries: TimelineEntry[];
  /** when to ask again */
  reload: ReloadPolicy;
}
/** Timeline */
export declare function Timeline(entries: ReadonlyArray<TimelineEntry | null | undefined | false>, reload: ReloadPolicy): Timeline;

/** TimelineEntry */
export interface TimelineEntry {
  /** timestamp: the entry's cell is shown from then on */
  date: Timestamp;
  /** a cell tree */
  cell: Cell;
}
/** TimelineEntry */
export declare function TimelineEntry(date: Timestamp | Date, cell: Cell): TimelineEntry;

/**
 * ReloadPolicy Make one with `ReloadPolicy.atEnd(...)`, `ReloadPolicy.after(...)`,
 * `ReloadPolicy.never(...)`.
 */
export type ReloadPolicy = { policy: "atEnd" } | { policy: "after"; date: Timestamp } | { policy: "never" };
export declare const ReloadPolicy: {
  /** `{"policy": "atEnd"}` */
  atEnd(): ReloadPolicy;
  /** `{"policy": "after"}` */
  after(date: Timestamp | Date): ReloadPolicy;
  /** `{"policy": "never"}` */
  never(): ReloadPolicy;
};

/**
 * Host → widget, deadline 5 s. Binds the widget to its dashboard's data; flight is the trip's
 * current flight. Make one with `InitRequest.trip(...)`, `InitRequest.airport(...)`.
 */
export type InitRequest = { dashboard: "trip"; trip: Trip; flight: Flight } | { dashboard: "airport"; airport: Airport };
export declare const InitRequest: {
  /** `{"dashboard": "trip"}` */
  trip(trip: Trip, flight: Flight): InitRequest;
  /** `{"dashboard": "airport"}` */
  airport(airport: Airport): InitRequest;
};

/** One of trip, airport. */
export type DashboardKind = "trip" | "airport";
export declare const DashboardKind: { readonly [K in DashboardKind]: K };

/** Whether the card is shown now. */
export interface InitResponse {
  /** `false` keeps the card hidden until the widget sends `canBeDisplayed` */
  canBeDisplayed: boolean;
}
/** Whether the card is shown now. */
export declare function InitResponse(canBeDisplayed: boolean): InitResponse;

/** Host → widget, deadline 10 s. The handshake. */
export interface InitializeRequest {
  /** the host's preferred version, the first of `supportedVersions` */
  protocolVersion: string;
  /** every version the host speaks, newest first (§10) */
  supportedVersions: string[];
  /** the host application */
  host: HostInfo;
  /** the signed-in user (§7) */
  user: UserInfo;
  /** BCP 47 (`en-GB`, `de-DE`) */
  locale: string;
  /** IANA name of the device's zone */
  timeZone: string;
  /** what the host renders and accepts */
  capabilities: HostCapabilities;
}
/** Host → widget, deadline 10 s. The handshake. */
export declare function InitializeRequest(protocolVersion: string, supportedVersions: string[], host: HostInfo, user: UserInfo, locale: string, timeZone: string, capabilities: HostCapabilities): InitializeRequest;

/** HostInfo */
export interface HostInfo {
  /** e.g. `"WidgetHost"` */
  name: string;
  /** e.g. `"0.1.0"` */
  version: string;
}
/** HostInfo */
export declare function HostInfo(name: string, version: string): HostInfo;

/** HostCapabilities */
export interface HostCapabilities {
  /** the node `type`s the host renders (others fall back, §5.6) */
  nodeKinds: string[];
  /** the host reader's line limit: the longest line a widget may write (§1) */
  maxLineBytes: number;
  /** the host's values of the limits of §5.7 */
  limits: Limits;
}
/** HostCapabilities */
export declare function HostCapabilities(nodeKinds: string[], maxLineBytes: number, limits: Limits): HostCapabilities;

/** Limits */
export interface Limits {
  /** nodes per tree */
  maxNodes: number;
  /** tree depth */
  maxDepth: number;
  /** characters of any text */
  maxTextLength: number;
  /** serialized action payload */
  maxActionPayloadBytes: number;
  /** decoded inline image data */
  maxImageDataBytes: number;
  /** `list.items` */
  maxListItems: number;
  /** `facts.rows` */
  maxFactsRows: number;
  /** timeline entries */
  maxTimelineEntries: number;
}
/** Limits */
export declare function Limits(maxNodes: number, maxDepth: number, maxTextLength: number, maxActionPayloadBytes: number, maxImageDataBytes: number, maxListItems: number, maxFactsRows: number, maxTimelineEntries: number): Limits;

/** The widget's half of the handshake. */
export interface InitializeResponse {
  /**
   * the version chosen: the first of the host's `supportedVersions` the widget speaks, exactly as
   * offered (§10)
   */
  protocolVersion: string;
  /**
   * the widget's kind, `^[a-z0-9_]{1,64}$`; analytics and the card's icon use
   * `feed_widget_<widgetType>`
   */
  widgetType: string;
  /** names the cell layout (the old SDK's reuse identifier), `^[A-Za-z0-9_.-]{1,128}$` */
  cellIdentifier: string;
  /** whether the user may hide the card */
  canBeHidden: boolean;
  /** `["trip"]`, `["airport"]` or both, no repeats */
  dashboards: DashboardKind[];
  /** optional features; absent is `{}` */
  capabilities?: WidgetCapabilities;
}
/** The options of `InitializeResponse(...)`. */
export interface InitializeResponseOptions {
  /** optional features; absent is `{}` */
  capabilities?: WidgetCapabilities;
}
/** The widget's half of the handshake. */
export declare function InitializeResponse(protocolVersion: string, widgetType: string, cellIdentifier: string, canBeHidden: boolean, dashboards: DashboardKind[], options?: InitializeResponseOptions): InitializeResponse;

/** Optional features; absent is {} and an absent member is false. */
export interface WidgetCapabilities {
  /** call `prepareData` before `init`; absent means `false` */
  prepareData?: boolean;
  /** `configureCell` may return a timeline; absent means `false` */
  timeline?: boolean;
}
/** The options of `WidgetCapabilities(...)`. */
export interface WidgetCapabilitiesOptions {
  /** call `prepareData` before `init`; absent means `false` */
  prepareData?: boolean;
  /** `configureCell` may return a timeline; absent means `false` */
  timeline?: boolean;
}
/** Optional features; absent is {} and an absent member is false. */
export declare function WidgetCapabilities(options?: WidgetCapabilitiesOptions): WidgetCapabilities;

/** No members (unknown members are ignored). */
export interface PrepareDataRequest {
}
/** No members (unknown members are ignored). */
export declare function PrepareDataRequest(): PrepareDataRequest;

/** No members (unknown members are ignored). */
export interface EmptyResult {
}
/** No members (unknown members are ignored). */
export declare function EmptyResult(): EmptyResult;

/** No members (unknown members are ignored). */
export interface ShutdownRequest {
}
/** No members (unknown members are ignored). */
export declare function ShutdownRequest(): ShutdownRequest;

/** Host → widget, deadline 2 s. The user tapped the card or a present action. */
export interface ViewControllerRequest {
  /** points, 320…400 */
  width: number;
  /** `compact` or `regular` */
  sizeClass: ViewControllerSizeClass;
}
/** Host → widget, deadline 2 s. The user tapped the card or a present action. */
export declare function ViewControllerRequest(width: number, sizeClass: ViewControllerSizeClass): ViewControllerRequest;

/** One of compact, regular. */
export type ViewControllerSizeClass = "compact" | "regular";
export declare const ViewControllerSizeClass: { readonly [K in ViewControllerSizeClass]: K };

/** The common modifiers (protocol §5.4), on every node. */
export interface Modifiers {
  /** non-empty string, unique in the tree (tests, logs) */
  id?: string;
  /** a spacing token, or `{"top", "leading", "bottom", "trailing"}` tokens */
  padding?: Padding;
  /** colour token */
  background?: ColorToken;
  /** radius token */
  cornerRadius?: CornerRadius;
  /** `{width, height, minWidth, maxWidth, minHeight, maxHeight}`: points ≥ 0 or `"infinity"` */
  frame?: Frame;
  /** number; share of leftover space in a stack */
  layoutPriority?: number;
  /** 0…1 */
  opacity?: number;
  /** bool: laid out, not drawn */
  hidden?: boolean;
  /** `placeholder` | `privacy` */
  redacted?: Redaction;
  /** what assistive technologies read */
  accessibilityLabel?: string;
  /** an action */
  tap?: Action;
  /** a node drawn instead of this one by a host that does not know its `type` */
  fallback?: Node;
}
/** The common modifiers as a helper takes them. */
export interface ModifierOptions {
  id?: string;
  padding?: Padding;
  background?: ColorToken;
  cornerRadius?: CornerRadius;
  frame?: Frame;
  layoutPriority?: number;
  opacity?: number;
  hidden?: boolean;
  redacted?: Redaction;
  accessibilityLabel?: string;
  tap?: Action | string;
  fallback?: Node;
}

/** Decoders of what the host sends (`decoders.Flight(value)`): each returns its value, checked, or
 * throws ParamsError with the JSON pointer of the member that breaks the schema. */
export declare const decoders: {
  AirportRef(value: unknown, pointer?: string): AirportRef;
  Airport(value: unknown, pointer?: string): Airport;
  Flight(value: unknown, pointer?: string): Flight;
  Airline(value: unknown, pointer?: string): Airline;
  FlightEndpoint(value: unknown, pointer?: string): FlightEndpoint;
  Trip(value: unknown, pointer?: string): Trip;
  UserInfo(value: unknown, pointer?: string): UserInfo;
  ActionRequest(value: unknown, pointer?: string): ActionRequest;
  CellHeightRequest(value: unknown, pointer?: string): CellHeightRequest;
  ConfigureCellRequest(value: unknown, pointer?: string): ConfigureCellRequest;
  InitRequest(value: unknown, pointer?: string): InitRequest;
  InitializeRequest(value: unknown, pointer?: string): InitializeRequest;
  HostInfo(value: unknown, pointer?: string): HostInfo;
  HostCapabilities(value: unknown, pointer?: string): HostCapabilities;
  Limits(value: unknown, pointer?: string): Limits;
  PrepareDataRequest(value: unknown, pointer?: string): PrepareDataRequest;
  ShutdownRequest(value: unknown, pointer?: string): ShutdownRequest;
  ViewControllerRequest(value: unknown, pointer?: string): ViewControllerRequest;
};

/** Each request method's params and result types. */
export interface Requests {
  action: { params: ActionRequest; result: ActionResponse };
  cellHeight: { params: CellHeightRequest; result: CellHeightResponse };
  configureCell: { params: ConfigureCellRequest; result: ConfigureCellResponse };
  init: { params: InitRequest; result: InitResponse };
  initialize: { params: InitializeRequest; result: InitializeResponse };
  prepareData: { params: PrepareDataRequest; result: EmptyResult };
  shutdown: { params: ShutdownRequest; result: EmptyResult };
  viewController: { params: ViewControllerRequest; result: Controller | null };
}
/** Each notification method's params. */
export interface Notifications {
  canBeDisplayed: CanBeDisplayedNotification;
  log: LogNotification;
  presentWidgetController: PresentWidgetControllerNotification;
  reloadWidget: ReloadWidgetNotification;
}
export declare const REQUESTS: { readonly [M in keyof Requests]: { params: (value: unknown, pointer?: string) => Requests[M]['params']; result: (...args: any[]) => Requests[M]['result']; nullable: boolean } };
