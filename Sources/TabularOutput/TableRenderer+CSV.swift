extension TableRenderer {
    /// `table` as CSV exactly per RFC 4180: the header record (unless `includeHeader` is false),
    /// then one record per row, each ending with CR LF, fields separated by commas.
    ///
    /// * A field is enclosed in double quotes when it contains a comma, a double quote, CR or LF,
    ///   and its double quotes are then doubled (`say "hi"` → `"say ""hi"""`). Other fields,
    ///   including ones with leading or trailing spaces, are written as they are.
    /// * A record made of a single empty field is written as `""`, not as an empty line, which
    ///   RFC 4180 readers (Python's `csv` module among them) would otherwise skip or misread.
    /// * Cells are written exactly as stored: no sanitising, trimming or Unicode normalisation,
    ///   so a reader gets back exactly the same cells. The string is UTF-8 text without a byte
    ///   order mark once written out (the caller writes it as UTF-8).
    /// * No protection against "CSV formula injection" (prefixing cells that start with `=`,
    ///   `+`, `-` or `@`): that would change the data (`-1` would no longer read back as `-1`)
    ///   and break the exact round trip; spreadsheet safety is the spreadsheet's job.
    /// * A table with no columns renders as "" (RFC 4180 cannot express a record of no fields).
    public static func csv(_ table: Table, includeHeader: Bool = true) -> String {
        let count = table.columns.count
        guard count > 0 else {
            return ""
        }
        var output = ""
        if includeHeader {
            appendRecord(table.titles, to: &output)
        }
        for row in table.rows {
            appendRecord(normalized(row, count: count), to: &output)
        }
        return output
    }

    /// Appends one CSV record and its CR LF to `output`.
    private static func appendRecord(_ fields: [String], to output: inout String) {
        if fields.count == 1 && fields[0].isEmpty {
            output += "\"\"\r\n"
            return
        }
        var first = true
        for field in fields {
            if !first {
                output += ","
            }
            first = false
            appendField(field, to: &output)
        }
        output += "\r\n"
    }

    /// Appends one field, quoted if RFC 4180 requires it. Works on Unicode scalars so that a
    /// quote or CR LF inside a larger grapheme cluster is still seen.
    private static func appendField(_ field: String, to output: inout String) {
        let needsQuotes = field.unicodeScalars.contains { scalar in
            scalar == "," || scalar == "\"" || scalar == "\r" || scalar == "\n"
        }
        guard needsQuotes else {
            output += field
            return
        }
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in field.unicodeScalars {
            if scalar == "\"" {
                quoted.append("\"")
            }
            quoted.append(scalar)
        }
        quoted.append("\"")
        output += String(quoted)
    }
}
