import FileSafety
import Foundation
import SystemCalls
import Testing

/// What the system said keeps its error number: from `errno`, from a `POSIXError`, and from
/// Foundation's file errors, whose codes stand for one each.
@Suite struct SystemErrorCodeTests {
    @Test func anErrorNumberHasTheCLibrarysText() {
        let code = SystemErrorCode(number: ErrorNumber.EACCES)
        #expect(code.text == "Permission denied")
        #expect(code.description == "Permission denied")
        #expect(code.symbolicName == "EACCES")
        #expect(SystemErrorCode(number: ErrorNumber.ENOSPC).text == "No space left on device")
        #expect(SystemErrorCode(number: 9999).symbolicName == nil)
    }

    @Test(arguments: [
        (CocoaError.Code.fileWriteVolumeReadOnly, ErrorNumber.EROFS), (.fileWriteNoPermission, ErrorNumber.EACCES),
        (.fileReadNoPermission, ErrorNumber.EACCES), (.fileWriteOutOfSpace, ErrorNumber.ENOSPC),
        (.fileNoSuchFile, ErrorNumber.ENOENT), (.fileReadNoSuchFile, ErrorNumber.ENOENT),
        (.fileWriteFileExists, ErrorNumber.EEXIST), (.fileReadTooLarge, ErrorNumber.EFBIG),
        (.fileWriteInvalidFileName, ErrorNumber.EINVAL),
    ])
    func cocoaFileCodesStandForAnErrorNumber(_ code: CocoaError.Code, _ number: Int32) {
        #expect(SystemErrorCode.errorNumber(forCocoaCode: code) == number)
        #expect(SystemErrorCode(CocoaError(code)).number == number)
        #expect(SystemErrorCode(CocoaError(code)).text == Platform.errorText(for: number))
    }

    @Test func theUnderlyingPOSIXErrorWins() {
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(ErrorNumber.ENOTDIR))
        let error = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.Code.fileWriteUnknown.rawValue,
            userInfo: [NSUnderlyingErrorKey: underlying])
        #expect(SystemErrorCode(error).number == ErrorNumber.ENOTDIR)
        #expect(SystemErrorCode(POSIXError(.EXDEV)).number == ErrorNumber.EXDEV)
        #expect(SystemErrorCode(NSError(domain: NSPOSIXErrorDomain, code: Int(ErrorNumber.EDQUOT))).number == ErrorNumber.EDQUOT)
    }

    @Test func anErrorWithoutANumberKeepsItsText() {
        struct Opaque: Error, LocalizedError { var errorDescription: String? { "something odd" } }
        let code = SystemErrorCode(Opaque())
        #expect(code.number == 0)
        #expect(code.text == "something odd")
        #expect(SystemErrorCode.errorNumber(of: CocoaError(.fileWriteUnknown)) == nil)
    }

    @Test func foundationReportsTheNumberOfARealFailure() throws {
        let file = NSTemporaryDirectory() + "oscat-errno-" + UUID().uuidString
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        do {
            try FileManager.default.createDirectory(atPath: file + "/a/b", withIntermediateDirectories: true)
            Issue.record("a folder below a file was created")
        } catch {
            #expect(SystemErrorCode(error).number == ErrorNumber.ENOTDIR, "\(error)")
        }
        do {
            _ = try Data(contentsOf: URL(fileURLWithPath: file + ".missing"))
        } catch {
            #expect(SystemErrorCode(error).number == ErrorNumber.ENOENT, "\(error)")
        }
    }

    @Test func writeErrorsKeepTheirEnglish() {
        let error = FileWriteError(path: "a.po", reason: .cannotCreateTemporaryFile(system: SystemErrorCode(number: ErrorNumber.EACCES)))
        #expect(error.description == "a.po: error: cannot create a temporary file: Permission denied")
    }
}
