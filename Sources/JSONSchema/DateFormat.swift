/// The `date` format: RFC 3339 `full-date` (`YYYY-MM-DD`, ASCII digits only) on the proleptic
/// Gregorian calendar, with the real length of every month (leap years by the 4/100/400 rule).
enum DateFormat {
    /// Why a string is not a full-date; nil when it is one.
    static func problem(in text: String) -> ValidationError.FormatProblem? {
        let bytes = Array(text.utf8)
        let digitPositions = [0, 1, 2, 3, 5, 6, 8, 9]
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            digitPositions.allSatisfy({ bytes[$0] >= UInt8(ascii: "0") && bytes[$0] <= UInt8(ascii: "9") })
        else {
            return .notFullDate
        }
        func number(_ range: Range<Int>) -> Int {
            bytes[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        let year = number(0..<4)
        let month = number(5..<7)
        let day = number(8..<10)
        guard (1...12).contains(month) else { return .monthOutOfRange(month: month) }
        guard day >= 1 else { return .dayZero }
        let days = daysIn(month: month, year: year)
        guard day <= days else {
            return .dayBeyondMonth(year: year, month: month, days: days)
        }
        return nil
    }

    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// English month names, for messages.
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December",
    ]
}
