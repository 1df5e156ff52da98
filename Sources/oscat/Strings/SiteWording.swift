import OSCatalogSite
import TemplateEngine

extension UIStrings {
    /// A site build error in the user's language: `PATH: error: message`, the severity word
    /// English so editors and CI can parse it.
    func message(for error: SiteBuildError) -> String {
        switch error {
        case .templatesNotFound(let path): "\(path): error: \(self(.siteErrorTemplatesNotFound))"
        case .missingTemplate(let path): "\(path): error: \(self(.siteErrorMissingTemplate))"
        case .unreadable(let path): "\(path): error: \(self(.siteErrorUnreadable))"
        case .template(let error): "\(error.templateName):\(error.line):\(error.column): error: \(message(for: error.reason))"
        case .unsafePath(let id): "error: \(self(.siteErrorUnsafePath, id))"
        case .anchorMismatch(let page, let headings, let anchors):
            "\(page): error: \(self(.siteErrorAnchorMismatch, String(headings), String(anchors)))"
        case .foreignOutputDirectory(let path): "\(path): error: \(self(.siteErrorForeignOutput))"
        case .outputNotADirectory(let path): "\(path): error: \(self(.siteErrorNotAFolder))"
        case .writeFailed(let path, let reason): "\(path): error: \(self(.siteErrorWriteFailed, message(for: reason)))"
        }
    }

    /// What is wrong with a template, in the user's language.
    func message(for reason: TemplateError.Reason) -> String {
        func didYouMean(_ suggestion: String?) -> String { suggestion.map { self(.problemDidYouMean, $0) } ?? "" }
        switch reason {
        case .unclosedTag(let opener, let closer):
            return self(.templateErrorUnclosedTag, opener, closer)
        case .unclosedSection(let tag, let closer):
            return self(.templateErrorUnclosedSection, tag, closer)
        case .mismatchedClose(let tag, let openTag?, let position?):
            return self(.templateErrorMismatchedCloseAt, tag, openTag, position.description)
        case .mismatchedClose(let tag, let openTag?, nil):
            return self(.templateErrorMismatchedClose, tag, openTag)
        case .mismatchedClose(let tag, nil, _):
            return self(.templateErrorCloseWithoutOpen, tag)
        case .emptyTagName(let tag):
            return self(.templateErrorEmptyName, tag)
        case .invalidName(let name, let tag):
            return self(.templateErrorInvalidName, name, tag)
        case .unsupportedTag(let tag):
            return self(.templateErrorUnsupportedTag, tag)
        case .badDelimiter(let tag):
            return self(.templateErrorBadDelimiter, tag)
        case .nestingTooDeep(let limit):
            return self(.templateErrorNestingTooDeep, String(limit))
        case .unknownPartial(let name, let suggestion):
            return self(.templateErrorUnknownPartial, name) + didYouMean(suggestion)
        case .partialLoadFailed(let name, let message):
            return self(.templateErrorPartialLoadFailed, name, message)
        case .partialRecursionTooDeep(let name, let limit):
            return self(.templateErrorPartialRecursion, name, String(limit))
        case .tooManyPartialExpansions(let limit):
            return self(.templateErrorTooManyExpansions, String(limit))
        case .undefinedName(let name, let suggestion):
            return self(.templateErrorUndefinedName, name) + didYouMean(suggestion)
        case .missingMember(let name, ".", let member, let suggestion):
            return self(.templateErrorMissingMemberHere, name, member) + didYouMean(suggestion)
        case .missingMember(let name, let parent, let member, let suggestion):
            return self(.templateErrorMissingMember, name, parent, member) + didYouMean(suggestion)
        case .notAnObject(let name, let parent, let typeName):
            return self(.templateErrorNotAnObject, name, parent, templateTypeName(typeName))
        case .notInterpolatable(let name, let typeName):
            return self(.templateErrorNotInterpolatable, name, templateTypeName(typeName))
        }
    }

    /// A template value's type (``TemplateValue/typeName``) in the user's language; `null`
    /// stays as written, being the literal.
    func templateTypeName(_ typeName: String) -> String {
        switch typeName {
        case "string": self(.templateTypeString)
        case "number": self(.templateTypeNumber)
        case "boolean": self(.templateTypeBoolean)
        case "list": self(.templateTypeList)
        case "object": self(.templateTypeObject)
        default: typeName
        }
    }
}
