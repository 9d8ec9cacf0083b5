import Storage
import Testing

@Suite("StorageError")
struct StorageErrorTests {
    @Test(arguments: [
        (StorageError.directoryUnavailable(path: "/c", reason: "Permission denied"), ["/c", "Permission denied"]),
        (
            .writeFailed(key: "https://k", path: "/c/f", reason: "No space left"),
            ["https://k", "/c/f", "No space left"]
        ),
        (.readFailed(key: "https://k", path: "/c/f", reason: "I/O error"), ["https://k", "/c/f", "I/O error"]),
        (.removeFailed(path: "/c/f", reason: "Permission denied"), ["/c/f", "Permission denied"]),
        (.notCached(key: "https://k"), ["https://k"]),
    ])
    func messagesNameTheKeyOrFileAndTheProblem(error: StorageError, expectedParts: [String]) {
        for part in expectedParts {
            #expect(error.description.contains(part))
        }
    }

    @Test func aVeryLongKeyIsAbbreviatedInMessages() {
        let error = StorageError.notCached(key: String(repeating: "k", count: 10_000))

        #expect(error.description.count < 400)
        #expect(error.description.contains("10000 bytes"))
    }
}
