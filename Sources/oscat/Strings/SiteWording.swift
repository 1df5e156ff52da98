import OSCatalogLocalization
import OSCatalogSite
import TemplateEngine

extension LocalizedStrings {
    /// A site build error in the user's language: `PATH: error: message`, the severity word
    /// English so editors and CI can parse it.
    func message(for error: SiteBuildError) -> String {
        switch error {
        case .templatesNotFound(let path): "\(path): error: \(siteErrorTemplatesNotFound)"
        case .missingTemplate(let path): "\(path): error: \(siteErrorMissingTemplate)"
        case .unreadable(let path): "\(path): error: \(siteErrorUnreadable)"
        case .template(let error): "\(error.templateName):\(error.line):\(error.column): error: \(message(for: error.reason))"
        case .unsafePath(let id): "error: \(siteErrorUnsafePath(id))"
        case .anchorMismatch(let page, let headings, let anchors):
            "\(page): error: \(siteErrorAnchorMismatch(String(headings), String(anchors)))"
        case .foreignOutputDirectory(let path): "\(path): error: \(siteErrorForeignOutput)"
        case .outputNotADirectory(let path): "\(path): error: \(siteErrorNotAFolder)"
        case .writeFailed(let path, let reason): "\(path): error: \(siteErrorWriteFailed(message(for: reason)))"
        }
    }

    /// What is wrong with a template, in the user's language.
    func message(for reason: TemplateError.Reason) -> String {
        func didYouMean(_ suggestion: String?) -> String { suggestion.map { problemDidYouMean($0) } ?? "" }
        switch reason {
        case .unclosedTag(let opener, let closer):
            return templateErrorUnclosedTag(opener, closer)
        case .unclosedSection(let tag, let closer):
            return templateErrorUnclosedSection(tag, closer)
        case .mismatchedClose(let tag, let openTag?, let position?):
            return templateErrorMismatchedCloseAt(tag, openTag, position.description)
        case .mismatchedClose(let tag, let openTag?, nil):
            return templateErrorMismatchedClose(tag, openTag)
        case .mismatchedClose(let tag, nil, _):
            return templateErrorCloseWithoutOpen(tag)
        case .emptyTagName(let tag):
            return templateErrorEmptyName(tag)
        case .invalidName(let name, let tag):
            return templateErrorInvalidName(name, tag)
        case .unsupportedTag(let tag):
            return templateErrorUnsupportedTag(tag)
        case .badDelimiter(let tag):
            return templateErrorBadDelimiter(tag)
        case .nestingTooDeep(let limit):
            return templateErrorNestingTooDeep(String(limit))
        case .unknownPartial(let name, let suggestion):
            return templateErrorUnknownPartial(name) + didYouMean(suggestion)
        case .partialLoadFailed(let name, let message):
            return templateErrorPartialLoadFailed(name, message)
        case .partialRecursionTooDeep(let name, let limit):
            return templateErrorPartialRecursion(name, String(limit))
        case .tooManyPartialExpansions(let limit):
            return templateErrorTooManyExpansions(String(limit))
        case .undefinedName(let name, let suggestion):
            return templateErrorUndefinedName(name) + didYouMean(suggestion)
        case .missingMember(let name, ".", let member, let suggestion):
            return templateErrorMissingMemberHere(name, member) + didYouMean(suggestion)
        case .missingMember(let name, let parent, let member, let suggestion):
            return templateErrorMissingMember(name, parent, member) + didYouMean(suggestion)
        case .notAnObject(let name, let parent, let typeName):
            return templateErrorNotAnObject(name, parent, templateTypeName(typeName))
        case .notInterpolatable(let name, let typeName):
            return templateErrorNotInterpolatable(name, templateTypeName(typeName))
        }
    }

    /// A template value's type (``TemplateValue/typeName``) in the user's language; `null`
    /// stays as written, being the literal.
    func templateTypeName(_ typeName: String) -> String {
        switch typeName {
        case "string": templateTypeString
        case "number": templateTypeNumber
        case "boolean": templateTypeBoolean
        case "list": templateTypeList
        case "object": templateTypeObject
        default: typeName
        }
    }
}
