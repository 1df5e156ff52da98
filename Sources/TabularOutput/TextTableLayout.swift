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
}
