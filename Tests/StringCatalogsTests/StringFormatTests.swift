import StringCatalogs
import Testing

/// `StringFormat.fill`, including its shortcut for strings without placeholders.
@Suite struct StringFormatTests {
    @Test func fillsPlaceholdersAndCopiesTheRest() {
        #expect(StringFormat.fill("Poloha a mapy", ["x"]) == "Poloha a mapy")
        #expect(StringFormat.fill("e\u{301} 👩‍👩‍👧", []) == "e\u{301} 👩‍👩‍👧")
        #expect(StringFormat.fill("%@ of %lld", ["3", "7"]) == "3 of 7")
        #expect(StringFormat.fill("%2$@, %1$@", ["a", "b"]) == "b, a")
        #expect(StringFormat.fill("100 %% %", []) == "100 % %")
        // A missing argument stays visible as its placeholder.
        #expect(StringFormat.fill("%@", []) == "%@")
        #expect(StringFormat.fill("%1$@ and %2$lld", ["a"]) == "a and %2$lld")
    }
}
