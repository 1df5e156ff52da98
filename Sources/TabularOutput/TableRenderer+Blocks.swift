extension TableRenderer {
    /// The block layout of the text renderer, for a table too wide for `options.maxWidth`: one
    /// block per row, one line per non-empty cell, a blank line between blocks.
    ///
    /// ```
    /// ID:       core-location
    /// Name:     Core Location
    /// Summary:  Zeměpisná poloha, nadmořská výška a kurz zařízení
    ///           z GPS, Wi-Fi a mobilní sítě.
    /// ```
    ///
    /// Each line starts with the column's title and ":", padded so that the values line up;
    /// values are wrapped with `TextWrapper.wrap(_:width:)` to the width left after the titles,
    /// and continuation lines are indented to the values. When the titles would take more than
    /// half of the width, every value starts on its own line, indented by two spaces, so it keeps
    /// room to be read (a title wider than the whole width is wrapped too). The titles are bold with `options.useColor`. Empty cells are left out;
    /// a row whose cells are all empty shows its first title alone.
    static func blocks(titles: [String], rows: [[String]], options: TextTableOptions) -> String {
        let width = max(1, options.maxWidth ?? Int.max)
        let labels = titles.map { $0 + ":" }
        let labelWidth = (labels.map { DisplayWidth.of($0) }.max() ?? 0) + BlockLayout.gap
        let valuesBelow = labelWidth > width / 2
        let indent = valuesBelow ? BlockLayout.hangingIndent : labelWidth
        let valueWidth = max(1, width - indent)
        var blocks: [String] = []
        for row in rows {
            var lines: [String] = []
            for (index, cell) in row.enumerated() where !cell.isEmpty && index < labels.count {
                let pieces = TextWrapper.wrap(cell, width: valueWidth)
                let padding = String(repeating: " ", count: indent)
                if valuesBelow {
                    lines += TextWrapper.wrap(labels[index], width: width).map {
                        options.useColor ? ANSI.bold + $0 + ANSI.reset : $0
                    }
                    lines += pieces.map { trimmingTrailingSpaces(padding + $0) }
                } else {
                    let filler = String(repeating: " ", count: labelWidth - DisplayWidth.of(labels[index]))
                    let label = options.useColor ? ANSI.bold + labels[index] + ANSI.reset : labels[index]
                    lines.append(trimmingTrailingSpaces(label + filler + pieces[0]))
                    lines += pieces.dropFirst().map { trimmingTrailingSpaces(padding + $0) }
                }
            }
            if lines.isEmpty, let first = labels.first {
                lines.append(options.useColor ? ANSI.bold + first + ANSI.reset : first)
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n"
    }

    /// The spacing of the block layout.
    enum BlockLayout {
        /// Spaces between the longest title's ":" and the values.
        static let gap = 2
        /// The indent of values printed under their title.
        static let hangingIndent = 2
    }
}
