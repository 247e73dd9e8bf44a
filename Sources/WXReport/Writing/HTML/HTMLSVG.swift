import Foundation

// The SVG pieces every chart of the page draws with, and their value axis: coordinates written
// with one decimal, so the page is the same bytes on every machine and for any `--jobs`.

/// An SVG `<line>` from (`x1`, `y1`) to (`x2`, `y2`).
func svgLine(x1: Double, x2: Double, y1: Double, y2: Double, stroke: String) -> String {
    "<line x1=\"\(c(x1))\" x2=\"\(c(x2))\" y1=\"\(c(y1))\" y2=\"\(c(y2))\" stroke=\"\(stroke)\"/>"
}

/// An SVG `<text>` of `markup` (escaped) at (`x`, `y`), aligned by its `anchor` when one is given;
/// a `label` (a place or field name) is drawn in the ink colour, not the muted one.
func svgText(_ markup: String, x: Double, y: Double, anchor: String? = nil, isLabel: Bool = false) -> String {
    let anchor = anchor.map { " text-anchor=\"\($0)\"" } ?? ""
    return "<text\(isLabel ? " class=\"label\"" : "") x=\"\(c(x))\" y=\"\(c(y))\"\(anchor)>\(markup)</text>"
}

/// An SVG `<rect>`, its corners rounded by `radius` when one is given.
func svgRect(x: Double, y: Double, width: Double, height: Double, radius: Double? = nil, fill: String) -> String {
    let corner = radius.map { " rx=\"\(c($0))\"" } ?? ""
    return "<rect x=\"\(c(x))\" y=\"\(c(y))\" width=\"\(c(width))\" height=\"\(c(height))\"\(corner) fill=\"\(fill)\"/>"
}

/// Points as SVG's `points` attribute lists them: `x,y x,y …`.
func svgPoints(_ points: [(Double, Double)]) -> String {
    points.map { "\(c($0.0)),\(c($0.1))" }.joined(separator: " ")
}

/// A coordinate with at most one decimal (`12.5`, `40`), the same text on every machine.
func c(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    guard tenths.isFinite, tenths.magnitude < 1e12 else { return "0" }
    let whole = Int64(tenths)
    let sign = whole < 0 ? "-" : ""
    let digits = whole.magnitude
    return digits % 10 == 0 ? "\(sign)\(digits / 10)" : "\(sign)\(digits / 10).\(digits % 10)"
}

/// A value axis with round ticks (1, 2 or 5 times a power of ten), about four of them.
struct HTMLAxis {
    let low: Double
    let high: Double
    let step: Double
    let ticks: [Double]

    init(low: Double, high: Double, includesZero: Bool = false, minimumStep: Double = 0) {
        var low = includesZero ? min(low, 0) : low
        var high = includesZero ? max(high, 0) : high
        if high - low < 1e-9 {
            low -= 1
            high += 1
        }
        let rough = max((high - low) / 4, minimumStep)
        let power = pow(10, (log10(rough)).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= rough } ?? 10 * power
        let first = (low / step).rounded(.down) * step
        let last = (high / step).rounded(.up) * step
        var ticks: [Double] = []
        var tick = first
        while tick <= last + step / 2, ticks.count < 12 {
            ticks.append(tick == 0 ? 0 : tick)
            tick += step
        }
        self.low = first
        self.step = step
        self.high = max(last, first + step)
        self.ticks = ticks
    }

    /// Where `value` lies between the axis ends, 0 to 1.
    func fraction(_ value: Double) -> Double {
        (value - low) / (high - low)
    }
}
