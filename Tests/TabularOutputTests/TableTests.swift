import TabularOutput
import Testing

@Suite("Table")
struct TableTests {
    @Test("Short rows are padded with empty cells")
    func padding() throws {
        let table = try Table(columns: [Column("A"), Column("B"), Column("C")], rows: [["1"], [], ["1", "2", "3"]])
        #expect(table.rows == [["1", "", ""], ["", "", ""], ["1", "2", "3"]])
        #expect(table.titles == ["A", "B", "C"])
    }

    @Test("Long rows are rejected with a typed error")
    func longRows() {
        #expect(throws: TableError.rowTooLong(rowIndex: 1, cellCount: 3, columnCount: 2)) {
            try Table(columns: [Column("A"), Column("B")], rows: [["1"], ["1", "2", "3"]])
        }
        do {
            _ = try Table(columns: [], rows: [["x"]])
            Issue.record("expected an error")
        } catch {
            // `error` is statically a TableError (typed throws).
            #expect(error == .rowTooLong(rowIndex: 0, cellCount: 1, columnCount: 0))
            #expect(error.description == "row 0 has 1 cells but the table has 0 columns")
        }
    }

    @Test("A rejected append leaves the table unchanged")
    func appendIsAtomic() throws {
        var table = try Table(columns: [Column("A")])
        try table.append(["x"])
        let before = table
        #expect(throws: TableError.rowTooLong(rowIndex: 1, cellCount: 2, columnCount: 1)) {
            try table.append(["y", "z"])
        }
        #expect(table == before)
        try table.append([])
        #expect(table.rows == [["x"], [""]])
    }

    @Test("Zero columns and empty rows are allowed")
    func degenerate() throws {
        let table = try Table(columns: [], rows: [[], []])
        #expect(table.rows == [[], []])
        #expect(table.columns.isEmpty)
    }

    @Test("Column defaults")
    func columnDefaults() {
        let column = Column("Name")
        #expect(column.title == "Name")
        #expect(column.alignment == .leading)
        #expect(column.isFlexible == false)
        #expect(Column.Alignment.allCases == [.leading, .trailing, .center])
    }

    @Test("render(_:as:) dispatches to each format")
    func dispatch() throws {
        let table = try Table(columns: [Column("A"), Column("B", alignment: .trailing)], rows: [["x", "1"]])
        #expect(TableRenderer.render(table, as: .text) == TableRenderer.text(table))
        #expect(TableRenderer.render(table, as: .csv) == TableRenderer.csv(table))
        #expect(TableRenderer.render(table, as: .markdown) == TableRenderer.markdown(table))
        let options = TextTableOptions(asciiOnly: true)
        #expect(TableRenderer.render(table, as: .text, options: options) == TableRenderer.text(table, options: options))
        #expect(TableFormat(rawValue: "markdown") == .markdown)
        #expect(TableFormat.allCases.map(\.rawValue) == ["text", "csv", "markdown"])
    }
}
