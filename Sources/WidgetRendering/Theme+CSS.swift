import WidgetProtocol

extension Theme {
    /// The token classes (`color-*`, `bg-*`, `border-*`, `tint-*`, `style-*`, `weight-*`,
    /// `gap-*`, `pad-*`, `radius-*`, `tone-*`) plus the page and node rules, as one stylesheet.
    /// Every value comes from this table; widgets only ever pick class names.
    ///
    /// Colours are custom properties (`--c-primary`, …) set once from the table's light or
    /// dark column per `appearance`; `.auto` sets the light ones and the dark ones under a
    /// `prefers-color-scheme: dark` media query, so one page follows the viewer's setting.
    public func stylesheet(appearance: Appearance = .auto) -> String {
        var css: [String] = []
        switch appearance {
        case .light: css.append(":root{color-scheme:light;" + properties(dark: false) + "}")
        case .dark: css.append(":root{color-scheme:dark;" + properties(dark: true) + "}")
        case .auto:
            css.append(":root{color-scheme:light dark;" + properties(dark: false) + "}")
            css.append("@media (prefers-color-scheme: dark){:root{" + properties(dark: true) + "}}")
        }
        let primary = "var(--c-primary)"
        let accent = "var(--c-accent)"
        let m = metrics
        css.append(
            """
            *{box-sizing:border-box}
            body{margin:0;padding:24px;font-family:\(fontStack);color:\(primary);background:var(--c-groupedBackground);-webkit-font-smoothing:antialiased}
            h1,h2,h3,h4,h5,h6,p,dl,dd,ul{margin:0;padding:0}
            @media (max-width: 480px){body{padding:12px}}
            .page-title{font-size:\(px(fonts[.title2]?.cssSize ?? 22));font-weight:700;margin-bottom:16px}
            .dashboards{display:flex;gap:32px;align-items:flex-start;flex-wrap:wrap}
            .dashboard{flex:none;display:flex;flex-direction:column;gap:12px;max-width:100%}
            .dashboard-heading{display:flex;flex-direction:column;gap:12px;font-size:inherit;font-weight:inherit}
            .dashboard-width{display:block;font-size:12px;color:var(--c-secondary);text-transform:uppercase;letter-spacing:0.04em}
            .dashboard-title{display:block;font-size:\(px(fonts[.title3]?.cssSize ?? 20));font-weight:700}
            .status-line{font-size:12px;color:var(--c-secondary)}
            .card{position:relative;background:var(--c-background);border-radius:\(px(cardRadius));padding:0;overflow:hidden;box-shadow:var(--card-shadow);overflow-wrap:break-word;font-kerning:none}
            .card.selected{outline:2px solid \(accent);outline-offset:2px}
            .card.quarantined .card-content,.card.stopped .card-content{filter:grayscale(1)}
            .card-status{display:inline-block;margin:10px 12px 0;padding:2px 8px;border-radius:999px;font-size:12px;font-weight:600}
            .card-status.restarting,.card-status.stale,.card-status.unanswered{background:var(--c-warning);color:var(--c-on-tone)}
            .card-status.quarantined,.card-status.failed,.card-status.rejected{background:var(--c-critical);color:var(--c-on-tone)}
            .card-reason{margin:0;padding:8px 12px 12px;font-size:13px;color:var(--c-critical);overflow-wrap:break-word}
            .card-notice{margin:0;padding:0 12px 12px;font-size:13px;color:var(--c-accent)}
            .card-status.starting,.card-status.stopping{background:var(--c-secondaryBackground);color:var(--c-secondary)}
            .card-status.stopped{background:var(--c-secondary);color:var(--c-on-tone)}
            .card.stopped .card-reason{color:var(--c-secondary)}
            .card-widget-id{font-size:12px;color:var(--c-secondary);padding:12px 12px 0}
            .card-content{display:flex;flex-direction:column;min-height:\(px(m.cardMinimumHeight))}
            .card{--card-bg:var(--c-background)}
            .card-content.sized{display:block;position:relative;overflow:hidden;min-height:0}
            .cell-flow{display:flex;flex-direction:column;min-height:100%}
            .clip-cover{flex:1 0 28px;position:relative;z-index:2;background:var(--card-bg)}
            .clip-marker{position:absolute;left:0;right:0;bottom:0;height:28px;z-index:1;display:flex;align-items:flex-end;justify-content:center;padding-bottom:2px;font-size:17px;font-weight:700;line-height:1;color:var(--c-secondary);background:linear-gradient(to bottom,transparent,var(--card-bg) 65%)}
            .vstack{display:flex;flex-direction:column;align-items:flex-start;min-width:0}
            .list>li{display:flex;flex-direction:column;align-items:flex-start;min-width:0}
            .vstack>.fills,.vstack>.vstack,.vstack>.hstack,.vstack>.zstack,.vstack>.list,.vstack>.divider,.vstack>.facts,.vstack>.progress,.list>li>.fills,.list>li>.vstack,.list>li>.hstack,.list>li>.zstack,.list>li>.list,.list>li>.divider,.list>li>.facts,.list>li>.progress{align-self:stretch}
            .vstack>*,.list>li>*,.zstack>*{max-width:100%}
            .vstack.align-center{align-items:center}
            .vstack.align-trailing{align-items:flex-end}
            .hstack{display:flex;flex-direction:row;align-items:center;min-width:0}
            .hstack.align-top{align-items:flex-start}
            .hstack.align-firstBaseline{align-items:first baseline}
            .hstack.align-bottom{align-items:flex-end}
            .hstack>*{min-width:0}
            .zstack{display:grid;place-items:center}
            .zstack>*{grid-area:1/1}
            .spacer{flex:1 1 0}
            .fills{align-self:stretch;flex:1 1 auto;width:100%}
            .divider{border:0;border-top:\(px(m.divider)) solid var(--c-separator);margin:0;align-self:stretch}
            .hstack>.divider{border-top:0;border-left:\(px(m.divider)) solid var(--c-separator)}
            .text{white-space:normal}
            .text.align-center{text-align:center}
            .text.align-trailing{text-align:end}
            .text.clamp{display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden}
            .text.tabular,.date-text{font-variant-numeric:tabular-nums}
            .image{display:inline-flex;align-items:center;justify-content:center;flex:none;min-width:\(px(m.imageBox));min-height:\(px(m.imageBox));\(line(m.imageLabel));color:var(--c-secondary)}
            .image.symbol{\(line(m.symbol));min-height:0}
            .image.labelled{display:inline-block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;border:\(px(m.imageLabelBorder)) dashed var(--c-separator);border-radius:6px;padding:\(px(m.imageLabelPadding.vertical)) \(px(m.imageLabelPadding.horizontal));background:var(--c-secondaryBackground)}
            .image.shape-circle{border-radius:50%}
            .image.shape-rounded{border-radius:6px}
            img.image{object-fit:contain;padding:0;width:\(px(m.imageBox));height:\(px(m.imageBox))}
            .image.sized{min-width:0;min-height:0}
            .label{display:inline-flex;align-items:center;gap:\(px(m.labelGap))}
            .badge{display:inline-block;padding:\(px(m.badgePadding.vertical)) \(px(m.badgePadding.horizontal));border-radius:999px;\(line(m.badge));font-weight:600;white-space:nowrap;flex:none}
            .button{display:inline-flex;align-items:center;gap:\(px(m.buttonIconGap));padding:\(px(m.buttonPadding.vertical)) \(px(m.buttonPadding.horizontal));border-radius:999px;border:0;font:inherit;\(line(m.button));font-weight:600;background:var(--c-secondaryBackground);color:\(accent);text-decoration:none;flex:none;cursor:default}
            .button.role-primary{background:\(accent);color:var(--c-on-tone)}
            .button.role-destructive{color:var(--c-critical)}
            .button.inert{opacity:0.5}
            .toggle{display:inline-flex;align-items:center;gap:\(px(m.toggleGap));\(line(m.plainText));flex:none}
            .toggle-track{display:inline-block;width:\(px(m.toggleTrack.width));height:\(px(m.toggleTrack.height));border-radius:\(px(m.toggleTrack.height / 2));background:var(--c-tertiary);position:relative}
            .toggle-track::after{content:"";position:absolute;top:2px;left:2px;width:20px;height:20px;border-radius:50%;background:#FFFFFF}
            .toggle.on .toggle-track{background:var(--c-good)}
            .toggle.on .toggle-track::after{left:18px}
            .progress{display:flex;flex-direction:column;gap:\(px(m.progressGap))}
            .progress progress{width:100%;height:\(px(m.progressBar));margin:0}
            .progress.ring{flex-direction:row;align-items:center}
            .progress.ring progress{width:\(px(m.progressRingWidth))}
            .progress-label{\(line(m.progressLabel));color:var(--c-secondary)}
            .facts{display:grid;grid-template-columns:auto 1fr;gap:\(px(m.factsRowGap)) \(px(m.factsColumnGap));align-items:first baseline;\(line(m.plainText))}
            .facts.columns-2{grid-template-columns:auto 1fr auto 1fr}
            .facts.columns-2>.fact:nth-child(odd)>dd{padding-right:\(px(m.factsColumnGap))}
            .fact{display:contents}
            .fact dt{color:var(--c-secondary)}
            .list{list-style:none;display:flex;flex-direction:column}
            .list.separated>li+li{border-top:\(px(m.listSeparator)) solid var(--c-separator);padding-top:\(px(m.listSeparatorPadding))}
            .list-more{color:var(--c-secondary);\(line(m.listMore))}
            .placeholder{display:block;background:var(--c-secondaryBackground);border-radius:4px;min-height:\(px(m.placeholderMinimum));max-width:100%}
            .placeholder.kind-rect{min-height:\(px(m.placeholderRect));width:100%}
            .placeholder.kind-circle{width:\(px(m.placeholderCircle));height:\(px(m.placeholderCircle));border-radius:50%}
            .placeholder-line{display:block;height:\(px(m.placeholderLine));margin:\(px(m.placeholderLineMargin)) 0;background:var(--c-secondaryBackground);border-radius:4px}
            .redacted{color:transparent!important;background:var(--c-secondaryBackground);border-radius:4px}
            .redacted *{visibility:hidden}
            .hidden-node{visibility:hidden}
            .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
            .link.inert{text-decoration:underline dotted}
            .dialogs{margin-top:40px;display:flex;flex-direction:column;gap:24px;align-items:flex-start}
            .dialogs-title{font-size:\(px(fonts[.title3]?.cssSize ?? 20));font-weight:700}
            .dialog{background:var(--c-background);border-radius:14px;box-shadow:0 8px 32px rgba(0,0,0,0.18);overflow:hidden;max-width:100%;font-kerning:none}
            .dialog.push{border-radius:0}
            .dialog-kind{font-size:12px;color:var(--c-secondary);padding:8px 16px 0;text-transform:uppercase}
            .dialog-widget{text-transform:none}
            .dialog-header{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:8px;padding:12px 16px;border-bottom:1px solid var(--c-separator)}
            .dialog-title{font-size:17px;font-weight:600;text-align:center}
            .dialog-buttons{display:flex;gap:8px}
            .dialog-buttons.trailing{justify-content:flex-end}
            .header-button{border:0;background:none;font:inherit;font-size:17px;color:\(accent);padding:0}
            .header-button.role-primary{font-weight:600}
            .header-button.role-destructive{color:var(--c-critical)}
            .dialog-content{padding:0}
            """)
        for name in ColorToken.knownTokens.sorted() {
            let value = "var(--c-" + name + ")"
            css.append(
                ".color-\(name){color:\(value)}.bg-\(name){background-color:\(value)}.card.bg-\(name){--card-bg:\(value)}.border-\(name){border-color:\(value)}.tint-\(name){accent-color:\(value);color:\(value)}"
            )
        }
        for style in TextStyle.allCases {
            guard let font = fonts[style] else { continue }
            css.append(
                ".style-\(style.rawValue){font-size:\(px(font.cssSize));line-height:\(px(font.lineHeight));font-weight:\(font.cssWeight)}")
        }
        for weight in FontWeight.allCases {
            guard let entry = weights[weight] else { continue }
            css.append(".weight-\(weight.rawValue){font-weight:\(entry.css)}")
        }
        for token in Spacing.allCases {
            let v = px(points(token))
            css.append(
                ".gap-\(token.rawValue){gap:\(v)}.pad-\(token.rawValue){padding:\(v)}.pt-\(token.rawValue){padding-top:\(v)}.pl-\(token.rawValue){padding-left:\(v)}.pb-\(token.rawValue){padding-bottom:\(v)}.pr-\(token.rawValue){padding-right:\(v)}.inset-\(token.rawValue){margin-left:\(v)}"
            )
        }
        for radius in CornerRadius.allCases {
            css.append(".radius-\(radius.rawValue){border-radius:\(px(radii[radius] ?? 0))}")
        }
        for tone in BadgeNode.Tone.allCases {
            let c = "var(--c-" + (tones[tone] ?? .secondary).rawValue + ")"
            css.append(".tone-\(tone.rawValue){color:var(--c-on-tone);background:\(c)}")
        }
        return css.joined(separator: "\n") + "\n"
    }

    /// The colour custom properties (`--c-primary:#1C1C1E;…`) of the light or dark column of
    /// the table, plus the card shadow: for a page that switches between them itself, under a
    /// selector of its own (``stylesheet(appearance:)`` already sets one column on `:root`).
    public func colourProperties(dark: Bool) -> String {
        properties(dark: dark)
    }

    /// The colour custom properties of one column of the table, plus the card shadow.
    func properties(dark: Bool) -> String {
        var out = ColorToken.knownTokens.sorted().map { name in
            let entry = colour(ColorToken(rawValue: name))
            return "--c-" + name + ":" + (dark ? entry.dark : entry.css) + ";"
        }.joined()
        out += "--c-on-tone:" + (dark ? onTone.dark : onTone.css) + ";"
        out += "--c-separator:" + (dark ? separator.dark : separator.css) + ";"
        out += "--card-shadow:" + (dark ? "0 0 0 1px rgba(255,255,255,0.08)" : "0 1px 3px rgba(0,0,0,0.08),0 4px 16px rgba(0,0,0,0.06)")
        return out
    }

    /// A CSS length in px from a number: integral values without a fraction.
    func px(_ value: Double) -> String { CSSNumber.format(value) + "px" }

    /// `font-size` and `line-height` of a metric's line.
    func line(_ line: LayoutMetrics.Line) -> String { "font-size:" + px(line.size) + ";line-height:" + px(line.height) }
}

/// Numbers written into CSS and attributes: finite, clamped, at most two decimals.
enum CSSNumber {
    static func format(_ value: Double, range: ClosedRange<Double> = 0...4000) -> String {
        let v = value.isFinite ? min(range.upperBound, max(range.lowerBound, value)) : range.lowerBound
        let hundredths = (v * 100).rounded()
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        let whole = Int(hundredths / 100)
        let fraction = Int(abs(hundredths.truncatingRemainder(dividingBy: 100)))
        var digits = fraction < 10 ? "0\(fraction)" : "\(fraction)"
        if digits.hasSuffix("0") { digits.removeLast() }
        return (v < 0 && whole == 0 ? "-" : "") + "\(whole)." + digits
    }
}
