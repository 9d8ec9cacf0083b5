import Foundation
import Testing

@Suite("The browser host binds as any UI would")
struct BrowserHostImportsTests {
    @Test func itImportsNoFeatureAndNothingWithTestable() throws {
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 {
            folder.deleteLastPathComponent()
        }
        folder.appendPathComponent("Infrastructure/BrowserHost")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        let imports = try files.flatMap { file in
            try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n")
                .filter { $0.contains("import ") && !$0.hasPrefix("//") && !$0.hasPrefix(" ") }
        }

        #expect(!files.isEmpty)
        #expect(imports.filter { $0.contains("@testable") }.isEmpty)
        #expect(imports.filter { $0.hasSuffix("Feature") }.isEmpty)
    }
}
