/// Column width allocation for the text renderer.
enum TextTableLayout {
    /// Spaces between two adjacent columns.
    static let gap = 2

    /// The total line width of columns with the given widths, gaps included.
    static func totalWidth(_ widths: [Int]) -> Int {
        widths.isEmpty ? 0 : widths.reduce(0, +) + gap * (widths.count - 1)
    }

    /// The width of each column so that the table fits `maxWidth` if it can.
    ///
    /// Every column starts at its natural width (its widest cell). If the total exceeds
    /// `maxWidth`, the width left over by the fixed columns and gaps is shared among the
    /// flexible columns by water-filling: a flexible column whose natural width is within its
    /// fair share keeps it, and the rest is divided evenly among the remaining flexible columns,
    /// an extra column each going to the leftmost ones. A flexible column gets at least 1.
    static func columnWidths(natural: [Int], flexible: [Bool], maxWidth: Int?) -> [Int] {
        guard let maxWidth, natural.count == flexible.count else {
            return natural
        }
        let limit = max(1, maxWidth)
        guard totalWidth(natural) > limit, flexible.contains(true) else {
            return natural
        }
        var widths = natural
        let flexibleIndices = natural.indices.filter { flexible[$0] }
        let fixedWidth = totalWidth(natural) - flexibleIndices.reduce(0) { $0 + natural[$1] }
        var remaining = max(0, limit - fixedWidth)
        var pending = flexibleIndices.sorted { (natural[$0], $0) < (natural[$1], $1) }
        while let smallest = pending.first {
            let (product, overflow) = natural[smallest].multipliedReportingOverflow(by: pending.count)
            guard !overflow, product <= remaining else {
                break
            }
            remaining -= natural[smallest]
            pending.removeFirst()
        }
        guard !pending.isEmpty else {
            return widths
        }
        let share = remaining / pending.count
        let extra = remaining % pending.count
        for (position, index) in pending.sorted().enumerated() {
            widths[index] = max(1, share + (position < extra ? 1 : 0))
        }
        return widths
    }

    /// How the text renderer arranges a table: as columns of the given widths, or as blocks.
    enum Arrangement: Sendable, Hashable {
        /// Columns side by side, each as wide as given.
        case columns([Int])
        /// One block per entry, a "Title: value" line per column (the table cannot fit).
        case blocks
    }

    /// The arrangement that fits `maxWidth` with no flexible column narrower than its entry in
    /// `minimums` (already capped at its natural width).
    ///
    /// Columns are laid out as `columnWidths(natural:flexible:maxWidth:)` does; a flexible column
    /// that would come out below its minimum is held at its minimum and the rest is shared
    /// again among the other flexible columns. When even the minimums do not fit, or no column
    /// can wrap and the table is too wide, the answer is `.blocks`.
    static func arrangement(natural: [Int], flexible: [Bool], minimums: [Int], maxWidth: Int?) -> Arrangement {
        guard let maxWidth, natural.count == flexible.count, natural.count == minimums.count else {
            return .columns(natural)
        }
        let limit = max(1, maxWidth)
        if totalWidth(natural) <= limit {
            return .columns(natural)
        }
        var pinned = Set<Int>()
        while true {
            let sizes = natural.indices.map { pinned.contains($0) ? min(natural[$0], minimums[$0]) : natural[$0] }
            let wraps = natural.indices.map { flexible[$0] && !pinned.contains($0) }
            guard wraps.contains(true) else {
                let widths = sizes
                return totalWidth(widths) <= limit && flexible.contains(true) ? .columns(widths) : .blocks
            }
            let widths = columnWidths(natural: sizes, flexible: wraps, maxWidth: limit)
            let tooNarrow = natural.indices.filter { wraps[$0] && widths[$0] < min(natural[$0], minimums[$0]) }
            if tooNarrow.isEmpty {
                return totalWidth(widths) <= limit ? .columns(widths) : .blocks
            }
            pinned.formUnion(tooNarrow)
        }
    }

    /// How the text renderer fits a table: the columns it keeps with their widths, or blocks.
    enum Fit: Sendable, Hashable {
        /// The indices of the columns shown, in table order, and their widths.
        case columns(visible: [Int], widths: [Int])
        /// One block per entry with every column (the table cannot fit even without the
        /// columns that may be left out).
        case blocks
    }

    /// The columns to show and their widths so that the table fits `maxWidth`: all of them when
    /// `arrangement(natural:flexible:minimums:maxWidth:)` fits them, otherwise without the
    /// columns that have a `dropOrder`, left out one at a time from the lowest order (ties:
    /// the rightmost first) until the rest fits; `.blocks` when nothing left out is enough.
    static func fit(natural: [Int], flexible: [Bool], minimums: [Int], dropOrder: [Int?], maxWidth: Int?) -> Fit {
        guard natural.count == flexible.count, natural.count == minimums.count, natural.count == dropOrder.count else {
            return .columns(visible: Array(natural.indices), widths: natural)
        }
        let droppable = natural.indices.compactMap { index in dropOrder[index].map { (order: $0, index: index) } }
            .sorted { ($0.order, -$0.index) < ($1.order, -$1.index) }.map(\.index)
        var visible = Array(natural.indices)
        var next = droppable[...]
        while true {
            let arranged = arrangement(
                natural: visible.map { natural[$0] }, flexible: visible.map { flexible[$0] },
                minimums: visible.map { minimums[$0] }, maxWidth: maxWidth)
            if case .columns(let widths) = arranged {
                return .columns(visible: visible, widths: widths)
            }
            guard let dropped = next.popFirst() else {
                return .blocks
            }
            visible.removeAll { $0 == dropped }
        }
    }
}
