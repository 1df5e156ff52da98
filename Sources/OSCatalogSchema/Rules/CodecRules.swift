import JSONReader
import OSCatalog

/// `codec-limits`, on every codec entry as written, and `media-support` on the decoded codecs.
enum CodecRules {
    /// The plausible range of each limit (inclusive) and its unit, in field order.
    static let ranges: [(field: String, range: ClosedRange<Int>, unit: ValidationMessage.LimitUnit?)] = [
        ("maxBitrateKbps", 1...1_000_000, .kilobitsPerSecond),
        ("maxWidth", 1...Int.max, nil),
        ("maxHeight", 1...Int.max, nil),
        ("maxFrameRate", 1...240, .framesPerSecond),
    ]

    /// No support fact predates the format: iOS cannot play, capture or encode a format before
    /// the release that introduced it.
    static func supportFacts(_ context: ValidationContext) -> [Finding] {
        let catalog = context.inspection.catalog
        var findings: [Finding] = []
        for codec in catalog.codecs {
            guard let introduced = codec.introducedID, catalog.position(ofVersion: introduced) != nil else { continue }
            for fact in codec.support {
                guard let since = fact.sinceID, catalog.position(ofVersion: since) != nil, !catalog.isVersion(since, atLeast: introduced)
                else { continue }
                findings.append(
                    Finding(
                        .mediaSupport,
                        .supportBeforeIntroduced(
                            entry: context.label(codec), feature: fact.feature.rawValue, since: since,
                            introduced: introduced),
                        at: fact.origin))
            }
        }
        return findings
    }

    static func check(_ context: ValidationContext) -> [Finding] {
        var findings: [Finding] = supportFacts(context)
        for entry in context.entries where entry.kind == .codec {
            guard let limitsValue = entry.object["limits"] else { continue }
            if let kindValue = entry.object["kind"], let kind = kindValue.stringValue, kind != "video" {
                findings.append(
                    Finding(
                        .codecLimits, .limitsOnNonVideoCodec(entry: entry.label, kind: ValueText.quoted(kind)),
                        at: limitsValue, in: entry.file, covers: SchemaCover.at(kindValue, in: entry.file, "const")))
            }
            guard let limits = limitsValue.objectValue else { continue }
            for (field, range, unit) in ranges {
                guard let value = limits[field], let number = value.numberValue else { continue }
                let name = entry.fieldName(of: value.pointer)
                let covers = SchemaCover.at(value, in: entry.file, "exclusiveMinimum")
                if range.upperBound == Int.max {
                    if number <= JSONNumber(0) {
                        findings.append(
                            Finding(
                                .codecLimits, .limitNotPositive(entry: entry.label, field: name, value: number.text),
                                at: value, in: entry.file, covers: covers))
                    }
                } else if number < JSONNumber(range.lowerBound) || number > JSONNumber(range.upperBound) {
                    findings.append(
                        Finding(
                            .codecLimits,
                            .limitOutOfRange(
                                entry: entry.label, field: name, value: number.text, unit: unit,
                                minimum: range.lowerBound, maximum: range.upperBound),
                            at: value, in: entry.file, covers: covers))
                }
            }
            let width = limits["maxWidth"]
            let height = limits["maxHeight"]
            if let given = width ?? height, (width == nil) != (height == nil) {
                let (present, absent) = width == nil ? ("maxHeight", "maxWidth") : ("maxWidth", "maxHeight")
                findings.append(
                    Finding(
                        .codecLimits, .limitWithoutPartner(entry: entry.label, present: present, absent: absent),
                        at: given, in: entry.file))
            }
        }
        return findings
    }
}
