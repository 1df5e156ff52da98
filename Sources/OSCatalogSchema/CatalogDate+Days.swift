import Foundation
import OSCatalog

extension CatalogDate {
    /// Today's date in UTC at `now` (the current time by default), for the `future-date` rule of
    /// ``CatalogValidator``. Independent of the machine's time zone and calendar settings; nil
    /// only for a clock outside the years 1–9999.
    public static func todayUTC(now: Date = Date()) -> CatalogDate? {
        let days = (now.timeIntervalSince1970 / 86_400).rounded(.down)
        guard days.isFinite, days > -1e9, days < 1e9 else { return nil }
        return CatalogDate(dayNumber: Int(days))
    }

    /// The number of days since 1970-01-01 (negative before), in the proleptic Gregorian calendar.
    /// (`year`, `month` and `day` are public and mutable, so they are clamped to their ranges
    /// first: no value can overflow.)
    var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let year = min(max(self.year, 1), 9999)
        let month = min(max(self.month, 1), 12)
        let day = min(max(self.day, 1), 31)
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `dayNumber` days after 1970-01-01, or nil outside the years 1–9999.
    init?(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        guard (-800_000...3_000_000).contains(dayNumber) else { return nil }
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(year: year, month: month, day: day)
    }

    /// The date `days` days later (earlier for negative `days`), or nil outside the years 1–9999.
    func adding(days: Int) -> CatalogDate? {
        let (sum, overflow) = dayNumber.addingReportingOverflow(days)
        return overflow ? nil : CatalogDate(dayNumber: sum)
    }
}
