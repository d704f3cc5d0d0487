import Foundation
import Testing
import WidgetProtocol

@testable import WidgetRendering

/// The theme table's colours against WCAG 2.2's contrast ratios (1.4.3 text, 1.4.11 non-text),
/// in the light and the dark column: each text token on each background a card, a control or
/// the page has, the text on each badge tone, and `tertiary` for dividers, borders and a
/// switch's track. A translucent colour is composed over the background it is drawn on, as
/// the browser draws it.
@Suite struct ThemeContrastTests {
    typealias RGB = (r: Double, g: Double, b: Double)

    /// `#RRGGBB` or `rgba(r, g, b, a)`, as the table writes them.
    static func parse(_ css: String) -> (rgb: RGB, alpha: Double)? {
        if css.hasPrefix("#"), css.count == 7, let value = Int(css.dropFirst(), radix: 16) {
            return ((Double(value >> 16 & 0xff), Double(value >> 8 & 0xff), Double(value & 0xff)), 1)
        }
        guard css.hasPrefix("rgba("), css.hasSuffix(")") else { return nil }
        let parts = css.dropFirst(5).dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4 else { return nil }
        return ((parts[0], parts[1], parts[2]), parts[3])
    }

    static func over(_ colour: (rgb: RGB, alpha: Double), _ background: RGB) -> RGB {
        let a = colour.alpha
        return (
            colour.rgb.r * a + background.r * (1 - a), colour.rgb.g * a + background.g * (1 - a), colour.rgb.b * a + background.b * (1 - a)
        )
    }

    /// WCAG 2's relative luminance and contrast ratio.
    static func luminance(_ c: RGB) -> Double {
        func channel(_ v: Double) -> Double {
            let s = v / 255
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }

    static func ratio(_ a: RGB, _ b: RGB) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    static let theme = Theme.standard
    static let backgrounds = ["background", "secondaryBackground", "groupedBackground"]

    static func colour(_ token: String, dark: Bool) throws -> (rgb: RGB, alpha: Double) {
        let entry = theme.colour(ColorToken(rawValue: token))
        return try #require(parse(dark ? entry.dark : entry.css), "\(token) is a colour this test reads")
    }

    static func solid(_ token: String, dark: Bool) throws -> RGB {
        let c = try colour(token, dark: dark)
        try #require(c.alpha == 1, "\(token) is opaque: it is what others are drawn on")
        return c.rgb
    }

    @Test(arguments: [false, true])
    func textTokensMeetFourAndAHalfToOneOnEveryBackground(dark: Bool) throws {
        var failures: [String] = []
        for text in ["primary", "secondary", "accent", "good", "warning", "critical"] {
            for name in Self.backgrounds {
                let background = try Self.solid(name, dark: dark)
                let contrast = Self.ratio(Self.over(try Self.colour(text, dark: dark), background), background)
                if contrast < 4.5 { failures.append("\(text) on \(name): \((contrast * 100).rounded() / 100)") }
            }
        }
        #expect(failures.isEmpty, "\(dark ? "dark" : "light"): \(failures)")
    }

    @Test(arguments: [false, true])
    func tertiaryMeetsThreeToOneForNonTextUI(dark: Bool) throws {
        for name in Self.backgrounds {
            let background = try Self.solid(name, dark: dark)
            let contrast = Self.ratio(Self.over(try Self.colour("tertiary", dark: dark), background), background)
            #expect(contrast >= 3, "\(dark ? "dark" : "light"): tertiary on \(name) is \(contrast)")
        }
    }

    @Test(arguments: [false, true])
    func textOnEveryToneMeetsFourAndAHalfToOne(dark: Bool) throws {
        let onTone = try #require(Self.parse(dark ? Self.theme.onTone.dark : Self.theme.onTone.css)).rgb
        for tone in BadgeNode.Tone.allCases {
            let token = try #require(Self.theme.tones[tone]).rawValue
            // A translucent tone (neutral is `secondary`) shows the card through it.
            let fill = Self.over(try Self.colour(token, dark: dark), try Self.solid("background", dark: dark))
            let contrast = Self.ratio(onTone, fill)
            #expect(contrast >= 4.5, "\(dark ? "dark" : "light"): text on the \(tone) tone is \(contrast)")
        }
    }

    @Test func everyToneAndPillTextComesFromTheTable() {
        let css = Self.theme.stylesheet(appearance: .auto)
        #expect(!css.contains("color:#FFFFFF"), "no white text fixed in the rules: it is --c-on-tone, per column")
        #expect(css.contains("--c-on-tone:#FFFFFF;") && css.contains("--c-on-tone:#000000;"))
    }
}
