/// A date known to the year or to the day, as precisely as the sources give it: a program's
/// start may be dated "2008" by one source and "2021-01-01" by another.
public enum YearOrDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    case year(Int)
    case day(CatalogDate)

    /// Parses `YYYY` or `YYYY-MM-DD`; anything else is nil.
    public init?(text: String) {
        if let day = CatalogDate(iso8601: text) {
            self = .day(day)
        } else if text.utf8.count == 4, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let year = Int(text), year >= 1000
        {
            self = .year(year)
        } else {
            return nil
        }
    }

    /// The year, whatever the precision.
    public var year: Int {
        switch self {
        case .year(let year): year
        case .day(let day): day.year
        }
    }

    /// `2008` or `2021-01-01`, the form the catalog stores.
    public var description: String {
        switch self {
        case .year(let year): String(year)
        case .day(let day): day.description
        }
    }

    /// Earlier first; a bare year sorts before every day of that year, so "2015" never counts
    /// as later than "2015-06-08".
    public static func < (lhs: YearOrDay, rhs: YearOrDay) -> Bool {
        func key(_ value: YearOrDay) -> (Int, Int, Int) {
            switch value {
            case .year(let year): (year, 0, 0)
            case .day(let day): (day.year, day.month, day.day)
            }
        }
        return key(lhs) < key(rhs)
    }
}
