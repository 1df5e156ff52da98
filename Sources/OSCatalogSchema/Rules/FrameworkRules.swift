import JSONReader
import OSCatalog

/// `lifecycle-order` and `replacement-without-deprecation`, on the decoded catalog.
enum FrameworkRules {
    static func check(_ context: ValidationContext) -> [Finding] {
        var findings: [Finding] = []
        let catalog = context.inspection.catalog
        for framework in catalog.frameworks {
            let label = context.label(framework)
            let introduced = catalog.position(ofVersion: framework.introducedID)
            let deprecated = framework.deprecatedID.flatMap { catalog.position(ofVersion: $0) }
            let removed = framework.removedID.flatMap { catalog.position(ofVersion: $0) }
            if let introduced, let deprecated, deprecated < introduced {
                findings.append(
                    Finding(
                        .lifecycleOrder,
                        .deprecatedBeforeIntroduced(
                            entry: label, deprecated: ValueText.quoted(framework.deprecatedID ?? ""),
                            introduced: ValueText.quoted(framework.introducedID)),
                        at: context.location(of: framework, field: "deprecated")))
            }
            if let removed {
                if let deprecated, removed < deprecated {
                    findings.append(
                        Finding(
                            .lifecycleOrder,
                            .removedBeforeDeprecated(
                                entry: label, removed: ValueText.quoted(framework.removedID ?? ""),
                                deprecated: ValueText.quoted(framework.deprecatedID ?? "")),
                            at: context.location(of: framework, field: "removed")))
                } else if let introduced, removed < introduced {
                    findings.append(
                        Finding(
                            .lifecycleOrder,
                            .removedBeforeIntroduced(
                                entry: label, removed: ValueText.quoted(framework.removedID ?? ""),
                                introduced: ValueText.quoted(framework.introducedID)),
                            at: context.location(of: framework, field: "removed")))
                }
            }
            if let replacement = framework.replacedByID, framework.deprecatedID == nil, framework.removedID == nil {
                findings.append(
                    Finding(
                        .replacementWithoutDeprecation,
                        .replacementWithoutDeprecation(entry: label, replacement: ValueText.quoted(replacement)),
                        at: context.location(of: framework, field: "replacedBy")))
            }
        }
        return findings
    }
}
