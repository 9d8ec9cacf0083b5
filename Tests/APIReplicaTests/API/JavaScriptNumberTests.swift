import Testing

@testable import APIReplica

@Suite("JavaScriptNumber")
struct JavaScriptNumberTests {
    @Test(arguments: [
        (" 3", 3.0), ("1e1", 10), ("0x2", 2), ("0X1f", 31), ("0b11", 3), ("0o17", 15), ("", 0), ("  ", 0),
        ("1.5", 1.5), (".5", 0.5), ("5.", 5), ("+2", 2), ("-2", -2), ("\u{A0}4\n", 4), ("Infinity", .infinity),
        ("-Infinity", -.infinity), ("1e400", .infinity),
    ])
    func numberConvertsLikeJavaScript(text: String, expected: Double) {
        #expect(JavaScriptNumber.number(text) == expected)
    }

    @Test(arguments: ["abc", "2abc", "1,2", "-0x2", "0x", "1_0", "inf", "nan", "1e", "e1", ".", "0x1p3", "+-1"])
    func numberIsNaNForAnythingElse(text: String) {
        #expect(JavaScriptNumber.number(text).isNaN)
    }

    @Test(arguments: [("1e1", 1.0), ("0x2", 2), (" 3", 3), ("-5x", -5), ("1.5", 1), ("0012", 12), ("12abc", 12)])
    func parseIntReadsTheLeadingInteger(text: String, expected: Double) {
        #expect(JavaScriptNumber.parseInt(text) == expected)
    }

    @Test(arguments: ["abc", "", "-", "x1", "Infinity", ".5"])
    func parseIntIsNaNWithoutLeadingDigits(text: String) {
        #expect(JavaScriptNumber.parseInt(text).isNaN)
    }

    @Test(arguments: [
        (12.0, "12"), (0, "0"), (-1, "-1"), (.nan, "NaN"), (.infinity, "Infinity"), (1e21, "1e+21"),
        (1.2345678901234568e20, "123456789012345680000"),
    ])
    func stringWritesNumbersLikeJavaScript(value: Double, expected: String) {
        #expect(JavaScriptNumber.string(value) == expected)
    }

    @Test func trimRemovesJavaScriptWhitespaceOnly() {
        #expect(JavaScriptNumber.trimmed("\u{FEFF}\t a b \u{3000}\n") == "a b")
        #expect(JavaScriptNumber.trimmed(" \u{200B}x") == "\u{200B}x")
    }
}
