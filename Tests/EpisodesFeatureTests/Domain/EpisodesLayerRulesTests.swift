import Foundation
import TestSupport
import Testing

@Suite("EpisodesFeature layer rules")
struct EpisodesLayerRulesTests {
    @Test func domainImportsOnlyFoundation() throws {
        let domain = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Features/EpisodesFeature/Domain")
        let imports = try LayerImports.imports(under: domain)

        #expect(!imports.isEmpty, "no Swift files found under \(domain.path)")
        #expect(imports.filter { $0.module != "Foundation" }.map { "\($0.file): \($0.module)" } == [])
    }
}
