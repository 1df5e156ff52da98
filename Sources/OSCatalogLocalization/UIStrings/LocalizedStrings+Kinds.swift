import OSCatalog

extension LocalizedStrings {
    /// The lower-case name of an entry kind ("framework"), for the command line and the site.
    public func kindName(_ kind: EntityKind) -> String {
        switch kind {
        case .version: kindVersion
        case .layer: kindLayer
        case .service: kindService
        case .framework: kindFramework
        case .codec: kindCodec
        case .program: kindProgram
        case .tool: kindTool
        case .source: kindSource
        }
    }

    /// The lower-case name of a kind of tool ("compiler"), for the command line and the site.
    public func toolKindName(_ kind: DevelopmentTool.Kind) -> String {
        switch kind {
        case .ide: toolKindIde
        case .language: toolKindLanguage
        case .compiler: toolKindCompiler
        case .simulator: toolKindSimulator
        case .profiler: toolKindProfiler
        case .interfaceBuilder: toolKindInterfaceBuilder
        case .debugger: toolKindDebugger
        case .sdk: toolKindSDK
        case .requirement: toolKindRequirement
        case .service: toolKindService
        case .submissionRule: toolKindSubmissionRule
        }
    }
}
