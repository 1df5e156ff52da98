import Testing

@testable import SourceImports

@Suite struct SourceLanguageTests {
    @Test func choosesTheLexerByExtension() {
        #expect(SourceLanguage(fileName: "App.swift") == .swift)
        for name in ["a.m", "a.mm", "a.h", "a.c", "a.cc", "a.cpp", "a.cxx", "a.hh", "a.hpp", "a.hxx"] {
            #expect(SourceLanguage(fileName: name) == .clang, "\(name)")
        }
    }

    @Test func ignoresTheCaseOfTheExtension() {
        #expect(SourceLanguage(fileName: "Old.M") == .clang)
        #expect(SourceLanguage(fileName: "Old.H") == .clang)
        #expect(SourceLanguage(fileName: "New.SWIFT") == .swift)
    }

    @Test func rejectsOtherFiles() {
        for name in ["README", "notes.txt", ".swift", "a.", "a.swift.orig", "Package.resolved", ""] {
            #expect(SourceLanguage(fileName: name) == nil, "\(name)")
        }
        #expect(SourceLanguage(fileName: "archive.tar.h") == .clang)
    }
}
